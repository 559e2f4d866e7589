/**
 * The route of every section page (/file, /calendar, /contact, /setting `/$page`) and of the
 * placeholders of later releases. A built page loads its own chunk (BUILT_PAGES); the others,
 * and unknown page names, go to LaterRoute.
 *
 * R-ROUTE-8: /setting/tag while the file lock is on and not released asks for the lock password
 * first; /calendar and /file do the same for their own lock. Whatever leads
 * to /calendar/…, /file/… or /setting/tag (a tab, a sidebar icon, a typed address, a reload),
 * the page shows only once the module lock check passed; cancelled, the page stays hidden behind
 * a notice that asks again. Other setting pages open directly.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useMatches, useParams } from '@tanstack/react-router'
import type { lazy } from 'react'
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react'
import type { Section } from '../../app/useScreenTitles.ts'
import LaterRoute from '../common/LaterRoute.tsx'
import { CALENDAR_PAGE_COMPONENTS } from '../calendar/calendarPages.ts'
import { CONTACT_PAGE_COMPONENTS } from '../contacts/contactPages.ts'
import { FILE_PAGE_COMPONENTS } from '../files/filePages.ts'
import { SETTING_PAGE_COMPONENTS } from '../settings/settingsPages.ts'
import { useModuleLockGate, type GatedModule } from '../locks/useModuleLockGate.tsx'

const useStyles = makeStyles({
  notice: { margin: tokens.spacingHorizontalL },
})

/** The section pages built so far, by `section/page`, each a chunk of its own. */
const BUILT_PAGES: Partial<Record<string, ReturnType<typeof lazy>>> = {
  ...Object.fromEntries(
    Object.entries(SETTING_PAGE_COMPONENTS).map(([page, component]) => [
      `setting/${page}`,
      component,
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(CONTACT_PAGE_COMPONENTS).map(([page, component]) => [
      `contact/${page}`,
      component,
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(CALENDAR_PAGE_COMPONENTS).map(([page, component]) => [
      `calendar/${page}`,
      component,
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(FILE_PAGE_COMPONENTS).map(([page, component]) => [`file/${page}`, component]),
  ),
}

function SectionPage({
  section,
  page,
}: {
  section: Section | undefined
  page: string | undefined
}) {
  const Page = section && page ? BUILT_PAGES[`${section}/${page}`] : undefined
  if (!Page) return <LaterRoute />
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}

/** The module lock in front of a section page, if any. */
export function lockedModuleOf(
  section: string | undefined,
  page: string | undefined,
): GatedModule | null {
  if (section === 'calendar') return 'calendar'
  if (section === 'file') return 'file'
  if (section === 'setting' && page === 'tag') return 'file'
  return null
}

export default function LockedSectionRoute() {
  const matches = useMatches()
  const { page } = useParams({ strict: false }) as { page?: string }
  const section = matches[matches.length - 1]?.staticData.section
  const module = lockedModuleOf(section, page)
  const content = <SectionPage section={section} page={page} />
  if (!module) return content
  // A new module (calendar → file) is a new check.
  return (
    <ModuleLockGuard key={module} module={module}>
      {content}
    </ModuleLockGuard>
  )
}

export function ModuleLockGuard({
  module,
  children,
}: {
  module: GatedModule
  children: ReactNode
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const { gate, active, started, dialog } = useModuleLockGate()
  const [passed, setPassed] = useState(false)

  const ask = useCallback(() => gate(module, () => setPassed(true)), [gate, module])

  useEffect(() => {
    ask()
  }, [ask])

  if (passed) return children
  return (
    <>
      {!started || active ? (
        <Spinner
          className={styles.notice}
          label={t({ message: '加载中', comment: "English: 'Loading'" })}
        />
      ) : (
        <MessageBar intent="warning" className={styles.notice}>
          <MessageBarBody>
            {module === 'calendar'
              ? t({
                  message: '日程已加锁，请输入锁定密码后查看。',
                  comment: "English: 'The calendar is locked; enter the lock password to view it.'",
                })
              : t({
                  message: '文件中心已加锁，请输入锁定密码后查看。',
                  comment:
                    "English: 'The file centre is locked; enter the lock password to view it.'",
                })}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={ask}>{t`输入密码`}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {dialog}
    </>
  )
}
