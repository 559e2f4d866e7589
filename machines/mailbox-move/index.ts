export { mailboxMovePollMachine } from './mailbox-move.machine.ts'
export { fetchMailboxMoves } from './mailbox-move.actors.ts'
export * from './mailbox-move.selectors.ts'
export type * from './mailbox-move.types.ts'
