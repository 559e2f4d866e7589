/**
 * The permissions of one company-disk folder (issue 15, §6), for the disk administrator: the
 * folder's own grants (a department — with its sub-departments — or a member, at one of the five
 * levels), each level changeable in place and each removable after a question; new grants picked
 * from the organisation's tree. A folder with no grants of its own follows the nearest folder
 * above that has some (the disk's rule), which the dialog says rather than lists.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLoad } from '../../../app/useLoad.ts'
import { ConfirmDialog } from '../../common/forms/ConfirmDialog.tsx'
import { AddGrant } from './AddGrant.tsx'
import { GrantTable } from './GrantTable.tsx'
import { loadGrants, refusalText, revokeGrant, saveGrant, type Grant } from './permissionCalls.ts'
import { usePermissionsStyles } from './usePermissionsStyles.styles.ts'

export interface PermissionsDialogProps {
  open: boolean
  folder: { id: number; name: string }
  onClose(): void
}

export default function PermissionsDialog({ open, folder, onClose }: PermissionsDialogProps) {
  const { t } = useLingui()
  const styles = usePermissionsStyles()
  const grants = useLoad(() => loadGrants(folder.id), [folder.id], open)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Grant | null>(null)

  /** One write at a time; the list is read again after it, whatever the answer. */
  const write = async (call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true)
    setError(null)
    try {
      await call()
      return true
    } catch (failure) {
      setError(refusalText(failure) ?? t`保存失败，请稍后重试`)
      return false
    } finally {
      setBusy(false)
      grants.reload()
    }
  }

  const list = grants.data ?? []
  return (
    <>
      <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{t`权限设置：${folder.name}`}</DialogTitle>
            <DialogContent className={styles.content}>
              {error && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              {grants.data === undefined && grants.failed ? (
                <MessageBar intent="error">
                  <MessageBarBody>
                    {t`权限加载失败。`}{' '}
                    <Button appearance="transparent" size="small" onClick={grants.reload}>
                      {t`重试`}
                    </Button>
                  </MessageBarBody>
                </MessageBar>
              ) : grants.data === undefined ? (
                <Spinner size="small" label={t`正在加载…`} />
              ) : list.length === 0 ? (
                <Text className={styles.muted} role="status">
                  {t`此文件夹没有单独设置权限，沿用上级文件夹的设置；上级也没有设置时，所有成员都可以下载。`}
                </Text>
              ) : (
                <GrantTable
                  grants={list}
                  busy={busy}
                  onLevel={(grant, level) =>
                    void write(() =>
                      saveGrant({
                        folder_id: folder.id,
                        target_type: grant.target_type,
                        target_id: grant.target_id,
                        permission: level,
                      }),
                    )
                  }
                  onRemove={setRemoving}
                />
              )}
              <Text as="h3" className={styles.heading}>
                {t`添加权限`}
              </Text>
              <AddGrant
                busy={busy}
                onAdd={(target, level) =>
                  void write(() =>
                    saveGrant({ folder_id: folder.id, ...target, permission: level }),
                  )
                }
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t`关闭`}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t`移除权限`}
        text={t`确定移除“${removing?.target_name ?? ''}”在此文件夹的权限吗？`}
        confirmLabel={t`移除`}
        busy={busy}
        onConfirm={() => {
          const grant = removing
          if (grant) void write(() => revokeGrant(grant.id)).then(() => setRemoving(null))
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  )
}
