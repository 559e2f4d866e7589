/**
 * The mail store: every read and write of mail goes through here, so the per-folder indexes
 * (sorted arrays, unseen / flagged / attachment counters) stay right without rescans. Records
 * live in db.messages (persisted in the demo); the large scenario's INBOX is computed: a mail
 * of it that is edited or moved is stored like any other, and 'mark all read' or deleting it
 * for good is kept in the mailbox's overlay record (virtualOverlay.ts), so they persist too.
 * Every write starts a save at once (durability.ts): a reload soon after it still sees it.
 */
import { type MessageRecord, db } from '../db/index.ts'
import { flushDurably } from '../durability.ts'
import {
  type MailViewFilter,
  type Row,
  type SortKey,
  type SortOrder,
  pageRows,
  rowFlags,
} from './folderIndex.ts'
import {
  builtIndex,
  folderOf,
  internalWrite,
  invalidateIndexes,
  isVirtualFolder,
  mailboxIndex,
  recordOf,
  sizeOf,
} from './mailboxIndex.ts'
import {
  type SearchQuery,
  panelFilter,
  searchCriteria,
  searchRows,
  warmSearchTexts,
} from './search.ts'
import { DEMO_USER } from '../seed/org.ts'
import { virtualInbox } from '../seed/virtualInbox.ts'
import { now } from '../state.ts'
import { markVirtualExpunged, markVirtualSeen } from './virtualOverlay.ts'
import { releaseRaw } from './rawStore.ts'

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
 * pay for 100,000 rows (other mailboxes are small enough to index on first use). In the
 * browser the demo user's search texts are then built in idle time, in slices well under a
 * long task, so the first search does not build them all at once.
 */
export function warmMailStore(): void {
  const owner = DEMO_USER.username
  if (isVirtualFolder(owner, 'INBOX')) mailboxIndex(owner)
  const idle = globalThis.requestIdleCallback
  if (typeof idle !== 'function') return
  idle(() => {
    const index = mailboxIndex(owner)
    const rows = [...index.folders.values()].flatMap((folder) => [...folder.rows.values()])
    warmSearchTexts(
      rows,
      (row) => recordOf(row, true),
      (slice) => idle(slice, { timeout: 5000 }),
      () => builtIndex(owner) === index,
    )
  })
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

/** Starts (or joins) a save; callers that must answer only once it is done await it. */
const saveSoon = () => void flushDurably().catch(() => undefined)

/**
 * Applies `mutate` to a copy of the message and stores the result, moving the row between
 * folders and fixing every counter when folder or flags changed. A computed (large-scenario)
 * mail is stored from its first change on: one record, persisted like the others.
 */
export async function changeMessage(
  owner: string,
  uid: number,
  mutate: (draft: MessageRecord) => void,
): Promise<MessageRecord | undefined> {
  const changed = await changeWithoutSave(owner, uid, mutate)
  if (changed) saveSoon()
  return changed
}

async function changeWithoutSave(
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
    } else {
      row.record = await db.messages.create(next)
      row.stored = true
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

/**
 * Deletes for good: stored mail leaves db.messages; an untouched computed mail is noted in the
 * overlay, so the rebuilt INBOX leaves it out.
 */
export async function expungeMessage(owner: string, uid: number): Promise<boolean> {
  const index = mailboxIndex(owner)
  const row = index.byUid.get(uid)
  if (!row) return false
  folderOf(index, row.folder).remove(row)
  index.byUid.delete(uid)
  if (row.stored) {
    await internalWrite(() => db.messages.delete(asStored(row.record!)))
    await releaseRaw(row.record!.raw_id)
  }
  // A computed mail, even one stored after it was moved out, must not be computed again.
  const position = isVirtualFolder(owner, 'INBOX') ? virtualInbox().indexOfUid(uid) : null
  if (position !== null) await markVirtualExpunged(owner, position)
  saveSoon()
  return true
}

/**
 * Marks every mail of a folder read. Untouched rows of the computed INBOX change in the index
 * and in one overlay flag: storing 50,000 of them would make the demo crawl.
 */
export async function markAllSeen(owner: string, folder: string): Promise<number> {
  const index = mailboxIndex(owner)
  const target = index.folders.get(folder)
  if (!target) return 0
  const unseen = [...target.rows.values()].filter((row) => !row.seen)
  const computed = unseen.filter((row) => !row.stored && !row.record)
  for (const row of unseen) {
    if (!row.stored && !row.record) continue
    await changeWithoutSave(owner, row.uid, (m) => {
      if (!m.flags.includes('\\Seen')) m.flags.push('\\Seen')
    })
  }
  if (computed.length > 0) {
    target.updateMany(computed, (row) => (row.seen = true))
    await markVirtualSeen(owner)
  }
  if (unseen.length > 0) saveSoon()
  return unseen.length
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
