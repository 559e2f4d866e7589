import type { MessageRecord } from '../db/index.ts'
import { runtime } from '../state.ts'
import { largeSource } from './large.ts'
import { raceInbox, raceSource } from './race.ts'

/**
 * A computed INBOX: every field of message `index` (0 = newest) is a pure function of the index,
 * so listing, sorting and counting N mails never stores or builds N messages. The `large`
 * scenario has one (100,000 mails of the seed's topics), the `race` scenario another
 * (`raceInbox.size` mails with the mix of Roundcube's fill-mailbox.py, for `npm run bench:race`).
 */
export interface VirtualInboxSource {
  size: number
  uid(index: number): number
  indexOfUid(uid: number): number | null
  /** The Date header, ms; never increases with the index (the list adopts this order as built). */
  datedMs(anchorMs: number, index: number): number
  seen(index: number): boolean
  flagged(index: number): boolean
  hasAttachments(index: number): boolean
  attachmentNames(index: number): readonly string[]
  sender(index: number): { name: string; address: string }
  subject(index: number): string
  /** Equals messageAt(index).size without building the message. */
  messageSize(index: number): number
  messageAt(index: number, anchorMs: number, withBody?: boolean): MessageRecord
  /** Lower-cased search texts (subject, body, attachment names). */
  texts(index: number): { subject: string; body: string; attach: string }
}

/** Whether the scenario's demo INBOX is computed. */
export function hasVirtualInbox(): boolean {
  return runtime.scenario === 'large' || runtime.scenario === 'race'
}

/** The computed INBOX of the current scenario (only meaningful when hasVirtualInbox()). */
export function virtualInbox(): VirtualInboxSource {
  return runtime.scenario === 'race' ? raceSource(raceInbox.size) : largeSource
}
