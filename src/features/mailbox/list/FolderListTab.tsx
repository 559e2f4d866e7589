/**
 * The first tab of the mailbox: one folder's mail (R-LIST). Header,
 * toolbar, in-folder search, the table and paging around the mail-list machine. Opening a row
 * opens the reader with a cursor on this list, so its previous / next walk these pages.
 */
import { makeStyles, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import {
  selectCount,
  selectFailed,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectRows,
  selectSelectedCount,
  selectSelection,
  selectSource,
  selectUnseen,
  type ListItem,
} from '../../../../machines/mail-list/index.ts'
import { resolveSelection, singleSelected } from '../../../domain/mail/selection.ts'
import { markFolderRead, markRead } from '../../mail-actions/mailActions.ts'
import { useMailGuards } from '../../mail-actions/useMailGuards.ts'
import type { FolderListSource, ListOrder, ListSort } from '../../../domain/mail/listSource.ts'
import { useHandler } from '../../common/useHandler.ts'
import type { MailboxSearch } from '../mailboxSearch.ts'
import { useMailTabActions } from '../../common/mailTabs/MailTabsContext.ts'
import { useFolderLabel } from '../../common/folders/useFolderLabel.ts'
import { useFolders } from '../../common/folders/useFolders.ts'
import { FolderSearchPanel } from './FolderSearchPanel.tsx'
import { folderSource, usePageSize } from './folderSource.ts'
import { ListHeader } from './ListHeader.tsx'
import { ListToolbar } from './ListToolbar.tsx'
import { MailTable } from './MailTable.tsx'
import { Pager } from '../../common/Pager.tsx'
import { fetchAllUids, useMailList } from './useMailList.ts'
import type { ListKeyInput } from './useListKeyActions.ts'
import type { UidSource } from '../../mail-actions/target.ts'

const ImportMailDialog = lazy(() => import('../import/ImportMailDialog.tsx'))

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  empty: { margin: '24px', textAlign: 'center' },
})

export interface FolderListTabProps {
  folder: string
  search: MailboxSearch
}

/** A new folder starts a new list: selection, page and search panel do not carry over. */
export default function FolderListTab(props: FolderListTabProps) {
  return <FolderList key={props.folder} {...props} />
}

/**
 * Memoised: the mailbox screen renders again when a tab opens or is shown, and the list (header,
 * toolbar, pager) has nothing to change then (issue 11 §5, decision 219).
 */
