import {
  type MailAttachment,
  type MessageAttrs,
  type MessageRecord,
  type Party,
  db,
} from '../db/index.ts'
import { DEFAULT_ATTRS, isoAt } from '../seed/messages.ts'
import { DEMO_USER } from '../seed/org.ts'
import { MAIL_DOMAIN } from '../seed/text/names.ts'
import { now } from '../state.ts'
import { rowOf } from './folderIndex.ts'
import { folderOf, internalWrite, mailboxIndex, nextUid } from './mailboxIndex.ts'
import { textOf } from './search.ts'
import { flushDurably } from '../durability.ts'
import { bytesToBase64, escapeHtml, htmlToText, utf8 } from './bytes.ts'
import { contentTypeOf } from './attachmentContent.ts'
import { keepRaw } from './rawStore.ts'

export interface AddAttachmentInput {
  name: string
  /** Bytes; defaults to the content's length (0 without content). */
  size?: number
  /** Text (stored as UTF-8) or bytes. */
  content?: string | Uint8Array
  content_type?: string
  /** Content-ID without <> (an inline part the html body refers to as cid:). */
  content_id?: string
  /** Content-Location as written in the part (MHTML: the html body refers to it by this URL). */
  content_location?: string
  is_inline?: boolean
  /** MIME part number in the source message (imports). */
  part?: string
  /** Charset of a text file's bytes, when not UTF-8. */
  charset?: string
}

/** A new message; everything but the subject has a sensible default. */
export interface AddMessageInput {
  /** Mailbox owner (username); default the demo user. */
  owner?: string
  /** Folder raw_name; default INBOX. It must exist. */
  folder?: string
  subject: string
  mfrom?: Party
  to?: Party[]
  cc?: Party[]
  bcc?: Party[]
  reply_to?: string
  /** When sent / arrived: ISO string or ms; default the server clock. */
  date?: string | number
  internaldate?: string | number
  html_text?: string
  plain_text?: string
  /** Default: whether html_text was given. */
  is_html?: boolean
  attachments?: AddAttachmentInput[]
  /** Default: none in INBOX-like folders, \Seen in Sent and Drafts. */
  flags?: string[]
  tags?: string[]
  remark?: string
  message_id?: string
  attrs?: Partial<MessageAttrs>
  refw_type?: string
  mail_level?: number
  language?: MessageRecord['language']
  /** The base relative references in the html body resolve against (Content-Base / -Location). */
  content_base?: string
  /** Bytes of the whole message (an imported .eml's length); default an estimate from the parts. */
  size?: number
  /** The mail has no readable Date header: none is invented, `date` repeats the arrival time. */
  date_missing?: boolean
  /**
   * The bytes it arrived as (an import), or how to make them once from the new record (an
   * internal delivery). Kept as the original (rawStore.ts); the size is their length.
   */
  raw?: Uint8Array | ((record: MessageRecord) => string)
  /** Online attachments: links to the sender's transit-area files (outbox/online.ts). */
  online_attachments?: MessageRecord['online_attachments']
}

const asIso = (value: string | number | undefined, fallback: number) =>
  typeof value === 'string' ? value : isoAt(value ?? fallback)

function attachmentsOf(input: AddAttachmentInput[], uid: number): MailAttachment[] {
  return input.map((a, i) => {
    const bytes =
      a.content === undefined
        ? undefined
        : typeof a.content === 'string'
          ? utf8.encode(a.content)
          : a.content
    return {
      id: uid * 10 + i + 1,
      sid: String(i + 2),
      name: a.name,
      size: a.size ?? bytes?.length ?? 0,
      content_type: a.content_type ?? contentTypeOf(a.name),
      attach_level: 1,
      ...(bytes ? { content: bytesToBase64(bytes) } : {}),
      ...(a.content_id ? { content_id: a.content_id, is_inline: a.is_inline ?? false } : {}),
      ...(a.part ? { part: a.part } : {}),
      ...(a.charset ? { charset: a.charset } : {}),
      ...(a.content_location
        ? { content_location: a.content_location, is_inline: a.is_inline ?? false }
        : {}),
    }
  })
}

