import { z } from 'zod'

/** Feedback a user sent the administrator (/setting/feedback); the demo keeps it to be seen. */
export const feedbackSchema = z.object({
  owner: z.string(),
  id: z.number(),
  content: z.string(),
  contact: z.string(),
  /** ISO time it was received. */
  datetime: z.string(),
})
export type FeedbackRecord = z.infer<typeof feedbackSchema>

/**
 * One recipient's line of the recall log (/setting/zhaohui): written by every recall of a sent
 * mail (whole mail or one recipient), and seeded. The status text is worded on reading, in the
 * reader's language, from `status` and `reason`.
 */
export const recallLogSchema = z.object({
  owner: z.string(),
  id: z.number(),
  subject: z.string(),
  message_id: z.string(),
  datetime: z.string(),
  recipient: z.string(),
  status: z.enum(['recalled', 'failed']),
  reason: z.enum(['none', 'read', 'external', 'gone']),
})
export type RecallLogRecord = z.infer<typeof recallLogSchema>
