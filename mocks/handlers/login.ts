import { openSecret } from '../auth/secrets.ts'
import { openSession, signToken } from '../auth/tokens.ts'
import { consumeTicket, issueChallenge, verifyChallenge } from '../captcha/store.ts'
import { type AccountRecord, type UserRecord, db } from '../db/index.ts'
import { languageOf } from '../i18n.ts'
import { isoAt } from '../seed/messages.ts'
import { type CaptchaType, now, runtime } from '../state.ts'
import { http, nonFieldError, validationError } from './http.ts'
import { registerText } from './register.texts.ts'
import { type TwofactorMethod, issueTicket } from './twofactor.store.ts'

export function effectiveCaptchaType(): CaptchaType {
  return runtime.captchaType ?? db.domain.findFirst()?.login_config.captcha_type ?? 'none'
}

function findLoginUser(
  username: string,
  loginType: 'email' | 'job_number',
): UserRecord | undefined {
  const typed = username.trim().toLowerCase()
  if (typed === '') return undefined
  return db.users.findFirst((q) =>
    q.where((user) =>
      loginType === 'job_number'
        ? user.job_number.toLowerCase() === typed
        : user.username === typed || user.email.toLowerCase() === typed,
    ),
  )
}

export async function recordLogin(username: string, success: boolean): Promise<void> {
  const id = db.loginLogs.all().reduce((max, log) => Math.max(max, log.id), 0) + 1
  await db.loginLogs.create({
    username,
    id,
    kind: 'login',
    ip1: '127.0.0.1',
    ip2: '本机（演示环境）',
    ct2: isoAt(now()),
    detail: 'Web',
    success,
  })
}

export const loginHandlers = [
  http.get('/api/login/config/', ({ response }) => {
    const config = db.domain.findFirst()?.login_config
    if (!config) throw new Error('The demo database has no domain record: was it seeded?')
    return response(200).json({ ...config, captcha_type: effectiveCaptchaType() })
  }),

  http.get('/api/login/captcha/', ({ request, query, response }) => {
    const type = query.get('type')
    if (type !== 'slider' && type !== 'click' && type !== 'text' && type !== 'arith') {
      return response.untyped(nonFieldError('badCaptchaType', languageOf(request)))
    }
    const { id, challenge } = issueChallenge(type)
    return response(200).json({ captcha_id: id, type, ...challenge.public })
  }),

  http.post('/api/login/captcha/verify/', async ({ request, response }) => {
    const body = await request.json()
    const result = verifyChallenge(body.captcha_id, body)
    if (!result.ok) {
      const key = result.reason === 'expired' ? 'captchaExpired' : 'captchaWrong'
      return response.untyped(nonFieldError(key, languageOf(request)))
    }
    return response(200).json({ ticket: result.ticket })
  }),

  http.post('/api/login/', async ({ request, cookies, response }) => {
    const lang = languageOf(request, cookies)
    const body = await request.json()
    // The ticket is spent by any attempt, right password or not, as on the real server.
    const ticketOk = consumeTicket(body.captcha_ticket)
    if (effectiveCaptchaType() !== 'none' && !ticketOk) {
      return response.untyped(nonFieldError('captchaRequired', lang))
    }
    const secret = await openSecret(body.password)
    if (!secret.ok) {
      return response.untyped(
        nonFieldError(secret.reason === 'stale' ? 'staleSecret' : 'badSecret', lang),
      )
    }
    const allowJobNumber = db.domain.findFirst()?.login_config.allow_job_number ?? false
    const loginType = body.login_type === 'job_number' && allowJobNumber ? 'job_number' : 'email'
    const user = findLoginUser(body.username, loginType)
    if (!user || user.password !== secret.secret) {
      if (user) await recordLogin(user.username, false)
      return response.untyped(nonFieldError('badCredentials', lang))
    }
    // A self-registered account waits for the administrator (R-LOGIN-4, handlers/register.ts).
    if (user.registration === 'pending' || user.registration === 'rejected') {
      const key = user.registration === 'pending' ? 'registrationPending' : 'registrationRejected'
      return response.untyped(validationError({ non_field_errors: [registerText(key, lang)] }))
    }
    if (!user.is_active) return response.untyped(nonFieldError('accountDisabled', lang))
    const account = db.accounts.findFirst((q) => q.where({ username: user.username }))
    // A bound authenticator or phone: no token before the second factor (handlers/twofactor.ts).
    const methods = account ? boundMethods(account) : []
    if (methods.length > 0) {
      return response(200).json({
        token: '',
        need_twofactor: true,
        twofactor_types: methods,
        twofactor_ticket: issueTicket(user.username, methods),
      })
    }
    return response(200).json(await loginAnswer(user.username))
  }),
]

/** Opens a session for a login that passed every check, records it, and answers with its token. */
export async function loginAnswer(username: string) {
  const account = db.accounts.findFirst((q) => q.where({ username }))
  // Recorded first, so the durable save of the new session carries it too: a reload right after
  // the login must still call this login "this login" on the security card, not the one before.
  await recordLogin(username, true)
  const session = await openSession(username)
  return {
    token: await signToken(session, account?.expired_left ?? 600),
    need_twofactor: false,
    twofactor_types: [] as TwofactorMethod[],
  }
}

export const boundMethods = (account: AccountRecord): TwofactorMethod[] => [
  ...(account.twofactor.totp_bound ? (['totp'] as const) : []),
  ...(account.twofactor.sms_bound ? (['sms'] as const) : []),
]
