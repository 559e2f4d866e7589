/**
 * Delivery: a prepared mail becomes copies in the recipients' mailboxes (internal addresses) or
 * is handed to the outside world (external ones), and the sender keeps a Sent copy. Every copy
 * goes through addMessage, so folder indexes and counters stay right. Each copy's bytes are made
 * once, when it is delivered, and kept: its source and download never change afterwards.
 */
import { type MailAttachment, type MessageRecord, type Party, db } from '../db/index.ts'
import { bytesToBase64, utf8 } from '../mail/bytes.ts'
import { contentTypeOf } from '../mail/attachmentContent.ts'
import { addMessage, changeMessage } from '../mail/store.ts'
import { rfc822 } from '../mail/source.ts'
import { SENT_COPY_ATTACHMENTS_MAX_BYTES } from '../../src/domain/constants.ts'
import { MAIL_DOMAIN } from '../seed/text/names.ts'
import { deliverIncoming } from '../mail/deliveryRules.ts'
import { relayVerdict } from '../mail/smtpWorld.ts'
import { isoAt } from '../seed/messages.ts'
import { now } from '../state.ts'
import type { OutboxEntry, OutboxRecipient, PreparedMail } from './store.ts'

const lower = (address: string) => address.trim().toLowerCase()

export const isInternalAddress = (address: string) => lower(address).endsWith(`@${MAIL_DOMAIN}`)

export function userOfAddress(address: string) {
  const email = lower(address)
  return db.users.all().find((u) => u.email.toLowerCase() === email)
}

/** to, then cc not already in to, then bcc in neither (R-SEND-8). */
export function recipientList(mail: Pick<PreparedMail, 'to' | 'cc' | 'bcc'>): OutboxRecipient[] {
  const seen = new Set<string>()
  const out: OutboxRecipient[] = []
  for (const kind of ['to', 'cc', 'bcc'] as const) {
    for (const [address, name] of mail[kind]) {
      const key = lower(address)
      if (seen.has(key)) continue
      seen.add(key)
      const user = userOfAddress(address)
      out.push({
        address,
        name: name || user?.realname || '',
        kind,
        user: user && user.is_active ? user.username : null,
        status: 'undeliver',
        reason: '',
        copyUid: null,
        recall: 'none',
        recallReason: 'none',
      })
    }
  }
  return out
}

function partsOf(mail: PreparedMail) {
  return mail.attachments.map(({ attach_level: _level, ...file }) => file)
}

/** addMessage stores every part at level 1; security-mode levels are written afterwards. */
async function applyLevels(owner: string, record: MessageRecord, mail: PreparedMail) {
  const levels = mail.attachments.map((a) => a.attach_level)
  if (levels.every((level) => level === 1)) return
  await changeMessage(owner, record.uid, (draft) => {
    draft.attachments.forEach((part, i) => (part.attach_level = levels[i] ?? 1))
  })
}

