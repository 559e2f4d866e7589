/**
 * The questions and notices the compose machine asks for (R-COMPOSE-4 dialogs, R-COMPOSE-8
 * confirmations): its alert (a MessageBar with the
 * server's own text when a failure carries one), its confirmations (dropping Cc/Bcc recipients,
 * html → text, mass mail, several recipients of a classified mail) and the SMS-number step.
 * Dialogs stay mounted and close through `open`, so Fluent never leaves the page aria-hidden.
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
  MessageBar,
  MessageBarActions,
  MessageBarBody,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { ComposeAlert, ComposeConfirm } from '../../domain/compose/index.ts'
import type { SmsContact } from '../../../machines/compose/index.ts'
import { composeAlertText, composeConfirmMessage } from './composeMessages.ts'

export function ComposeAlertBar({
  alert,
  onDismiss,
  action,
}: {
  alert: ComposeAlert | null
  onDismiss: () => void
  /** 'Send again' after a failed send. */
  action?: { label: string; onClick: () => void; disabled?: boolean }
}) {
  const { t, i18n } = useLingui()
  if (!alert) return null
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{composeAlertText(i18n, alert)}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label={t`关闭提示`}
            icon={<DismissRegular />}
            onClick={onDismiss}
          />
        }
      >
        {action && (
          <Button onClick={action.onClick} disabled={action.disabled}>
            {action.label}
          </Button>
        )}
      </MessageBarActions>
    </MessageBar>
  )
}

export function ComposeConfirmDialog({
  confirm,
  onAccept,
  onCancel,
}: {
  confirm: ComposeConfirm | null
  onAccept: () => void
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  // The last question stays readable while the dialog fades out.
  const [shown, setShown] = useState(confirm)
  if (confirm && confirm !== shown) setShown(confirm)
  return (
    <Dialog
      open={confirm !== null}
      modalType="alert"
      onOpenChange={(_, d) => !d.open && onCancel()}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`请确认`}</DialogTitle>
          <DialogContent>{shown ? i18n._(composeConfirmMessage(shown)) : null}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onAccept}>{t`确定`}</Button>
            <Button appearance="secondary" onClick={onCancel}>{t`取消`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/**
 * SMS notify: the recipients the server has no contact (or no mobile number) for, each with a
 * name and a mobile number to save before the mail goes out.
 */
export function SmsNumbersDialog({
  needed,
  alert,
  onSubmit,
  onCancel,
}: {
  needed: SmsContact[] | null
  alert: ComposeAlert | null
  onSubmit: (contacts: SmsContact[]) => void
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const [edits, setEdits] = useState<Record<string, SmsContact>>({})
  const rows = (needed ?? []).map((n) => edits[n.email] ?? n)
  const edit = (contact: SmsContact, patch: Partial<SmsContact>) =>
    setEdits({ ...edits, [contact.email]: { ...contact, ...patch } })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(rows)
  }
  return (
    <Dialog open={needed !== null} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t`短信通知：请补充手机号码`}</DialogTitle>
            <DialogContent>
              {alert && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{composeAlertText(i18n, alert)}</MessageBarBody>
                </MessageBar>
              )}
              {rows.map((row) => (
                <fieldset key={row.email} style={{ border: 'none', padding: 0 }}>
                  <legend>{row.email}</legend>
                  <Field label={t({ message: '姓名', comment: "SMS contact's name" })}>
                    <Input
                      value={row.fullname}
                      onChange={(_, d) => edit(row, { fullname: d.value })}
                    />
                  </Field>
                  <Field label={t`手机号码`} required>
                    <Input
                      type="tel"
                      value={row.mobile}
                      onChange={(_, d) => edit(row, { mobile: d.value })}
                    />
                  </Field>
                </fieldset>
              ))}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit">{t`保存并发送`}</Button>
              <Button appearance="secondary" onClick={onCancel}>{t`取消`}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
