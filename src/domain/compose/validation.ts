/**
 * The compose checks (R-VALID-11, R-VALID-15; R-VALID, M-ERR
 * "Compose alerts") as typed codes with parameters, and the confirmations (§4). The first failing
 * check wins, in the spec's order; the UI turns a code into text with composeMessages.ts.
 */
import { isValidMailPassword } from '../mail/mailPassword.ts'
import { ONLINE_ATTACHMENT_SUGGEST_BYTES } from './constants.ts'
import { hasBody, type ComposeForm } from './form.ts'
import { isValidEmail, partialSendList, type Recipient } from './recipients.ts'
import { burnProblem, scheduleProblem } from './schedule.ts'

/** Every alert compose can show. Codes with a file or address name it in `params`. */
export type ComposeAlert =
  | { code: 'noRecipient' }
  | { code: 'invalidRecipient'; params: { email: string } }
  | { code: 'noSubject' }
  | { code: 'noContent' }
  | { code: 'badPassword' }
  | { code: 'badReplyTo' }
  | { code: 'scheduleInvalid' }
  | { code: 'schedulePast' }
  | { code: 'burnLimitRange' }
  | { code: 'burnDayInvalid' }
  | { code: 'burnDayPast' }
  | { code: 'noMailLevel' }
  | { code: 'attachmentNoLevel'; params: { name: string } }
  | { code: 'attachmentLevelTooHigh'; params: { name: string } }
  | { code: 'attachmentTooBig'; params: { name: string } }
  | { code: 'draftEmpty' }
  /** An image for the editor that is not JPG / GIF / PNG / BMP (editorImage.ts). */
  | { code: 'imageType'; params: { name: string } }
  /** An image for the editor of 10 MB or more. */
  | { code: 'imageSize'; params: { name: string } }
  | { code: 'imageUploadFailed'; params: { message: string | null } }
  | { code: 'recipientEmailRequired' }
  | { code: 'recipientEmailInvalid' }
  | { code: 'smsMobileRequired'; params: { email: string } }
  /** The contact form's mobile rule (domain/contacts/contactForm.ts), for this recipient. */
  | { code: 'smsMobileInvalid'; params: { email: string } }
  | { code: 'noSharingPower' }
  | { code: 'loadFailed' }
  /** `message`: the server's first non_field_errors / detail / error_message, when it sent one. */
  | { code: 'sendFailed'; params: { message: string | null } }
  | { code: 'saveFailed'; params: { message: string | null } }
  | { code: 'smsCheckFailed'; params: { message: string | null } }
  | { code: 'smsSaveFailed'; params: { message: string | null } }

export type ComposeAlertCode = ComposeAlert['code']

/** Every confirmation compose asks. `count` is a number of recipients. */
export type ComposeConfirm =
  | { code: 'dropCc'; params: { count: number } }
  | { code: 'dropBcc'; params: { count: number } }
  | { code: 'htmlToText' }
  | { code: 'massMail'; params: { count: number } }
  | { code: 'securityManyRecipients'; params: { count: number } }
  | { code: 'closeUnsent' }
  | { code: 'closeBurn' }
  /** A template replaces a body that already holds something. */
  | { code: 'replaceWithTemplate'; params: { caption: string } }

export type ComposeConfirmCode = ComposeConfirm['code']

/** What the checks need besides the form (compose params and the clock). */
export interface ComposeEnv {
  /** ComposeParams.is_security: levels shown, password protection hidden. */
  securityMode: boolean
  mailLevelRequired: boolean
  attachLevelRequired: boolean
  now: Date
}

/** The recipients a send goes to: cc and bcc only while their field is shown. */
export function activeRecipients(form: ComposeForm): Recipient[] {
  return [...form.to, ...(form.is_cc ? form.cc : []), ...(form.is_bcc ? form.bcc : [])]
}

/** 'report.final.pdf' → 'report.final'; a name without a dot stays whole. */
export function nameWithoutExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(0, dot) : name
}

/** R-VALID-12: a mail level, a level on every attachment, none above the mail level. */
function securityAlert(form: ComposeForm, env: ComposeEnv): ComposeAlert | null {
  if (!env.securityMode) return null
  if (env.mailLevelRequired && form.mail_level === null) return { code: 'noMailLevel' }
  // An online attachment is a link to the transit area: the send form gives it no level.
  for (const file of form.attachments.filter((a) => a.source !== 'online')) {
    if (file.level === null) {
      if (env.attachLevelRequired) return { code: 'attachmentNoLevel', params: { name: file.name } }
      continue
    }
    if (form.mail_level !== null && file.level > form.mail_level)
      return { code: 'attachmentLevelTooHigh', params: { name: file.name } }
  }
  return null
}

