/**
 * Password rules of R-VALID-4, R-VALID-5, R-VALID-6, R-VALID-7 and C-LIMIT-1 (the server's
 * fields: R-DATA-15), evaluated into a checklist of rule codes. No UI text here: the UI renders
 * each code (with its params) as a translated line, live while the user types; the fake server
 * runs the same checks.
 *
 * Which server flag switches on which optional rule (the spec lists five flags and four optional
 * rules, the first rule covering both digits and letters, so it is split in two):
 *
 * | flag             | rule code          | meaning                                                   |
 * |------------------|--------------------|-----------------------------------------------------------|
 * | `passwd_digital` | `noDigitSequence`  | no 3 consecutive ascending/descending digits (123, 321)   |
 * | `passwd_letter`  | `noLetterSequence` | no 3 consecutive ascending/descending letters (abc, CBA)  |
 * | `passwd_letter2` | `noRepeat`         | no 3 identical characters in a row (aaa, 111, !!!)        |
 * | `passwd_name`    | `noAccount`        | must not contain the account (or its part before '@')     |
 * | `passwd_name2`   | `noNamePinyin`     | must not contain the full pinyin of the user's real name  |
 *
 * Flags are truthy-tested because Django-style servers send either booleans or 0/1.
 */

/**
 * The spec gives two maximums: the form text says 20, the notice and the password-change check
 * say 16. The check wins, so a password the form accepts is never refused by the server; the
 * choice is recorded in docs/decisions.md.
 */
export const PASSWORD_MAX_LENGTH = 16
/** Minimum when the server sends no usable `passwd_size2`. */
export const PASSWORD_MIN_LENGTH_DEFAULT = 8
/** Length of a forbidden run (sequence or repetition). */
export const PASSWORD_RUN_LENGTH = 3
/** The character classes counted by `passwd_type`. */
export const PASSWORD_CHAR_CLASSES = ['digit', 'lower', 'upper', 'symbol'] as const
export type PasswordCharClass = (typeof PASSWORD_CHAR_CLASSES)[number]

type Flag = boolean | number | null | undefined

/** The server's password rules (getPasswordRules). Missing fields take the spec defaults. */
export interface PasswordRules {
  /** 2, 3 or 4: how many of digit / lowercase / uppercase / symbol are required. */
  passwd_type?: number | null
  /** Minimum length, default 8. */
  passwd_size2?: number | null
  passwd_digital?: Flag
  passwd_name?: Flag
  passwd_name2?: Flag
  passwd_letter?: Flag
  passwd_letter2?: Flag
}

/**
 * Who is choosing the password: needed by the account and name rules. Build it with
 * `passwordContextOf({ account, realName })` from ./namePinyin.ts. The name arrives already
 * spelled out because the pinyin dictionary is ~150 KB gzip: this module stays light, and a
 * screen can load namePinyin.ts lazily (the other rules work meanwhile).
 */
export interface PasswordContext {
  account?: string | null
  /** The lower-case pinyin / spelling of the real name, from `nameKeyOf`; '' disables the rule. */
  namePinyin?: string | null
}

export type PasswordCheck =
  | { rule: 'length'; ok: boolean; params: { min: number; max: number; length: number } }
  | {
      rule: 'charClasses'
      ok: boolean
      params: { required: number; found: number; present: Record<PasswordCharClass, boolean> }
    }
  | { rule: 'noDigitSequence'; ok: boolean; params: { run: number } }
  | { rule: 'noLetterSequence'; ok: boolean; params: { run: number } }
  | { rule: 'noRepeat'; ok: boolean; params: { run: number } }
  | { rule: 'noAccount'; ok: boolean; params: { account: string } }
  | { rule: 'noNamePinyin'; ok: boolean; params: { pinyin: string } }

export type PasswordRuleCode = PasswordCheck['rule']

/** The rules with defaults applied and out-of-range values brought back into range. */
export interface PasswordPolicy {
  minLength: number
  maxLength: number
  requiredClasses: number
  noDigitSequence: boolean
  noLetterSequence: boolean
  noRepeat: boolean
  noAccount: boolean
  noNamePinyin: boolean
}

export function resolvePasswordPolicy(rules: PasswordRules | null | undefined): PasswordPolicy {
  const size = rules?.passwd_size2
  const minLength =
    typeof size === 'number' && Number.isInteger(size) && size > 0
      ? size
      : PASSWORD_MIN_LENGTH_DEFAULT
  const type = rules?.passwd_type
  const requiredClasses =
    typeof type === 'number' && Number.isFinite(type)
      ? Math.min(PASSWORD_CHAR_CLASSES.length, Math.max(1, Math.trunc(type)))
      : 2
  return {
    minLength,
    // A minimum above the maximum would make every password impossible; honour the minimum.
    maxLength: Math.max(PASSWORD_MAX_LENGTH, minLength),
    requiredClasses,
    noDigitSequence: Boolean(rules?.passwd_digital),
    noLetterSequence: Boolean(rules?.passwd_letter),
    noRepeat: Boolean(rules?.passwd_letter2),
    noAccount: Boolean(rules?.passwd_name),
    noNamePinyin: Boolean(rules?.passwd_name2),
  }
}

