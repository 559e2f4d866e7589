/**
 * Two-factor login and binding (R-LOGIN /twofactor_login, §4 "Two-factor", §6
 * "Administrator"). The password login answers need_twofactor with a ticket for an account with
 * an authenticator or phone bound (handlers/login.ts); twofactorLogin finishes it with a TOTP code
 * (checked with a real TOTP library on the server clock) or the SMS code sent for that ticket.
 * Binding: setupTotp issues a secret (16 base32 characters) with its otpauth URI and QR image,
 * bindTotp enables it with a current code; unbindTotp needs a current code; the SMS phone binds
 * with a code sent to it and unbinds with a code sent to the bound phone. An administrator clears
 * another user's authenticator. SMS codes show in the demo bar (twofactor.store.ts).
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type AccountRecord, db } from '../db/index.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { recordLogin, loginAnswer } from './login.ts'
import { durable } from './mailCommon.ts'
import { type TwofactorTextKey, twofactorText } from './twofactor.texts.ts'
import {
  MAX_CODE_ATTEMPTS,
  SMS_RESEND_SECONDS,
  forgetSetup,
  isSixDigits,
  liveTicket,
  loginSmsMatches,
  maskPhone,
  newTotpSecret,
  pendingSetup,
  rememberSetup,
  resendWait,
  sendLoginSms,
  sendSettingSms,
  settingCode,
  spendSettingCode,
  spendTicket,
  verifyTotp,
} from './twofactor.store.ts'
import type { ServerLanguage } from '../i18n.ts'
import { languageOf } from '../i18n.ts'

type TwofactorStatus = components['schemas']['TwofactorStatus']

const fieldError = (field: string, key: TwofactorTextKey, lang: ServerLanguage) =>
  validationError({ [field]: [twofactorText(key, lang)] })

const refuse = (key: TwofactorTextKey, lang: ServerLanguage) =>
  fieldError('non_field_errors', key, lang)

/** Mainland mobile numbers: 11 digits starting with 1 (spaces and dashes tolerated). */
export const normalisePhone = (raw: unknown): string | null => {
  if (typeof raw !== 'string') return null
  const digits = raw.replace(/[\s-]/g, '')
  return /^1[3-9]\d{9}$/.test(digits) ? digits : null
}

export function statusOf(account: AccountRecord): TwofactorStatus {
  const { totp_bound, sms_bound, phone } = account.twofactor
  return { totp_bound, sms_bound, phone: sms_bound ? maskPhone(phone) : '' }
}

async function updateTwofactor(
  username: string,
  change: (twofactor: AccountRecord['twofactor']) => void,
): Promise<AccountRecord> {
  const updated = await db.accounts.update((q) => q.where({ username }), {
    data(draft) {
      change(draft.twofactor)
    },
  })
  await durable()
  return updated!
}

/** The signed-in user acting on their own mailbox, or the answer to give instead. */
export async function ownAuth(request: Request, cookies: Record<string, string>) {
  const auth = await checkAuth(request, cookies)
  if (auth instanceof Response) return auth
  if (auth.mailbox !== auth.user.username)
    return detail(403, twofactorText('sharedMailbox', auth.lang))
  return auth
}

