/**
 * The mailbox tab strip (R-MAILBOX, R-SEND-5): the first tab is the folder
 * list; readers, search results, compose and review readers open beside it. Every tab has a
 * stable key so reopening the same mail (or search) activates the tab it already has.
 */
import type { SearchParams } from '../search/searchParams.ts'
import type { ListCursor } from './listSource.ts'

/** How a compose tab starts; the compose issue reads `mode` with refw_type / view 3–7. */
export type ComposeMode =
  'new' | 'reply' | 'replyAll' | 'forward' | 'forwardAttach' | 'again' | 'draft'

export interface ComposeRequest {
  mode: ComposeMode
  /** Source mail for every mode but 'new'. */
  uid?: number
  folder?: string
  /** Pre-filled recipients as [address, name] (init=composeMail, write mail to a contact). */
  to?: [string, string][]
  cc?: [string, string][]
  subject?: string
}

export type MailTab =
  | { kind: 'list'; key: 'list' }
  | {
      kind: 'read'
      key: string
      folder: string
      uid: number
      title: string
      /** The list the mail was opened from, for previous / next. Absent for deep links. */
      cursor?: ListCursor
      /** A burn-after-reading mail: closing the tab asks first (the reader sets it). */
      needsCloseConfirm?: boolean
    }
  | { kind: 'search'; key: string; params: SearchParams; title: string }
  | {
      kind: 'compose'
      key: string
      title: string
      request: ComposeRequest
      /** Unsent: closing the tab asks first; cleared once sent (the compose issue sets it). */
      needsCloseConfirm?: boolean
      /** The draft_id its last save got: opening that draft from Drafts shows this tab. */
      draftId?: number
    }
  | { kind: 'review'; key: string; id: number; title: string }

export interface OpenMailArgs {
  folder: string
  uid: number
  /** Shown (cut to 6 characters) until the reader knows better. */
  subject: string
  cursor?: ListCursor
}

export interface MailTabsApi extends MailTabActions {
  tabs: readonly MailTab[]
  activeKey: string
  /**
   * A new mail was opened less than 1500 ms ago: buttons that open a new compose show disabled
   * (R-COMPOSE-9, C-TIME-10: the compose button is disabled for 1500 ms after a click).
   */
  composeCoolingDown: boolean
}

/** What acts on the tab strip, without its state: these never change (MailTabsContext.ts). */
export interface MailTabActions {
  /** Opens (or re-activates) a reader tab; a mail in Drafts opens compose instead. */
  openMail(args: OpenMailArgs): void
  /**
   * The click that will open this mail has begun (its capture phase): the read of a mail not open
   * yet leaves now, before openMail's render (decision 351). Optional for test fakes.
   */
  prepareMail?(args: Pick<OpenMailArgs, 'folder' | 'uid'>): void
  /** Previous / next: the reader tab `fromKey` shows another mail (merging into an open tab). */
  replaceMail(fromKey: string, args: OpenMailArgs): void
  openSearch(params: SearchParams): void
  openCompose(request: ComposeRequest): void
  openReview(id: number, subject: string): void
  retitle(key: string, title: string): void
  /**
   * Whether closing the tab (alone or by close-all) asks for confirmation first. Optional only so
   * that test fakes written before it keep compiling; the real provider always has it.
   */
  setCloseConfirm?(key: string, needed: boolean): void
  activate(key: string): void
  close(key: string): void
  /** Closes every tab but the first (the folder list). */
  closeAll(): void
}

export const LIST_TAB_KEY = 'list'
export const readTabKey = (folder: string, uid: number) => `read:${folder}:${uid}`
export const reviewTabKey = (id: number) => `review:${id}`
/**
 * A draft reopens in the tab it already has (keyed by its uid, or carrying it as `draftId` since
 * its first save); every other compose request gets a fresh tab.
 */
export const composeTabKey = (request: ComposeRequest, sequence: number) =>
  request.mode === 'draft' && request.uid !== undefined
    ? `compose:draft:${request.uid}`
    : `compose:${sequence}`
export const searchTabKey = (params: SearchParams) =>
  `search:${JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))}`
