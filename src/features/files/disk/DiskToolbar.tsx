/**
 * A disk page's actions. What shows follows the permission (spec §6): new folder and upload need
 * it in the open folder; download, preview and delete need it on every selected item (preview
 * is download's: it reads the same bytes). Rename and move change the folder the items are in,
 * so they need manage there — the open folder (decisions.md #303); the move dialog offers only
 * targets the user manages.
 */
import { Button, Toolbar, ToolbarDivider, makeStyles, tokens } from '@fluentui/react-components'
import {
  ArrowDownloadRegular,
  DeleteRegular,
  EyeRegular,
  FolderAddRegular,
  FolderArrowRightRegular,
  PeopleTeamRegular,
  RenameRegular,
  ShareRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { DiskItem } from '../../../domain/files/disk.ts'
import { previewOffer } from '../../../domain/files/preview.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import type { DiskPageState } from './useDiskPage.ts'

const useStyles = makeStyles({
  bar: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS, paddingInline: 0 },
})

export interface DiskToolbarProps {
  page: DiskPageState
  downloading: boolean
  /** The upload buttons, when the user may upload here. */
  upload?: ReactNode
  onNewFolder(): void
  onRename(item: DiskItem): void
  onMove(items: DiskItem[]): void
  onDelete(items: DiskItem[]): void
  onDownload(items: DiskItem[]): void
  onPreview(item: DiskItem): void
  onShare(items: DiskItem[]): void
  onPermissions(folder: { id: number; name: string }): void
}

export function DiskToolbar(props: DiskToolbarProps) {
  const { page } = props
  const { t } = useLingui()
  const styles = useStyles()
  const { selected, onSelection, here, disk } = page
  const some = selected.length > 0
  const one = selected.length === 1 ? selected[0]! : null
  // The disk administrator (is_admin, decision 245) grants on one selected folder, else on the
  // open one (not the root); the fake backend refuses anyone else with 403.
  const isAdmin = useActiveSession().user.is_admin === true
  const grantFolder = !isAdmin
    ? null
    : one?.nettype === 'folder' && onSelection.grant
      ? { id: one.id, name: one.name }
      : !some && here.grant && page.folderId > 0
        ? { id: page.folderId, name: page.crumbs.at(-1)?.name ?? '' }
        : null
  return (
    <Toolbar aria-label={t`网盘操作`} className={styles.bar}>
      {here.upload && props.upload}
      {here.manage && (
        <Button icon={<FolderAddRegular />} onClick={props.onNewFolder}>
          {t`新建文件夹`}
        </Button>
      )}
      {some && <ToolbarDivider />}
      {some && onSelection.download && (
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={props.downloading}
          onClick={() => props.onDownload(selected)}
        >
          {one?.nettype === 'file' ? t`下载` : t`打包下载`}
        </Button>
      )}
      {one && onSelection.download && previewOffer(one) !== 'none' && (
        <Button icon={<EyeRegular />} onClick={() => props.onPreview(one)}>
          {t`预览`}
        </Button>
      )}
      {one && here.manage && (
        <Button icon={<RenameRegular />} onClick={() => props.onRename(one)}>
          {t`重命名`}
        </Button>
      )}
      {some && here.manage && (
        <Button icon={<FolderArrowRightRegular />} onClick={() => props.onMove(selected)}>
          {t`移动`}
        </Button>
      )}
      {some && onSelection.manage && (
        <Button icon={<DeleteRegular />} onClick={() => props.onDelete(selected)}>
          {t`删除`}
        </Button>
      )}
      {some && onSelection.download && (
        <Button icon={<ShareRegular />} onClick={() => props.onShare(selected)}>
          {t`分享`}
        </Button>
      )}
      {disk === 'cfile' && grantFolder && (
        <Button icon={<PeopleTeamRegular />} onClick={() => props.onPermissions(grantFolder)}>
          {t`权限`}
        </Button>
      )}
    </Toolbar>
  )
}
