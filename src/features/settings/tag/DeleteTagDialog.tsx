/** Deleting a tag asks first: the mails that carry it lose it (R-DATA-4). */
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
import { useState } from 'react'
import type { Tag } from '../../../api/types.ts'
import { deleteTag } from '../../mail-actions/mailActions.ts'
import { BusyButton } from '../../common/forms/BusyButton.tsx'

export function DeleteTagDialog({
  tag,
  onClose,
  onDeleted,
}: {
  tag: Tag
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const name = tag.name
  const confirm = async () => {
    setBusy(true)
    // A failure was already said by the client's error catalogue; the dialog stays to retry.
    const done = await deleteTag(tag.tagname)
    setBusy(false)
    if (done) onDeleted()
  }
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`删除标签“${name}”？`}</DialogTitle>
          <DialogContent>{t`带有此标签的邮件将不再显示它，邮件本身不会被删除。`}</DialogContent>
          <DialogActions>
            <BusyButton onClick={() => void confirm()} busy={busy}>
              {t`删除`}
            </BusyButton>
            <Button onClick={onClose}>{t`取消`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
