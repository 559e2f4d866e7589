import { type MessageRecord, db } from '../db/index.ts'
import { LARGE_INBOX_SIZE, largeFields, largeMessageAt } from '../seed/large.ts'
import { DEMO_USER } from '../seed/org.ts'
import { runtime } from '../state.ts'

export type SortKey = 'date' | 'size' | 'from' | 'subject'
export type SortOrder = 'asc' | 'desc'
export type MailViewFilter = 'all' | 'unread' | 'read' | 'flagged' | 'attach'

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

/** The anchor the current seed was built with; the virtual INBOX dates from it too. */
export const seedClock = { anchorMs: Math.floor(Date.now() / 60_000) * 60_000 }

const isSeen = (m: MessageRecord) => m.flags.includes('\\Seen')

function matchesView(m: MessageRecord, view: MailViewFilter): boolean {
  switch (view) {
    case 'all':
      return true
    case 'unread':
      return !isSeen(m)
    case 'read':
      return isSeen(m)
    case 'flagged':
      return m.flags.includes('\\flagged')
    case 'attach':
      return m.attachments.length > 0
  }
}

const contains = (haystack: string, needle: string) =>
  haystack.toLowerCase().includes(needle.trim().toLowerCase())

/** The search panel: sender (the receivers in Sent), subject, body; all case-insensitive. */
function matchesSearch(m: MessageRecord, q: ListQuery): boolean {
  if (q.sender) {
    const parties = q.folder === 'Sent' ? [...m.to, ...m.cc] : [m.mfrom]
    if (
      !parties.some(([address, name]) => contains(address, q.sender!) || contains(name, q.sender!))
    ) {
      return false
    }
  }
  if (q.subject && !contains(m.subject, q.subject)) return false
  if (q.body && !contains(m.plain_text || m.html_text, q.body)) return false
  return true
}

const collator = new Intl.Collator('zh-Hans-CN', { sensitivity: 'base', numeric: true })
const senderLabel = (m: MessageRecord) => m.mfrom[1] || m.mfrom[0]

function compare(a: MessageRecord, b: MessageRecord, sort: SortKey): number {
  switch (sort) {
    case 'date':
      return a.internaldate.localeCompare(b.internaldate) || a.uid - b.uid
    case 'size':
      return a.size - b.size || a.uid - b.uid
    case 'from':
      return collator.compare(senderLabel(a), senderLabel(b)) || a.uid - b.uid
    case 'subject':
      return collator.compare(a.subject, b.subject) || a.uid - b.uid
  }
}

export function isVirtualFolder(owner: string, folder: string): boolean {
  return runtime.scenario === 'large' && owner === DEMO_USER.username && folder === 'INBOX'
}

/** A plain scan: @msw/data's query builder costs ~10x more per record on 1,800 messages. */
function storedMessages(owner: string, folder: string): MessageRecord[] {
  return db.messages.all().filter((m) => m.owner === owner && m.folder === folder)
}

let virtualUnseen: number | null = null

/** Forgets cached virtual-folder figures after a reset or scenario change. */
export function resetMailStore(): void {
  virtualUnseen = null
}

export function unseenCount(owner: string, folder: string): number {
  if (isVirtualFolder(owner, folder)) {
    if (virtualUnseen === null) {
      let unseen = 0
      for (let i = 0; i < LARGE_INBOX_SIZE; i++) if (!largeFields.seen(i)) unseen++
      virtualUnseen = unseen
    }
    return virtualUnseen
  }
  return storedMessages(owner, folder).filter((m) => !isSeen(m)).length
}

function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize)
}

/**
 * The large INBOX newest first needs no scan at all: row i of the list is message i. Filters and
 * other sorts scan cheap per-field hashes; only a text search or a size sort builds messages,
 * and only the page's rows are ever returned in full.
 */
function listVirtual(owner: string, q: ListQuery): ListResult {
  const anchor = seedClock.anchorMs
  const searching = Boolean(q.sender || q.subject || q.body)
  const unseen = unseenCount(owner, 'INBOX')
  if (q.view === 'all' && !searching && q.sort === 'date') {
    const start = (q.page - 1) * q.pageSize
    const rows: MessageRecord[] = []
    for (let r = start; r < Math.min(start + q.pageSize, LARGE_INBOX_SIZE); r++) {
      rows.push(largeMessageAt(q.order === 'desc' ? r : LARGE_INBOX_SIZE - 1 - r, anchor))
    }
    return { count: LARGE_INBOX_SIZE, unseen, rows }
  }
  let indices: number[] = []
  for (let i = 0; i < LARGE_INBOX_SIZE; i++) {
    if (q.view === 'unread' && largeFields.seen(i)) continue
    if (q.view === 'read' && !largeFields.seen(i)) continue
    if (q.view === 'flagged' && !largeFields.flagged(i)) continue
    if (q.view === 'attach' && !largeFields.hasAttachments(i)) continue
    indices.push(i)
  }
  if (searching) {
    indices = indices.filter((i) => matchesSearch(largeMessageAt(i, anchor, Boolean(q.body)), q))
  }
  // Same order as stored folders: by key, then by uid ascending (uids fall as the index rises).
  const keyed = (key: (i: number) => string | number) => {
    const raw = indices.map(key)
    // Collating 100,000 strings is slow; a few thousand distinct ones ranked once is not.
    const distinct = [...new Set(raw)]
    const rank = new Map(
      (typeof raw[0] === 'number'
        ? distinct.sort((a, b) => (a as number) - (b as number))
        : distinct.sort((a, b) => collator.compare(String(a), String(b)))
      ).map((value, position) => [value, position]),
    )
    const ranks = new Map(indices.map((index, n) => [index, rank.get(raw[n]!)!]))
    return (a: number, b: number) => ranks.get(a)! - ranks.get(b)! || b - a
  }
  const ascending =
    q.sort === 'date'
      ? (a: number, b: number) => b - a // a higher index arrived earlier
      : q.sort === 'from'
        ? keyed((i) => largeFields.sender(i).name || largeFields.sender(i).address)
        : q.sort === 'subject'
          ? keyed((i) => largeFields.subject(i))
          : keyed((i) => largeMessageAt(i, anchor).size)
  const direction = q.order === 'asc' ? 1 : -1
  indices.sort((a, b) => direction * ascending(a, b))
  const rows = pageOf(indices, q.page, q.pageSize).map((i) => largeMessageAt(i, anchor))
  return { count: indices.length, unseen, rows }
}

function finish(matching: MessageRecord[], q: ListQuery, owner: string): ListResult {
  const direction = q.order === 'asc' ? 1 : -1
  matching.sort((a, b) => direction * compare(a, b, q.sort))
  return {
    count: matching.length,
    unseen: unseenCount(owner, q.folder),
    rows: pageOf(matching, q.page, q.pageSize),
  }
}

export function folderExists(owner: string, folder: string): boolean {
  return db.folders.findFirst((q) => q.where({ owner, raw_name: folder })) !== undefined
}

export function listFolderMessages(owner: string, q: ListQuery): ListResult {
  if (isVirtualFolder(owner, q.folder)) return listVirtual(owner, q)
  const matching = storedMessages(owner, q.folder).filter(
    (m) => matchesView(m, q.view) && matchesSearch(m, q),
  )
  return finish(matching, q, owner)
}
