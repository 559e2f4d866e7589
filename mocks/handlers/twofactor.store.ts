/**
 * Runtime state of the two-factor family that is not data (cleared by reset, never persisted):
 * login tickets, pending authenticator setups, SMS codes. TOTP is checked with a real TOTP
 * library (RFC 6238: SHA1, 6 digits, 30 s, one step either side) on the fake server's clock.
 */
import { Secret, TOTP } from 'otpauth'
import { now } from '../state.ts'

export const TOTP_ISSUER = 'Huayu Mail'
/** A two-factor login ticket lives this long after the password was accepted. */
export const TICKET_SECONDS = 300
/** Wrong codes allowed on one ticket; the next wrong one ends it. */
export const MAX_CODE_ATTEMPTS = 5
/** Another SMS code may be asked for after this wait. */
export const SMS_RESEND_SECONDS = 60
/** An SMS code is valid this long. */
export const SMS_CODE_SECONDS = 300

export type TwofactorMethod = 'totp' | 'sms'
export type SmsPurpose = 'login' | 'bind' | 'unbind'

interface SmsCode {
  phone: string
  code: string
  sentMs: number
}

interface LoginTicket {
  username: string
  methods: TwofactorMethod[]
  expiresMs: number
  attempts: number
  sms: SmsCode | null
}

/** What the demo's phone shows: the last SMS the fake server "sent". */
export interface DemoSms {
  phone: string
  code: string
  purpose: SmsPurpose
  sentMs: number
}

const tickets = new Map<string, LoginTicket>()
const pendingSetups = new Map<string, string>()
const settingCodes = new Map<string, SmsCode>()
let lastSms: DemoSms | null = null

export function resetTwofactorStore(): void {
  tickets.clear()
  pendingSetups.clear()
  settingCodes.clear()
  lastSms = null
}

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })

/** A correct code for `secret` at `atMs` (tests, and nothing else in the fake server). */
export const totpCode = (secret: string, atMs: number): string =>
  totpOf(secret).generate({ timestamp: atMs })

/** True when `code` is the code of `secret` at `atMs` (default: the server clock) ± 30 s. */
export function verifyTotp(secret: string, code: string, atMs: number = now()): boolean {
  if (!/^\d{6}$/.test(code) || secret === '') return false
  return totpOf(secret).validate({ token: code, timestamp: atMs, window: 1 }) !== null
}

/** A new 16-character base32 secret (80 bits) and its otpauth:// URI. */
export function newTotpSecret(account: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 10 }).base32
  return { secret, uri: totpOf(secret, account).toString() }
}

export const rememberSetup = (username: string, secret: string) =>
  pendingSetups.set(username, secret)
export const pendingSetup = (username: string) => pendingSetups.get(username)
export const forgetSetup = (username: string) => pendingSetups.delete(username)

export const isSixDigits = (code: unknown): code is string =>
  typeof code === 'string' && /^\d{6}$/.test(code)

/** 138****8000 */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone

// ---- login tickets ----

export function issueTicket(username: string, methods: TwofactorMethod[]): string {
  const ticket = crypto.randomUUID()
  tickets.set(ticket, {
    username,
    methods,
    expiresMs: now() + TICKET_SECONDS * 1000,
    attempts: 0,
    sms: null,
  })
  return ticket
}

export function liveTicket(ticket: unknown): LoginTicket | null {
  if (typeof ticket !== 'string') return null
  const found = tickets.get(ticket)
  if (!found) return null
  if (found.expiresMs <= now()) {
    tickets.delete(ticket)
    return null
  }
  return found
}

export const spendTicket = (ticket: string) => tickets.delete(ticket)

// ---- SMS ----

const sixDigits = (): string =>
  String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')

/** Seconds before another code may go to this slot (0 = now). */
export function resendWait(previous: SmsCode | null | undefined): number {
  if (!previous) return 0
  const elapsed = (now() - previous.sentMs) / 1000
  return elapsed >= SMS_RESEND_SECONDS ? 0 : Math.ceil(SMS_RESEND_SECONDS - elapsed)
}

function send(phone: string, purpose: SmsPurpose): SmsCode {
  const sms = { phone, code: sixDigits(), sentMs: now() }
  lastSms = { ...sms, purpose }
  // The demo has no phone: the page's demo bar shows the message (src/app/DemoPhone.tsx).
  if (typeof window !== 'undefined' && typeof CustomEvent !== 'undefined') {
    window.dispatchEvent(new CustomEvent(DEMO_SMS_EVENT, { detail: lastSms }))
  }
  return sms
}

export const DEMO_SMS_EVENT = 'webmail-demo-sms'

export function peekLastSms(): DemoSms | null {
  return lastSms
}

export function sendLoginSms(ticket: LoginTicket, phone: string): SmsCode {
  ticket.sms = send(phone, 'login')
  return ticket.sms
}

const codeMatches = (sms: SmsCode | null | undefined, code: string, phone?: string) =>
  Boolean(
    sms &&
    sms.code === code &&
    (phone === undefined || sms.phone === phone) &&
    now() - sms.sentMs <= SMS_CODE_SECONDS * 1000,
  )

export const loginSmsMatches = (ticket: LoginTicket, code: string) => codeMatches(ticket.sms, code)

const slot = (username: string, purpose: 'bind' | 'unbind') => `${username}:${purpose}`

export const settingCode = (username: string, purpose: 'bind' | 'unbind') =>
  settingCodes.get(slot(username, purpose))

export function sendSettingSms(username: string, purpose: 'bind' | 'unbind', phone: string) {
  const sms = send(phone, purpose)
  settingCodes.set(slot(username, purpose), sms)
  return sms
}

export function spendSettingCode(
  username: string,
  purpose: 'bind' | 'unbind',
  code: string,
  phone?: string,
): boolean {
  const key = slot(username, purpose)
  if (!codeMatches(settingCodes.get(key), code, phone)) return false
  settingCodes.delete(key)
  return true
}
