import { z } from 'zod'

/**
 * What changed in the large scenario's computed INBOX without a record of its own: the 100,000
 * mails are never stored, so "mark all read" and deleting for good are kept as one small record
 * per mailbox (persisted with the rest), not as 100,000 records. A mail edited any other way is
 * stored as a message and wins over its computed twin.
 */
export const mailOverlaySchema = z.object({
  owner: z.string(),
  /** Every computed mail not stored on its own reads as seen ('mark all read'). */
  seen_all: z.boolean(),
  /** Positions in the computed INBOX deleted for good, as sorted [first, last] ranges. */
  expunged: z.array(z.tuple([z.number(), z.number()])),
})
export type MailOverlayRecord = z.infer<typeof mailOverlaySchema>
