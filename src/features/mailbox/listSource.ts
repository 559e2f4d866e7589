/**
 * Where a list of mail comes from — a folder page or a search — and a reader's place in it.
 * The folder list, the search-result tab and the reader's previous/next all page through the
 * same `fetchListPage`, so a reader opened from any list walks that list across page boundaries.
 */
import { api } from '../../app/services.ts'
import type { MailListItem, MailView, SearchResultItem } from '../../api/types.ts'
import type { SearchParams } from '../../domain/search/searchParams.ts'

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

export interface ListPage {
  count: number
  /** Unseen mail in the folder; search pages do not report it. */
  unseen?: number
  items: (MailListItem | SearchResultItem)[]
}

export async function fetchListPage(source: ListSource, page: number): Promise<ListPage> {
  if (source.kind === 'folder') {
    const { folder, sort, order, view, sender, subject, body, pageSize } = source
    const { data, error } = await api().GET('/api/mail/messages/', {
      params: {
        query: { folder, page, page_size: pageSize, sort, order, view, sender, subject, body },
      },
    })
    if (error || !data) throw new Error('listMessages failed')
    return { count: data.count, unseen: data.unseen, items: data.results }
  }
  const { data, error } = await api().GET('/api/mail/search/', {
    params: { query: { ...source.params, page, page_size: source.pageSize } },
  })
  if (error || !data) throw new Error('searchMail failed')
  return { count: data.count, items: data.results }
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
