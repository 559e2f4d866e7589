/**
 * The small contact form of the sender card: add the address to the personal book, or edit the
 * name of the contact it already is (the other fields of that contact are kept as they are).
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
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { notify } from '../../api/notices.ts'
import { api } from '../../app/services.ts'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

export interface ContactDialogProps {
  email: string
  name: string
  /** The existing personal contact, or null to add one. */
  contactId: number | null
  onClose: (saved: boolean) => void
}

async function saveContact(contactId: number | null, email: string, fullname: string) {
  if (contactId === null) {
    return (await api().POST('/api/contact/contacts/', { body: { email, fullname } })).error
  }
  const path = { params: { path: { contact_id: contactId } } }
  const current = await api().GET('/api/contact/contacts/{contact_id}/', path)
  if (current.error !== undefined || !current.data) return current.error ?? 'missing'
  const body = { ...current.data, email, fullname }
  return (await api().PUT('/api/contact/contacts/{contact_id}/', { ...path, body })).error
}

export function ContactDialog({ email, name, contactId, onClose }: ContactDialogProps) {
  const { t } = useLingui()
  const styles = useStyles()
  const [fullname, setFullname] = useState(name)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const error = await saveContact(contactId, email, fullname.trim())
    setBusy(false)
    if (error !== undefined) return
    notify({ intent: 'success', message: t`操作成功` })
    onClose(true)
  }
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose(false)}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{contactId === null ? t`添加联系人` : t`编辑联系人`}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t`邮箱地址`}>
                <Input value={email} readOnly />
              </Field>
              <Field label={t`姓名`}>
                <Input value={fullname} onChange={(_, data) => setFullname(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onClose(false)}>
                {t`取消`}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t`保存`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
