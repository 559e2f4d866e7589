import { type MessageRecord, db } from '../db/index.ts'
import { DEMO_USER } from '../seed/org.ts'
import { hasVirtualInbox, virtualInbox } from '../seed/virtualInbox.ts'
import { FolderIndex, type Row, rowOf } from './folderIndex.ts'
import { readOverlay } from './virtualOverlay.ts'

/** The anchor the current seed was built with; the virtual INBOX dates from it too. */
export const seedClock = { anchorMs: Math.floor(Date.now() / 60_000) * 60_000 }

export function isVirtualFolder(owner: string, folder: string): boolean {
  return hasVirtualInbox() && owner === DEMO_USER.username && folder === 'INBOX'
}

/** Everything the list, search and actions need of one mailbox, derived from db.messages. */
export interface MailboxIndex {
  owner: string
  folders: Map<string, FolderIndex>
  byUid: Map<number, Row>
  maxUid: number
}

const indexes = new Map<string, MailboxIndex>()
let internalWrites = 0

/** Forgets every index (after a reset, a restore, a scenario change or an outside write). */
export function invalidateIndexes(): void {
  indexes.clear()
}

// A write to db.messages that did not come through the store (seeding, restore, reset's revert,
// a test poking the collection) cannot be followed incrementally: rebuild on next use instead.
for (const event of ['create', 'update', 'delete'] as const) {
  db.messages.hooks.on(event, () => {
    if (internalWrites === 0) invalidateIndexes()
  })
}

/** Runs a store write without invalidating the indexes it keeps right itself. */
export async function internalWrite<T>(work: () => Promise<T> | T): Promise<T> {
  internalWrites++
  try {
    return await work()
  } finally {
    internalWrites--
  }
}

export function sizeOf(row: Row): number {
  if (row.size < 0) row.size = virtualInbox().messageSize(row.virtual)
  return row.size
}

export function folderOf(index: MailboxIndex, folder: string): FolderIndex {
  let folderIndex = index.folders.get(folder)
  if (!folderIndex) {
    folderIndex = new FolderIndex(sizeOf)
    index.folders.set(folder, folderIndex)
  }
  return folderIndex
}

/**
 * A row of the computed INBOX: flags are hashed up front (views and counters need them), names
 * and subjects only when a sort or search asks, so building 100,000 rows stays cheap.
 */
class VirtualRow implements Row {
  folder = 'INBOX'
  size = -1
  record: MessageRecord | null = null
  stored = false
  readonly uid: number
  readonly time: number
  seen: boolean
  flagged: boolean
  readonly attach: boolean

  constructor(
    readonly virtual: number,
    anchorMs: number,
    seenAll: boolean,
  ) {
    const source = virtualInbox()
    this.uid = source.uid(virtual)
    this.time = source.datedMs(anchorMs, virtual)
    this.seen = seenAll || source.seen(virtual)
    this.flagged = source.flagged(virtual)
    this.attach = source.hasAttachments(virtual)
  }

  get from(): string {
    const sender = virtualInbox().sender(this.virtual)
    return sender.name || sender.address
  }

  get subject(): string {
    return virtualInbox().subject(this.virtual)
  }
}

/**
 * Rows of the computed INBOX; a row whose uid is stored (the mail was moved out, or edited and
 * so materialised) is left out, so the stored copy is the only one, and so is one deleted for
 * good. The overlay's 'mark all read' applies to the rest.
 */
function addVirtualRows(index: MailboxIndex): void {
  const anchor = seedClock.anchorMs
  const overlay = readOverlay(index.owner)
  const source = virtualInbox()
  const rows: Row[] = []
  // Oldest first: ascending date order, which is also ascending uid.
  for (let i = source.size - 1; i >= 0; i--) {
    if (index.byUid.has(source.uid(i)) || overlay.isExpunged(i)) continue
    const row = new VirtualRow(i, anchor, overlay.seenAll)
    rows.push(row)
    index.byUid.set(row.uid, row)
  }
  folderOf(index, 'INBOX').addDateSorted(rows)
}

/** The index of `owner` if built and still valid; never builds one. */
export function builtIndex(owner: string): MailboxIndex | undefined {
  return indexes.get(owner)
}

export function mailboxIndex(owner: string): MailboxIndex {
  let index = indexes.get(owner)
  if (index) return index
  index = { owner, folders: new Map(), byUid: new Map(), maxUid: 0 }
  // A plain scan: @msw/data's query builder costs ~10x more per record.
  const stored = db.messages.all().filter((m) => m.owner === owner)
  const storedRows = stored.map((record) => rowOf(record, true))
  for (const row of storedRows) {
    index.byUid.set(row.uid, row)
    index.maxUid = Math.max(index.maxUid, row.uid)
  }
  // The computed INBOX first, whole, so its date order is adopted as built.
  if (isVirtualFolder(owner, 'INBOX')) addVirtualRows(index)
  for (const row of storedRows) folderOf(index, row.folder).add(row)
  indexes.set(owner, index)
  return index
}

/** The full message of a row; virtual rows are built (with their body only when asked). */
export function recordOf(row: Row, withBody = false): MessageRecord {
  if (row.record) return row.record
  const record = virtualInbox().messageAt(row.virtual, seedClock.anchorMs, withBody)
  // "Mark all read" flips untouched virtual rows in the index only.
  if (row.seen && !record.flags.includes('\\Seen')) record.flags.push('\\Seen')
  return record
}

/** Next uid for new mail; virtual uids sit far above, so stored ones never reach them. */
export function nextUid(owner: string): number {
  const index = mailboxIndex(owner)
  let uid = index.maxUid + 1
  while (index.byUid.has(uid)) uid++
  index.maxUid = uid
  return uid
}
