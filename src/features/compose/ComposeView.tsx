/**
 * One compose tab's screen over its machine (R-COMPOSE-1 fields): the form while editing,
 * the machine's alerts and questions, and the result once sent or scheduled. Everything the user
 * types goes to the machine at once, so a failed send or a reload loses nothing.
 */
import { Button, Input, mergeClasses, Spinner, ToggleButton } from '@fluentui/react-components'
import { SaveRegular, SendRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { useAnnounce } from '../../app/liveRegion/announce.ts'
import { useShortcut } from '../../app/shortcuts/useShortcut.ts'
import {
  selectAlert,
  selectCanSave,
  selectCanSend,
  selectConfirm,
  selectForm,
  selectIsBusy,
  selectIsDenied,
  selectIsEditable,
  selectIsScheduled,
  selectIsSending,
  selectIsSent,
  selectLoadFailed,
  selectOption,
  selectOutcome,
  selectParams,
  selectSignatureId,
  selectSignatures,
  selectSmsNeeded,
  type ComposeEvent,
} from '../../../machines/compose/index.ts'
import type { RecipientField } from '../../domain/compose/index.ts'
import type { AddressBookAccess } from '../../domain/contacts/index.ts'
import { AddressBookLabel } from './addressBook/AddressBookButton.tsx'
import type { ComposeActor } from './composeRegistry.ts'
import { ComposeAttachments } from './ComposeAttachments.tsx'
import { ComposeBody } from './ComposeBody.tsx'
import { LevelSelect, SenderSelect, useMailLevels } from './ComposeSecurity.tsx'
import { ComposeAlertBar, ComposeConfirmDialog, SmsNumbersDialog } from './ComposeDialogs.tsx'
import { composeAlertText } from './composeMessages.ts'
import { ComposeOptions } from './ComposeOptions.tsx'
import { plainToHtml } from '../common/editor/editorHtml.ts'
import { createPendingRecipients } from './pendingRecipients.ts'
import { RecipientBox } from './RecipientBox.tsx'
import { RecipientEditDialog } from './RecipientEditDialog.tsx'
import { ScheduledResult, SentResult } from './SendResult.tsx'
import { SignatureMenu } from './SignatureMenu.tsx'
import type { SuggestFn } from './useAddressSuggestions.ts'
import { useComposeStyles } from './useComposeStyles.styles.ts'

export interface ComposeAccount {
  /** The sender shown on the From line: the account, or the shared mailbox in a shared session. */
  name: string
  address: string
  shared: boolean
  /** Login-after is_sendsms: the SMS-notify option shows. */
  smsAllowed: boolean
  excludeExt: readonly string[]
  /** The address books the picker may open (login-after switches); personal only when absent. */
  addressBooks?: AddressBookAccess
}

export interface ComposeViewProps {
  actor: ComposeActor
  account: ComposeAccount
  suggest?: SuggestFn
  /** The side panel's contacts tab; without it the panel has no contacts tab. */
  contacts?: ReactNode
}

export function ComposeView({ actor, account, suggest, contacts }: ComposeViewProps) {
  const styles = useComposeStyles()
  const headingId = useId()
  const { t, i18n } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useSelector(actor, selectForm)
  const editable = useSelector(actor, selectIsEditable)
  const asking = useSelector(actor, (s) => selectConfirm(s) !== null || selectSmsNeeded(s) !== null)
  // Under a question the form stays as it is (the modal covers it): disabling the focused
  // control would drop the focus the dialog restores on closing.
  const locked = !editable && !asking
  const busy = useSelector(actor, selectIsBusy)
  const sending = useSelector(actor, selectIsSending)
  const canSend = useSelector(actor, selectCanSend)
  const canSave = useSelector(actor, selectCanSave)
  const alert = useSelector(actor, selectAlert)
  const confirm = useSelector(actor, selectConfirm)
  const smsNeeded = useSelector(actor, selectSmsNeeded)
  const outcome = useSelector(actor, selectOutcome)
  const sent = useSelector(actor, selectIsSent)
  const scheduled = useSelector(actor, selectIsScheduled)
  const denied = useSelector(actor, selectIsDenied)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const password = useSelector(actor, (s) => selectOption(s, 'password'))
  const schedule = useSelector(actor, (s) => selectOption(s, 'schedule'))
  const burn = useSelector(actor, (s) => selectOption(s, 'burn'))
  const signatures = useSelector(actor, selectSignatures)
  const signatureId = useSelector(actor, selectSignatureId)
  const params = useSelector(actor, selectParams)
  const levels = useMailLevels(params)
  const senders = params.senders ?? []
  const [editing, setEditing] = useState<{ field: RecipientField; index: number } | null>(null)
  const [pending] = useState(createPendingRecipients)
  const send = useCallback(
    (event: ComposeEvent) => {
      // Typed recipients still waiting out the address delay go first (Send straight after).
      pending.flush()
      if (actor.getSnapshot().status === 'active') actor.send(event)
    },
    [actor, pending],
  )
  const dismissAlert = () => send({ type: 'alert.dismiss' })
  useAnnounce(alert?.code === 'sendFailed' ? composeAlertText(i18n, alert) : null)
  useShortcut('send', () => canSend && send({ type: 'compose.send' }), { scope: formRef })

  if (denied || loadFailed)
    return (
      <div className={styles.root}>
        <ComposeAlertBar
          alert={alert}
          onDismiss={dismissAlert}
          action={
            loadFailed
              ? { label: t`重试`, onClick: () => send({ type: 'compose.retry' }) }
              : undefined
          }
        />
      </div>
    )
  if (loading) return <Spinner label={t`正在读取原邮件…`} />
  if (sent && outcome) return <SentResult outcome={outcome} subject={form.subject} />
  if (scheduled && outcome)
    return (
      <ScheduledResult outcome={outcome} onContinue={() => send({ type: 'compose.continue' })} />
    )

  const labels: Record<RecipientField, string> = { to: t`收件人`, cc: t`抄送`, bcc: t`密送` }
  const shown: RecipientField[] = [
    'to',
    ...(form.is_cc ? ['cc' as const] : []),
    ...(form.is_bcc ? ['bcc' as const] : []),
  ]
  const moveTargets = (field: RecipientField) =>
    (['to', 'cc', 'bcc'] as const)
      .filter((f) => f !== field)
      .map((f) => ({ field: f, label: labels[f] }))
  const edited = editing ? (form[editing.field][editing.index] ?? null) : null
  const toggleFormat = (html: boolean) => {
    send({ type: 'format.toggle', html })
    // Text → html: the lines become paragraphs, so nothing typed disappears.
    if (html && form.html_text === '' && form.plain_text !== '')
      send({ type: 'body.change', html: plainToHtml(form.plain_text), plain: form.plain_text })
  }
  const sendAgain =
    alert?.code === 'sendFailed'
      ? { label: t`重新发送`, onClick: () => send({ type: 'compose.send' }), disabled: !canSend }
      : undefined

  return (
    <form
      ref={formRef}
      className={styles.root}
      aria-labelledby={headingId}
      onSubmit={(event) => event.preventDefault()}
    >
      {/* The form landmark's name and the screen's heading (issue 17): the tab strip already
          says 写信 on screen, so the heading is for screen readers' heading and landmark lists. */}
      <h2 id={headingId} className={styles.visuallyHidden}>
        {t`写信`}
      </h2>
      <div className={mergeClasses(styles.toolbar, styles.sendBar)}>
        <Button
          appearance="primary"
          icon={sending ? <Spinner size="tiny" /> : <SendRegular />}
          disabled={!canSend}
          onClick={() => send({ type: 'compose.send' })}
        >
          {t({ message: '发送', comment: 'Send the mail' })}
        </Button>
        <Button
          icon={<SaveRegular />}
          disabled={!canSave}
          onClick={() => send({ type: 'draft.save' })}
        >
          {t`存草稿`}
        </Button>
        <SignatureMenu
          signatures={signatures}
          current={signatureId}
          disabled={locked || !form.is_html}
          onChoose={(id) => send({ type: 'signature.choose', id })}
        />
        {busy && !sending && <Spinner size="tiny" label={t`正在保存…`} />}
      </div>
      <ComposeAlertBar
        alert={smsNeeded ? null : alert}
        onDismiss={dismissAlert}
        action={sendAgain}
      />
      <div className={styles.row}>
        {senders.length > 1 ? (
          <>
            <label className={styles.rowLabel} htmlFor={`${actor.id}-from`}>{t`发件人`}</label>
            <SenderSelect
              id={`${actor.id}-from`}
              senders={senders}
              value={form.mfrom}
              disabled={locked}
              onChange={(sender) => send({ type: 'field.set', field: 'mfrom', value: sender })}
            />
          </>
        ) : (
          <>
            <span className={styles.rowLabel}>{t`发件人`}</span>
            <span className={styles.fromLine} aria-label={t`发件人`}>
              {account.name ? `${account.name} <${account.address}>` : account.address}
              {account.shared && <span className={styles.muted}>{t`（共享邮箱）`}</span>}
            </span>
          </>
        )}
        <span />
      </div>
      {shown.map((field) => (
        <div className={styles.row} key={field}>
          <AddressBookLabel
            field={field}
            labels={labels}
            access={account.addressBooks}
            shown={{ cc: form.is_cc, bcc: form.is_bcc }}
            disabled={locked}
            send={send}
          />
          <RecipientBox
            field={field}
            label={labels[field]}
            recipients={form[field]}
            disabled={locked}
            moveTargets={moveTargets(field)}
            send={send}
            onEdit={(f, index) => setEditing({ field: f, index })}
            pending={pending}
            suggest={suggest}
          />
          {field === 'to' ? (
            <span className={styles.toolbar}>
              <ToggleButton
                size="small"
                checked={form.is_cc}
                disabled={locked}
                onClick={() => send({ type: 'field.toggle', field: 'cc', on: !form.is_cc })}
              >
                {form.is_cc ? t`删除抄送` : t`添加抄送`}
              </ToggleButton>
              <ToggleButton
                size="small"
                checked={form.is_bcc}
                disabled={locked}
                onClick={() => send({ type: 'field.toggle', field: 'bcc', on: !form.is_bcc })}
              >
                {form.is_bcc ? t`删除密送` : t`添加密送`}
              </ToggleButton>
            </span>
          ) : (
            <span />
          )}
        </div>
      ))}
      <div className={styles.row}>
        <label className={styles.rowLabel} htmlFor={`${actor.id}-subject`}>{t`主题`}</label>
        <Input
          id={`${actor.id}-subject`}
          value={form.subject}
          disabled={locked}
          onChange={(_, data) => send({ type: 'field.set', field: 'subject', value: data.value })}
        />
        <span />
      </div>
      {params.securityMode && (
        <div className={styles.row}>
          <label className={styles.rowLabel} htmlFor={`${actor.id}-level`}>{t`邮件密级`}</label>
          <LevelSelect
            id={`${actor.id}-level`}
            label={t`邮件密级`}
            levels={levels}
            value={form.mail_level}
            disabled={locked}
            onChange={(level) => send({ type: 'field.set', field: 'mail_level', value: level })}
          />
          <span />
        </div>
      )}
      <div className={styles.row}>
        <label className={styles.rowLabel} htmlFor={`${actor.id}-replyto`}>{t`回复地址`}</label>
        <Input
          id={`${actor.id}-replyto`}
          type="email"
          value={form.reply_to}
          disabled={locked}
          onChange={(_, data) => send({ type: 'field.set', field: 'reply_to', value: data.value })}
        />
        <span />
      </div>
      <ComposeAttachments
        {...(params.securityMode ? { levels } : {})}
        attachments={form.attachments}
        excludeExt={account.excludeExt}
        disabled={locked}
        send={send}
      />
      <ComposeBody actor={actor} form={form} locked={locked} send={send} contacts={contacts} />
      <ComposeOptions
        form={form}
        availability={{ password, schedule, burn }}
        smsAllowed={account.smsAllowed}
        disabled={locked}
        send={(event) => (event.type === 'format.toggle' ? toggleFormat(event.html) : send(event))}
      />
      <ComposeConfirmDialog
        confirm={confirm}
        onAccept={() => send({ type: 'confirm.accept' })}
        onCancel={() => send({ type: 'confirm.cancel' })}
      />
      <SmsNumbersDialog
        needed={smsNeeded}
        alert={smsNeeded ? alert : null}
        onSubmit={(contacts) => send({ type: 'sms.submit', contacts })}
        onCancel={() => send({ type: 'sms.cancel' })}
      />
      <RecipientEditDialog
        open={edited !== null}
        recipient={edited}
        onCancel={() => setEditing(null)}
        onSave={(email, name) => {
          if (editing)
            send({
              type: 'recipient.update',
              field: editing.field,
              index: editing.index,
              email,
              name,
            })
          setEditing(null)
        }}
      />
    </form>
  )
}
