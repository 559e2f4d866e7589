import type { MailAttachment, MessageAttrs, MessageRecord, Party } from '../db/index.ts'
import { type Rng, chance, hexId, int, pick, sample } from './random.ts'
import { ATTACHMENT_TYPES, REMARKS, SIGN_OFF, TOPICS, type Topic } from './text/mail-content.ts'
import { type Lang, MAIL_DOMAIN } from './text/names.ts'

export interface Correspondent {
  address: string
  name: string
  lang: Lang
  external: boolean
}

export interface MailboxOwner {
  username: string
  email: string
  realname: string
}

export interface MessageSpec {
  owner: MailboxOwner
  folder: string
  uid: number
  /** Minutes before the anchor the mail arrived. */
  ageMinutes: number
  anchorMs: number
  correspondents: Correspondents
  tagnames: readonly string[]
}

/** Split once per mailbox rather than once per message. */
export interface Correspondents {
  internal: readonly Correspondent[]
  external: readonly Correspondent[]
}

export function splitCorrespondents(all: readonly Correspondent[]): Correspondents {
  return { internal: all.filter((c) => !c.external), external: all.filter((c) => c.external) }
}

const COLOURS = ['green', 'orange', 'blue', 'pink', 'cyan', 'yellow', 'purple', 'gray'] as const
const OUTGOING = new Set(['Sent', 'Drafts'])
const BULK_TOPICS = TOPICS.filter((t) => t.bulk === true)

/** The attrs of an ordinary mail: nothing protected, burning, recallable or calendar-related. */
export const DEFAULT_ATTRS: MessageAttrs = {
  is_password: false,
  password: '',
  is_notify: false,
  is_burn: false,
  burn_left: 0,
  burn_day: '',
  is_canrecall: false,
  is_recall: false,
  is_return_path: false,
  return_path: '',
  is_calendar: false,
  is_calendar_event: false,
  is_calendar_event_deleted: false,
  calendar_event_id: null,
  calendar_eventer_status: 'start',
}

/** UTC+8 wall-clock ISO strings, as a Chinese server would send them. */
export function isoAt(ms: number): string {
  const shifted = new Date(ms + 8 * 3600_000).toISOString()
  return `${shifted.slice(0, 19)}+08:00`
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c)
const utf8 = new TextEncoder()

function fill(text: string, n: number, name: string): string {
  return text.replaceAll('{n}', String(n)).replaceAll('{name}', name)
}

function makeAttachments(rng: Rng, topic: Topic, lang: Lang, uid: number): MailAttachment[] {
  const names = topic.attachments?.[lang] ?? []
  return names.map((name, index) => {
    const ext = name.slice(name.lastIndexOf('.') + 1)
    // A few attachments sit above the 10 MB preview limit so the UI can show its refusal.
    const size = chance(rng, 0.04) ? int(rng, 10_500_000, 14_000_000) : int(rng, 18_000, 2_400_000)
    return {
      id: uid * 10 + index + 1,
      sid: String(index + 2),
      name,
      size,
      content_type: ATTACHMENT_TYPES[ext] ?? 'application/octet-stream',
      attach_level: 1,
    }
  })
}