const FolderList = memo(function FolderList({ folder, search }: FolderListTabProps) {
  const { t } = useLingui()
  const styles = useStyles()
  const tabs = useMailTabActions()
  const guards = useMailGuards()
  const label = useFolderLabel()
  const { folders } = useFolders()
  const pageSize = usePageSize()
  const actor = useMailList(folderSource(folder, pageSize, search.view), search.page)
  const source = useSelector(actor, selectSource) as FolderListSource
  const rows = useSelector(actor, selectRows)
  const count = useSelector(actor, selectCount)
  const unseen = useSelector(actor, selectUnseen)
  const page = useSelector(actor, selectPage)
  const pageCount = useSelector(actor, selectPageCount)
  const selection = useSelector(actor, selectSelection)
  const selected = useSelector(actor, selectSelectedCount)
  const loading = useSelector(actor, selectIsLoading)
  const failed = useSelector(actor, selectFailed)
  const [searchOpen, setSearchOpen] = useState(false)
  const [importOpen, setImportOpen] = useState(false)
  // The e key's request for the toolbar's move-to picker, with the mail it moves.
  const [moveRequest, setMoveRequest] = useState<UidSource | null>(null)

  // The URL's view and page (the home page's unread link, reloads) win when they change.
  useEffect(() => {
    if (search.view) actor.send({ type: 'view.set', view: search.view })
  }, [actor, search.view])
  useEffect(() => {
    if (search.page) actor.send({ type: 'page.go', page: search.page })
  }, [actor, search.page])

  const uids = useCallback(
    async () =>
      resolveSelection(selection, selection.mode === 'all' ? await fetchAllUids(source) : []),
    [selection, source],
  )
  const markReadAll = useHandler(async (read: boolean) => {
    const wholeFolder =
      selection.mode === 'all' && selection.except.size === 0 && source.view === 'all'
    if (read && wholeFolder && !source.sender && !source.subject && !source.body) {
      return markFolderRead(folder)
    }
    return markRead(folder, await uids(), read)
  })
  // One handler for the rows' whole life: the rows are memoised, and a handler that changed with
  // every tab opened (the tab API changes) re-rendered all of them in the click that opens a mail.
  const open = useHandler((item: ListItem) => {
    const index = rows.indexOf(item)
    tabs.openMail({
      folder: item.raw_name,
      uid: item.uid,
      subject: item.subject,
      cursor: { source, page, index, count },
    })
  })
  // The same values while the list and its selection stay: the header, toolbar, table and pager
  // are memoised, and the list renders again while a reload runs and when the folders are read.
  const ticked = useMemo(
    () => (selection.mode === 'all' ? uids : [...selection.uids]),
    [selection, uids],
  )
  const mailKeys: ListKeyInput = useMemo(
    () => ({
      folder,
      rows,
      selection,
      selected,
      uids: ticked,
      onMarkRead: markReadAll,
      onMove: setMoveRequest,
    }),
    [folder, rows, selection, selected, ticked, markReadAll],
  )
  const sort = useMemo(
    () => ({ sort: source.sort, order: source.order }),
    [source.sort, source.order],
  )
  const onToggle = useCallback((uid: number) => actor.send({ type: 'row.toggle', uid }), [actor])
  const onShowUnread = useHandler(() => actor.send({ type: 'view.set', view: 'unread' }))
  const onMarkAllRead = useHandler(() => guards.change() && void markFolderRead(folder))
  const onCancelSelection = useHandler(() => actor.send({ type: 'select.none' }))
  const onToggleSearch = useHandler(() => setSearchOpen((value) => !value))
  const onImport = useHandler(() => setImportOpen(true))
  const onMoveRequestDone = useHandler(() => setMoveRequest(null))
  const onSort = useHandler((by: ListSort, order: ListOrder) =>
    actor.send({ type: 'sort.set', sort: by, order }),
  )
  const onTogglePage = useHandler((tick: boolean) =>
    actor.send({ type: tick ? 'select.page' : 'select.none' }),
  )
  const onPage = useHandler((next: number) => actor.send({ type: 'page.go', page: next }))
  const onPageSize = useHandler((size: number) => actor.send({ type: 'pageSize.set', size }))
  const info = folders.find((f) => f.raw_name === folder)
  const showReceiver = folder === 'Sent' || folder === 'Drafts'

  return (
    <section className={styles.root} aria-label={t`邮件列表`} aria-busy={loading}>
      <ListHeader
        title={info ? label(info) : folder}
        unseen={unseen}
        selected={selected}
        onShowUnread={onShowUnread}
        onMarkAllRead={onMarkAllRead}
        onCancelSelection={onCancelSelection}
      />
      <ListToolbar
        actor={actor}
        source={source}
        uids={ticked}
        hasSelection={selected > 0}
        single={singleSelected(selection, rows, count)}
        searchOpen={searchOpen}
        onToggleSearch={onToggleSearch}
        onImport={onImport}
        onMarkRead={markReadAll}
        moveRequest={moveRequest}
        onMoveRequestDone={onMoveRequestDone}
      />
      {searchOpen && (
        <FolderSearchPanel
          inSent={folder === 'Sent'}
          initial={{ sender: source.sender, subject: source.subject, body: source.body }}
          onSearch={(fields) => actor.send({ type: 'search.set', fields })}
          onHide={() => {
            setSearchOpen(false)
            if (source.sender || source.subject || source.body) {
              actor.send({ type: 'search.set', fields: {} })
            }
          }}
        />
      )}
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t`邮件列表加载失败，请刷新重试。`}</MessageBarBody>
        </MessageBar>
      )}
      <MailTable
        items={rows}
        selection={selection}
        sort={sort}
        onSort={onSort}
        showReceiver={showReceiver}
        grouped={source.sort === 'date'}
        onToggle={onToggle}
        onTogglePage={onTogglePage}
        onOpen={open}
        mailKeys={mailKeys}
        placeholder={
          loading ? (
            <Spinner className={styles.empty} size="small" label={t`加载中`} />
          ) : failed ? null : (
            <div className={styles.empty}>{t`此文件夹中没有邮件`}</div>
          )
        }
      />
      <Pager
        count={count}
        page={page}
        pageCount={pageCount}
        pageSize={source.pageSize}
        onPage={onPage}
        onPageSize={onPageSize}
      />
      {importOpen && (
        <Suspense fallback={null}>
          <ImportMailDialog
            open={importOpen}
            onClose={() => setImportOpen(false)}
            defaultFolder={folder === 'Drafts' ? 'INBOX' : folder}
          />
        </Suspense>
      )}
    </section>
  )
})
