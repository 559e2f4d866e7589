import type { MailAttachment, Party } from '../db/index.ts'
import { DEFAULT_ATTRS, isoAt } from './messages.ts'
import { DEMO_USER } from './org.ts'
import type { VirtualInboxSource } from './virtualInbox.ts'
import {
  ATT_NAMES,
  ATT_TYPES,
  DAYS,
  DOMAINS,
  EN_NAMES,
  EN_SENT,
  EN_SUBJ,
  MIX_SUBJ,
  ZH_NAMES,
  ZH_SENT,
  ZH_SUBJ,
} from './text/race-vocabulary.ts'

/**
 * The `race` scenario's INBOX (`npm run bench:race`): `raceInbox.size` computed mails with the
 * mix of Roundcube's fill-mailbox.py — Chinese / English / mixed subjects and senders, ~12% with
 * one or two attachments, ~5% plain text only, ~20% replies, ~3% flagged, dates spread over 365
 * days, older mail read and about half of the newest 5% unread. The same index gives the same
 * mail in every run; the texts are the script's, the random draws are not (hashes per field
 * instead of one Python RNG stream), so the mix matches, not the individual mails.
 */
export const raceInbox = { size: 1500 }

export const RACE_UID_BASE = 2_000_000
const SPAN_MS = 365 * 86_400_000
const SALT = 0x5eed_2026

const F = {
  zh: 1,
  name: 2,
  domain: 3,
  user: 4,
  kind: 5,
  template: 6,
  reply: 7,
  jitter: 8,
  seen: 9,
  seenNew: 10,
  flagged: 11,
  attach: 12,
  attachCount: 13,
  plain: 14,
  fill: 20,
  attachName: 40,
  body: 60,
} as const

function unit(index: number, field: number): number {
  let h = Math.imul(index ^ SALT, 0x9e3779b1) ^ Math.imul(field + 1, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d)
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b)
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296
}

const pick = <T>(items: readonly T[], index: number, field: number): T =>
  items[Math.floor(unit(index, field) * items.length)] as T
const between = (low: number, high: number, index: number, field: number) =>
  low + Math.floor(unit(index, field) * (high - low + 1))

/** fill() of fill-mailbox.py: {day}, {n}, {num}, {q}, {name}, each its own draw. */
function fill(template: string, index: number, field: number): string {
  return template
    .replaceAll('{day}', pick(DAYS, index, field))
    .replaceAll('{n}', String(between(2, 52, index, field + 1)))
    .replaceAll('{num}', String(between(10000, 99999, index, field + 2)))
    .replaceAll('{q}', String(between(1, 4, index, field + 3)))
    .replaceAll('{name}', pick([...EN_NAMES, ...ZH_NAMES], index, field + 4))
}

const isZh = (index: number) => unit(index, F.zh) < 0.45

function sender(index: number): { name: string; address: string } {
  const name = pick(isZh(index) ? ZH_NAMES : EN_NAMES, index, F.name)
  const address = `u${between(1, 400, index, F.user)}@${pick(DOMAINS, index, F.domain)}`
  return { name, address }
}

function subject(index: number, size: number): string {
  const kind = unit(index, F.kind)
  const templates = kind < 0.4 ? ZH_SUBJ : kind < 0.8 ? EN_SUBJ : MIX_SUBJ
  const text = fill(pick(templates, index, F.template), index, F.fill)
  // The oldest mail has nothing to answer.
  const reply = index < size - 1 && unit(index, F.reply) < 0.2
  return reply && !text.startsWith('Re:') ? `Re: ${text}` : text
}

function attachmentNames(index: number): string[] {
  if (unit(index, F.attach) >= 0.12) return []
  const count = unit(index, F.attachCount) < 0.8 ? 1 : 2
  return Array.from({ length: count }, (_, i) =>
    fill(pick(ATT_NAMES, index, F.attachName + i * 6), index, F.attachName + i * 6 + 1),
  )
}

const attachmentSize = (index: number, i: number) => between(4_000, 150_000, index, 90 + i)

