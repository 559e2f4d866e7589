import { z } from 'zod'

export const signatureSchema = z.object({
  owner: z.string(),
  id: z.number(),
  caption: z.string(),
  content: z.string(),
  is_default_new: z.boolean(),
  is_default_reply: z.boolean(),
})
export type SignatureRecord = z.infer<typeof signatureSchema>

export const templateSchema = z.object({
  owner: z.string(),
  id: z.number(),
  caption: z.string(),
  content: z.string(),
})
export type TemplateRecord = z.infer<typeof templateSchema>

export const stationerySchema = z.object({ id: z.number(), name: z.string(), src: z.string() })
export type StationeryRecord = z.infer<typeof stationerySchema>

/** A filter rule as the contract has it (FilterRuleInput), kept per owner. */
export const filterConditionSchema = z.object({
  field: z.enum(['from', 'to', 'cc', 'subject', 'body', 'size', 'attach']),
  operator: z.enum(['contains', 'not_contains', 'equals', 'not_equals', 'gt', 'lt']),
  value: z.string(),
})
export type FilterConditionRecord = z.infer<typeof filterConditionSchema>

export const filterSchema = z.object({
  owner: z.string(),
  id: z.number(),
  name: z.string(),
  priority: z.number(),
  is_enabled: z.boolean(),
  logic: z.enum(['all', 'any']),
  conditions: z.array(filterConditionSchema),
  action: z.enum(['delete', 'quarantine', 'move', 'copy', 'forward']),
  action_value: z.string(),
})
export type FilterRecord = z.infer<typeof filterSchema>

export const autoReplySchema = z.object({
  owner: z.string(),
  is_active: z.boolean(),
  only_contacts: z.boolean(),
  range_type: z.enum(['always', 'week', 'date']),
  start_week: z.number(),
  end_week: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  content: z.string(),
  /** Senders already answered since the settings were last saved (one reply each). */
  replied: z.array(z.string()),
})
export type AutoReplyRecord = z.infer<typeof autoReplySchema>

export const autoForwardSchema = z.object({
  owner: z.string(),
  is_active: z.boolean(),
  target: z.string(),
  keep_copy: z.boolean(),
})
export type AutoForwardRecord = z.infer<typeof autoForwardSchema>

/** White and black lists share a shape: an address or a whole domain. */
export const addressListEntrySchema = z.object({
  owner: z.string(),
  id: z.number(),
  kind: z.enum(['white', 'black']),
  value: z.string(),
})
export type AddressListEntryRecord = z.infer<typeof addressListEntrySchema>

export const mailboxMoveSchema = z.object({
  owner: z.string(),
  id: z.number(),
  server: z.string(),
  /** Absent in older snapshots: the protocol's usual port by SSL. */
  port: z.number().optional(),
  protocol: z.enum(['pop3', 'imap']),
  email: z.string(),
  password: z.string(),
  ssl: z.boolean(),
  scope: z.enum(['all', 'inbox']),
  /** Absent in older snapshots: active unless idle or disabled. */
  is_active: z.boolean().optional(),
  status: z.enum(['idle', 'waiting', 'running', 'done', 'failed', 'disabled']),
  last_receive: z.string().nullable(),
  /** Fake-clock ms of the activation that started the task in flight (mocks/mail/moveWorld.ts). */
  started_at: z.number().nullable().optional(),
  /** A control's decision (mockControl.decideMailboxMove) that ends the task at once. */
  decided: z.enum(['done', 'failed']).nullable().optional(),
  /** Why the last run failed: a key of mocks/handlers/mailboxMove.texts.ts. */
  last_error: z.string().optional(),
})
export type MailboxMoveRecord = z.infer<typeof mailboxMoveSchema>

export const relaySchema = z.object({
  owner: z.string(),
  is_active: z.boolean(),
  server: z.string(),
  port: z.number(),
  account: z.string(),
  password: z.string(),
  ssl: z.boolean(),
  auth: z.boolean(),
  need_verify: z.boolean(),
  /** The last relay failure and when (the delivery sets them); absent in older snapshots. */
  last_error: z.string().optional(),
  last_error_time: z.string().nullable().optional(),
})
export type RelayRecord = z.infer<typeof relaySchema>
