import type { MailAttachment, MessageRecord, Party } from '../db/index.ts'
import { correspondentsOf } from './mailbox.ts'
import { type Correspondent, DEFAULT_ATTRS, isoAt } from './messages.ts'
import { DEMO_USER, buildUsers } from './org.ts'
import { SEED, deriveRng } from './random.ts'
import { ATTACHMENT_TYPES, SIGN_OFF, TOPICS } from './text/mail-content.ts'

/** The `large` scenario's INBOX: this many messages, none of them stored. */
export const LARGE_INBOX_SIZE = 100_000
/** Virtual uids sit above every stored uid of the mailbox. */
export const LARGE_UID_BASE = 1_000_000
/** Index 0 is the newest; each older message arrived 5 to 9 minutes earlier. */
const MINUTES_APART = 5

/**
 * Every field is its own hash of (index, field), so one field of one row costs a few
 * multiplications: sorting or filtering 100,000 rows never builds 100,000 messages.
 */
function unit(index: number, field: number): number {
  let h = Math.imul(index ^ SEED, 0x9e3779b1) ^ Math.imul(field + 1, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d)
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b)
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296
}

const choose = <T>(items: readonly T[], index: number, field: number): T =>
  items[Math.floor(unit(index, field) * items.length)] as T

let cachedCorrespondents: Correspondent[] | null = null
function correspondents(): Correspondent[] {
  cachedCorrespondents ??= correspondentsOf(buildUsers(deriveRng(SEED, 'users')))
  return cachedCorrespondents
}

const COLOURS = ['green', 'orange', 'blue', 'pink', 'cyan', 'yellow', 'purple', 'gray'] as const

export function largeUid(index: number): number {
  return LARGE_UID_BASE + LARGE_INBOX_SIZE - index
}

export function largeIndexOfUid(uid: number): number | null {
  const index = LARGE_UID_BASE + LARGE_INBOX_SIZE - uid
  return Number.isInteger(index) && index >= 0 && index < LARGE_INBOX_SIZE ? index : null
}

const fillText = (text: string, n: number) =>
  text.replaceAll('{n}', String(n)).replaceAll('{name}', DEMO_USER.realname)

const LANG_SLOT: Record<string, number> = { 'zh-hans': 0, 'zh-tw': 1, en: 2 }
const NUMBERS = 52
/** Per (topic, language, number): subject and the sender-independent part of the plain size. */
const subjectCache: (string | undefined)[] = []
const plainBaseCache: (number | undefined)[] = []

function slotOf(index: number): number {
  const lang = LANG_SLOT[largeFields.sender(index).lang]!
  return (largeFields.topicIndex(index) * 3 + lang) * NUMBERS + largeFields.number(index) - 1
}

/** Cheap fields used to filter and sort without building the message. */
export const largeFields = {
  seen: (index: number) => unit(index, 4) < 0.5 + Math.min(0.45, index / 40_000),
  flagged: (index: number) => unit(index, 5) < 0.07,
  sender: (index: number) => {
    const all = correspondents()
    return choose(all, index, 1)
  },
  topicIndex: (index: number) => Math.floor(unit(index, 2) * TOPICS.length),
  number: (index: number) => 1 + Math.floor(unit(index, 3) * NUMBERS),
  subject: (index: number) => {
    const slot = slotOf(index)
    let subject = subjectCache[slot]
    if (subject === undefined) {
      const topic = TOPICS[largeFields.topicIndex(index)]!
      subject = fillText(topic.subject[largeFields.sender(index).lang], largeFields.number(index))
      subjectCache[slot] = subject
    }
    return subject
  },
  hasAttachments: (index: number) => attachmentNames(index).length > 0,
  /** The message's attachment names, in order (the file core lists them without the message). */
  attachmentNames: (index: number) => attachmentNames(index),
  arrivedMs: (anchorMs: number, index: number) =>
    anchorMs - (index * MINUTES_APART + Math.floor(unit(index, 7) * MINUTES_APART)) * 60_000,
  /** The Date header: sent half a minute before it arrived. */
  datedMs: (anchorMs: number, index: number) => largeFields.arrivedMs(anchorMs, index) - 30_000,
  /** Equals largeMessageAt(index).size without building the message. */
  size: (index: number) => {
    const slot = slotOf(index)
    let base = plainBaseCache[slot]
    if (base === undefined) {
      const lang = largeFields.sender(index).lang
      const topic = TOPICS[largeFields.topicIndex(index)]!
      const n = largeFields.number(index)
      const paragraphs = topic.body[lang].map((p) => fillText(p, n))
      base = `${paragraphs.join('\n\n')}\n\n${SIGN_OFF[lang]}\n`.length
      plainBaseCache[slot] = base
    }
    const plainLength = base + largeFields.sender(index).name.length
    return (
      1800 +
      plainLength * 3 +
      attachmentNames(index).reduce(
        (sum, _name, i) => sum + Math.ceil((attachmentSize(index, i) * 4) / 3),
        0,
      )
    )
  },
}

