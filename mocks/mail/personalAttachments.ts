/**
 * The personal file core (GET /api/attachment/personal/): the files attached to the mailbox's
 * mail, newest mail first. Mail the user cannot simply open is left out — Drafts, Trash, Spam,
 * Virus, folders behind the folder lock, password and burn mail — and so are inline images.
 *
 * Each file's id is what the send form's `attachments` list takes to attach it again. It must
 * not be read as anything else there: the list also takes parts of the mail being answered
 * (uid × 10 + n) and disk files (small ids from one counter), so these ids live in a range of
 * their own, from PERSONAL_ID_BASE up, and decode back to (uid, part index) without an index.
 *
 * A page reads only names to count and filter; whole messages are built for the page's rows
 * alone, so the large scenario's 100,000 computed mails stay cheap.
 */
import type { MailAttachment, MessageRecord } from '../db/index.ts'
import { db } from '../db/index.ts'
import { virtualInbox } from '../seed/virtualInbox.ts'
import type { Row } from './folderIndex.ts'
import { mailboxIndex, recordOf } from './mailboxIndex.ts'
import { findMessage } from './store.ts'

export const PERSONAL_ID_BASE = 1_000_000_000
const PARTS_PER_MAIL = 100
const HIDDEN_FOLDERS = new Set(['Drafts', 'Trash', 'Spam', 'Virus'])

export interface PersonalFile {
  id: number
  part: MailAttachment
  mail: MessageRecord
}

export function personalFileId(uid: number, partIndex: number): number {
  return PERSONAL_ID_BASE + uid * PARTS_PER_MAIL + partIndex
}

function decode(id: number): { uid: number; partIndex: number } | null {
  if (!Number.isInteger(id) || id < PERSONAL_ID_BASE) return null
  const rest = id - PERSONAL_ID_BASE
  return { uid: Math.floor(rest / PARTS_PER_MAIL), partIndex: rest % PARTS_PER_MAIL }
}

/** Folders whose mail the file core shows: not the hidden ones, not locked ones. */
function shownFolders(owner: string): Set<string> {
  return new Set(
    db.folders
      .findMany((q) => q.where({ owner }))
      .filter((f) => !HIDDEN_FOLDERS.has(f.raw_name) && !f.is_lock)
      .map((f) => f.raw_name),
  )
}

interface PartName {
  partIndex: number
  name: string
}

const listable = (part: MailAttachment, partIndex: number) =>
  !part.is_inline && partIndex < PARTS_PER_MAIL

/** The listed parts of a mail; computed mail (never password, burn or inline) by name alone. */
function partNames(row: Row): PartName[] {
  if (!row.record) {
    return virtualInbox()
      .attachmentNames(row.virtual)
      .map((name, partIndex) => ({ partIndex, name }))
  }
  const mail = row.record
  if (mail.attrs.is_password || mail.attrs.is_burn) return []
  return mail.attachments.flatMap((part, partIndex) =>
    listable(part, partIndex) ? [{ partIndex, name: part.name }] : [],
  )
}

function fileOf(mail: MessageRecord, partIndex: number): PersonalFile {
  return { id: personalFileId(mail.uid, partIndex), part: mail.attachments[partIndex]!, mail }
}

/**
 * The files from `offset` (at most `limit`) and how many there are in all; `search`
 * (lower-cased, '' = all) filters by file name.
 */
export function personalFilePage(
  owner: string,
  search: string,
  offset: number,
  limit: number,
): { count: number; files: PersonalFile[] } {
  const index = mailboxIndex(owner)
  const rows: Row[] = []
  for (const folder of shownFolders(owner)) {
    rows.push(...(index.folders.get(folder)?.sortedBy('date', 'attach') ?? []))
  }
  rows.sort((a, b) => b.time - a.time || b.uid - a.uid)
  let count = 0
  const files: PersonalFile[] = []
  for (const row of rows) {
    const parts = partNames(row).filter((p) => p.name.toLowerCase().includes(search))
    const from = Math.max(0, offset - count)
    const to = Math.min(parts.length, offset + limit - count)
    if (from < to) {
      const mail = recordOf(row)
      files.push(...parts.slice(from, to).map((p) => fileOf(mail, p.partIndex)))
    }
    count += parts.length
  }
  return { count, files }
}

/** The file core's file `id` of `owner`, or null when it is not (or no longer) one. */
export function findPersonalFile(owner: string, id: number): PersonalFile | null {
  const ref = decode(id)
  if (!ref) return null
  const mail = findMessage(owner, ref.uid)
  if (!mail || !shownFolders(owner).has(mail.folder)) return null
  if (mail.attrs.is_password || mail.attrs.is_burn) return null
  const part = mail.attachments[ref.partIndex]
  return part && listable(part, ref.partIndex) ? fileOf(mail, ref.partIndex) : null
}
