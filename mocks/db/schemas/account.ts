import { z } from 'zod'
import type { components } from '../../../src/api/schema.gen.ts'

type Schemas = components['schemas']

/**
 * Contract-shaped blobs are stored as the generated types (no runtime re-validation): the seed is
 * then checked against openapi.yaml at compile time, and the handlers can return them as they are.
 */
const contract = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null)

/** Everything per user that is configuration rather than content. */
export const accountSchema = z.object({
  username: z.string(),
  login_after: contract<Schemas['LoginAfterInfo']>(),
  password_rules: contract<Schemas['PasswordRules']>(),
  weather: contract<Schemas['Weather']>(),
  /** Seconds; reported in the shared status and used as the token lifetime at login. */
  expired_left: z.number(),
  lock_left: z.number(),
  change_password: z.boolean(),
  is_swtime: z.boolean(),
  capacity_used_mb: z.number(),
  /** 0 means infinite. */
  capacity_total_mb: z.number(),
  /** Lock passwords in clear (fake server); '' = that lock is off. */
  lock_passwords: z.object({ mailbox: z.string(), file: z.string(), calendar: z.string() }),
  /**
   * `phone`: the SMS phone (raw; answers mask it). `totp_secret`: the bound authenticator's
   * base32 secret ('' when unbound).
   */
  twofactor: z.object({
    totp_bound: z.boolean(),
    sms_bound: z.boolean(),
    phone: z.string(),
    totp_secret: z.string(),
  }),
  security_questions: z.array(z.object({ question: z.string(), answer: z.string() })),
  client_auth_code_enabled: z.boolean(),
  /**
   * The client authorization code mail clients log in with (IMAP/POP/SMTP, which the fake server
   * has not) and when it was issued; kept while enabled. Optional: older snapshots have none.
   */
  client_auth_code: z.object({ code: z.string(), created: z.string() }).nullable().optional(),
  wechat_bound: z.boolean(),
  sms_enabled: z.boolean(),
  /**
   * The SMS new-mail notification's number and daily window (getSmsSettings; on/off is
   * `sms_enabled`). Optional: snapshots saved before issue 12 have none (read as the user's
   * mobile, 08:00–22:00).
   */
  sms_notify: z
    .object({ mobile: z.string(), start_time: z.string(), end_time: z.string() })
    .optional(),
  /**
   * Profile edits wait for audit (R-LOGIN-4): the edit is kept in `pending` until
   * `mockControl.decideProfileAudit` passes it (applied to the user) or refuses it. Optional:
   * snapshots saved before issue 12 have none (read as no audit).
   */
  profile_audit: z
    .object({
      status: z.enum(['none', 'pending', 'approved', 'rejected']),
      pending: contract<Schemas['ProfileInput']>().nullable(),
    })
    .optional(),
  /**
   * The account-cancellation request (issue 16): `reason` is the user's, `review_reason` the
   * reviewer's when refused; `mockControl.decideAccountCancel` approves or refuses a pending one.
   * Optional: snapshots saved before issue 16 have none (read as no request).
   */
  account_cancel: z
    .object({
      status: z.enum(['none', 'pending', 'approved', 'rejected']),
      reason: z.string(),
      review_reason: z.string(),
      created: z.string().nullable(),
    })
    .optional(),
  /**
   * The reading preferences of getParamSettings that login-after does not carry (page size,
   * reminder and auto-save live in `login_after`; the session timeout is `lock_left`).
   * Optional for snapshots saved before issue 12.
   */
  reading: z
    .object({ is_text_view: z.boolean(), is_save_sent: z.boolean(), is_confirm_read: z.boolean() })
    .optional(),
})
export type AccountRecord = z.infer<typeof accountSchema>

/** Organisation-wide settings: one record. */
export const domainSchema = z.object({
  domain: z.string(),
  login_config: contract<Schemas['LoginConfig']>(),
})
export type DomainRecord = z.infer<typeof domainSchema>

/**
 * A login session. Tokens are JWTs naming a session id; deleting the session (logout, password
 * change) invalidates its tokens. Stored in the database so a demo session survives a reload.
 */
export const sessionSchema = z.object({
  sid: z.string(),
  username: z.string(),
  /** The mailbox this session acts on: the user's own, or a shared one switched into. */
  mailbox: z.string(),
  created_ms: z.number(),
  released: z.object({ mailbox: z.boolean(), file: z.boolean(), calendar: z.boolean() }),
})
export type SessionRecord = z.infer<typeof sessionSchema>
