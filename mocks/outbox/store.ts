/**
 * The outbox: what the fake server remembers about mail it sent — who got a copy where, each
 * recipient's delivery state, mail held for a schedule or a review, burn limits — so the status,
 * recall, review and schedule calls can answer. Held in memory like the upload chunks: a reset
 * of the fake server clears it (see resetOutbox), and a demo page reload forgets it (statuses of
 * unknown mail are then derived from the sender's Sent copy).
 */
import type { AddAttachmentInput } from '../mail/addMessage.ts'
import type { MessageRecord, Party } from '../db/index.ts'
import type { components } from '../../src/api/schema.gen.ts'

export type DeliveryState = components['schemas']['DeliveryState']

/** Everything a recipient's copy is built from; kept until the mail is finally delivered. */
export interface PreparedMail {
  subject: string
  mfrom: Party
  to: Party[]
  cc: Party[]
  bcc: Party[]
  reply_to: string
  is_html: boolean
  html_text: string
  plain_text: string
  attachments: (AddAttachmentInput & { attach_level: number })[]
  is_priority: boolean
  mail_level: number
  receipt: boolean
  password: string | null
  burn: { limit: number; day: string } | null
  partsend: boolean
  /** Online attachments (links, not parts): see outbox/online.ts. */
  online?: NonNullable<MessageRecord['online_attachments']>
}

export interface OutboxRecipient {
  address: string
  name: string
  kind: 'to' | 'cc' | 'bcc'
  /** Username when the address belongs to the organisation, else null (external). */
  user: string | null
  status: DeliveryState
  /** Extra reason shown after the state (review rejection, unknown user). */
  reason: string
  /** Uid of the copy in the recipient's mailbox once delivered. */
  copyUid: number | null
  recall: 'none' | 'recalled' | 'failed'
  recallReason: 'none' | 'read' | 'external' | 'gone'
}

export type OutboxPhase = 'scheduled' | 'review' | 'sent' | 'rejected' | 'recalled'

export interface OutboxEntry {
  sender: string
  messageId: string
  /** Uid of the sender's Sent copy, null when save-to-sent was off. */
  sentUid: number | null
  mail: PreparedMail
  recipients: OutboxRecipient[]
  phase: OutboxPhase
  /** Server-clock ms of a scheduled delivery. */
  dueMs: number | null
  /** The review item holding this mail (db.reviewItems id), while held. */
  reviewId: number | null
}

/** Extra compose options of a saved draft that the message record has no field for. */
export interface DraftExtras {
  is_schedule: boolean
  schedule_day: string
  is_save_sent: boolean
  is_confirm_read: boolean
  is_partsend: boolean
  is_smsnotify: boolean
  secret: boolean
}

/** A test/demo fault for the next send call (control hook failNextSend). */
export type SendFault = { kind: 'status'; status: 400 | 500 } | { kind: 'network' }

export const outbox = {
  entries: new Map<string, OutboxEntry>(),
  drafts: new Map<string, DraftExtras>(),
  nextSendFaults: [] as SendFault[],
}

export const entryKey = (sender: string, messageId: string) => `${sender}\n${messageId}`
export const draftKey = (owner: string, uid: number) => `${owner}\n${uid}`

export function findEntry(sender: string, messageId: string): OutboxEntry | undefined {
  return outbox.entries.get(entryKey(sender, messageId))
}

export function putEntry(entry: OutboxEntry): void {
  outbox.entries.set(entryKey(entry.sender, entry.messageId), entry)
}

export function entries(): OutboxEntry[] {
  return [...outbox.entries.values()]
}

/** Forgets everything (mockControl.reset). */
export function resetOutbox(): void {
  outbox.entries.clear()
  outbox.drafts.clear()
  outbox.nextSendFaults.length = 0
}
