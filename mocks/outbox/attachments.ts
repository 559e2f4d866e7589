/**
 * Turns the form's attachment references ([id, attach_level]) into files. An id may name a part
 * of the mail being replied to / forwarded / edited (or of the draft), a file on the personal disk
 * or in the transit area (uploads land there), a file of the personal file core (an attachment of
 * any of the mailbox's mail, mail/personalAttachments.ts), a company-disk file the sender may
 * download, or `eml:<uid>` for "forward as attachment" (the original mail as an .eml file).
 */
import { type DiskEntryRecord, type MailAttachment, type MessageRecord, db } from '../db/index.ts'
import { canDownload, itemPermission } from '../disk/companyAccess.ts'
import { base64ToBytes } from '../mail/bytes.ts'
import { findPersonalFile } from '../mail/personalAttachments.ts'
import { sourceBytes } from '../mail/rawStore.ts'
import { findMessage } from '../mail/store.ts'
import type { PreparedMail } from './store.ts'

type AttachRef = readonly [number | string, number]
type PreparedAttachment = PreparedMail['attachments'][number]

export interface AttachmentSources {
  mailbox: string
  /** Mails whose parts may be referenced: the original of a reply/forward, the draft. */
  mails: MessageRecord[]
}

export const EML_PREFIX = 'eml:'

function fromPart(part: MailAttachment, level: number): PreparedAttachment {
  return {
    name: part.name,
    size: part.size,
    content_type: part.content_type,
    attach_level: level,
    ...(part.content !== undefined ? { content: base64ToBytes(part.content) } : {}),
    ...(part.content_id ? { content_id: part.content_id, is_inline: part.is_inline ?? false } : {}),
  }
}

function fromEml(
  sources: AttachmentSources,
  ref: string,
  level: number,
): PreparedAttachment | null {
  const uid = Number(ref.slice(EML_PREFIX.length))
  if (!Number.isInteger(uid)) return null
  const original = findMessage(sources.mailbox, uid)
  if (!original) return null
  const base = original.subject.trim() || String(uid)
  return {
    name: `${base.replace(/[\\/:*?"<>|]/g, '_')}.eml`,
    content: sourceBytes(original),
    content_type: 'message/rfc822',
    attach_level: level,
  }
}

function fromDisk(
  mailbox: string,
  id: number,
  disks: readonly ('pfile' | 'afile' | 'cfile')[],
  level: number,
): PreparedAttachment | null {
  const entry = db.diskEntries.findFirst((q) => q.where({ id }))
  if (!entry || entry.is_folder || !disks.includes(entry.disk)) return null
  // The company disk is shared by everyone (owner ''); the other two belong to one mailbox.
  if (entry.disk !== 'cfile' && entry.owner !== mailbox) return null
  if (entry.disk === 'cfile' && !mayDownloadCompany(mailbox, entry)) return null
  return {
    name: entry.name,
    size: entry.size,
    content_type: entry.content_type,
    attach_level: level,
  }
}

/** Attaching a company file is downloading it: the sending mailbox needs that permission. */
function mayDownloadCompany(mailbox: string, entry: DiskEntryRecord): boolean {
  const user = db.users.findFirst((q) => q.where({ username: mailbox }))
  return user !== undefined && canDownload(itemPermission(user, entry))
}

function fromPersonal(mailbox: string, id: number, level: number): PreparedAttachment | null {
  const file = findPersonalFile(mailbox, id)
  return file ? fromPart(file.part, level) : null
}

function fromMails(sources: AttachmentSources, id: number, level: number) {
  for (const mail of sources.mails) {
    const part = mail.attachments.find((a) => a.id === id)
    if (part) return fromPart(part, level)
  }
  return null
}

export type ResolvedAttachments =
  { ok: true; attachments: PreparedAttachment[] } | { ok: false; missing: string }

/** Every reference resolved in order (local, then disk, then company), or the first missing id. */
export function resolveAttachments(
  sources: AttachmentSources,
  local: readonly AttachRef[] = [],
  net: readonly AttachRef[] = [],
  company: readonly AttachRef[] = [],
): ResolvedAttachments {
  const out: PreparedAttachment[] = []
  for (const [id, level] of local) {
    const numeric = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : null
    const found =
      typeof id === 'string' && id.startsWith(EML_PREFIX)
        ? fromEml(sources, id, level)
        : numeric === null
          ? null
          : (fromMails(sources, numeric, level) ??
            fromDisk(sources.mailbox, numeric, ['afile', 'pfile'], level) ??
            fromPersonal(sources.mailbox, numeric, level))
    if (!found) return { ok: false, missing: String(id) }
    out.push(found)
  }
  for (const [list, disks] of [
    [net, ['pfile']],
    [company, ['cfile']],
  ] as const) {
    for (const [id, level] of list) {
      const found = fromDisk(sources.mailbox, Number(id), disks, level)
      if (!found) return { ok: false, missing: String(id) }
      out.push(found)
    }
  }
  return { ok: true, attachments: out }
}