const body = async (request: Request): Promise<Record<string, unknown>> => {
  const parsed: unknown = await request.json().catch(() => ({}))
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`

/**
 * The QR image of `text` as an SVG data URL (rendered by the fake server, as a real one would).
 * The QR encoder loads on the first setup, not with every start of the demo (issue 11).
 */
export async function qrDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode')
  return svgDataUrl(
    await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
  )
}

function checkCode(auth: AuthContext, code: unknown): Response | string {
  return isSixDigits(code) ? code : fieldError('code', 'codeFormat', auth.lang)
}

export const twofactorHandlers = [
  http.post('/api/twofactor/login/', async ({ request, cookies, response }) => {
    const lang = languageOf(request, cookies)
    const input = await body(request)
    const ticket = liveTicket(input.twofactor_ticket)
    if (!ticket) return response.untyped(refuse('ticketExpired', lang))
    const type = input.type === 'sms' ? 'sms' : input.type === 'totp' ? 'totp' : null
    if (!type || !ticket.methods.includes(type)) {
      return response.untyped(fieldError('type', 'methodNotBound', lang))
    }
    if (!isSixDigits(input.code)) return response.untyped(fieldError('code', 'codeFormat', lang))
    const account = db.accounts.findFirst((q) => q.where({ username: ticket.username }))
    const right =
      type === 'totp'
        ? verifyTotp(account?.twofactor.totp_secret ?? '', input.code)
        : loginSmsMatches(ticket, input.code)
    if (!right) {
      ticket.attempts += 1
      await recordLogin(ticket.username, false)
      if (ticket.attempts >= MAX_CODE_ATTEMPTS) {
        spendTicket(String(input.twofactor_ticket))
        return response.untyped(refuse('tooManyAttempts', lang))
      }
      return response.untyped(refuse(type === 'totp' ? 'wrongTotp' : 'wrongSms', lang))
    }
    spendTicket(String(input.twofactor_ticket))
    const { token } = await loginAnswer(ticket.username)
    return response(200).json({ token })
  }),

  http.post('/api/twofactor/login/sms/', async ({ request, cookies, response }) => {
    const lang = languageOf(request, cookies)
    const input = await body(request)
    const ticket = liveTicket(input.twofactor_ticket)
    if (!ticket) return response.untyped(refuse('ticketExpired', lang))
    const account = db.accounts.findFirst((q) => q.where({ username: ticket.username }))
    if (!account || !ticket.methods.includes('sms')) {
      return response.untyped(refuse('methodNotBound', lang))
    }
    if (resendWait(ticket.sms) > 0) return response.untyped(refuse('smsTooSoon', lang))
    sendLoginSms(ticket, account.twofactor.phone)
    return response(200).json({
      phone: maskPhone(account.twofactor.phone),
      resend_seconds: SMS_RESEND_SECONDS,
    })
  }),

  http.get('/api/twofactor/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(statusOf(auth.account))
  }),

  http.post('/api/twofactor/totp/setup/', async ({ request, cookies, response }) => {
    const auth = await ownAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    if (auth.account.twofactor.totp_bound) {
      return response.untyped(refuse('totpAlreadyBound', auth.lang))
    }
    const { secret, uri } = newTotpSecret(auth.user.email)
    rememberSetup(auth.user.username, secret)
    return response(200).json({ secret, otpauth_url: uri, qrcode: await qrDataUrl(uri) })
  }),

  http.post('/api/twofactor/totp/bind/', async ({ request, cookies, response }) => {
    const auth = await ownAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const input = await body(request)
    if (auth.account.twofactor.totp_bound) {
      return response.untyped(refuse('totpAlreadyBound', auth.lang))
    }
    const secret = pendingSetup(auth.user.username)
    if (!secret || input.secret !== secret) {
      return response.untyped(refuse('setupExpired', auth.lang))
    }
    const code = checkCode(auth, input.code)
    if (code instanceof Response) return response.untyped(code)
    if (!verifyTotp(secret, code))
      return response.untyped(fieldError('code', 'wrongTotp', auth.lang))
    forgetSetup(auth.user.username)
    const account = await updateTwofactor(auth.user.username, (twofactor) => {
      twofactor.totp_bound = true
      twofactor.totp_secret = secret
    })
    return response(200).json(statusOf(account))
  }),

  http.post('/api/twofactor/totp/unbind/', async ({ request, cookies, response }) => {
    const auth = await ownAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const input = await body(request)
    if (!auth.account.twofactor.totp_bound) {
      return response.untyped(refuse('totpNotBound', auth.lang))
    }
    const code = checkCode(auth, input.code)
    if (code instanceof Response) return response.untyped(code)
    if (!verifyTotp(auth.account.twofactor.totp_secret, code)) {
      return response.untyped(fieldError('code', 'wrongTotp', auth.lang))
    }
    const account = await updateTwofactor(auth.user.username, (twofactor) => {
      twofactor.totp_bound = false
      twofactor.totp_secret = ''
    })
    return response(200).json(statusOf(account))
  }),

  http.post('/api/twofactor/totp/clear/', async ({ request, cookies, response }) => {
    const auth = await ownAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    if (!auth.user.is_admin)
      return response.untyped(detail(403, twofactorText('notAdmin', auth.lang)))
    const input = await body(request)
    const typed = typeof input.username === 'string' ? input.username.trim().toLowerCase() : ''
    const user = db.users.findFirst((q) =>
      q.where((u) => typed !== '' && (u.username === typed || u.email.toLowerCase() === typed)),
    )
    if (!user) return response.untyped(fieldError('username', 'noSuchUser', auth.lang))
    const account = db.accounts.findFirst((q) => q.where({ username: user.username }))
    if (!account?.twofactor.totp_bound) {
      return response.untyped(fieldError('username', 'userNotBound', auth.lang))
    }
    await updateTwofactor(user.username, (twofactor) => {
      twofactor.totp_bound = false
      twofactor.totp_secret = ''
    })
    return response(200).json({
      success: true,
      message: twofactorText('cleared', auth.lang, { user: user.email }),
    })
  }),

  http.post('/api/twofactor/sms/code/', async ({ request, cookies, response }) => {
    const auth = await ownAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const input = await body(request)
    const { username } = auth.user
    const { twofactor } = auth.account
    let phone: string
    if (input.purpose === 'bind') {
      if (twofactor.sms_bound) return response.untyped(refuse('smsAlreadyBound', auth.lang))
      const typed = normalisePhone(input.phone)
      if (!typed) return response.untyped(fieldError('phone', 'badPhone', auth.lang))
      phone = typed
    } else if (input.purpose === 'unbind') {
      if (!twofactor.sms_bound) return response.untyped(refuse('smsNotBound', auth.lang))
      phone = twofactor.phone
    } else {
      return response.untyped(fieldError('purpose', 'methodNotBound', auth.lang))
    }
    if (resendWait(settingCode(username, input.purpose)) > 0) {
      return response.untyped(refuse('smsTooSoon', auth.lang))
    }
    sendSettingSms(username, input.purpose, phone)
    return response(200).json({ phone: maskPhone(phone), resend_seconds: SMS_RESEND_SECONDS })
  }),

  http.post('/api/twofactor/sms/bind/', async ({ request, cookies, response }) => {
    const auth = await ownAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const input = await body(request)
    if (auth.account.twofactor.sms_bound) {
      return response.untyped(refuse('smsAlreadyBound', auth.lang))
    }
    const phone = normalisePhone(input.phone)
    if (!phone) return response.untyped(fieldError('phone', 'badPhone', auth.lang))
    const code = checkCode(auth, input.code)
    if (code instanceof Response) return response.untyped(code)
    if (!spendSettingCode(auth.user.username, 'bind', code, phone)) {
      return response.untyped(fieldError('code', 'wrongSms', auth.lang))
    }
    const account = await updateTwofactor(auth.user.username, (twofactor) => {
      twofactor.sms_bound = true
      twofactor.phone = phone
    })
    return response(200).json(statusOf(account))
  }),

  http.post('/api/twofactor/sms/unbind/', async ({ request, cookies, response }) => {
    const auth = await ownAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const input = await body(request)
    if (!auth.account.twofactor.sms_bound) {
      return response.untyped(refuse('smsNotBound', auth.lang))
    }
    const code = checkCode(auth, input.code)
    if (code instanceof Response) return response.untyped(code)
    if (!spendSettingCode(auth.user.username, 'unbind', code)) {
      return response.untyped(fieldError('code', 'wrongSms', auth.lang))
    }
    const account = await updateTwofactor(auth.user.username, (twofactor) => {
      twofactor.sms_bound = false
    })
    return response(200).json(statusOf(account))
  }),
]