/** Owner's party for defaults: [address, real name]. */
function ownerParty(owner: string): Party {
  const user = db.users.findFirst((q) => q.where({ username: owner }))
  return user ? [user.email, user.realname] : [`${owner}@${MAIL_DOMAIN}`, owner]
}

/**
 * Inserts a message for `owner` into `folder`, keeping every index and counter right, and
 * returns the stored record once it is saved (the demo's IndexedDB): a page loaded right after
 * a delivery or an import shows the mail. The .eml import and the control surface's
 * deliverMessage come through here.
 */
export async function addMessage(input: AddMessageInput): Promise<MessageRecord> {
  const owner = input.owner ?? DEMO_USER.username
  const folder = input.folder ?? 'INBOX'
  if (!db.folders.findFirst((q) => q.where({ owner, raw_name: folder }))) {
    throw new Error(`addMessage: ${owner} has no folder "${folder}"`)
  }
  const uid = nextUid(owner)
  const me = ownerParty(owner)
  const outgoing = folder === 'Sent' || folder === 'Drafts'
  const isHtml = input.is_html ?? input.html_text !== undefined
  const html =
    input.html_text ??
    (isHtml ? `<div>${escapeHtml(input.plain_text ?? '').replaceAll('\n', '<br>')}</div>` : '')
  const plain = input.plain_text ?? (html ? htmlToText(html) : '')
  const attachments = attachmentsOf(input.attachments ?? [], uid)
  const flags = [...(input.flags ?? (outgoing ? ['\\Seen'] : []))]
  if (attachments.length > 0 && !flags.includes('umail-attach')) flags.push('umail-attach')
  const tags = input.tags ?? []
  for (const tag of tags) if (!flags.includes(tag)) flags.push(tag)
  const arrived = now()
  const size =
    input.size ??
    1200 +
      utf8.encode(html + plain).length +
      attachments.reduce((sum, a) => sum + Math.ceil((a.size * 4) / 3), 0)
  const record: MessageRecord = {
    owner,
    uid,
    folder,
    subject: input.subject,
    mfrom: input.mfrom ?? (outgoing ? me : ['noreply@example.com', 'Example']),
    to: input.to ?? [me],
    cc: input.cc ?? [],
    bcc: input.bcc ?? [],
    reply_to: input.reply_to ?? '',
    date: input.date_missing
      ? asIso(input.internaldate, arrived)
      : asIso(input.date, arrived - 30_000),
    internaldate: asIso(input.internaldate, arrived),
    flags,
    tags,
    is_html: isHtml,
    html_text: isHtml ? html : '',
    plain_text: plain,
    attachments,
    remark: input.remark ?? '',
    message_id: input.message_id ?? `<${owner}.${uid}.${arrived}@${MAIL_DOMAIN}>`,
    attrs: { ...DEFAULT_ATTRS, ...input.attrs },
    refw_type: input.refw_type ?? '',
    size,
    ...(input.content_base === undefined ? {} : { content_base: input.content_base }),
    mail_level: input.mail_level ?? 1,
    language: input.language ?? 'zh-hans',
    ...(input.date_missing ? { date_missing: true } : {}),
    ...(input.online_attachments?.length ? { online_attachments: input.online_attachments } : {}),
  }
  if (input.raw !== undefined) {
    const bytes = typeof input.raw === 'function' ? utf8.encode(input.raw(record)) : input.raw
    record.raw_id = await keepRaw(bytes)
    record.size = bytes.length
  }
  const index = mailboxIndex(owner)
  const stored = await internalWrite(() => db.messages.create(record))
  const row = rowOf(stored, true)
  folderOf(index, folder).add(row)
  index.byUid.set(uid, row)
  // Each new mail pays for its own search texts: the first search then builds none.
  textOf(row, () => stored)
  await flushDurably()
  return stored
}
