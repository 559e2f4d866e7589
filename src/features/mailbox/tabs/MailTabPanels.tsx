/**
 * The content of every mounted tab. Inactive tabs stay mounted but hidden, so a reader keeps its
 * scroll and state; only the folder list, the shown tab and the MAX_KEPT_TABS most recently shown
 * others are kept, the rest remount when shown again. Readers, search results and review tabs
 * load lazily.
 */
import { makeStyles, mergeClasses, Spinner } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { lazy, memo, Suspense, type ReactNode } from 'react'
import type { MailTab } from '../../../domain/mail/mailTabs.ts'
import { useMailTabs } from '../../common/mailTabs/MailTabsContext.ts'
import { useMailTabsActor } from '../../common/mailTabs/MailTabsProvider.tsx'
import { panelId, tabId } from './MailTabStrip.tsx'
import { ReaderTab, ReviewTab, SearchResultsTab } from './lazyTabs.tsx'
import { useRestoreComposeTabs } from '../../compose/useRestoreComposeTabs.ts'
import { withWholeCatalog } from '../../../i18n/i18n.ts'

// Its own chunk: Lexical and the compose screen load with the first compose tab (and the whole
// catalog, which the mail screen's first part leaves out: vite.catalog.ts).
const ComposeTab = lazy(() => withWholeCatalog(import('../../compose/ComposeTab.tsx')))

/** Hidden tabs kept mounted besides the folder list and the shown tab. */
export const MAX_KEPT_TABS = 8

const useStyles = makeStyles({
  panel: { flexGrow: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' },
  hidden: { display: 'none' },
})

/**
 * Memoised, and handed the list only for the list tab: a hidden reader is not rendered again when
 * a mail opens or a folder is switched (the panels re-render with the screen), which put a whole
 * reader's render into those clicks (issue 11 §5, decision 219).
 */
const TabContent = memo(function TabContent({ tab, list }: { tab: MailTab; list: ReactNode }) {
  switch (tab.kind) {
    case 'list':
      return list
    case 'read':
      return <ReaderTab tab={tab} />
    case 'search':
      return <SearchResultsTab tab={tab} />
    case 'compose':
      return <ComposeTab tab={tab} />
    case 'review':
      return <ReviewTab tab={tab} />
  }
})

export function MailTabPanels({
  idPrefix,
  list,
}: {
  idPrefix: string
  /** What the first tab shows: the current folder's list (or its lock notice), or the review list. */
  list: ReactNode
}) {
  const styles = useStyles()
  const { t } = useLingui()
  const { tabs, activeKey } = useMailTabs()
  // Unsent composes of an earlier page load come back as tabs.
  useRestoreComposeTabs()
  const recent = useSelector(useMailTabsActor(), (s) => s.context.recent)
  const kept = new Set([activeKey, ...recent.slice(0, MAX_KEPT_TABS)])

  return tabs.map((tab, index) =>
    index === 0 || kept.has(tab.key) ? (
      <div
        key={tab.key}
        id={panelId(idPrefix, index)}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, index)}
        hidden={tab.key !== activeKey}
        className={mergeClasses(styles.panel, tab.key !== activeKey && styles.hidden)}
      >
        <Suspense fallback={<Spinner label={t`加载中`} />}>
          <TabContent tab={tab} list={tab.kind === 'list' ? list : null} />
        </Suspense>
      </div>
    ) : null,
  )
}
