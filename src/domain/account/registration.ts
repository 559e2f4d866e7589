/**
 * The registration form (R-VALID-22 usernames, R-LOGIN-4 registration waits for approval): the
 * username is digits, lowercase letters, underscore, hyphen and dot only; the password passes the
 * organisation's rules (the live checklist) and is confirmed; the real name as on the profile
 * (1–35); the mobile when the register config asks for it. Imports passwordRules.ts, not the
 * password index: the pinyin dictionary stays out until the name is known (decisions.md #287).
 */
import {
  checkPassword,
  failedRules,
  type PasswordContext,
  type PasswordRules,
} from '../password/passwordRules.ts'

export const USERNAME_PATTERN = /^[0-9a-z_.-]+$/
/** The local part of an address is at most 64 characters (RFC 5321). */
export const USERNAME_MAX = 64
/** The profile name's limit (R-VALID-1). */
export const REALNAME_MAX = 35
/** Digits with an optional leading +: national and international numbers alike. */
export const MOBILE_PATTERN = /^\+?[0-9]{6,20}$/

export interface RegisterValues {
  username: string
  domain: string
  password: string
  confirm: string
  realname: string
  mobile: string
  department: string
}

export type RegisterError =
  | 'usernameRequired'
  | 'usernameChars'
  | 'usernameTooLong'
  | 'domainRequired'
  | 'passwordRequired'
  | 'passwordRules'
  | 'confirmRequired'
  | 'passwordMismatch'
  | 'realnameRequired'
  | 'realnameTooLong'
  | 'mobileRequired'
  | 'mobileInvalid'

export type RegisterField = keyof RegisterValues

export function usernameProblem(raw: string): RegisterError | undefined {
  const username = raw.trim()
  if (username === '') return 'usernameRequired'
  if (!USERNAME_PATTERN.test(username)) return 'usernameChars'
  if (username.length > USERNAME_MAX) return 'usernameTooLong'
  return undefined
}

/** The new password and its confirmation, shared with the password reset. */
export function newPasswordProblems(
  password: string,
  confirm: string,
  rules: PasswordRules | null | undefined,
  ctx: PasswordContext,
): { password?: RegisterError; confirm?: RegisterError } {
  const next = password.trim()
  const again = confirm.trim()
  const errors: { password?: RegisterError; confirm?: RegisterError } = {}
  if (next === '') errors.password = 'passwordRequired'
  else if (failedRules(checkPassword(next, rules, ctx)).length > 0)
    errors.password = 'passwordRules'
  if (again === '') errors.confirm = 'confirmRequired'
  else if (again !== next) errors.confirm = 'passwordMismatch'
  return errors
}

export function validateRegistration(
  values: RegisterValues,
  options: { rules: PasswordRules | null | undefined; needMobile: boolean; namePinyin: string },
): Partial<Record<RegisterField, RegisterError>> {
  const errors: Partial<Record<RegisterField, RegisterError>> = {}
  const username = usernameProblem(values.username)
  if (username) errors.username = username
  if (values.domain.trim() === '') errors.domain = 'domainRequired'
  Object.assign(
    errors,
    newPasswordProblems(values.password, values.confirm, options.rules, {
      account: values.username.trim(),
      namePinyin: options.namePinyin,
    }),
  )
  const realname = values.realname.trim()
  if (realname === '') errors.realname = 'realnameRequired'
  else if ([...realname].length > REALNAME_MAX) errors.realname = 'realnameTooLong'
  const mobile = values.mobile.trim()
  if (mobile === '') {
    if (options.needMobile) errors.mobile = 'mobileRequired'
  } else if (!MOBILE_PATTERN.test(mobile)) errors.mobile = 'mobileInvalid'
  return errors
}
