import type { SnapshotFrom } from 'xstate'
import type { mailboxMovePollMachine } from './mailbox-move.machine.ts'

type Snapshot = SnapshotFrom<typeof mailboxMovePollMachine>

export const selectMoveAccounts = (s: Snapshot) => s.context.accounts
export const selectFollowing = (s: Snapshot) => s.hasTag('following')
export const selectPollFailures = (s: Snapshot) => s.context.failures
