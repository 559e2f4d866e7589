/**
 * /setting/transfer, the SMTP relay (R-VALID-23, C-TIME-14): external mail leaves through the
 * user's own SMTP server. While the relay is on, its server, account and password are required
 * (decisions.md #290: off, the stored ones are kept and nothing is required); the port is a
 * whole number 1–65535. The relay-failure notice shows at most once every 2 hours.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface SmtpRelayValues {
  is_enabled: boolean
  server: string
  /** As typed; the payload sends a number. */
  port: string
  account: string
  /** Never loaded back: typed again to save the relay on. */
  password: string
  is_ssl: boolean
  is_auth: boolean
  need_verify: boolean
}

export type SmtpRelayError =
  | 'relayServerRequired'
  | 'relayServerInvalid'
  | 'relayPortInvalid'
  | 'relayAccountRequired'
  | 'relayPasswordRequired'

/** C-TIME-14: the fake server takes this long to test a relay login, as the real one does. */
export const SMTP_VERIFY_MIN_MS = 3_000
export const SMTP_VERIFY_MAX_MS = 10_000
/** Twice the longest the spec allows: after this the client stops waiting and says so. */
export const SMTP_VERIFY_TIMEOUT_MS = 2 * SMTP_VERIFY_MAX_MS
/** C-TIME-14: the relay-failure notice shows at most once in this time. */
export const RELAY_NOTICE_INTERVAL_MS = 2 * 60 * 60 * 1000

/** The usual ports: 25 (plain), 465 (SSL); 587 is plain with STARTTLS. */
export const SMTP_PORT_PLAIN = 25
export const SMTP_PORT_SSL = 465

/** A host name or an IPv4 address: letters, digits, dots and hyphens, with at least one dot. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i

export function isSmtpPort(text: string): boolean {
  if (!/^\d{1,5}$/.test(text.trim())) return false
  const port = Number(text.trim())
  return port >= 1 && port <= 65535
}

/** What the form checks before the save (and the verification) goes out. */
export function validateSmtpRelay(
  values: SmtpRelayValues,
  { forVerify = false }: { forVerify?: boolean } = {},
): Partial<Record<keyof SmtpRelayValues, SmtpRelayError>> {
  const errors: Partial<Record<keyof SmtpRelayValues, SmtpRelayError>> = {}
  const server = values.server.trim()
  // A verification tests the fields as typed, on or off; a save checks them only when on.
  const required = forVerify || values.is_enabled
  if (server === '') {
    if (required) errors.server = 'relayServerRequired'
  } else if (!HOST.test(server)) errors.server = 'relayServerInvalid'
  if (!isSmtpPort(values.port)) errors.port = 'relayPortInvalid'
  if (required && values.account.trim() === '') errors.account = 'relayAccountRequired'
  if (required && values.password === '') errors.password = 'relayPasswordRequired'
  return errors
}

/**
 * Whether to show the relay-failure notice now: there is a failure the user has not been told
 * of, and the last notice is at least RELAY_NOTICE_INTERVAL_MS old.
 */
export function shouldShowRelayNotice({
  lastErrorTime,
  shownAtMs,
  nowMs,
}: {
  lastErrorTime: string | null | undefined
  shownAtMs: number | null
  nowMs: number
}): boolean {
  if (!lastErrorTime) return false
  const failedAt = Date.parse(lastErrorTime)
  if (Number.isNaN(failedAt)) return false
  if (shownAtMs === null) return true
  return failedAt > shownAtMs && nowMs - shownAtMs >= RELAY_NOTICE_INTERVAL_MS
}

export const SMTP_RELAY_MESSAGES: Record<SmtpRelayError, MessageDescriptor> = {
  // R-VALID-23: SMTP server, account and password required.
  relayServerRequired: msg({
    message: '请输入 SMTP 服务器地址',
    comment: "English: 'Please enter the SMTP server'",
  }),
  relayServerInvalid: msg({
    message: 'SMTP 服务器地址无效，例如 smtp.example.com',
    comment: "English: 'The SMTP server is not valid, e.g. smtp.example.com'",
  }),
  relayPortInvalid: msg({
    message: '端口为 1 到 65535 的整数',
    comment: "English: 'The port is a whole number from 1 to 65535'",
  }),
  relayAccountRequired: msg({
    message: '请输入 SMTP 账号',
    comment: "English: 'Please enter the SMTP account'",
  }),
  relayPasswordRequired: msg({
    message: '请输入 SMTP 密码',
    comment: "English: 'Please enter the SMTP password'",
  }),
}
