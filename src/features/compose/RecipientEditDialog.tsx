/**
 * Edit one recipient (R-COMPOSE-4, R-VALID-14): the email is
 * required and must be valid, the name is optional. The error shows on the field; the machine
 * checks the same rule again when the edit arrives.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import {
  validateRecipientEdit,
  type Recipient,
  type RecipientEditError,
} from '../../domain/compose/index.ts'
import { recipientEditMessage } from './composeMessages.ts'

export interface RecipientEditDialogProps {
  /** Kept mounted and closed through `open` (a modal unmounted while open leaves aria-hidden). */
  open: boolean
  recipient: Recipient | null
  onSave: (email: string, name: string) => void
  onCancel: () => void
}

export function RecipientEditDialog({
  open,
  recipient,
  onSave,
  onCancel,
}: RecipientEditDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        {/* Keyed so every opening starts from the recipient as it is now. */}
        <EditForm
          key={open ? `${recipient?.email}|${recipient?.name}` : 'closed'}
          recipient={recipient}
          onSave={onSave}
          onCancel={onCancel}
        />
      </DialogSurface>
    </Dialog>
  )
}

function EditForm({ recipient, onSave, onCancel }: Omit<RecipientEditDialogProps, 'open'>) {
  const { t, i18n } = useLingui()
  const [email, setEmail] = useState(recipient?.email ?? '')
  const [name, setName] = useState(recipient?.name ?? '')
  const [error, setError] = useState<RecipientEditError | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validateRecipientEdit(email, name)
    if (!checked.ok) setError(checked.error)
    else onSave(checked.recipient.email, checked.recipient.name)
  }
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{t`编辑收件人`}</DialogTitle>
        <DialogContent>
          <Field
            label={t`邮箱地址`}
            required
            validationState={error ? 'error' : 'none'}
            validationMessage={error ? i18n._(recipientEditMessage(error)) : undefined}
          >
            <Input value={email} onChange={(_, data) => setEmail(data.value)} />
          </Field>
          <Field label={t({ message: '姓名', comment: "Recipient's display name" })}>
            <Input value={name} onChange={(_, data) => setName(data.value)} />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="primary" type="submit">{t`确定`}</Button>
          <Button appearance="secondary" onClick={onCancel}>{t`取消`}</Button>
        </DialogActions>
      </DialogBody>
    </form>
  )
}
