/**
 * Registration (R-LOGIN-4, calls §7: sent without the token): the register config, then the
 * request, which creates the account as `pending`; login refuses it (handlers/login.ts) until
 * `mockControl.decideRegistration` approves it. The password rules are the organisation's
 * (seed/account.ts PASSWORD_RULES), checked as the form checks them.
 */
import { openSecret } from '../auth/secrets.ts'
import { consumeTicket } from '../captcha/store.ts'
import { type UserRecord, db } from '../db/index.ts'
import { flushDurably } from '../durability.ts'
import { languageOf, message, type ServerLanguage } from '../i18n.ts'
import { PASSWORD_RULES, buildAccount } from '../seed/account.ts'
import { buildFolders } from '../seed/mailbox.ts'
import { http, nonFieldError, validationError } from './http.ts'
import { effectiveCaptchaType } from './login.ts'
import { registerText } from './register.texts.ts'
import {
  MOBILE_PATTERN,
  REALNAME_MAX,
  USERNAME_MAX,
  USERNAME_PATTERN,
} from '../../src/domain/account/registration.ts'

/** The demo organisation asks for a mobile number, as most Chinese enterprise mail systems do. */
const NEED_MOBILE = true

const registerConfig = () => {
  const domain = db.domain.findFirst()
  if (!domain) throw new Error('The demo database has no domain record: was it seeded?')
  return {
    is_register: domain.login_config.is_register,
    domains: [domain.domain],
    captcha_type: effectiveCaptchaType(),
    need_mobile: NEED_MOBILE,
    password_rules: PASSWORD_RULES,
  }
}

type Field = 'username' | 'domain' | 'password' | 'confirm_password' | 'realname' | 'mobile'

async function newUser(
  fields: { username: string; domain: string; password: string; realname: string },
  extra: { mobile: string; department: string; lang: ServerLanguage },
): Promise<UserRecord> {
  // The department typed, when it names one of the organisation's; else the top one.
  const departments = db.departments.all()
  const named = departments.find((d) => d.name === extra.department)
  const department = named ?? departments.reduce((first, d) => (d.id < first.id ? d : first))
  return {
    username: fields.username,
    email: `${fields.username}@${fields.domain}`,
    password: fields.password,
    realname: fields.realname,
    english_name: '',
    job_number: '',
    department_id: department.id,
    position: '',
    gender: 'unknown',
    imgurl: '',
    mobile: extra.mobile,
    phone: '',
    homepage: '',
    language: extra.lang,
    is_admin: false,
    is_reviewer: false,
    is_shared_mailbox: false,
    is_active: true,
    registration: 'pending',
  }
}

export const registerHandlers = [
  http.get('/api/setting/register/', ({ response }) => response(200).json(registerConfig())),

  http.post('/api/setting/register/', async ({ request, cookies, response }) => {
    const lang = languageOf(request, cookies)
    const config = registerConfig()
    if (!config.is_register) {
      return response.untyped(
        validationError({ non_field_errors: [registerText('registerClosed', lang)] }),
      )
    }
    const body = await request.json()
    const ticketOk = consumeTicket(body.captcha_ticket)
    if (config.captcha_type !== 'none' && !ticketOk) {
      return response.untyped(nonFieldError('captchaRequired', lang))
    }
    const password = await openSecret(body.password)
    const confirm = await openSecret(body.confirm_password)
    if (!password.ok || !confirm.ok) {
      const stale =
        (!password.ok && password.reason === 'stale') || (!confirm.ok && confirm.reason === 'stale')
      return response.untyped(nonFieldError(stale ? 'staleSecret' : 'badSecret', lang))
    }

    const username = (body.username ?? '').trim()
    const domain = (body.domain ?? '').trim()
    const realname = (body.realname ?? '').trim()
    const mobile = (body.mobile ?? '').trim()
    const errors: Partial<Record<Field, string[]>> = {}
    const say = (field: Field, text: string) => (errors[field] = [text])
    if (username === '') say('username', message('required', lang))
    else if (!USERNAME_PATTERN.test(username) || username.length > USERNAME_MAX) {
      say('username', registerText('usernameChars', lang))
    } else if (db.users.findFirst((q) => q.where({ username }))) {
      say('username', registerText('usernameTaken', lang))
    }
    if (!config.domains.includes(domain)) say('domain', registerText('domainUnknown', lang))
    if (realname === '' || [...realname].length > REALNAME_MAX)
      say('realname', message('required', lang))
    if (mobile === '' ? config.need_mobile : !MOBILE_PATTERN.test(mobile)) {
      say('mobile', mobile === '' ? message('required', lang) : registerText('mobileInvalid', lang))
    }
    // The same rules the form checks live; pinyin-pro only loads here, when someone registers.
    const { nameKeyOf, checkPassword, failedRules } =
      await import('../../src/domain/password/index.ts')
    const next = password.secret.trim()
    const context = { account: username, namePinyin: nameKeyOf(realname) }
    if (next === '') say('password', message('required', lang))
    else if (failedRules(checkPassword(next, config.password_rules, context)).length > 0) {
      say('password', message('passwordWeak', lang))
    }
    if (confirm.secret.trim() !== next) say('confirm_password', message('passwordMismatch', lang))
    if (Object.keys(errors).length > 0) return response.untyped(validationError(errors))

    const user = await newUser(
      { username, domain, password: next, realname },
      { mobile, department: (body.department ?? '').trim(), lang },
    )
    await db.users.create(user)
    await db.accounts.create(buildAccount(user, { bare: false }))
    for (const folder of buildFolders(username, [])) await db.folders.create(folder)
    await flushDurably()
    return response(200).json({ status: 'pending' })
  }),
]

/**
 * The administrator's decision on a registration (mockControl.decideRegistration): false when
 * no such registration waits.
 */
export async function decideRegistration(
  username: string,
  decision: 'approved' | 'rejected',
): Promise<boolean> {
  const user = db.users.findFirst((q) => q.where({ username }))
  if (!user || user.registration !== 'pending') return false
  await db.users.update((q) => q.where({ username }), {
    data(draft) {
      draft.registration = decision
    },
  })
  await flushDurably()
  return true
}
