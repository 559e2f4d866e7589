/**
 * /mailbox/innerbox/{boxId} (R-MAILBOX): the folder tree beside the tab
 * strip, whose first tab lists the open folder. Locked folders ask for the lock password before
 * their list shows; deep links and the top-bar search open their tabs here.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffectEvent, useId, useLayoutEffect, useMemo } from 'react'
import type { Folder } from '../../api/types.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { FolderTree } from './FolderTree.tsx'
import { usePageSize } from './list/folderSource.ts'
import { useFolderLock, type FolderLock } from './folders/useFolderLock.tsx'
import type { MailboxSearch } from './mailboxSearch.ts'
import { FolderListTab } from './tabs/lazyTabs.tsx'
import { MailTabPanels } from './tabs/MailTabPanels.tsx'
import { useMailTabActions } from '../common/mailTabs/MailTabsContext.ts'
import { MailTabsProvider } from '../common/mailTabs/MailTabsProvider.tsx'
import { MailTabStrip } from './tabs/MailTabStrip.tsx'
import { mailboxMemory } from '../common/mailTabs/mailTabsStore.ts'
import { useMailboxDeepLinks } from './useMailboxDeepLinks.ts'
import { useFolderLabel } from '../common/folders/useFolderLabel.ts'
import { useFolders } from '../common/folders/useFolders.ts'
import { useMailboxPageStyles } from './useMailboxPageStyles.styles.ts'
import { useIsNarrow } from '../../app/layout/narrow.ts'

// Phones only (decision 320): the folder drawer stays out of the wide mailbox's first load.
const NarrowFolders = lazy(() =>
  import('./NarrowFolders.tsx').then((module) => ({ default: module.NarrowFolders })),
)

export default function MailboxPage() {
  return (
    <MailTabsProvider>
      <MailboxScreen />
    </MailTabsProvider>
  )
}

function ListTabContent({
  folder,
  search,
  lock,
}: {
  folder: string
  search: MailboxSearch
  lock: FolderLock
}) {
  const styles = useMailboxPageStyles()
  const { t } = useLingui()
  if (lock.state === 'checking') return <Spinner className={styles.notice} label={t`加载中`} />
  if (lock.state === 'locked')
    return (
      <MessageBar intent="warning" className={styles.notice}>
        <MessageBarBody>{t`此文件夹已加锁，请输入锁定密码后查看。`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={lock.unlock}>{t`输入密码`}</Button>
        </MessageBarActions>
      </MessageBar>
    )
  return <FolderListTab folder={folder} search={search} />
}

function MailboxScreen() {
  const styles = useMailboxPageStyles()
  const idPrefix = useId()
  const navigate = useNavigate()
  const { boxId } = useParams({ from: '/main/mailbox/innerbox/$boxId' })
  const search = useSearch({ from: '/main/mailbox/innerbox/$boxId' })
  const { user } = useActiveSession()
  const pageSize = usePageSize()
  // The actions only: the screen (and the folder tree) does not render again for every tab opened.
  const tabs = useMailTabActions()
  const narrow = useIsNarrow()
  const { folders, loading } = useFolders()
  const label = useFolderLabel()
  const folder = folders.find((f) => f.raw_name === boxId)
  // An unknown folder is not locked: its list reports what the server says about it.
  const lockTarget = folder ?? (loading ? undefined : { raw_name: boxId, is_lock: false })
  const lock = useFolderLock(lockTarget, mailboxMemory(user.email))

  // Opening a folder shows its list, in front of whatever tab was shown: before the browser
  // paints, so a folder switch renders the new list shown at once, not first hidden.
  const showList = useEffectEvent(() => tabs.activate('list'))
  useLayoutEffect(() => showList(), [boxId])
  useMailboxDeepLinks(search, boxId, tabs)

  const listTitle = folder ? label(folder) : boxId
  // The same object while the URL's view and page stay: the list is memoised (FolderListTab).
  const listSearch: MailboxSearch = useMemo(
    () => ({ view: search.view, page: search.page }),
    [search.view, search.page],
  )

  // R-MAILBOX-5: deleting the open folder goes to INBOX. Stable, so the memoised tree stays put.
  const leaveDeleted = useCallback(
    (deleted: Folder) => {
      if (deleted.raw_name === boxId)
        void navigate({ to: '/mailbox/innerbox/$boxId', params: { boxId: 'INBOX' } })
    },
    [boxId, navigate],
  )

  const tree = (
    <FolderTree
      folders={folders}
      current={boxId}
      listPageSize={pageSize}
      onDeleted={leaveDeleted}
    />
  )

  return (
    <div className={styles.root}>
      {!narrow && tree}
      <div className={styles.main}>
        {narrow && (
          <Suspense fallback={null}>
            <NarrowFolders title={listTitle} tree={tree} />
          </Suspense>
        )}
        <MailTabStrip idPrefix={idPrefix} listTitle={listTitle} />
        <MailTabPanels
          idPrefix={idPrefix}
          list={<ListTabContent folder={boxId} search={listSearch} lock={lock} />}
        />
      </div>
      {lock.dialog}
    </div>
  )
}
