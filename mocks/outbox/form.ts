/**
 * The server side of the compose rules (R-VALID, R-SEND): the client
 * checks the same things first, but the server refuses a form that breaks them, with the
 * Django-REST error shapes the client reads (first non_field_errors, else a field's first text).
 */
import type { components } from '../../src/api/schema.gen.ts'
import type { Party } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { htmlToText } from '../mail/bytes.ts'
import { now } from '../state.ts'
import { BURN_VIEWS_MAX, BURN_VIEWS_MIN } from '../../src/domain/constants.ts'
import { dayStartMs, scheduleMs } from './lifecycle.ts'
import type { PreparedMail } from './store.ts'
import { embedDataImages } from './embedded.ts'
import { sendText } from './texts.ts'

export type ComposeForm = components['schemas']['ComposeForm']

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/
export const isEmail = (text: string) => EMAIL.test(text.trim())

const MAIL_PASSWORD = /^[A-Za-z0-9]{6}$/

export type FormErrors = Record<string, string[]>

export interface CheckedForm {
  mail: PreparedMail
  dueMs: number | null
  scheduleDay: string | null
}

const withoutExtension = (name: string) =>
  name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name

const htmlIsEmpty = (html: string) =>
  html
    .replace(/<(img|video|table)\b/gi, 'x')
    .replace(/<[^>]*>|&nbsp;|\s/g, '')
    .trim() === ''

/**
 * Checks `form` for an action; returns the errors or the mail ready to deliver. `attachments`
 * are the already resolved files (their order matches the form's references).
 */
export function checkForm(
  form: ComposeForm,
  attachments: PreparedMail['attachments'],
  lang: ServerLanguage,
  sender: Party,
): FormErrors | CheckedForm {
  const sending = form.action === 'sent'
  const t = (key: Parameters<typeof sendText>[0], values?: Record<string, string>) => [
    sendText(key, lang, values),
  ]
  const errors: FormErrors = {}
  const addresses = { to: form.to, cc: form.cc, bcc: form.bcc }
  if (sending) {
    for (const [field, list] of Object.entries(addresses)) {
      if (list.some(([address]) => !isEmail(address))) errors[field] = t('badAddress')
    }
    if (form.to.length + form.cc.length + form.bcc.length === 0) {
      return { non_field_errors: t('noReceiver') }
    }
  }
  if (form.reply_to && !isEmail(form.reply_to)) errors.reply_to = t('badAddress')
  if (form.mfrom[0].trim().toLowerCase() !== sender[0].toLowerCase()) errors.mfrom = t('badSender')

  const options = [form.is_password, form.is_schedule, form.is_burn].filter(Boolean).length
  if (sending && options > 1) return { non_field_errors: t('exclusiveOptions') }
  const password = form.is_password ? (form.password ?? '') : null
  if (password !== null && !MAIL_PASSWORD.test(password)) errors.password = t('badPassword')

  let dueMs: number | null = null
  if (form.is_schedule) {
    dueMs = scheduleMs(form.schedule_day ?? '')
    if (!(dueMs > now())) errors.schedule_day = t('badSchedule')
  }
  let burn: PreparedMail['burn'] = null
  if (form.is_burn) {
    const limit = form.burn_limit ?? 1
    const day = form.burn_day ?? ''
    const ok =
      Number.isInteger(limit) &&
      limit >= BURN_VIEWS_MIN &&
      limit <= BURN_VIEWS_MAX &&
      dayStartMs(day) > now()
    if (!ok) errors.burn_day = t('badBurn')
    burn = { limit, day }
  }

  const mailLevel = form.mail_level ?? 1
  if (sending && form.secret && form.mail_level === undefined) {
    return { non_field_errors: t('levelRequired') }
  }
  if (sending && form.secret) {
    const above = attachments.find((a) => a.attach_level > mailLevel)
    if (above) return { non_field_errors: t('levelTooHigh', { name: above.name }) }
  }

  let subject = form.subject.trim()
  if (sending && subject === '') {
    if (attachments.length === 0) return { non_field_errors: t('noSubject') }
    subject = withoutExtension(attachments[0]!.name)
  }
  const body = form.is_html ? !htmlIsEmpty(form.html_text) : form.plain_text.trim() !== ''
  if (sending && !body && attachments.length === 0) return { non_field_errors: t('noContent') }
  // A draft may be unfinished: only a foreign sender address stops a save.
  if (!sending) for (const field of Object.keys(errors)) if (field !== 'mfrom') delete errors[field]
  if (Object.keys(errors).length > 0) return errors

  // Editor images arrive as data: URLs; the stored mail carries them as inline parts.
  const embedded = form.is_html
    ? embedDataImages(form.html_text, `${now().toString(36)}@huayu.example.com`)
    : { html: '', parts: [] }
  return {
    dueMs,
    scheduleDay: form.is_schedule ? (form.schedule_day ?? null) : null,
    mail: {
      subject,
      mfrom: [sender[0], form.mfrom[1] || sender[1]],
      to: form.to,
      cc: form.cc,
      bcc: form.bcc,
      reply_to: form.reply_to ?? '',
      is_html: form.is_html,
      html_text: embedded.html,
      plain_text: form.plain_text || (form.is_html ? htmlToText(form.html_text) : ''),
      attachments: [...attachments, ...embedded.parts],
      is_priority: form.is_priority ?? false,
      mail_level: mailLevel,
      receipt: form.is_confirm_read ?? false,
      password,
      burn,
      partsend: form.is_partsend ?? false,
    },
  }
}

export const isErrors = (value: FormErrors | CheckedForm): value is FormErrors =>
  !('mail' in value && 'dueMs' in value)
