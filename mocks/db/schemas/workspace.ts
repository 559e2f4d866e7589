import { z } from 'zod'

export const calendarSchema = z.object({
  owner: z.string(),
  id: z.number(),
  name: z.string(),
  color: z.string(),
  is_default: z.boolean(),
  shares: z.array(z.object({ email: z.string(), permission: z.enum(['read', 'edit']) })),
})
export type CalendarRecord = z.infer<typeof calendarSchema>

export const calendarEventSchema = z.object({
  calendar_id: z.number(),
  id: z.number(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  repeat: z.object({
    freq: z.enum(['none', 'daily', 'weekly', 'monthly', 'yearly']),
    interval: z.number(),
    count: z.number(),
  }),
  place: z.string(),
  description: z.string(),
  remind_minutes: z.number().nullable(),
  color: z.string(),
  organizer: z.string(),
  participants: z.array(
    z.object({ email: z.string(), status: z.enum(['start', 'accept', 'wait', 'reject']) }),
  ),
})
export type CalendarEventRecord = z.infer<typeof calendarEventSchema>

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

export const fileShareSchema = z.object({
  owner: z.string(),
  id: z.number(),
  file_ids: z.array(z.number()),
  link: z.string(),
  code: z.string(),
  created: z.string(),
  expires: z.string().nullable(),
})
export type FileShareRecord = z.infer<typeof fileShareSchema>

/** ip1 = address, ip2 = location / provider, ct2 = time; kind separates the self-query logs. */
export const loginLogSchema = z.object({
  username: z.string(),
  id: z.number(),
  kind: z.enum(['login', 'send', 'receive', 'delete']),
  ip1: z.string(),
  ip2: z.string(),
  ct2: z.string(),
  detail: z.string(),
  success: z.boolean(),
})
export type LoginLogRecord = z.infer<typeof loginLogSchema>
