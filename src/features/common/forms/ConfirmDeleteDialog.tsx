/**
 * "Delete X?" before an item of a list goes (signatures, templates, files, contacts …): the
 * shared ConfirmDialog, which keeps its own busy state around the delete call. On a failure the
 * dialog stays, so the user may try again or keep the item. The failure is told by the client's
 * toast; a call that opts out of the toast (ownSaveErrors) passes `failureText` and the dialog
 * tells it instead.
 */
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from './ConfirmDialog.tsx'

export function ConfirmDeleteDialog({
  title,
  text,
  onConfirm,
  onClose,
  onDeleted = onClose,
  failureText,
}: {
  title: string
  text: string
  /** The delete call; the dialog closes once it resolved. */
  onConfirm: () => Promise<void>
  onClose: () => void
  /** After the delete resolved (default: onClose), for a page that does more than close. */
  onDeleted?: () => void
  /** What to say in the dialog for what `onConfirm` threw; without it the toast says it. */
  failureText?: (failure: unknown) => string
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
      onDeleted()
    } catch (failure) {
      setBusy(false)
      if (failureText) setError(failureText(failure))
    }
  }
  return (
    <ConfirmDialog
      open
      title={title}
      text={text}
      confirmLabel={t`删除`}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!busy) onClose()
      }}
    />
  )
}