async function deliverCopy(entry: OutboxEntry, r: OutboxRecipient): Promise<void> {
  const { mail } = entry
  if (r.user === null) {
    if (isInternalAddress(r.address)) {
      r.status = 'deliver_fail'
      r.reason = 'noSuchUser'
      return
    }
    // External mail leaves through the sender's SMTP relay when one is on, else directly. A
    // relay that does not work fails the copy and is remembered for the relay-failure notice.
    const relay = db.relays.findFirst((q) => q.where({ owner: entry.sender }))
    if (!relay?.is_active) {
      r.status = 'deliver'
      return
    }
    const verdict = relayVerdict({ ...relay, is_ssl: relay.ssl, is_auth: relay.auth })
    if (verdict === 'ok') {
      r.status = 'proxy'
      return
    }
    r.status = 'deliver_fail'
    r.reason = `relay:${relay.server}`
    await db.relays.delete((q) => q.where({ owner: entry.sender }))
    await db.relays.create({ ...relay, last_error: verdict, last_error_time: isoAt(now()) })
    return
  }
  const visible: { to: Party[]; cc: Party[] } = mail.partsend
    ? { to: [[r.address, r.name]], cc: [] }
    : { to: mail.to, cc: mail.cc }
  // The recipient's own rules (sender lists and filters, auto-reply, auto-forward) run here:
  // mocks/mail/deliveryRules.ts.
  const copy = await deliverIncoming(
    r.user,
    {
      subject: mail.subject,
      mfrom: mail.mfrom,
      ...visible,
      bcc: [],
      reply_to: mail.reply_to,
      html_text: mail.is_html ? mail.html_text : undefined,
      plain_text: mail.plain_text,
      is_html: mail.is_html,
      attachments: partsOf(mail),
      flags: mail.is_priority ? ['umail-emergent'] : [],
      message_id: entry.messageId,
      raw: rfc822,
      ...(mail.online?.length ? { online_attachments: mail.online } : {}),
      mail_level: mail.mail_level,
      attrs: {
        is_notify: mail.receipt,
        is_password: mail.password !== null,
        password: mail.password ?? '',
        is_burn: mail.burn !== null,
        burn_left: mail.burn?.limit ?? 0,
        burn_day: mail.burn?.day ?? '',
      },
    },
    { folder: 'INBOX' },
  )
  // Sent now, come due (schedule) or released by a reviewer: deliverIncoming announces it live.
  if (copy) await applyLevels(r.user, copy, mail)
  r.copyUid = copy?.uid ?? null
  // Put in Spam by the blacklist or a rule: quarantined, "sequester" for the sender.
  r.status = copy?.folder === 'Spam' ? 'sequester' : 'deliver'
}

/** Delivers to every recipient still waiting; the entry becomes `sent`. */
export async function deliverEntry(entry: OutboxEntry): Promise<void> {
  for (const r of entry.recipients) {
    if (r.recall === 'recalled') continue
    if (r.status === 'undeliver' || r.status === 'review') await deliverCopy(entry, r)
  }
  entry.phase = 'sent'
  entry.reviewId = null
}

/**
 * The sender's copy in Sent. Scheduled mail is dated when it will go out and flagged
 * umail-schedule; attachments stay only when they total under 1M (C-LIMIT-8).
 */
export async function saveSentCopy(
  sender: string,
  messageId: string,
  mail: PreparedMail,
  options: { dueMs: number | null },
): Promise<number> {
  const total = mail.attachments.reduce((sum, a) => sum + (a.size ?? 0), 0)
  const keep = total < SENT_COPY_ATTACHMENTS_MAX_BYTES
  const flags = ['\\Seen']
  if (mail.is_priority) flags.push('umail-emergent')
  if (options.dueMs !== null) flags.push('umail-schedule')
  const record = await addMessage({
    owner: sender,
    folder: 'Sent',
    subject: mail.subject,
    mfrom: mail.mfrom,
    to: mail.to,
    cc: mail.cc,
    bcc: mail.bcc,
    reply_to: mail.reply_to,
    html_text: mail.is_html ? mail.html_text : undefined,
    plain_text: mail.plain_text,
    is_html: mail.is_html,
    attachments: keep ? partsOf(mail) : [],
    flags,
    message_id: messageId,
    raw: rfc822,
    ...(mail.online?.length ? { online_attachments: mail.online } : {}),
    mail_level: mail.mail_level,
    ...(options.dueMs !== null ? { date: options.dueMs } : {}),
    attrs: {
      is_canrecall: true,
      is_password: mail.password !== null,
      password: mail.password ?? '',
      is_burn: mail.burn !== null,
      burn_left: mail.burn?.limit ?? 0,
      burn_day: mail.burn?.day ?? '',
    },
  })
  if (keep) await applyLevels(sender, record, mail)
  return record.uid
}

/** Stored parts for a draft edited in place (same numbering as addMessage). */
export function draftParts(mail: PreparedMail, uid: number): MailAttachment[] {
  return mail.attachments.map((a, i) => {
    const bytes = typeof a.content === 'string' ? utf8.encode(a.content) : a.content
    return {
      id: uid * 10 + i + 1,
      sid: String(i + 2),
      name: a.name,
      size: a.size ?? bytes?.length ?? 0,
      content_type: a.content_type ?? contentTypeOf(a.name),
      attach_level: a.attach_level,
      ...(bytes ? { content: bytesToBase64(bytes) } : {}),
      ...(a.content_id ? { content_id: a.content_id, is_inline: a.is_inline ?? false } : {}),
    }
  })
}