function attachmentNames(index: number): readonly string[] {
  const topic = TOPICS[largeFields.topicIndex(index)]!
  return topic.attachments?.[largeFields.sender(index).lang] ?? []
}

const attachmentSize = (index: number, i: number) =>
  20_000 + Math.floor(unit(index, 10 + i) * 2_000_000)

/**
 * Message `index` of the large INBOX. Pure: the same index gives the same message on every call,
 * in every run; bodies are built only when `withBody` is asked for.
 */
export function largeMessageAt(index: number, anchorMs: number, withBody = false): MessageRecord {
  const other = largeFields.sender(index)
  const topic = TOPICS[largeFields.topicIndex(index)]!
  const lang = other.lang
  const n = largeFields.number(index)
  const fill = (text: string) => fillText(text, n)
  const arrivedMs = largeFields.arrivedMs(anchorMs, index)
  const uid = largeUid(index)
  const attachments: MailAttachment[] = attachmentNames(index).map((name, i) => ({
    id: uid * 10 + i + 1,
    sid: String(i + 2),
    name,
    size: attachmentSize(index, i),
    content_type:
      ATTACHMENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
    attach_level: 1,
  }))
  const flags: string[] = []
  if (largeFields.seen(index)) flags.push('\\Seen')
  if (largeFields.flagged(index)) flags.push('\\flagged')
  if (unit(index, 6) < 0.08) flags.push(`umail-${choose(COLOURS, index, 8)}`)
  if (unit(index, 9) < 0.03) flags.push('umail-emergent')
  if (attachments.length > 0) flags.push('umail-attach')
  const paragraphs = topic.body[lang].map(fill)
  const plain = `${paragraphs.join('\n\n')}\n\n${SIGN_OFF[lang]}\n${other.name}`
  const html = `<div>${paragraphs.map((p) => `<p>${p}</p>`).join('')}<p>${other.name}</p></div>`
  const owner: Party = [DEMO_USER.email, DEMO_USER.realname]
  return {
    owner: DEMO_USER.username,
    uid,
    folder: 'INBOX',
    subject: fill(topic.subject[lang]),
    mfrom: [other.address, other.name],
    to: [owner],
    cc: [],
    bcc: [],
    reply_to: '',
    date: isoAt(largeFields.datedMs(anchorMs, index)),
    internaldate: isoAt(arrivedMs),
    flags,
    tags: [],
    is_html: true,
    html_text: withBody ? html : '',
    plain_text: withBody ? plain : '',
    attachments,
    remark: '',
    message_id: `<large-${index}@${other.address.split('@')[1] ?? 'example.com'}>`,
    attrs: { ...DEFAULT_ATTRS },
    refw_type: '',
    size:
      1800 +
      plain.length * 3 +
      attachments.reduce((sum, a) => sum + Math.ceil((a.size * 4) / 3), 0),
    mail_level: 1,
    language: lang,
  }
}

const sharedTexts = new Map<string, { subject: string; body: string; attach: string }>()

/**
 * The lower-cased search texts of message `index` that depend only on its topic, language and
 * number, shared by every row with the same three: search tests each distinct text once.
 */
export function largeTexts(index: number): { subject: string; body: string; attach: string } {
  const topicIndex = largeFields.topicIndex(index)
  const lang = largeFields.sender(index).lang
  const n = largeFields.number(index)
  const key = `${topicIndex}|${lang}|${n}`
  let texts = sharedTexts.get(key)
  if (!texts) {
    const topic = TOPICS[topicIndex]!
    const fill = (text: string) => fillText(text, n)
    texts = {
      subject: fill(topic.subject[lang]).toLowerCase(),
      body: `${topic.body[lang].map(fill).join('\n\n')}\n\n${SIGN_OFF[lang]}`.toLowerCase(),
      attach: (topic.attachments?.[lang] ?? []).join('\n').toLowerCase(),
    }
    sharedTexts.set(key, texts)
  }
  return texts
}

/** The large INBOX as a computed-INBOX source (mocks/seed/virtualInbox.ts). */
export const largeSource = {
  size: LARGE_INBOX_SIZE,
  uid: largeUid,
  indexOfUid: largeIndexOfUid,
  datedMs: largeFields.datedMs,
  seen: largeFields.seen,
  flagged: largeFields.flagged,
  hasAttachments: largeFields.hasAttachments,
  attachmentNames: largeFields.attachmentNames,
  sender: largeFields.sender,
  subject: largeFields.subject,
  messageSize: largeFields.size,
  messageAt: largeMessageAt,
  texts: largeTexts,
}