/**
 * The checks before a send. On success the form to send is returned: with no subject and at
 * least one attachment, the subject becomes the first attachment's name without its extension.
 */
export function validateForSend(
  form: ComposeForm,
  env: ComposeEnv,
): { ok: true; form: ComposeForm } | { ok: false; alert: ComposeAlert } {
  const fail = (alert: ComposeAlert) => ({ ok: false as const, alert })
  const recipients = activeRecipients(form)
  if (recipients.length === 0) return fail({ code: 'noRecipient' })
  const invalid = recipients.find((r) => !r.valid)
  if (invalid) return fail({ code: 'invalidRecipient', params: { email: invalid.email } })
  let subject = form.subject.trim()
  const first = form.attachments[0]
  if (subject === '' && first) subject = nameWithoutExtension(first.name)
  if (subject === '') return fail({ code: 'noSubject' })
  if (!hasBody(form)) return fail({ code: 'noContent' })
  if (form.is_password && !env.securityMode && !isValidMailPassword(form.password))
    return fail({ code: 'badPassword' })
  if (form.reply_to.trim() !== '' && !isValidEmail(form.reply_to.trim()))
    return fail({ code: 'badReplyTo' })
  if (form.is_schedule) {
    const problem = scheduleProblem(form.schedule_day, env.now)
    if (problem) return fail({ code: problem })
  }
  if (form.is_burn) {
    const problem = burnProblem(form.burn_limit, form.burn_day, env.now)
    if (problem) return fail({ code: problem })
  }
  const security = securityAlert(form, env)
  if (security) return fail(security)
  // R-VALID-13, C-LIMIT-7
  const big = form.attachments.find(
    (a) => a.source === 'local' && a.size > ONLINE_ATTACHMENT_SUGGEST_BYTES,
  )
  if (big) return fail({ code: 'attachmentTooBig', params: { name: big.name } })
  return { ok: true, form: subject === form.subject ? form : { ...form, subject } }
}

/**
 * A draft needs one of content, subject or attachment. Saved by hand, one with no subject and no
 * attachment shows the hint ('draftEmpty'); the auto-save skips an empty form silently (null with
 * `skip`).
 */
export function validateDraft(
  form: ComposeForm,
  auto: boolean,
): { ok: true } | { ok: false; alert: ComposeAlert | null } {
  const noSubjectNoFile = form.subject.trim() === '' && form.attachments.length === 0
  if (auto) return noSubjectNoFile && !hasBody(form) ? { ok: false, alert: null } : { ok: true }
  return noSubjectNoFile ? { ok: false, alert: { code: 'draftEmpty' } } : { ok: true }
}

/**
 * The confirmations a valid send asks, in order: mass mail (separate sending to more than one
 * recipient; R-VALID-13), then more than one recipient in security mode (R-VALID-12).
 */
export function sendConfirmations(form: ComposeForm, env: ComposeEnv): ComposeConfirm[] {
  const count = partialSendList(
    form.to,
    form.is_cc ? form.cc : [],
    form.is_bcc ? form.bcc : [],
  ).length
  const asks: ComposeConfirm[] = []
  if (form.is_partsend && count > 1) asks.push({ code: 'massMail', params: { count } })
  if (env.securityMode && count > 1)
    asks.push({ code: 'securityManyRecipients', params: { count } })
  return asks
}

/** Hiding Cc or Bcc drops its recipients: asked first when there are any. */
/** R-COMPOSE-8: turning cc or bcc off asks first when recipients would be dropped. */
export function fieldOffConfirm(form: ComposeForm, field: 'cc' | 'bcc'): ComposeConfirm | null {
  const count = form[field].length
  if (count === 0) return null
  return field === 'cc'
    ? { code: 'dropCc', params: { count } }
    : { code: 'dropBcc', params: { count } }
}

/**
 * Closing a tab: an unsent compose asks, a burn-after-reading mail asks; a sent compose closes
 * at once.
 */
export function closeConfirm(
  tab: { kind: 'compose'; sent: boolean } | { kind: 'burnMail' },
): ComposeConfirm | null {
  if (tab.kind === 'burnMail') return { code: 'closeBurn' }
  return tab.sent ? null : { code: 'closeUnsent' }
}
