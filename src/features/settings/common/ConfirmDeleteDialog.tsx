/**
 * "Delete X?" before an item of a settings list goes (signatures, templates …): delete or keep.
 * While the call runs the buttons wait; a failure is told by the client's toast and the dialog
 * stays, so the user may try again or keep the item.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

export function ConfirmDeleteDialog({
  title,
  text,
  onConfirm,
  onClose,
}: {
  title: string
  text: string
  /** The delete call; the dialog closes once it resolved. */
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
      onClose()
    } catch {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onClose()
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
              onClick={() => void confirm()}
            >
              {t`删除`}
            </Button>
            <Button disabled={busy} onClick={onClose}>
              {t`取消`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
