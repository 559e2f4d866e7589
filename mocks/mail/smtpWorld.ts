/**
 * The SMTP servers of the fake world, for the relay (issue 16): which can be reached, on which
 * ports, and whether a login works. Known hosts answer on 25 and 587 plain and on 465 with SSL;
 * any other host cannot be reached. A login works when the password has at least 6 characters
 * (a real server's check cannot be known here; docs/mocks.md "SMTP relay").
 */
import { SMTP_VERIFY_MAX_MS, SMTP_VERIFY_MIN_MS } from '../../src/domain/settings/smtpRelay.ts'
import { MAIL_DOMAIN } from '../seed/text/names.ts'

export const KNOWN_SMTP_HOSTS: readonly string[] = [
  `smtp.${MAIL_DOMAIN}`,
  'smtp.relay.example.com',
  'smtp.qq.com',
  'smtp.exmail.qq.com',
  'smtp.163.com',
  'smtp.gmail.com',
  'smtp.office365.com',
]

export interface RelayAttempt {
  server: string
  port: number
  is_ssl: boolean
  is_auth: boolean
  account: string
  password: string
}

export function relayVerdict(r: RelayAttempt): 'ok' | 'unreachable' | 'authFailed' {
  const known = KNOWN_SMTP_HOSTS.includes(r.server.toLowerCase())
  const portFits = r.is_ssl ? r.port === 465 : r.port === 25 || r.port === 587
  if (!known || !portFits) return 'unreachable'
  if (r.is_auth && [...r.password].length < 6) return 'authFailed'
  return 'ok'
}

/** 3 to 10 s, the same for the same server, so a demo feels real and a test can predict it. */
export function verifyDelayMs(server: string): number {
  let hash = 0
  for (const ch of server) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const span = SMTP_VERIFY_MAX_MS - SMTP_VERIFY_MIN_MS
  return SMTP_VERIFY_MIN_MS + (hash % (span + 1))
}