function makeBodies(paragraphs: string[], lang: Lang, signer: string) {
  const signOff = SIGN_OFF[lang]
  const plain = `${paragraphs.join('\n\n')}\n\n${signOff}\n${signer}`
  const html =
    `<div style="font-family: 'Microsoft YaHei', Arial, sans-serif; font-size: 14px;">` +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p>${escapeHtml(signOff).replace('\n', '<br>')}<br><strong>${escapeHtml(signer)}</strong></p>` +
    `</div>`
  return { plain, html }
}

/**
 * One message, fully determined by `rng` and `spec`: the default seed and the lazily generated
 * large scenario both call this, so a row computed on demand equals one that was stored.
 */
export function makeMessage(rng: Rng, spec: MessageSpec): MessageRecord {
  const outgoing = OUTGOING.has(spec.folder)
  const bulkFolder = spec.folder === 'Spam' || spec.folder === 'Virus'
  const externals = spec.correspondents.external
  const internals = spec.correspondents.internal
  const other =
    bulkFolder || (!outgoing && chance(rng, 0.25)) ? pick(rng, externals) : pick(rng, internals)
  const topic = pick(rng, bulkFolder ? BULK_TOPICS : TOPICS)
  const lang = other.lang
  const n = int(rng, 1, 52)

  const ownerParty: Party = [spec.owner.email, spec.owner.realname]
  const otherParty: Party = [other.address, other.name]
  const extraTo = sample(rng, internals, chance(rng, 0.3) ? int(rng, 1, 3) : 0)
    .filter((c) => c.address !== spec.owner.email && c.address !== other.address)
    .map((c): Party => [c.address, c.name])
  const mfrom = outgoing ? ownerParty : otherParty
  const to = outgoing ? [otherParty, ...extraTo] : [ownerParty, ...extraTo]
  const cc = chance(rng, 0.15) ? [pick(rng, internals)].map((c): Party => [c.address, c.name]) : []

  const recipientName = outgoing ? other.name : spec.owner.realname
  const paragraphs = topic.body[lang].map((p) => fill(p, n, recipientName))
  const bodies = makeBodies(paragraphs, lang, mfrom[1])
  const isHtml = chance(rng, 0.85)
  const attachments = makeAttachments(rng, topic, lang, spec.uid)

  const arrivedMs = spec.anchorMs - spec.ageMinutes * 60_000
  const sentMs = arrivedMs - int(rng, 5, 90) * 1000
  const seen =
    outgoing ||
    spec.folder === 'Trash' ||
    chance(rng, Math.min(0.95, 0.35 + spec.ageMinutes / 20_000))

  const flags: string[] = []
  const tags: string[] = []
  if (seen) flags.push('\\Seen')
  if (chance(rng, 0.07)) flags.push('\\flagged')
  if (!outgoing && seen && chance(rng, 0.18)) flags.push('Answered')
  if (chance(rng, 0.04)) flags.push('umail-forword')
  if (chance(rng, 0.09)) flags.push(`umail-${pick(rng, COLOURS)}`)
  if (!outgoing && chance(rng, 0.04)) flags.push('umail-emergent')
  if (attachments.length > 0) flags.push('umail-attach')
  if (spec.tagnames.length > 0 && chance(rng, 0.1)) {
    for (const tag of sample(rng, spec.tagnames, int(rng, 1, 2))) tags.push(tag)
  }
  flags.push(...tags)

  const attrs: MessageAttrs = { ...DEFAULT_ATTRS }
  if (spec.folder === 'Sent') attrs.is_canrecall = spec.ageMinutes < 60 * 24 * 3
  if (spec.folder === 'INBOX' && !other.external && chance(rng, 0.025)) {
    attrs.is_calendar = true
    attrs.is_calendar_event = true
  }
  if (spec.folder === 'Sent' && chance(rng, 0.03)) {
    flags.push('umail-schedule')
  }

  const remark = chance(rng, 0.04) ? pick(rng, REMARKS[lang]) : ''
  const textBytes = utf8.encode(bodies.html + bodies.plain).length
  const size =
    1200 + textBytes + attachments.reduce((sum, a) => sum + Math.ceil((a.size * 4) / 3), 0)

  return {
    owner: spec.owner.username,
    uid: spec.uid,
    folder: spec.folder,
    subject: fill(topic.subject[lang], n, recipientName),
    mfrom,
    to,
    cc,
    bcc: [],
    reply_to: '',
    date: isoAt(sentMs),
    internaldate: isoAt(arrivedMs),
    flags,
    tags,
    is_html: isHtml,
    html_text: isHtml ? bodies.html : '',
    plain_text: bodies.plain,
    attachments,
    remark,
    message_id: `<${hexId(rng, 20)}@${outgoing ? MAIL_DOMAIN : other.address.split('@')[1]}>`,
    attrs,
    refw_type: '',
    size,
    mail_level: 1,
    language: lang,
  }
}
