/**
 * "Move to": a folder picker over the personal disk (issue 15). It opens at the root; a folder
 * opens on click, the breadcrumb goes back up, "Move here" moves into the folder shown. The
 * folders being moved are not offered (not into itself or below itself); moving into the
 * folder they are already in is not offered either.
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
import type { DiskItem } from '../../../domain/files/disk.ts'
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
  moving,
  from,
  onMove,
  onClose,
}: {
  moving: readonly DiskItem[]
  /** The folder they are in now. */
  from: number
  onMove: (folderId: number) => Promise<void>
  onClose: () => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const [folderId, setFolderId] = useState(0)
  const [busy, setBusy] = useState(false)
  const place = useLoad(() => loadSubfolders(folderId), [folderId])
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
                  {t`个人网盘`}
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
                      onClick={() => setFolderId(folder.id)}
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
              disabled={busy || place.loading || folderId === from}
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