function paragraphs(index: number): string[] {
  const zhRatio = unit(index, F.zh)
  const count = between(1, 6, index, F.body)
  return Array.from({ length: count }, (_, p) => {
    const base = F.body + 1 + p * 12
    const sentences = between(1, 5, index, base)
    return Array.from({ length: sentences }, (_, s) =>
      unit(index, base + 1 + s * 2) < zhRatio
        ? pick(ZH_SENT, index, base + 2 + s * 2)
        : pick(EN_SENT, index, base + 2 + s * 2),
    ).join(' ')
  })
}

function bodies(index: number): { plain: string; html: string } {
  const name = sender(index).name
  const greet = isZh(index) ? `${name}：` : 'Hi,'
  const paras = paragraphs(index)
  const plain = `${greet}\n\n${paras.join('\n\n')}\n\n--\n${name}\n`
  const html =
    `<div style="font-family:Arial,sans-serif"><p>${greet}</p>` +
    paras.map((p) => `<p>${p}</p>`).join('') +
    `<p>--<br><b>${name}</b><br><a href="https://www.example.com/">www.example.com</a></p></div>`
  return { plain, html }
}

const sources = new Map<number, VirtualInboxSource>()

/** The computed INBOX of `size` mails (cached per size: its functions are pure). */
export function raceSource(size: number): VirtualInboxSource {
  let source = sources.get(size)
  if (source) return source
  const step = SPAN_MS / size
  const uid = (index: number) => RACE_UID_BASE + size - index
  const messageSize = (index: number) => {
    const { plain, html } = bodies(index)
    const parts = attachmentNames(index).reduce(
      (sum, _name, i) => sum + Math.ceil((attachmentSize(index, i) * 4) / 3),
      0,
    )
    return 900 + plain.length * 2 + (unit(index, F.plain) < 0.05 ? 0 : html.length * 2) + parts
  }
  source = {
    size,
    uid,
    indexOfUid(value) {
      const index = RACE_UID_BASE + size - value
      return Number.isInteger(index) && index >= 0 && index < size ? index : null
    },
    // A jitter under one step keeps the order strict: newest first by index.
    datedMs: (anchorMs, index) => anchorMs - Math.floor((index + unit(index, F.jitter)) * step),
    seen: (index) => (index + 1) / size > 0.05 || unit(index, F.seenNew) < 0.5,
    flagged: (index) => unit(index, F.flagged) < 0.03,
    hasAttachments: (index) => unit(index, F.attach) < 0.12,
    attachmentNames,
    sender,
    subject: (index) => subject(index, size),
    messageSize,
    messageAt(index, anchorMs, withBody = false) {
      const from = sender(index)
      const id = uid(index)
      const plainOnly = unit(index, F.plain) < 0.05
      const attachments: MailAttachment[] = attachmentNames(index).map((name, i) => ({
        id: id * 10 + i + 1,
        sid: String(i + 2),
        name,
        size: attachmentSize(index, i),
        content_type:
          ATT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        attach_level: 1,
      }))
      const flags: string[] = []
      if (source!.seen(index)) flags.push('\\Seen')
      if (source!.flagged(index)) flags.push('\\flagged')
      if (attachments.length > 0) flags.push('umail-attach')
      const body = withBody ? bodies(index) : { plain: '', html: '' }
      const owner: Party = [DEMO_USER.email, DEMO_USER.realname]
      const dated = source!.datedMs(anchorMs, index)
      return {
        owner: DEMO_USER.username,
        uid: id,
        folder: 'INBOX',
        subject: subject(index, size),
        mfrom: [from.address, from.name],
        to: [owner],
        cc: [],
        bcc: [],
        reply_to: '',
        date: isoAt(dated),
        internaldate: isoAt(dated),
        flags,
        tags: [],
        is_html: !plainOnly,
        html_text: plainOnly ? '' : body.html,
        plain_text: body.plain,
        attachments,
        remark: '',
        message_id: `<race-${index}@${from.address.split('@')[1] ?? 'example.com'}>`,
        attrs: { ...DEFAULT_ATTRS },
        refw_type: '',
        size: messageSize(index),
        mail_level: 1,
        language: isZh(index) ? 'zh-hans' : 'en',
      }
    },
    texts(index) {
      const { plain } = bodies(index)
      return {
        subject: subject(index, size).toLowerCase(),
        body: plain.toLowerCase(),
        attach: attachmentNames(index).join('\n').toLowerCase(),
      }
    },
  }
  sources.set(size, source)
  return source
}
