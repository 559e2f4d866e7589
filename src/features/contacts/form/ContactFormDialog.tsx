/**
 * The full personal contact form (issue 13), for create and edit, wherever a contact is added or
 * edited: the contacts pages, the sender card, the reader's "add sender to address book". It is
 * the one form pattern (docs/forms.md) in a dialog: the resource machine loads (edit: getContact,
 * with a retry) and saves once; the domain rule checks first with its exact messages; a server
 * refusal shows on its field with everything typed kept. Closing with unsaved changes asks first
 * (decisions.md #203).
 */
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import dayjs from 'dayjs'
import { useState, type JSX } from 'react'
import { notify } from '../../../api/notices.ts'
import {
  CONTACT_RULE_MESSAGES,
  contactPayload,
  validateContact,
} from '../../../domain/contacts/index.ts'
import { useResourceForm } from '../../common/forms/useResourceForm.ts'
import { ConfirmDialog } from '../../common/forms/ConfirmDialog.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import {
  contactFormCalls,
  type ContactFormData,
  type ContactInput,
  type ContactPrefill,
} from './contactFormCalls.ts'
import { ContactFormFields } from './ContactFormFields.tsx'
import { useContactFormStyles } from './useContactFormStyles.styles.ts'

export interface ContactFormDialogProps {
  open: boolean
  /** Edit this personal contact (loaded with getContact); absent = create. */
  contactId?: number | null
  /** Prefill for a new contact (from a sender card, a directory member, …). */
  initial?: ContactPrefill
  /** The group a new contact starts in (the pab page's selected group, if a real group). */
  defaultGroupId?: number
  onSaved: (contact: { contact_id: number; email: string; fullname: string }) => void
  onClose: () => void
}

type FormProps = Omit<ContactFormDialogProps, 'open'>

function ContactForm({ contactId, initial, defaultGroupId, onSaved, onClose }: FormProps) {
  const { t } = useLingui()
  const styles = useContactFormStyles()
  const [calls] = useState(() => {
    const groups = [...(initial?.groups ?? [])]
    if (defaultGroupId !== undefined && defaultGroupId > 0 && !groups.includes(defaultGroupId)) {
      groups.push(defaultGroupId)
    }
    return contactFormCalls(contactId ?? null, { ...initial, groups })
  })
  const resource = useSettingsResource<ContactFormData, ContactInput>({
    load: calls.load,
    save: calls.save,
    onSaved: (data) => {
      if (!data?.contact) return
      const { contact_id, email, fullname } = data.contact
      notify({ intent: 'success', message: t`联系人已保存` })
      onSaved({ contact_id, email, fullname })
    },
  })
  const form = useResourceForm({
    resource,
    toValues: (data: ContactFormData) => data.values,
    validate: (values) => validateContact(values, dayjs().format('YYYY-MM-DD')),
    toPayload: contactPayload,
    messages: CONTACT_RULE_MESSAGES,
  })
  const [askingDiscard, setAskingDiscard] = useState(false)
  const editing = contactId !== undefined && contactId !== null
  const requestClose = () => {
    if (form.dirty && !resource.saved) setAskingDiscard(true)
    else onClose()
  }

  let content: JSX.Element
  if (resource.loadFailed) {
    content = (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t`联系人加载失败。`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={resource.retry}>{t`重试`}</Button>
        </MessageBarActions>
      </MessageBar>
    )
  } else if (resource.data === null || form.values === null) {
    content = (
      <div className={styles.loading}>
        <Spinner size="small" label={t`正在加载…`} />
      </div>
    )
  } else {
    const { values } = form
    content = (
      <ContactFormFields
        form={{ values, setField: form.setField, errorOf: form.errorOf }}
        groups={resource.data.groups}
      />
    )
  }
  const ready = form.values !== null && !resource.loadFailed

  return (
    <>
      <Dialog
        open
        modalType="modal"
        onOpenChange={(_, data) => {
          if (!data.open) requestClose()
        }}
      >
        <DialogSurface className={styles.surface}>
          <form noValidate onSubmit={(event) => void form.submit(event)}>
            <DialogBody>
              <DialogTitle>{editing ? t`编辑联系人` : t`添加联系人`}</DialogTitle>
              <DialogContent className={styles.content}>
                {content}
                {ready ? (
                  <SettingsFormFooter
                    resource={{ ...resource, saved: false }}
                    dirty={form.dirty && !resource.saved}
                    extra={<Button onClick={requestClose}>{t`取消`}</Button>}
                  />
                ) : (
                  <div>
                    <Button onClick={onClose}>{t`取消`}</Button>
                  </div>
                )}
              </DialogContent>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={askingDiscard}
        title={t`放弃更改？`}
        text={t`对这个联系人所做的更改尚未保存，关闭后将丢失。`}
        confirmLabel={t`放弃更改`}
        onConfirm={() => {
          setAskingDiscard(false)
          onClose()
        }}
        onCancel={() => setAskingDiscard(false)}
      />
    </>
  )
}

/** Mounted only while open: each opening loads afresh and starts from the contact's values. */
export function ContactFormDialog({ open, ...props }: ContactFormDialogProps): JSX.Element {
  return <>{open && <ContactForm key={props.contactId ?? 'new'} {...props} />}</>
}
