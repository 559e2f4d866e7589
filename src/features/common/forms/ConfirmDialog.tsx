/**
 * The app's "are you sure" (docs/forms.md): a question, optionally a choice under it (the
 * calendar's "which occurrences"), a confirm button that shows it is working, and why the last
 * try failed. Opening and closing belong to the page (or its machine); while the confirm is
 * working the dialog cannot be dismissed.
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
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BusyButton } from './BusyButton.tsx'

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean
  title: string
  text?: string
  confirmLabel: string
  busy?: boolean
  /** Why the last try failed, shown above the buttons. */
  error?: string | null
  onConfirm: () => void
  onCancel: () => void
  /** A choice the confirm applies, under the question. */
  children?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => !data.open && !busy && onCancel()}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {text}
            {children}
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <BusyButton onClick={onConfirm} busy={busy}>
              {confirmLabel}
            </BusyButton>
            <Button onClick={onCancel} disabled={busy}>
              {t`取消`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
