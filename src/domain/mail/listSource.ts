/**
 * Where a list of mail comes from — a folder page or a search — and a reader's place in it.
 * The folder list, the search-result tab and the reader's previous/next all page through the
 * same source (src/features/common/fetchListPage.ts), so a reader opened from any list walks that
 * list across page boundaries. Pure types and rules: the mail-list machine and the mail tabs use
 * them, so they import neither the API client nor React.
 */
import type { SearchParams } from '../search/searchParams.ts'

/** The contract's MailView: which mail of a folder the list shows. */
export type MailView = 'all' | 'unread' | 'read' | 'flagged' | 'attach'

export type ListSort = 'date' | 'size' | 'from' | 'subject'
export type ListOrder = 'asc' | 'desc'

export interface FolderListSource {
  kind: 'folder'
  folder: string
  sort: ListSort
  order: ListOrder
  view: MailView
  /** The in-folder search panel (sender is the receiver in Sent). */
  sender?: string
  subject?: string
  body?: string
  pageSize: number
}

export interface SearchListSource {
  kind: 'search'
  params: SearchParams
  pageSize: number
}

export type ListSource = FolderListSource | SearchListSource

/**
 * A reader's position: item `index` (0-based) on `page` (1-based) of `source`, `count` in all,
 * counted in the list as the user saw it. Reading can take mail out of a list (the unread view):
 * `left` keeps those the reader visited, where they were, so previous / next still visit every
 * mail the user saw (src/features/reader/listWalk.ts) and `count` still includes them.
 */
export interface ListCursor {
  source: ListSource
  page: number
  index: number
  count: number
  left?: readonly LeftMail[]
}

/** A mail the reader visited that has since left the list, at its position (0-based) in it. */
export interface LeftMail {
  position: number
  folder: string
  uid: number
  subject: string
}

/**
 * A row of a mail list as the contract's MailListItem (and SearchResultItem, which adds the folder
 * name) has it. Written out here so the list machine need not import the API types; the real
 * loader (fetchListPage.ts) returns the contract's rows as these, so the two cannot drift apart.
 */
export interface ListRow {
  uid: number
  raw_name: string
  subject: string
  mfrom: string[]
  to: string[][]
  flags: string[]
  date: string
  /** No readable Date header: `date` is the arrival time, and the list says so. */
  date_missing?: boolean
  internaldate: string
  size: number
  remark: string
  tags: { tagname: string; name: string; color: string }[]
  is_move?: boolean
  is_header?: boolean
  title?: string
  count?: number
  isread?: boolean
  flagged?: boolean
  color?: string
  /** Search results only: the folder's display name. */
  folder_name?: string
}

export interface ListPage {
  count: number
  /** Unseen mail in the folder; search pages do not report it. */
  unseen?: number
  items: ListRow[]
}

/**
 * The cursor one step away, or null at either end of the list (the prev/next disabled rule).
 * Positions only: which mail is there is for listWalk to find out.
 */
export function stepCursor(cursor: ListCursor, step: -1 | 1): ListCursor | null {
  const { page, index, count, source } = cursor
  const absolute = (page - 1) * source.pageSize + index + step
  if (absolute < 0 || absolute >= count) return null
  return {
    ...cursor,
    page: Math.floor(absolute / source.pageSize) + 1,
    index: absolute % source.pageSize,
  }
}
