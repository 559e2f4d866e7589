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

/** R-LAYOUT-8: the logout confirmation. */
export function LogoutDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t`退出登录`}</DialogTitle>
          <DialogContent>{t`确定要退出邮箱吗？`}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {t`取消`}
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              {t`退出`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
