/**
 * The delivery table and recall (R-DATA-8, R-SEND "Send status
 * per recipient"). A read receipt answered by an internal recipient (the receipt call clears
 * attrs.is_notify on their copy) shows here as `readed`.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type MessageRecord, db } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { changeMessage, expungeMessage, findMessage } from '../mail/store.ts'
import { isoAt } from '../seed/messages.ts'
import { isInternalAddress, recipientList } from './deliver.ts'
import { logRecall } from './recallLog.ts'
import { withdrawReview } from './review.ts'
import { type OutboxEntry, type OutboxRecipient, findEntry, putEntry } from './store.ts'
import { sendText } from './texts.ts'

type DeliveryStatus = components['schemas']['DeliveryStatus']

/** A receipt sent back turns a delivered copy into `readed`. */
function refresh(r: OutboxRecipient, entry: OutboxEntry): void {
  if (r.status !== 'deliver' || !entry.mail.receipt || r.user === null || r.copyUid === null) return
  const copy = findMessage(r.user, r.copyUid)
  if (copy && !copy.attrs.is_notify) r.status = 'readed'
}

function statusInfo(r: OutboxRecipient, entry: OutboxEntry, lang: ServerLanguage): string {
  if (r.reason === 'noSuchUser') return sendText('noSuchUser', lang)
  if (r.reason.startsWith('relay:')) {
    return sendText('relayFailed', lang, { server: r.reason.slice('relay:'.length) })
  }
  if (r.reason.startsWith('reject:')) {
    return sendText('reviewRejected', lang, { reason: r.reason.slice('reject:'.length) })
  }
  if (r.status === 'undeliver' && entry.dueMs !== null) {
    return sendText('scheduled', lang, { time: isoAt(entry.dueMs).slice(0, 16).replace('T', ' ') })
  }
  return sendText(r.status, lang)
}

function recallInfo(r: OutboxRecipient, lang: ServerLanguage): string {
  if (r.recall === 'recalled') return sendText('recalled', lang)
  if (r.recall === 'none') return ''
  if (r.recallReason === 'read') return sendText('recallRead', lang)
  if (r.recallReason === 'external') return sendText('recallExternal', lang)
  return sendText('recallFailed', lang)
}

export function statusRows(
  entry: OutboxEntry,
  lang: ServerLanguage,
  inform = '',
): DeliveryStatus[] {
  return entry.recipients.map((r) => {
    refresh(r, entry)
    return {
      name: r.name,
      recipient: r.address,
      status: r.status,
      status_info: statusInfo(r, entry, lang),
      recall_status: r.recall === 'none' ? '' : r.recall,
      recall_status_info: recallInfo(r, lang),
      inform,
      is_red: r.status === 'deliver_fail' || r.status === 'sequester' || r.recall === 'failed',
      is_zhaohui: r.recall === 'recalled',
    }
  })
}

/**
 * The entry of a sent mail; mail the outbox never saw (seeded, or sent before a demo reload) gets
 * one derived from the Sent copy: every recipient delivered, internal copies found by Message-ID.
 */
export async function entryFor(sender: string, messageId: string): Promise<OutboxEntry | null> {
  const known = findEntry(sender, messageId)
  if (known) return known
  const sent = db.messages.findFirst((q) =>
    q.where({ owner: sender, message_id: messageId, folder: 'Sent' }),
  )
  return sent ? derive(sender, sent) : null
}

/** The entry behind the sender's copy `uid` in `folder` (normally Sent). */
export async function entryOfSentCopy(
  sender: string,
  uid: number,
  folder: string,
): Promise<{ copy: MessageRecord; entry: OutboxEntry } | null> {
  const copy = findMessage(sender, uid, folder)
  if (!copy) return null
  const entry = await entryFor(sender, copy.message_id)
  return entry ? { copy, entry } : null
}

async function derive(sender: string, sent: MessageRecord): Promise<OutboxEntry> {
  const recipients = recipientList(sent)
  for (const r of recipients) {
    const copy =
      r.user === null
        ? undefined
        : db.messages.findFirst((q) => q.where({ owner: r.user!, message_id: sent.message_id }))
    r.copyUid = copy?.uid ?? null
    const unknownColleague = r.user === null && isInternalAddress(r.address)
    r.status = unknownColleague ? 'deliver_fail' : 'deliver'
    if (unknownColleague) r.reason = 'noSuchUser'
  }
  const entry: OutboxEntry = {
    sender,
    messageId: sent.message_id,
    sentUid: sent.uid,
    mail: {
      subject: sent.subject,
      mfrom: sent.mfrom,
      to: sent.to,
      cc: sent.cc,
      bcc: sent.bcc,
      reply_to: sent.reply_to,
      is_html: sent.is_html,
      html_text: sent.html_text,
      plain_text: sent.plain_text,
      attachments: [],
      is_priority: sent.flags.includes('umail-emergent'),
      mail_level: sent.mail_level,
      receipt: false,
      password: null,
      burn: null,
      partsend: false,
    },
    recipients,
    phase: 'sent',
    dueMs: null,
    reviewId: null,
  }
  putEntry(entry)
  return entry
}

/** Recalls one recipient's copy; true when it is (or already was) recalled. */
async function recallOne(r: OutboxRecipient): Promise<boolean> {
  if (r.recall === 'recalled') return true
  const fail = (reason: OutboxRecipient['recallReason']) => {
    r.recall = 'failed'
    r.recallReason = reason
    return false
  }
  if (r.status === 'undeliver' || r.status === 'review') {
    r.recall = 'recalled'
    return true
  }
  if (r.status === 'deliver_fail') return fail('gone')
  if (r.user === null) return fail('external')
  if (r.copyUid !== null) {
    const copy = findMessage(r.user, r.copyUid)
    if (!copy) return fail('gone')
    if (copy.flags.includes('\\Seen')) return fail('read')
    await expungeMessage(r.user, r.copyUid)
    r.copyUid = null
  }
  r.recall = 'recalled'
  return true
}

async function afterRecall(entry: OutboxEntry): Promise<void> {
  const waiting = entry.recipients.filter((r) => r.recall !== 'recalled')
  if (waiting.every((r) => r.status !== 'undeliver' && r.status !== 'review')) {
    if (entry.reviewId !== null && waiting.length === 0) withdrawReview(entry.reviewId)
  }
  if (waiting.length === 0 && (entry.phase === 'scheduled' || entry.phase === 'review')) {
    entry.phase = 'recalled'
    entry.reviewId = null
  }
  if (entry.sentUid !== null && entry.recipients.some((r) => r.recall === 'recalled')) {
    await changeMessage(entry.sender, entry.sentUid, (draft) => {
      draft.attrs.is_recall = true
    })
  }
}

/** Whole-mail recall: the number recalled now or before, and failed. */
export async function recallAll(entry: OutboxEntry): Promise<{ ok: number; failed: number }> {
  let ok = 0
  let failed = 0
  // Recipients recalled by an earlier call count as recalled but are not logged again.
  const tried = entry.recipients.filter((r) => r.recall !== 'recalled')
  for (const r of entry.recipients) {
    if (await recallOne(r)) ok++
    else failed++
  }
  await afterRecall(entry)
  await logRecall(entry, tried)
  return { ok, failed }
}

export async function recallRecipient(
  entry: OutboxEntry,
  address: string,
): Promise<boolean | null> {
  const r = entry.recipients.find((x) => x.address.toLowerCase() === address.trim().toLowerCase())
  if (!r) return null
  const again = r.recall === 'recalled'
  const done = await recallOne(r)
  await afterRecall(entry)
  if (!again) await logRecall(entry, [r])
  return done
}
