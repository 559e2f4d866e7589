/**
 * The personal disk (pfile) and the company disk (cfile) page (issue 15): the breadcrumb, the
 * toolbar, the folder's list, the capacity bar (personal disk) and the dialogs. On the company
 * disk each button shows only when the permission allows it (spec §6): an upload-only folder
 * has no download and no delete; the administrator (all) gets "Permissions".
 */
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { Fragment, lazy, Suspense, useState, type MouseEvent } from 'react'
import { notify } from '../../../api/notices.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { abilitiesOf, type DiskItem, type DiskKind } from '../../../domain/files/disk.ts'
import { ConfirmDeleteDialog } from '../../common/forms/ConfirmDeleteDialog.tsx'
import { DiskCapacityBar } from './DiskCapacityBar.tsx'
import { createFolder, deleteItems, moveItems, renameItem } from './diskCalls.ts'
import { downloadItems } from './diskDownload.ts'
import { droppedFiles } from './droppedFiles.ts'
import { DiskNameDialog } from './DiskNameDialog.tsx'
import { DiskTable } from './DiskTable.tsx'
import { DiskToolbar } from './DiskToolbar.tsx'
import { MoveDialog } from './MoveDialog.tsx'
import { openDiskPreview } from '../preview/openDiskPreview.ts'
import { useDiskPage } from './useDiskPage.ts'
import { useDiskUpload } from './useDiskUpload.ts'
import { DiskUploadButtons, DiskUploadPanel } from './DiskUploadPanel.tsx'

const ShareDialog = lazy(() => import('../share/ShareDialog.tsx'))
const PermissionsDialog = lazy(() => import('../company/PermissionsDialog.tsx'))

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    height: '100%',
    minHeight: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
  },
  top: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalL },
  crumbs: { flex: '1 1 auto', minWidth: 0 },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center' },
})

type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'rename'; item: DiskItem }
  | { kind: 'move'; items: DiskItem[] }
  | { kind: 'delete'; items: DiskItem[] }
  | { kind: 'share'; items: DiskItem[] }
  | { kind: 'permissions'; folder: { id: number; name: string } }

