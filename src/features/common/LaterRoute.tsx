/**
 * The routed placeholder for screens of later releases. Each route names its screen in
 * `staticData`; section routes (/file, /calendar, /contact, /setting) pass the `$page` param and
 * an unknown page goes to the section's first page.
 */
import { Navigate, useMatches, useParams } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import {
  CALENDAR_PAGES,
  CONTACT_PAGES,
  FILE_PAGES,
  SETTING_PAGES,
  useScreenTitles,
  type LaterScreen,
  type Section,
} from '../../app/useScreenTitles.ts'
import { ComingLater } from './ComingLater.tsx'

const SECTION_PAGES: Record<Section, readonly string[]> = {
  file: FILE_PAGES,
  calendar: CALENDAR_PAGES,
  contact: CONTACT_PAGES,
  setting: SETTING_PAGES,
}

/**
 * Screens built since, still routed through here: a route of their own would add bytes to the
 * router, which is in the login page's JavaScript (at its budget). Keyed by screen, or
 * `section/page`.
 */
const BUILT: Record<string, ReturnType<typeof lazy>> = {
  twofactor: lazy(() => import('../auth/twofactor/TwoFactorLoginPage.tsx')),
  'setting/twofactor': lazy(() => import('../settings/twofactor/TwoFactorSettingsPage.tsx')),
}

function Built({ name }: { name: string }) {
  const Screen = BUILT[name]!
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  )
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
    if (BUILT[`${data.section}/${page}`]) return <Built name={`${data.section}/${page}`} />
    const sectionTitles = titles[data.section] as Record<string, string>
    return <ComingLater title={sectionTitles[page] ?? page} />
  }
  if (data.screen && BUILT[data.screen]) return <Built name={data.screen} />
  return <ComingLater title={data.screen ? titles[data.screen] : ''} />
}

export type { LaterScreen }