/**
 * Symbols are any character that is not an ASCII letter, digit or whitespace, so punctuation and
 * non-Latin characters both count; that is the reading least likely to refuse a strong password.
 */
export function charClassesOf(password: string): Record<PasswordCharClass, boolean> {
  return {
    digit: /[0-9]/.test(password),
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    symbol: /[^0-9A-Za-z\s]/u.test(password),
  }
}

function hasMonotonicRun(chars: string[], pattern: RegExp): boolean {
  for (let i = 0; i + PASSWORD_RUN_LENGTH <= chars.length; i += 1) {
    const window = chars.slice(i, i + PASSWORD_RUN_LENGTH)
    if (!window.every((c) => pattern.test(c))) continue
    const codes = window.map((c) => c.toLowerCase().charCodeAt(0))
    const steps = codes.slice(1).map((code, k) => code - (codes[k] ?? code))
    if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true
  }
  return false
}

export function hasDigitSequence(password: string): boolean {
  return hasMonotonicRun(Array.from(password), /^[0-9]$/)
}

/** Case-insensitive: 'aBc' is as guessable as 'abc'. */
export function hasLetterSequence(password: string): boolean {
  return hasMonotonicRun(Array.from(password), /^[A-Za-z]$/)
}

export function hasRepeatedRun(password: string): boolean {
  const chars = Array.from(password)
  for (let i = 0; i + PASSWORD_RUN_LENGTH <= chars.length; i += 1) {
    const window = chars.slice(i, i + PASSWORD_RUN_LENGTH)
    if (window.every((c) => c === window[0])) return true
  }
  return false
}

/**
 * Accounts are often full addresses (zhangsan@corp.example); a password holding only the part
 * before '@' gives it away just as well, so both are refused. Case-insensitive.
 */
export function containsAccount(password: string, account: string): boolean {
  const full = account.trim().toLowerCase()
  if (full === '') return false
  const local = full.split('@')[0] ?? ''
  const lower = password.toLowerCase()
  return lower.includes(full) || (local !== '' && lower.includes(local))
}

/**
 * The live checklist: length and character classes always, then each optional rule the server
 * switched on, in a stable order. The password is checked as given; trimming is the form's job.
 */
export function checkPassword(
  password: string,
  rules: PasswordRules | null | undefined,
  ctx: PasswordContext = {},
): PasswordCheck[] {
  const policy = resolvePasswordPolicy(rules)
  const length = Array.from(password).length
  const present = charClassesOf(password)
  const found = PASSWORD_CHAR_CLASSES.filter((c) => present[c]).length
  const checks: PasswordCheck[] = [
    {
      rule: 'length',
      ok: length >= policy.minLength && length <= policy.maxLength,
      params: { min: policy.minLength, max: policy.maxLength, length },
    },
    {
      rule: 'charClasses',
      ok: found >= policy.requiredClasses,
      params: { required: policy.requiredClasses, found, present },
    },
  ]
  const run = PASSWORD_RUN_LENGTH
  if (policy.noDigitSequence) {
    checks.push({ rule: 'noDigitSequence', ok: !hasDigitSequence(password), params: { run } })
  }
  if (policy.noLetterSequence) {
    checks.push({ rule: 'noLetterSequence', ok: !hasLetterSequence(password), params: { run } })
  }
  if (policy.noRepeat) {
    checks.push({ rule: 'noRepeat', ok: !hasRepeatedRun(password), params: { run } })
  }
  if (policy.noAccount) {
    const account = (ctx.account ?? '').trim()
    checks.push({ rule: 'noAccount', ok: !containsAccount(password, account), params: { account } })
  }
  if (policy.noNamePinyin) {
    const pinyin = (ctx.namePinyin ?? '').trim().toLowerCase()
    const ok = pinyin === '' || !password.toLowerCase().includes(pinyin)
    checks.push({ rule: 'noNamePinyin', ok, params: { pinyin } })
  }
  return checks
}

/** The codes of the failed checks, in checklist order. */
export function failedRules(checks: readonly PasswordCheck[]): PasswordRuleCode[] {
  return checks.filter((c) => !c.ok).map((c) => c.rule)
}
