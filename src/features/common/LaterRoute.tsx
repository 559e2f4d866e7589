/**
 * The routed placeholder for screens of later releases. Each route names its screen in
 * `staticData`; section routes (/file, /calendar, /contact, /setting) pass the `$page` param and
 * an unknown page goes to the section's first page.
 */
import { Navigate, useMatches, useParams } from '@tanstack/react-router'
import {
  CALENDAR_PAGES,
  CONTACT_PAGES,
  FILE_PAGES,
  SETTING_PAGES,
  useScreenTitles,
  type Section,
} from '../../app/useScreenTitles.ts'
import { ComingLater } from './ComingLater.tsx'

const SECTION_PAGES: Record<Section, readonly string[]> = {
  file: FILE_PAGES,
  calendar: CALENDAR_PAGES,
  contact: CONTACT_PAGES,
  setting: SETTING_PAGES,
}

export default function LaterRoute() {
  const titles = useScreenTitles()
  const matches = useMatches()
  const { page } = useParams({ strict: false }) as { page?: string }
  const data = matches[matches.length - 1]?.staticData ?? {}
  if (data.section) {
    const pages = SECTION_PAGES[data.section]
    const first = pages[0] as string
    if (!page || !pages.includes(page)) {
      return (
        <Navigate
          to={`/${data.section}/$page` as never}
          params={{ page: first } as never}
          replace
        />
      )
    }
    const sectionTitles = titles[data.section] as Record<string, string>
    return <ComingLater title={sectionTitles[page] ?? page} />
  }
  return <ComingLater title={data.screen ? titles[data.screen] : ''} />
}
