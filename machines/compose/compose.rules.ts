/**
 * The compose machine's pure helpers: how each edit event changes the form (rules from
 * src/domain/compose), the payload of a send or save, and the server's failure text.
 */
import {
  addRecipients,
  bodyFromTemplate,
  buildSendPayload,
  hasOwnContent,
  htmlText,
  isStationerySrc,
  partialSendList,
  parseRecipients,
  placeSignature,
  refwType,
  sendFailureMessage,
  toggleOption,
  validateRecipientEdit,
  type ComposeAlert,
  type ComposeForm,
  type ComposeSignature,
  type ComposeTemplate,
  type Recipient,
  type RecipientField,
  type SendPayload,
} from '../../src/domain/compose/index.ts'
import { contactMobileError } from '../../src/domain/contacts/contactForm.ts'
import type {
  ComposeContext,
  ComposeEditEvent,
  PendingChange,
  SmsContact,
} from './compose.types.ts'

export interface EditResult {
  form: ComposeForm
  /** Set when the edit was refused (a bad recipient edit, a disabled option). */
  alert?: ComposeAlert
  /** False when nothing changed (no new revision, no local copy). */
  changed: boolean
  /** The machine rewrote the body itself: the editor has to load it again. */
  rewroteBody?: boolean
}

/** The body as html with its text beside it (the form keeps both in step). */
const withHtml = (form: ComposeForm, html: string): ComposeForm => ({
  ...form,
  html_text: html,
  plain_text: htmlText(html),
})

/** The form with `signature` (null: none) in place of the body's signature; rich text only. */
export function withSignature(form: ComposeForm, signature: ComposeSignature | null): EditResult {
  if (!form.is_html) return { form, changed: false }
  const html = placeSignature(form.html_text, signature)
  if (html === form.html_text) return { form, changed: false }
  return { form: withHtml(form, html), changed: true, rewroteBody: true }
}

/** The form once a template replaced its body (rich text keeps its signature). */
export function withTemplate(form: ComposeForm, template: ComposeTemplate): EditResult {
  const next = form.is_html
    ? withHtml(form, bodyFromTemplate(form.html_text, template.content))
    : { ...form, plain_text: htmlText(template.content) }
  return { form: next, changed: true, rewroteBody: true }
}

/** Whether the body holds anything a template would replace (a signature alone does not count). */
export function bodyHasContent(form: ComposeForm): boolean {
  return form.is_html ? hasOwnContent(form.html_text) : form.plain_text.trim() !== ''
}

const withField = (form: ComposeForm, field: RecipientField, list: Recipient[]): ComposeForm => ({
  ...form,
  [field]: list,
})

function recipientEdit(form: ComposeForm, event: ComposeEditEvent): EditResult | null {
  switch (event.type) {
    case 'recipients.add':
      return {
        form: withField(
          form,
          event.field,
          addRecipients(form[event.field], parseRecipients(event.text)),
        ),
        changed: true,
      }
    case 'recipients.pick':
      return {
        form: withField(form, event.field, addRecipients(form[event.field], event.recipients)),
        changed: true,
      }
    case 'recipient.remove':
      return {
        form: withField(
          form,
          event.field,
          form[event.field].filter((_, i) => i !== event.index),
        ),
        changed: true,
      }
    case 'recipient.update': {
      const checked = validateRecipientEdit(event.email, event.name)
      if (!checked.ok) {
        const code =
          checked.error === 'emailRequired' ? 'recipientEmailRequired' : 'recipientEmailInvalid'
        return { form, alert: { code }, changed: false }
      }
      const list = form[event.field]
      const others = list.filter((_, i) => i !== event.index)
      // Editing into an address the field already holds merges the two.
      const updated = others.some(
        (r) => r.email.toLowerCase() === checked.recipient.email.toLowerCase(),
      )
        ? others
        : list.map((r, i) => (i === event.index ? checked.recipient : r))
      return { form: withField(form, event.field, updated), changed: true }
    }
    case 'recipient.move': {
      const moved = form[event.from][event.index]
      if (!moved || event.from === event.to) return { form, changed: false }
      const removed = withField(
        form,
        event.from,
        form[event.from].filter((_, i) => i !== event.index),
      )
      const shown = event.to === 'cc' ? { is_cc: true } : event.to === 'bcc' ? { is_bcc: true } : {}
      return {
        form: {
          ...withField(removed, event.to, addRecipients(removed[event.to], [moved])),
          ...shown,
        },
        changed: true,
      }
    }
    default:
      return null
  }
}

