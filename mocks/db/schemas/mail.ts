import { z } from 'zod'

/** [address, display name], the shape the real server uses for every mail party. */
export const partySchema = z.tuple([z.string(), z.string()])
export type Party = z.infer<typeof partySchema>

export const mailAttachmentSchema = z.object({
  id: z.number(),
  sid: z.string(),
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  attach_level: z.number(),
  /** The bytes, base64, when the attachment has real content (fixtures, imports, deliveries). */
  content: z.string().optional(),
  /** Content-ID without <>, for parts the html body may show as cid:<content_id>. */
  content_id: z.string().optional(),
  /** Content-Location as written in the part (MHTML: the html body refers to it by this URL). */
  content_location: z.string().optional(),
  /** Content-Disposition inline (or inside multipart/related) with a Content-ID. */
  is_inline: z.boolean().optional(),
  /** Where an imported file sits in its message's MIME tree ("2", "1.3"), as IMAP numbers parts. */
  part: z.string().optional(),
  /** A text file's charset as sent (utf-16le, gbk …): the preview decodes it, the download keeps it. */
  charset: z.string().optional(),
})
export type MailAttachment = z.infer<typeof mailAttachmentSchema>

export const messageAttrsSchema = z.object({
  is_password: z.boolean(),
  password: z.string(),
  is_notify: z.boolean(),
  is_burn: z.boolean(),
  burn_left: z.number(),
  burn_day: z.string(),
  is_canrecall: z.boolean(),
  is_recall: z.boolean(),
  is_return_path: z.boolean(),
  return_path: z.string(),
  is_calendar: z.boolean(),
  is_calendar_event: z.boolean(),
  is_calendar_event_deleted: z.boolean(),
  calendar_event_id: z.number().nullable(),
  calendar_eventer_status: z.string(),
})
export type MessageAttrs = z.infer<typeof messageAttrsSchema>

/** Folders belong to one mailbox owner; raw_name is the IMAP name the API addresses them by. */
export const folderSchema = z.object({
  owner: z.string(),
  id: z.number(),
  raw_name: z.string(),
  name: z.string(),
  flags: z.array(z.string()),
  is_default: z.boolean(),
  is_can_empty: z.boolean(),
  is_lock: z.boolean(),
  lock_password: z.string(),
  order: z.number(),
})
export type FolderRecord = z.infer<typeof folderSchema>

export const messageSchema = z.object({
  owner: z.string(),
  uid: z.number(),
  folder: z.string(),
  subject: z.string(),
  mfrom: partySchema,
  to: z.array(partySchema),
  cc: z.array(partySchema),
  bcc: z.array(partySchema),
  reply_to: z.string(),
  /** ISO-8601 with offset: when the sender dated it / when it arrived. */
  date: z.string(),
  internaldate: z.string(),
  flags: z.array(z.string()),
  tags: z.array(z.string()),
  is_html: z.boolean(),
  html_text: z.string(),
  plain_text: z.string(),
  attachments: z.array(mailAttachmentSchema),
  remark: z.string(),
  message_id: z.string(),
  attrs: messageAttrsSchema,
  refw_type: z.string(),
  size: z.number(),
  /** The base relative references in the html body resolve against (Content-Base / -Location). */
  content_base: z.string().optional(),
  mail_level: z.number(),
  language: z.enum(['zh-hans', 'zh-tw', 'en']),
  /** The message as received (imports, internal deliveries): its key in db.rawMessages. */
  raw_id: z.string().optional(),
  /** It has no readable Date header: `date` then repeats the arrival time. */
  date_missing: z.boolean().optional(),
  /** Links to the sender's transit-area files (online attachments); absent when none. */
  online_attachments: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        size: z.number(),
        expire_days: z.number(),
        expire_at: z.string().nullable(),
        token: z.string(),
      }),
    )
    .optional(),
})
export type MessageRecord = z.infer<typeof messageSchema>

/**
 * A message's original bytes, base64, kept once however many records share them (the copies of
 * one delivery); keyed by their SHA-256 so identical bytes are stored once.
 */
export const rawMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
})
export type RawMessageRecord = z.infer<typeof rawMessageSchema>

export const tagSchema = z.object({
  owner: z.string(),
  tagname: z.string(),
  name: z.string(),
  color: z.string(),
})
export type TagRecord = z.infer<typeof tagSchema>

/** The personal attachment list: an index over attachments of received and sent mail. */
export const attachmentIndexSchema = z.object({
  owner: z.string(),
  id: z.number(),
  uid: z.number(),
  folder: z.string(),
  sid: z.string(),
  did: z.string().nullable(),
  name: z.string(),
  size: z.number(),
  subject: z.string(),
  mfrom: partySchema,
  date: z.string(),
  attach_level: z.number(),
  is_company: z.boolean(),
  nettype: z.enum(['file', 'folder']),
})
export type AttachmentIndexRecord = z.infer<typeof attachmentIndexSchema>

export const reviewItemSchema = z.object({
  reviewer: z.string(),
  id: z.number(),
  status: z.enum(['wait', 'permit', 'reject']),
  subject: z.string(),
  sender: z.string(),
  mfrom: partySchema,
  recipient: z.string(),
  to: z.array(partySchema),
  datetime: z.string(),
  mailsize: z.number(),
  reason: z.string(),
  is_html: z.boolean(),
  html_text: z.string(),
  plain_text: z.string(),
  attachments: z.array(mailAttachmentSchema),
})
export type ReviewItemRecord = z.infer<typeof reviewItemSchema>
