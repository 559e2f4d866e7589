/**
 * Types of the pab page's move / copy to a group (decisions.md #199): one save per contact, in
 * order, with the progress shown and the contacts that could not be saved listed at the end.
 */
import type { GroupChange } from '../../src/domain/contacts/groupChange.ts'

export interface ContactBatchContext {
  change: GroupChange | null
  /** The contacts to save, in the order they were shown. */
  ids: readonly number[]
  /** How many have been tried so far. */
  done: number
  /** The ones the server refused or that failed to reach it. */
  failed: readonly number[]
}

export type ContactBatchEvent =
  | { type: 'batch.start'; change: GroupChange; ids: readonly number[] }
  /** The result was read: back to idle. */
  | { type: 'batch.dismiss' }

export interface ApplyGroupChangeInput {
  id: number
  change: GroupChange
}

/** Every contact was tried (some may have failed). */
export type ContactBatchEmitted = { type: 'batch.finished' }
