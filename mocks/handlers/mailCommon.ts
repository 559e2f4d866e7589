import type { components } from '../../src/api/schema.gen.ts'
import { type MessageRecord, type TagRecord, db } from '../db/index.ts'
import { flushDurably } from '../durability.ts'
import { message } from '../i18n.ts'
import { folderExists } from '../mail/store.ts'
import { type AuthContext, checkAuth, detail } from './http.ts'
import { invalidFields } from './paging.ts'

type MailListItem = components['schemas']['MailListItem']
type Message = components['schemas']['Message']
type MessageAttrs = components['schemas']['MessageAttrs']

export const COLOUR_FLAG = /^umail-(green|orange|blue|pink|cyan|yellow|purple|gray)$/

export function tagsOf(owner: string): Map<string, TagRecord> {
  return new Map(db.tags.findMany((q) => q.where({ owner })).map((t) => [t.tagname, t]))
}

function tagList(m: MessageRecord, tags: ReadonlyMap<string, TagRecord>) {
  return m.tags.flatMap((tagname) => {
    const tag = tags.get(tagname)
    return tag ? [{ tagname: tag.tagname, name: tag.name, color: tag.color }] : []
  })
}

export function toListItem(m: MessageRecord, tags: ReadonlyMap<string, TagRecord>): MailListItem {
  const colour = m.flags.find((f) => COLOUR_FLAG.test(f))
  return {
    uid: m.uid,
    raw_name: m.folder,
    subject: m.subject,
    mfrom: m.mfrom,
    to: m.to,
    flags: m.flags,
    date: m.date,
    ...(m.date_missing ? { date_missing: true } : {}),
    internaldate: m.internaldate,
    size: m.size,
    remark: m.remark,
    tags: tagList(m, tags),
    is_move: false,
    isread: m.flags.includes('\\Seen'),
    flagged: m.flags.includes('\\flagged'),
    color: colour ? colour.slice('umail-'.length) : '',
  }
}

/**
 * The reader's view of a message. A protected mail hides its body (and attachments) until
 * decrypted; the sender's own copy alone carries the password. Attachment bytes never travel
 * here: they have their own download call.
 */
export function toMessage(
  m: MessageRecord,
  tags: ReadonlyMap<string, TagRecord>,
  options: { opened?: boolean; mode?: 'html' | 'text' } = {},
): Message {
  const locked = m.attrs.is_password && !options.opened
  const outgoing = m.folder === 'Sent' || m.folder === 'Drafts'
  const asText = options.mode === 'text' && m.is_html
  const attrs: MessageAttrs = {
    ...m.attrs,
    calendar_event_id: m.attrs.calendar_event_id ?? undefined,
    calendar_eventer_status: m.attrs
      .calendar_eventer_status as MessageAttrs['calendar_eventer_status'],
    burn_day: m.attrs.burn_day || undefined,
    password: outgoing ? m.attrs.password : undefined,
  }
  return {
    uid: m.uid,
    folder: m.folder,
    subject: m.subject,
    mfrom: m.mfrom,
    to: m.to,
    cc: m.cc,
    bcc: outgoing ? m.bcc : [],
    date: m.date,
    ...(m.date_missing ? { date_missing: true } : {}),
    internaldate: m.internaldate,
    flags: m.flags,
    tags: tagList(m, tags),
    is_html: locked ? false : asText ? false : m.is_html,
    html_text: locked || asText ? '' : m.html_text,
    plain_text: locked ? '' : m.plain_text,
    attachments: locked
      ? []
      : m.attachments.map((a) => ({
          id: a.id,
          name: a.name,
          size: a.size,
          sid: a.sid,
          attach_level: a.attach_level as 1 | 2 | 3 | 4 | 5,
          ...(a.content_id ? { content_id: a.content_id, is_inline: a.is_inline ?? false } : {}),
          ...(a.content_location
            ? { content_location: a.content_location, is_inline: a.is_inline ?? false }
            : {}),
        })),
    remark: m.remark,
    message_id: m.message_id,
    attrs,
    reply_to: m.reply_to,
    refw_type: m.refw_type,
    size: m.size,
    ...(m.content_base === undefined || locked ? {} : { content_base: m.content_base }),
    ...(m.online_attachments?.length && !locked
      ? { online_attachments: m.online_attachments }
      : {}),
  }
}

/** Reading is always allowed; changing mail in a shared mailbox needs write or full control. */
export function writeRefusal(auth: AuthContext): Response | null {
  if (auth.mailbox === auth.user.username) return null
  const share = db.sharedMailboxes.findFirst((q) =>
    q.where({ owner: auth.mailbox, grantee: auth.user.username }),
  )
  if (share && (share.permission === 'all' || share.permission === 'write')) return null
  return detail(403, message('sharedNoPermission', auth.lang))
}

/** `checkAuth` then `writeRefusal`: the preamble of every handler that changes the mailbox's data. */
export async function checkWriteAuth(
  request: Request,
  cookies?: Record<string, string>,
): Promise<AuthContext | Response> {
  const auth = await checkAuth(request, cookies)
  if (auth instanceof Response) return auth
  return writeRefusal(auth) ?? auth
}

export function invalid(auth: AuthContext, ...fields: string[]): Response {
  return invalidFields(auth, fields)
}

export const isUidList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => Number.isInteger(v))

/** 400 with the spec's folder text when the folder is gone, else null. */
export function missingFolder(auth: AuthContext, folder: unknown): Response | null {
  if (typeof folder === 'string' && folderExists(auth.mailbox, folder)) return null
  return detail(400, message('folderMissing', auth.lang))
}

export const notFound = (auth: AuthContext) => detail(404, message('mailNotFound', auth.lang))

export const ok = (text?: string) => ({ success: true, ...(text ? { message: text } : {}) })

/** The demo saves to IndexedDB after changes; answer only once a reload would see them. */
export const durable = flushDurably
