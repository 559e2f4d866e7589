/**
 * The settings pages' "are you sure" (docs/forms.md): a question, a destructive confirm button
 * that shows it is working, and why the last try failed. Opening and closing belong to the page
 * (or its machine).
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
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  busy?: boolean
  /** Why the last try failed, shown above the buttons. */
  error?: string | null
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {text}
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
            <Button onClick={onCancel} disabled={busy}>
              {t`取消`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
