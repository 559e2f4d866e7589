/** Types of the mailbox-move page's status follower (/setting/mailboxmove). */
import type { MailboxMoveAccountView } from '../../src/domain/settings/mailboxMove.ts'

export type { MailboxMoveAccountView }

export interface MailboxMovePollContext {
  /** The list as last seen (the page's load or a poll); null before the first. */
  accounts: readonly MailboxMoveAccountView[] | null
  /** Polls that failed in a row: each doubles the wait before the next. */
  failures: number
}

export type MailboxMovePollEvent =
  /** The page loaded or refreshed the list itself (first load, after a save or an activation). */
  { type: 'list.loaded'; accounts: readonly MailboxMoveAccountView[] }
