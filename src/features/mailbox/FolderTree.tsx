/**
 * The folder tree: compose, add-folder and refresh buttons (R-MAILBOX-2); default folders, then
 * 'My Folders' with the user's folders and their delete buttons; unseen counts; a lock icon on
 * locked folders (R-MAILBOX-1); the audit entry when review is on (R-MAILBOX-2).
 */
import {
  Button,
  CounterBadge,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import {
  ArrowClockwiseRegular,
  DeleteRegular,
  EditRegular,
  FolderAddRegular,
  FolderRegular,
  LockClosedRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { lazy, memo, Suspense, useCallback, useState, type PointerEvent } from 'react'
import type { Folder } from '../../api/types.ts'
import { StillTextLink } from '../../app/links.tsx'
import { NARROW_MEDIA, TOUCH_TARGET } from '../../app/layout/narrow.ts'
import { ReviewEntry } from './folders/ReviewEntry.tsx'
import { folderSource } from './list/folderSource.ts'
import { useLockSettingsDialog } from '../locks/useLockSettingsDialog.tsx'
import { prefetchListPage } from '../common/fetchListPage.ts'
import { emitMailboxChange } from '../common/mailboxEvents.ts'
import { useMailTabActions, useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { useFolderLabel } from '../common/folders/useFolderLabel.ts'

// Fluent's Dialog and the forms load the first time one of them is opened.
const AddFolderDialog = lazy(() =>
  import('./folders/AddFolderDialog.tsx').then((module) => ({ default: module.AddFolderDialog })),
)
const DeleteFolderDialog = lazy(() =>
  import('./folders/DeleteFolderDialog.tsx').then((module) => ({
    default: module.DeleteFolderDialog,
  })),
)

const useStyles = makeStyles({
  root: {
    width: '220px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowY: 'auto',
  },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  compose: { flexGrow: 1 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: { display: 'flex', alignItems: 'center' },
  group: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0`,
    color: tokens.colorNeutralForeground3,
  },
  item: {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecorationLine: 'none' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    // In the phone's folder drawer every folder is a finger tall (decision 321), the system
    // folders too, not only the rows a 44 px delete button happens to stretch.
    [NARROW_MEDIA]: { minHeight: TOUCH_TARGET, boxSizing: 'border-box' },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  name: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  empty: { padding: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
})

interface FolderLinkProps {
  folder: Folder
  selected: boolean
  onOpen: () => void
  /** The same function for every folder (the row stays memoised). */
  onDelete?: (folder: Folder) => void
  /** The list's page size: the pointer going down reads the folder's first page ahead. */
  pageSize?: number
}

function FolderLinkImpl({ folder, selected, onOpen, onDelete, pageSize }: FolderLinkProps) {
  const styles = useStyles()
  // The new list's first page is read while the click and the route change run. Not for the open
  // folder (no new list), nor a locked one (its list waits for the password).
  const readAhead = (event: PointerEvent) => {
    if (event.button !== 0 || selected || folder.is_lock || pageSize === undefined) return
    prefetchListPage(folderSource(folder.raw_name, pageSize), 1)
  }
  const { t } = useLingui()
  const label = useFolderLabel()(folder)
  return (
    <li className={styles.row}>
      <StillTextLink
        to="/mailbox/innerbox/$boxId"
        params={{ boxId: folder.raw_name }}
        className={mergeClasses(styles.item, selected && styles.selected)}
        aria-current={selected ? 'page' : undefined}
        onPointerDown={readAhead}
        onClick={onOpen}
      >
        <FolderRegular aria-hidden />
        <span className={styles.name}>{label}</span>
        {folder.is_lock && <LockClosedRegular aria-label={t`已加锁`} />}
        {folder.unseen_count > 0 && (
          <CounterBadge
            count={folder.unseen_count}
            overflowCount={9999}
            size="small"
            aria-label={t`${folder.unseen_count} 封未读`}
          />
        )}
      </StillTextLink>
      {onDelete && (
        <Tooltip content={t`删除文件夹 ${label}`} relationship="label">
          <Button
            size="small"
            appearance="subtle"
            icon={<DeleteRegular />}
            onClick={() => onDelete(folder)}
          />
        </Tooltip>
      )}
    </li>
  )
}

/** The fields a folder's row shows or acts on: a reload that changed none of them renders nothing. */
const sameFolder = (a: Folder, b: Folder) =>
  a === b ||
  (a.raw_name === b.raw_name &&
    a.name === b.name &&
    a.unseen_count === b.unseen_count &&
    a.is_lock === b.is_lock &&
    a.is_default === b.is_default)

/**
 * Memoised: the tree renders again at every reload of the folders (after each first read) and
 * every folder row is a router link, whose render builds its location (issue 11: the tree's links
 * were a third of a mail's open). Only the rows whose folder changed render again.
 */
const FolderLink = memo(
  FolderLinkImpl,
  (prev, next) =>
    sameFolder(prev.folder, next.folder) &&
    prev.selected === next.selected &&
    prev.onOpen === next.onOpen &&
    prev.onDelete === next.onDelete &&
    prev.pageSize === next.pageSize,
)

/**
 * Compose: the one part of the tree that follows the tab strip's state (R-COMPOSE-9); also the
 * phone's folder bar's (NarrowFolders.tsx).
 */
export function ComposeButton({ className }: { className?: string }) {
  const { t } = useLingui()
  const { openCompose, composeCoolingDown } = useMailTabs()
  return (
    <Button
      className={className}
      appearance="primary"
      icon={<EditRegular />}
      // R-COMPOSE-9: disabled for 1500 ms after a click; focusable so the focus stays on it.
      disabledFocusable={composeCoolingDown}
      onClick={() => openCompose({ mode: 'new' })}
    >
      {t`写信`}
    </Button>
  )
}

export interface FolderTreeProps {
  folders: readonly Folder[]
  current: string
  /** A folder was deleted (the screen leaves it if it was open). */
  onDeleted: (folder: Folder) => void
  /** The folder list's page size, to read a folder's first page ahead of its click. */
  listPageSize?: number
}

/**
 * Memoised with stable props from the mailbox screen: opening or closing a mail tab does not
 * render the tree again (only its compose button follows the tab strip).
 */
export const FolderTree = memo(function FolderTree({
  folders,
  current,
  onDeleted,
  listPageSize,
}: FolderTreeProps) {
  const styles = useStyles()
  const { t } = useLingui()
  const { activate } = useMailTabActions()
  // null until first opened: the dialogs are not even loaded before.
  const [adding, setAdding] = useState<boolean | null>(null)
  const [deleting, setDeleting] = useState<Folder | null | undefined>(undefined)
  const defaults = folders.filter((folder) => folder.is_default)
  const mine = folders.filter((folder) => !folder.is_default)
  // Clicking a folder (even the open one) shows its list in the first tab.
  const showList = useCallback(() => activate('list'), [activate])
  const askDelete = useCallback((folder: Folder) => setDeleting(folder), [])
  const folderLock = useLockSettingsDialog()

  return (
    <nav className={styles.root} aria-label={t`文件夹`}>
      <div className={styles.toolbar}>
        <ComposeButton className={styles.compose} />
        <Tooltip content={t`新建文件夹`} relationship="label">
          <Button appearance="subtle" icon={<FolderAddRegular />} onClick={() => setAdding(true)} />
        </Tooltip>
        <Tooltip content={t`刷新文件夹`} relationship="label">
          <Button
            appearance="subtle"
            icon={<ArrowClockwiseRegular />}
            onClick={() => emitMailboxChange('folders', 'review')}
          />
        </Tooltip>
        <Tooltip
          content={t({ message: '文件夹加锁', comment: "English: 'Folder lock'" })}
          relationship="label"
        >
          <Button
            appearance="subtle"
            icon={<LockClosedRegular />}
            onClick={() => folderLock.open('mailbox')}
          />
        </Tooltip>
      </div>
      <ul className={styles.list}>
        {defaults.map((folder) => (
          <FolderLink
            key={folder.raw_name}
            folder={folder}
            selected={folder.raw_name === current}
            onOpen={showList}
            pageSize={listPageSize}
          />
        ))}
      </ul>
      <Text as="h2" size={200} weight="semibold" className={styles.group} block>
        {t`我的文件夹`}
      </Text>
      <ul className={styles.list} aria-label={t`我的文件夹`}>
        {mine.map((folder) => (
          <FolderLink
            key={folder.raw_name}
            folder={folder}
            selected={folder.raw_name === current}
            onOpen={showList}
            pageSize={listPageSize}
            onDelete={askDelete}
          />
        ))}
      </ul>
      {mine.length === 0 && folders.length > 0 && (
        <Text size={200} className={styles.empty}>{t`暂无自建文件夹`}</Text>
      )}
      <ReviewEntry className={styles.item} selectedClassName={styles.selected} onOpen={showList} />
      {adding !== null && (
        <Suspense fallback={null}>
          <AddFolderDialog open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {deleting !== undefined && (
        <Suspense fallback={null}>
          <DeleteFolderDialog
            folder={deleting}
            folders={folders}
            onClose={() => setDeleting(null)}
            onDeleted={(folder) => {
              setDeleting(null)
              onDeleted(folder)
            }}
          />
        </Suspense>
      )}
      {folderLock.dialog}
    </nav>
  )
})
