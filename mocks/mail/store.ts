/**
 * The mail store: every read and write of mail goes through here, so the per-folder indexes
 * (sorted arrays, unseen / flagged / attachment counters) stay right without rescans. Records
 * live in db.messages (persisted in the demo); the large scenario's INBOX is computed, and an
 * edit of one of its rows is kept in memory, or stored once the mail leaves the INBOX.
 */
import { type MessageRecord, db } from '../db/index.ts'
import {
  type MailViewFilter,
  type Row,
  type SortKey,
  type SortOrder,
  pageRows,
  rowFlags,
} from './folderIndex.ts'
import {
  folderOf,
  internalWrite,
  invalidateIndexes,
  isVirtualFolder,
  mailboxIndex,
  recordOf,
  sizeOf,
} from './mailboxIndex.ts'
import { type SearchQuery, panelFilter, searchCriteria, searchRows } from './search.ts'
import { DEMO_USER } from '../seed/org.ts'
import { now } from '../state.ts'

export type { MailViewFilter, SortKey, SortOrder } from './folderIndex.ts'
export { isVirtualFolder, recordOf, seedClock } from './mailboxIndex.ts'
export { type AddMessageInput, addMessage } from './addMessage.ts'
export type { SearchQuery } from './search.ts'

type StoredMessage = ReturnType<typeof db.messages.all>[number]
/** A stored row's record is the one @msw/data returned: it carries the collection's keys. */
const asStored = (record: MessageRecord) => record as StoredMessage

export interface ListQuery {
  folder: string
  page: number
  pageSize: number
  sort: SortKey
  order: SortOrder
  view: MailViewFilter
  sender?: string
  subject?: string
  body?: string
}

export interface ListResult {
  count: number
  unseen: number
  rows: MessageRecord[]
}

/** Forgets the indexes after a reset, restore or scenario change; they rebuild on next use. */
export function resetMailStore(): void {
  invalidateIndexes()
}

/**
 * Builds the computed INBOX's index right after seeding, so the first list request does not
 * pay for 100,000 rows. Other mailboxes are small enough to index on first use.
 */
export function warmMailStore(): void {
  if (isVirtualFolder(DEMO_USER.username, 'INBOX')) mailboxIndex(DEMO_USER.username)
}

export function folderExists(owner: string, folder: string): boolean {
  return db.folders.findFirst((q) => q.where({ owner, raw_name: folder })) !== undefined
}

export function unseenCount(owner: string, folder: string): number {
  return mailboxIndex(owner).folders.get(folder)?.unseen ?? 0
}

export function messageCount(owner: string, folder: string): number {
  return mailboxIndex(owner).folders.get(folder)?.count ?? 0
}

export function listFolderMessages(owner: string, q: ListQuery): ListResult {
  const folder = mailboxIndex(owner).folders.get(q.folder)
  if (!folder) return { count: 0, unseen: 0, rows: [] }
  const filter = panelFilter(q.folder, q, (row) => recordOf(row, true))
  const page = pageRows(folder, { ...q, filter: filter ?? undefined })
  return { count: page.count, unseen: folder.unseen, rows: page.rows.map((r) => recordOf(r)) }
}

/** The rows of a folder (any order); for bulk actions and search. */
export function rowsIn(owner: string, folder: string): Row[] {
  return [...(mailboxIndex(owner).folders.get(folder)?.rows.values() ?? [])]
}

export function findRow(owner: string, uid: number): Row | undefined {
  return mailboxIndex(owner).byUid.get(uid)
}

/** The message `uid` if it is in `folder` (any folder when omitted), with its body. */
export function findMessage(
  owner: string,
  uid: number,
  folder?: string,
): MessageRecord | undefined {
  const row = findRow(owner, uid)
  if (!row || (folder !== undefined && row.folder !== folder)) return undefined
  return recordOf(row, true)
}

/**
 * Applies `mutate` to a copy of the message and stores the result, moving the row between
 * folders and fixing every counter when folder or flags changed. Virtual rows stay in memory
 * while they stay in the INBOX; moved elsewhere they are stored (and so persisted).
 */
export async function changeMessage(
  owner: string,
  uid: number,
  mutate: (draft: MessageRecord) => void,
): Promise<MessageRecord | undefined> {
  const index = mailboxIndex(owner)
  const row = index.byUid.get(uid)
  if (!row) return undefined
  const next = structuredClone(recordOf(row, true))
  mutate(next)
  const from = folderOf(index, row.folder)
  const moved = next.folder !== row.folder
  if (moved) from.remove(row)
  await internalWrite(async () => {
    if (row.stored) {
      row.record =
        (await db.messages.update(asStored(row.record!), {
          data(draft) {
            Object.assign(draft, next)
          },
        })) ?? next
    } else if (moved || !isVirtualFolder(owner, next.folder)) {
      row.record = await db.messages.create(next)
      row.stored = true
    } else {
      row.record = next
    }
  })
  const apply = () => {
    rowFlags(row, next.flags)
    row.folder = next.folder
  }
  if (moved) {
    apply()
    folderOf(index, row.folder).add(row)
  } else {
    from.update(row, apply)
  }
  return row.record!
}

/** Deletes for good: stored mail leaves db.messages, virtual rows leave the computed INBOX. */
export async function expungeMessage(owner: string, uid: number): Promise<boolean> {
  const index = mailboxIndex(owner)
  const row = index.byUid.get(uid)
  if (!row) return false
  folderOf(index, row.folder).remove(row)
  index.byUid.delete(uid)
  if (row.stored) await internalWrite(() => db.messages.delete(asStored(row.record!)))
  return true
}

/**
 * Marks every mail of a folder read. Rows of the computed INBOX change in memory only:
 * storing 50,000 of them would make the demo crawl.
 */
export async function markAllSeen(owner: string, folder: string): Promise<number> {
  const index = mailboxIndex(owner)
  const target = index.folders.get(folder)
  if (!target) return 0
  let changed = 0
  for (const row of [...target.rows.values()]) {
    if (row.seen) continue
    changed++
    if (row.stored || row.record) {
      await changeMessage(owner, row.uid, (m) => {
        if (!m.flags.includes('\\Seen')) m.flags.push('\\Seen')
      })
    } else {
      target.update(row, () => (row.seen = true))
    }
  }
  return changed
}

/** Mail carrying a tag; untouched virtual rows carry none, so only records are looked at. */
export function taggedUids(owner: string, tagname: string): number[] {
  const out: number[] = []
  for (const row of mailboxIndex(owner).byUid.values()) {
    if (row.record?.tags.includes(tagname)) out.push(row.uid)
  }
  return out
}

/** Full-text / advanced search over one mailbox (see search.ts); null = no text criterion. */
export function searchMessages(
  owner: string,
  q: SearchQuery,
): { count: number; page: (page: number, pageSize: number) => MessageRecord[] } | null {
  const criteria = searchCriteria(q)
  if (!criteria) return null
  const folders = [...mailboxIndex(owner).folders].map(([name, index]): [string, Iterable<Row>] => [
    name,
    index.rows.values(),
  ])
  const rows = searchRows(folders, q, criteria, {
    nowMs: now(),
    record: (row) => recordOf(row, true),
    sizeOf,
  })
  return {
    count: rows.length,
    page: (page, pageSize) =>
      rows.slice((page - 1) * pageSize, page * pageSize).map((row) => recordOf(row)),
  }
}
