/** The folder list's confirmation before a real delete (ListMoreMenu), a chunk of its own. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'

export interface RealDeleteDialogProps {
  open: boolean
  onClose: () => void
  onConfirm: () => void
}

export function RealDeleteDialog({ open, onClose, onConfirm }: RealDeleteDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t`彻底删除`}</DialogTitle>
          <DialogContent>{t`彻底删除后邮件将无法恢复，确定删除吗？`}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`取消`}</Button>
            <Button appearance="primary" onClick={onConfirm}>
              {t`确定`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
