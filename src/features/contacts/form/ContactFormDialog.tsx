/**
 * TEMPORARY — replaced by branch cform at merge.
 * The agreed props of the full contact form (issue 13), with only name and address for now so
 * the pab page can create and edit contacts; cform's file takes this path at merge.
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
import { useEffect, useState, type FormEvent, type JSX } from 'react'
import { fieldErrors, type ServerErrorBody } from '../../../api/errors.ts'
import { api } from '../../../app/services.ts'
import { ownSaveErrors } from '../../settings/common/settingsCalls.ts'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

export interface ContactFormDialogProps {
  open: boolean
  /** Edit this personal contact (loaded with getContact); absent = create. */
  contactId?: number | null
  /** Prefill for a new contact (from a sender card, a directory member, …). */
  initial?: {
    email?: string
    fullname?: string
    mobile?: string
    company?: string
    department?: string
    position?: string
    groups?: number[]
  }
  /** The group a new contact starts in (the pab page's selected group, if a real group). */
  defaultGroupId?: number
  onSaved: (contact: { contact_id: number; email: string; fullname: string }) => void
  onClose: () => void
}

export function ContactFormDialog(props: ContactFormDialogProps): JSX.Element {
  return <>{props.open && <OpenForm {...props} />}</>
}

function OpenForm({
  contactId,
  initial,
  defaultGroupId,
  onSaved,
  onClose,
}: ContactFormDialogProps) {
  const { t } = useLingui()
  const styles = useStyles()
  const [email, setEmail] = useState(initial?.email ?? '')
  const [fullname, setFullname] = useState(initial?.fullname ?? '')
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [busy, setBusy] = useState(false)
  const editing = contactId !== undefined && contactId !== null

  useEffect(() => {
    if (!editing) return
    let current = true
    void api()
      .GET('/api/contact/contacts/{contact_id}/', { params: { path: { contact_id: contactId } } })
      .then(({ data }) => {
        if (!current || !data) return
        setEmail(data.email)
        setFullname(data.fullname)
      })
    return () => {
      current = false
    }
  }, [editing, contactId])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const groups = initial?.groups ?? (defaultGroupId ? [defaultGroupId] : [])
    const body = { email: email.trim(), fullname: fullname.trim() }
    const result = editing
      ? await api()
          .GET('/api/contact/contacts/{contact_id}/', {
            params: { path: { contact_id: contactId } },
          })
          .then(({ data }) =>
            api().PUT('/api/contact/contacts/{contact_id}/', {
              params: { path: { contact_id: contactId } },
              body: { ...data, ...body },
              ...ownSaveErrors,
            }),
          )
      : await api().POST('/api/contact/contacts/', {
          body: { ...body, groups_selected: groups },
          ...ownSaveErrors,
        })
    setBusy(false)
    if (result.data) {
      onSaved(result.data)
      return
    }
    setErrors(fieldErrors((result.error ?? {}) as ServerErrorBody, ['email', 'fullname']))
  }

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{editing ? t`编辑联系人` : t`新建联系人`}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field
                label={t`姓名`}
                validationState={errors.fullname ? 'error' : 'none'}
                validationMessage={errors.fullname}
              >
                <Input value={fullname} onChange={(_, data) => setFullname(data.value)} />
              </Field>
              <Field
                label={t`邮箱地址`}
                validationState={errors.email ? 'error' : 'none'}
                validationMessage={errors.email}
              >
                <Input type="email" value={email} onChange={(_, data) => setEmail(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t`保存`}
              </Button>
              <Button onClick={onClose}>{t`取消`}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
