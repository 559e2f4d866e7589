import { z } from 'zod'

export const calendarSchema = z.object({
  /** Owner username. */
  owner: z.string(),
  id: z.number(),
  name: z.string(),
  color: z.string(),
  is_default: z.boolean(),
  /** System mailboxes only (R-VALID-24), read-only or edit (R-ROLE-5). */
  shares: z.array(
    z.object({ id: z.number(), email: z.string(), permission: z.enum(['read', 'edit']) }),
  ),
})
export type CalendarRecord = z.infer<typeof calendarSchema>

const participantSchema = z.object({
  email: z.string(),
  name: z.string(),
  status: z.enum(['start', 'accept', 'wait', 'reject']),
})

/**
 * A stored event: a single one, a repeating series (its rule as RFC 5545 RRULE text, expanded
 * on demand by src/domain/calendar/recurrence.ts, never stored expanded), or an exception (one
 * occurrence of a series edited alone: series_id + occurrence, and an EXDATE on the series).
 * An invitee's copy of someone else's event has invitation_of = the organiser's event (null when
 * the organiser is outside the demo's data).
 */
export const calendarEventSchema = z.object({
  calendar_id: z.number(),
  id: z.number(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  time_zone: z.string(),
  rrule: z.string(),
  exdates: z.array(z.string()),
  series_id: z.number().nullable(),
  occurrence: z.string().nullable(),
  place: z.string(),
  description: z.string(),
  remind_email: z.boolean(),
  remind_minutes: z.number().nullable(),
  color: z.string(),
  /** Organiser address and name. */
  organizer: z.string(),
  organizer_name: z.string(),
  participants: z.array(participantSchema),
  invitation_of: z.number().nullable(),
})
export type CalendarEventRecord = z.infer<typeof calendarEventSchema>

/** /calendar/set, one per user; a user without one has the defaults (mocks/calendar/store.ts). */
export const calendarSettingsSchema = z.object({
  owner: z.string(),
  week_start: z.union([z.literal(0), z.literal(1)]),
  default_view: z.enum(['month', 'week', 'day', 'agenda']),
  default_remind_minutes: z.number(),
  work_start: z.string(),
  work_end: z.string(),
  show_weekends: z.boolean(),
  time_zone: z.string(),
  hidden_calendar_ids: z.array(z.number()),
})
export type CalendarSettingsRecord = z.infer<typeof calendarSettingsSchema>

/** pfile = personal disk, cfile = enterprise disk, afile = transit area. */
export const diskEntrySchema = z.object({
  disk: z.enum(['pfile', 'cfile', 'afile']),
  owner: z.string(),
  id: z.number(),
  parent_id: z.number(),
  name: z.string(),
  is_folder: z.boolean(),
  size: z.number(),
  content_type: z.string(),
  created: z.string(),
  expires: z.string().nullable(),
  /** A sent online attachment's download link (downloadOnlineAttachment); absent until sent. */
  link_token: z.string().optional(),
})
export type DiskEntryRecord = z.infer<typeof diskEntrySchema>

export const diskPermissionSchema = z.object({
  id: z.number(),
  folder_id: z.number(),
  target_type: z.enum(['department', 'member']),
  target: z.string(),
  permission: z.enum(['all', 'manage', 'upload', 'download', 'upload_download']),
})
export type DiskPermissionRecord = z.infer<typeof diskPermissionSchema>

/**
 * A share link: `owner` is the mailbox whose list shows it, `owner_user` the account whose disk
 * permissions decide what a company share still serves. Cancelled shares stay (cancelled: true)
 * so their link is refused as cancelled rather than unknown.
 */
export const fileShareSchema = z.object({
  owner: z.string(),
  owner_user: z.string(),
  id: z.number(),
  share_key: z.string(),
  source: z.enum(['netdisk', 'company']),
  file_ids: z.array(z.number()),
  code: z.string(),
  created: z.string(),
  expires: z.string().nullable(),
  cancelled: z.boolean(),
  download_count: z.number(),
})
export type FileShareRecord = z.infer<typeof fileShareSchema>

/**
 * ip1 = address, ip2 = location / provider, ct2 = time; kind separates the self-query logs. A
 * record that did not succeed is a failed login, a bounced send, a receive held as spam, or a
 * delete that emptied the mail for good (decisions.md #278).
 */
export const loginLogSchema = z.object({
  username: z.string(),
  id: z.number(),
  kind: z.enum(['login', 'send', 'receive', 'delete']),
  ip1: z.string(),
  ip2: z.string(),
  ct2: z.string(),
  /** Login: the client (Web, IMAP, POP3, SMTP, Mobile). */
  detail: z.string(),
  success: z.boolean(),
  /**
   * Send, receive and delete records (issue 16): the mail's subject, the other party's address
   * (the recipient of a sent mail, the sender of a received or deleted one) and, for a deleted
   * mail, the folder it was in. Optional: snapshots saved before issue 16 have none.
   */
  subject: z.string().optional(),
  peer: z.string().optional(),
  folder: z.string().optional(),
})
export type LoginLogRecord = z.infer<typeof loginLogSchema>
