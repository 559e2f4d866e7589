/**
 * Types of one mail list — a folder page or a search-result page (R-LIST "Folder list
 * screen"): what is shown, which page, and which mail is selected.
 */
import type { Selection } from '../../src/domain/mail/selection.ts'
import type {
  FolderListSource,
  ListOrder,
  ListPage,
  ListSort,
  ListSource,
} from '../../src/domain/mail/listSource.ts'

/** A folder's mail list item or a search result (which adds the folder name). */
export type ListItem = ListPage['items'][number]

type MailView = FolderListSource['view']

/** `loadFailed`: the page could not be read; the last good rows stay on screen. */
export type MailListError = 'loadFailed'

export interface MailListContext {
  source: ListSource
  /** 1-based. */
  page: number
  rows: readonly ListItem[]
  /** Mail in the whole list (every page). */
  count: number
  /** Unseen mail in the folder; null for search results, which do not report it. */
  unseen: number | null
  selection: Selection
  error: MailListError | null
}

export interface MailListInput {
  source: ListSource
  page?: number
}

/** The in-folder search panel; empty strings clear a field. */
export interface FolderSearchFields {
  sender?: string
  subject?: string
  body?: string
}

export type MailListEvent =
  | { type: 'select.all' }
  | { type: 'select.page' }
  | { type: 'select.unread' }
  | { type: 'select.read' }
  | { type: 'select.invert' }
  | { type: 'select.none' }
  | { type: 'row.toggle'; uid: number }
  | { type: 'page.go'; page: number }
  | { type: 'pageSize.set'; size: number }
  | { type: 'sort.set'; sort: ListSort; order: ListOrder }
  | { type: 'view.set'; view: MailView }
  | { type: 'search.set'; fields: FolderSearchFields }
  /** Mail changed somewhere (mailbox change bus): read the same page again. */
  | { type: 'list.reload' }
  /** Another folder or search: start over on page 1. */
  | { type: 'source.set'; source: ListSource; page?: number }

export interface LoadPageInput {
  source: ListSource
  page: number
}

export type LoadPageOutput = ListPage