export function DiskPage({ disk }: { disk: DiskKind }) {
  const { t } = useLingui()
  const styles = useStyles()
  const page = useDiskPage(disk)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [downloading, setDownloading] = useState(false)
  const account = useActiveSession().user.email
  const upload = useDiskUpload(disk, account, page.folderId, page.capacity.data, page.refresh)
  const rootName = disk === 'pfile' ? t`个人网盘` : t`企业网盘`
  const currentName = page.crumbs.at(-1)?.name ?? rootName
  const close = () => setDialog(null)
  const hrefOf = (id: number) => (id > 0 ? `/file/${disk}?folder=${id}` : `/file/${disk}`)
  const crumbProps = (id: number) => ({
    href: hrefOf(id),
    current: id === page.folderId,
    onClick: (event: MouseEvent) => {
      event.preventDefault()
      page.openFolder(id)
    },
  })
  const changed = () => {
    page.clearSelection()
    page.refresh()
  }

  const download = async (items: DiskItem[]) => {
    setDownloading(true)
    try {
      await downloadItems(disk, items, currentName)
    } catch {
      notify({ intent: 'error', message: t`下载失败，请重试` })
    } finally {
      setDownloading(false)
    }
  }
  const preview = (item: DiskItem) =>
    openDiskPreview(disk === 'pfile' ? 'netdisk' : 'company', item)
  const deleteText = (items: DiskItem[]) =>
    items.length === 1
      ? items[0]!.nettype === 'folder'
        ? t`确定删除文件夹“${items[0]!.name}”及其中的全部内容吗？`
        : t`确定删除“${items[0]!.name}”吗？`
      : t`确定删除选中的 ${items.length} 项吗？文件夹中的内容会一并删除。`

  return (
    <section
      className={styles.page}
      aria-label={rootName}
      onDragOver={(event) => {
        if (page.here.upload && event.dataTransfer.types.includes('Files')) event.preventDefault()
      }}
      onDrop={(event) => {
        if (!page.here.upload) return
        event.preventDefault()
        void droppedFiles(event.dataTransfer).then(upload.addPathed)
      }}
    >
      <div className={styles.top}>
        <Breadcrumb aria-label={t`${rootName}中的位置`} className={styles.crumbs}>
          <BreadcrumbItem>
            <BreadcrumbButton current={page.folderId === 0} onClick={() => page.openFolder(0)}>
              {rootName}
            </BreadcrumbButton>
          </BreadcrumbItem>
          {page.crumbs.map((crumb) => (
            <Fragment key={crumb.id}>
              <BreadcrumbDivider />
              <BreadcrumbItem>
                <BreadcrumbButton {...crumbProps(crumb.id)}>{crumb.name}</BreadcrumbButton>
              </BreadcrumbItem>
            </Fragment>
          ))}
        </Breadcrumb>
        {disk === 'pfile' && page.capacity.data && <DiskCapacityBar {...page.capacity.data} />}
      </div>
      <DiskToolbar
        page={page}
        downloading={downloading}
        upload={<DiskUploadButtons upload={upload} />}
        onNewFolder={() => setDialog({ kind: 'newFolder' })}
        onRename={(item) => setDialog({ kind: 'rename', item })}
        onMove={(items) => setDialog({ kind: 'move', items })}
        onDelete={(items) => setDialog({ kind: 'delete', items })}
        onDownload={(items) => void download(items)}
        onPreview={preview}
        onShare={(items) => setDialog({ kind: 'share', items })}
        onPermissions={(folder) => setDialog({ kind: 'permissions', folder })}
      />
      {page.folder.loading && !page.folder.data ? (
        <Spinner label={t`正在加载…`} />
      ) : page.items.length === 0 ? (
        <Text className={styles.empty}>{t`此文件夹为空`}</Text>
      ) : (
        <DiskTable
          label={currentName}
          items={page.items}
          selected={page.selectedIds}
          sort={page.sort}
          onSort={page.setSort}
          onRowClick={page.rowClick}
          onToggle={page.toggle}
          onToggleAll={page.toggleAll}
          onOpenFolder={(item) => page.openFolder(item.id, item.permission)}
          onOpenFile={(item) => {
            if (abilitiesOf(disk, item.permission).download) preview(item)
          }}
          folderHref={hrefOf}
        />
      )}
      <DiskUploadPanel upload={upload} />
      <Text size={200} aria-live="polite">
        {page.selected.length > 0
          ? t`已选择 ${page.selected.length} 项，共 ${page.items.length} 项`
          : t`共 ${page.items.length} 项`}
      </Text>

      {dialog?.kind === 'newFolder' && (
        <DiskNameDialog
          item={null}
          save={(name, signal) => createFolder(disk, page.folderId, name, signal)}
          onSaved={() => {
            close()
            changed()
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'rename' && (
        <DiskNameDialog
          item={dialog.item}
          save={(name, signal) => renameItem(disk, dialog.item.id, name, signal)}
          onSaved={() => {
            close()
            changed()
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          disk={disk}
          moving={dialog.items}
          from={page.folderId}
          onMove={async (folderId) => {
            await moveItems(
              disk,
              dialog.items.map((item) => item.id),
              folderId,
            )
            notify({ intent: 'success', message: t`操作成功` })
            changed()
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t`删除`}
          text={deleteText(dialog.items)}
          onConfirm={async () => {
            await deleteItems(
              disk,
              dialog.items.map((item) => item.id),
            )
            notify({ intent: 'success', message: t`操作成功` })
            changed()
          }}
          onClose={close}
        />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'share' && (
          <ShareDialog
            open
            source={disk === 'pfile' ? 'netdisk' : 'company'}
            items={dialog.items.map(({ id, name, nettype }) => ({ id, name, nettype }))}
            onClose={close}
          />
        )}
        {dialog?.kind === 'permissions' && (
          <PermissionsDialog open folder={dialog.folder} onClose={close} />
        )}
      </Suspense>
    </section>
  )
}
