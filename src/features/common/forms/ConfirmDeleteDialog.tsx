/**
 * "Delete X?" before an item of a settings list goes (signatures, templates …): the shared
 * ConfirmDialog, which keeps its own busy state around the delete call. A failure is told by the
 * client's toast and the dialog stays, so the user may try again or keep the item.
 */
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from './ConfirmDialog.tsx'

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
    <ConfirmDialog
      open
      title={title}
      text={text}
      confirmLabel={t`删除`}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!busy) onClose()
      }}
    />
  )
}