/** The form after one edit event. */
export function applyEdit(context: ComposeContext, event: ComposeEditEvent): EditResult {
  const { form } = context
  const recipients = recipientEdit(form, event)
  if (recipients) return recipients
  switch (event.type) {
    case 'field.set':
      return { form: { ...form, [event.field]: event.value }, changed: true }
    case 'body.change':
      return { form: { ...form, html_text: event.html, plain_text: event.plain }, changed: true }
    case 'option.toggle': {
      const next = toggleOption(
        form,
        event.option,
        event.on,
        context.now(),
        context.params.securityMode,
      )
      return next ? { form: next, changed: true } : { form, changed: false }
    }
    case 'attachments.add':
      return {
        form: { ...form, attachments: [...form.attachments, ...event.attachments] },
        changed: true,
      }
    case 'attachment.remove':
      return {
        form: { ...form, attachments: form.attachments.filter((a) => a.id !== event.id) },
        changed: true,
      }
    case 'signature.choose': {
      const signature =
        event.id === null ? null : context.signatures?.list.find((s) => s.id === event.id)
      return signature === undefined ? { form, changed: false } : withSignature(form, signature)
    }
    case 'stationery.choose': {
      const { stationery } = event
      if (stationery !== null && !isStationerySrc(stationery.src)) return { form, changed: false }
      if (stationery?.id === form.stationery?.id && stationery?.src === form.stationery?.src)
        return { form, changed: false }
      return { form: { ...form, stationery }, changed: true }
    }
    case 'attachment.level':
      return {
        form: {
          ...form,
          attachments: form.attachments.map((a) =>
            a.id === event.id ? { ...a, level: event.level } : a,
          ),
        },
        changed: true,
      }
    case 'attachment.expiry':
      return {
        form: {
          ...form,
          attachments: form.attachments.map((a) =>
            a.id === event.id && a.source === 'online' ? { ...a, expireDays: event.days } : a,
          ),
        },
        changed: true,
      }
    default:
      return { form, changed: false }
  }
}

/** The form once a confirmed change is made: a hidden field loses its recipients. */
export function applyChange(form: ComposeForm, change: PendingChange): ComposeForm {
  switch (change) {
    case 'dropCc':
      return { ...form, is_cc: false, cc: [] }
    case 'dropBcc':
      return { ...form, is_bcc: false, bcc: [] }
    case 'htmlToText':
      return { ...form, is_html: false, html_text: '' }
    case 'useTemplate':
      // Applied by the machine with the template it keeps (withTemplate).
      return form
  }
}

export function payloadOf(context: ComposeContext, action: 'sent' | 'save'): SendPayload {
  return buildSendPayload(context.form, {
    action,
    defaultSender: context.defaultSender,
    draftId: context.draftId,
    securityMode: context.params.securityMode,
    source: context.source ? { ...context.source, refwType: refwType(context.mode) } : undefined,
    hiddenOriginal: context.hiddenOriginal,
  })
}

/** The addresses an SMS-notified send goes to (the server is asked about these). */
export function smsEmails(form: ComposeForm): string[] {
  return partialSendList(form.to, form.is_cc ? form.cc : [], form.is_bcc ? form.bcc : []).map(
    (r) => r.email,
  )
}

/** The server's text of a failed call, whether the actor rejected with the body or `{ body }`. */
export function failureMessage(error: unknown): string | null {
  const direct = sendFailureMessage(error)
  if (direct !== null) return direct
  if (typeof error === 'object' && error !== null && 'body' in error)
    return sendFailureMessage((error as { body: unknown }).body)
  return null
}

/** The HTTP status an actor's rejection carries (`{status}`), when the server answered at all. */
export function failureStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null
  const { status } = error as { status: unknown }
  return typeof status === 'number' ? status : null
}

/**
 * The first recipient of the SMS step whose number the contact form's rule refuses, required
 * here (R-VALID-20): none given, or not a mobile number. Null when every one can be saved.
 */
export function smsMobileProblem(
  needed: readonly SmsContact[],
  given: readonly SmsContact[],
): { email: string; code: 'mobileRequired' | 'mobileFormat' } | null {
  for (const recipient of needed) {
    const mobile = given.find((c) => c.email === recipient.email)?.mobile ?? ''
    const code = contactMobileError(mobile, true)
    if (code) return { email: recipient.email, code }
  }
  return null
}
