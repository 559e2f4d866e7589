/** Deleting a tag asks first: the mails that carry it lose it (R-DATA-4). */
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
import type { Tag } from '../../../api/types.ts'
import { deleteTag } from '../../mail-actions/mailActions.ts'

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
            <Button
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
              onClick={() => void confirm()}
            >
              {t`删除`}
            </Button>
            <Button onClick={onClose}>{t`取消`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
