/**
 * From the form to the send call and back (R-DATA-7; R-SEND-1 the action is `sent` or `save`;
 * M-ERR-7 send failure). The payload types are structural: the generated API types satisfy them
 * (tests/unit/compose/payload.test.ts checks it) without this folder importing src/api.
 */
import { DEFAULT_ONLINE_EXPIRE_DAYS, type MailLevel } from './constants.ts'
import type { ComposeAttachment, ComposeForm } from './form.ts'
import type { RefwType } from './modes.ts'
import { fromAddressPairs, toAddressPairs } from './recipients.ts'
import { unwrapStationery, wrapStationery } from './stationery.ts'

type Pair = [string, string]
type AttachRef = [number | string, MailLevel]

/** The body of POST /api/mail/messages/send/ (ComposeForm in openapi.yaml). */
export interface SendPayload {
  mfrom: Pair
  to: Pair[]
  cc: Pair[]
  bcc: Pair[]
  reply_to: string
  subject: string
  is_html: boolean
  html_text: string
  plain_text: string
  is_priority: boolean
  is_cc: boolean
  is_bcc: boolean
  is_partsend: boolean
  is_smsnotify: boolean
  secret: boolean
  mail_level?: MailLevel
  is_save_sent: boolean
  is_confirm_read: boolean
  is_schedule: boolean
  schedule_day?: string
  is_password: boolean
  password?: string
  is_burn: boolean
  burn_limit: number
  burn_day?: string
  attachments: AttachRef[]
  net_attachments: AttachRef[]
  company_attachments: AttachRef[]
  online_attachments: { id: number; expire_days: number }[]
  action: 'sent' | 'save'
  draft_id: number | null
  uid?: number
  folder?: string
  refw_type?: string
}

/** What the form alone does not know. */
export interface PayloadMeta {
  action: 'sent' | 'save'
  /** The account's own [address, name], used when no sender was chosen. */
  defaultSender: Pair
  draftId: number | null
  securityMode: boolean
  source?: { uid: number; folder: string; refwType: RefwType | null }
  /** hide_forward_contents: the original kept out of the editor, appended here. */
  hiddenOriginal?: { html: string; plain: string } | null
}

// An attachment without a level goes as normal (1): only security mode asks for levels.
const refs = (list: ComposeAttachment[], source: ComposeAttachment['source']): AttachRef[] =>
  list.filter((a) => a.source === source).map((a) => [a.id, a.level ?? 1])

export function buildSendPayload(form: ComposeForm, meta: PayloadMeta): SendPayload {
  const original = meta.hiddenOriginal ?? null
  const payload: SendPayload = {
    mfrom: form.mfrom ?? meta.defaultSender,
    to: toAddressPairs(form.to),
    cc: form.is_cc ? toAddressPairs(form.cc) : [],
    bcc: form.is_bcc ? toAddressPairs(form.bcc) : [],
    reply_to: form.reply_to.trim(),
    subject: form.subject,
    is_html: form.is_html,
    html_text: form.is_html
      ? wrapStationery(form.html_text + (original?.html ?? ''), form.stationery)
      : '',
    plain_text: form.plain_text + (original ? `\n\n${original.plain}` : ''),
    is_priority: form.is_priority,
    is_cc: form.is_cc,
    is_bcc: form.is_bcc,
    is_partsend: form.is_partsend,
    is_smsnotify: form.is_smsnotify,
    secret: meta.securityMode,
    is_save_sent: form.is_save_sent,
    is_confirm_read: form.is_confirm_read,
    is_schedule: form.is_schedule,
    is_password: form.is_password && !meta.securityMode,
    is_burn: form.is_burn,
    burn_limit: form.burn_limit,
    attachments: refs(form.attachments, 'local'),
    net_attachments: refs(form.attachments, 'net'),
    company_attachments: refs(form.attachments, 'company'),
    online_attachments: form.attachments.flatMap((a) =>
      a.source === 'online' && typeof a.id === 'number'
        ? [{ id: a.id, expire_days: a.expireDays ?? DEFAULT_ONLINE_EXPIRE_DAYS }]
        : [],
    ),
    action: meta.action,
    draft_id: meta.draftId,
  }
  if (meta.securityMode && form.mail_level !== null) payload.mail_level = form.mail_level
  if (form.is_schedule) payload.schedule_day = form.schedule_day
  if (payload.is_password) payload.password = form.password
  if (form.is_burn) payload.burn_day = form.burn_day
  if (meta.source) {
    payload.uid = meta.source.uid
    payload.folder = meta.source.folder
    if (meta.source.refwType) payload.refw_type = meta.source.refwType
  }
  return payload
}

/** The parts of GET /api/mail/messages/{uid}/compose/ (ComposePrefill) that compose reads. */
export interface ComposePrefill {
  form: {
    mfrom?: readonly string[]
    to: readonly (readonly string[])[]
    cc: readonly (readonly string[])[]
    bcc: readonly (readonly string[])[]
    subject: string
    is_html: boolean
    html_text: string
    plain_text: string
    reply_to?: string
    draft_id?: number | null
    mail_level?: MailLevel
  }
  attachments: readonly {
    id?: number | string
    name: string
    size: number
    attach_level?: MailLevel
  }[]
  online_attachments?: readonly { id: number; name: string; size: number; expire_days: number }[]
}

/**
 * The compose form a source mail gives. With hide_forward_contents (reply / reply all) the body
 * stays out of the editor and is returned as `hiddenOriginal` for the send payload.
 */
export function formFromPrefill(
  base: ComposeForm,
  prefill: ComposePrefill,
  hideOriginal: boolean,
): {
  form: ComposeForm
  hiddenOriginal: { html: string; plain: string } | null
  draftId: number | null
} {
  const source = prefill.form
  const [address, name = ''] = source.mfrom ?? []
  const cc = fromAddressPairs(source.cc)
  const bcc = fromAddressPairs(source.bcc)
  // A draft written on stationery comes back wrapped: the background becomes the choice again.
  const body = unwrapStationery(source.html_text)
  const form: ComposeForm = {
    ...base,
    mfrom: address ? [address, name] : base.mfrom,
    to: fromAddressPairs(source.to),
    cc,
    bcc,
    is_cc: base.is_cc || cc.length > 0,
    is_bcc: base.is_bcc || bcc.length > 0,
    reply_to: source.reply_to ?? '',
    subject: source.subject,
    is_html: source.is_html,
    html_text: hideOriginal ? '' : body.html,
    plain_text: hideOriginal ? '' : source.plain_text,
    mail_level: source.mail_level ?? base.mail_level,
    stationery: hideOriginal ? base.stationery : body.stationery,
    attachments: [
      ...prefill.attachments.map((a, i) => ({
        id: a.id ?? i,
        name: a.name,
        size: a.size,
        source: 'local' as const,
        level: a.attach_level ?? null,
      })),
      ...(prefill.online_attachments ?? []).map((a) => ({
        id: a.id,
        name: a.name,
        size: a.size,
        source: 'online' as const,
        level: null,
        expireDays: a.expire_days,
      })),
    ],
  }
  return {
    form,
    hiddenOriginal: hideOriginal ? { html: source.html_text, plain: source.plain_text } : null,
    draftId: source.draft_id ?? null,
  }
}

function firstText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value
  if (Array.isArray(value)) return firstText(value[0])
  return null
}

/** Send failure text: first non_field_errors entry, else detail, else error_message; else null. */
export function sendFailureMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as Record<string, unknown>
  return (
    firstText(record['non_field_errors']) ??
    firstText(record['detail']) ??
    firstText(record['error_message'])
  )
}
