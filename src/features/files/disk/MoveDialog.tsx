/**
 * "Move to": a folder picker over the disk (issue 15). It opens at the root; a folder opens on
 * click, the breadcrumb goes back up, "Move here" moves into the folder shown. The folders being
 * moved are not offered (not into itself or below itself); moving into the folder they are
 * already in is not offered either. On the company disk "Move here" needs manage or all on the
 * folder shown (its row's permission; the root is the administrator's, decisions.md #303).
 */
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { FolderRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { Fragment, useState } from 'react'
import { useLoad } from '../../../app/useLoad.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { abilitiesOf, type DiskItem, type DiskKind } from '../../../domain/files/disk.ts'
import { loadSubfolders } from './diskCalls.ts'

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '220px',
    maxHeight: '320px',
    overflowY: 'auto',
    marginTop: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  folder: { justifyContent: 'flex-start' },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
})

export function MoveDialog({
  disk,
  moving,
  from,
  onMove,
  onClose,
}: {
  disk: DiskKind
  moving: readonly DiskItem[]
  /** The folder they are in now. */
  from: number
  onMove: (folderId: number) => Promise<void>
  onClose: () => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const [folderId, setFolderId] = useState(0)
  // The permission of each folder opened from its row, so going back up by a crumb keeps it.
  const [seen, setSeen] = useState<ReadonlyMap<number, DiskItem['permission']>>(new Map())
  const openRow = (folder: DiskItem) => {
    setSeen((map) => new Map(map).set(folder.id, folder.permission))
    setFolderId(folder.id)
  }
  const [busy, setBusy] = useState(false)
  const isAdmin = useActiveSession().user.is_admin === true
  const place = useLoad(() => loadSubfolders(disk, folderId), [disk, folderId])
  const mayMoveHere =
    disk === 'pfile' || isAdmin || (folderId > 0 && abilitiesOf(disk, seen.get(folderId)).manage)
  const movingIds = new Set(moving.map((item) => item.id))
  const folders = (place.data?.folders ?? []).filter((folder) => !movingIds.has(folder.id))
  const move = async () => {
    setBusy(true)
    try {
      await onMove(folderId)
      onClose()
    } catch {
      setBusy(false)
    }
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`移动到`}</DialogTitle>
          <DialogContent>
            <Breadcrumb aria-label={t`目标位置`} size="small">
              <BreadcrumbItem>
                <BreadcrumbButton current={folderId === 0} onClick={() => setFolderId(0)}>
                  {disk === 'pfile' ? t`个人网盘` : t`企业网盘`}
                </BreadcrumbButton>
              </BreadcrumbItem>
              {(place.data?.crumbs ?? []).map((crumb) => (
                <Fragment key={crumb.id}>
                  <BreadcrumbDivider />
                  <BreadcrumbItem>
                    <BreadcrumbButton
                      current={crumb.id === folderId}
                      onClick={() => setFolderId(crumb.id)}
                    >
                      {crumb.name}
                    </BreadcrumbButton>
                  </BreadcrumbItem>
                </Fragment>
              ))}
            </Breadcrumb>
            <div className={styles.list} role="list" aria-label={t`文件夹`}>
              {place.loading && !place.data ? (
                <Spinner size="small" />
              ) : folders.length === 0 ? (
                <Text className={styles.empty}>{t`没有子文件夹`}</Text>
              ) : (
                folders.map((folder) => (
                  <div role="listitem" key={folder.id}>
                    <Button
                      appearance="subtle"
                      className={styles.folder}
                      icon={<FolderRegular />}
                      onClick={() => openRow(folder)}
                    >
                      {folder.name}
                    </Button>
                  </div>
                ))
              )}
            </div>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={busy || place.loading || folderId === from || !mayMoveHere}
              onClick={() => void move()}
            >
              {t`移动到此处`}
            </Button>
            <Button disabled={busy} onClick={onClose}>{t`取消`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
