/**
 * Contract of the follower's I/O; src/features/settings/mailboxmove/ provides the real list call
 * with `.provide`.
 */
import { fromPromise } from 'xstate'
import type { MailboxMoveAccountView } from './mailbox-move.types.ts'

export const fetchMailboxMoves = fromPromise<readonly MailboxMoveAccountView[]>(() =>
  Promise.reject(new Error('mailbox-move machine: provide the fetchMailboxMoves actor')),
)
