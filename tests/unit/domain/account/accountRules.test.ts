/**
 * Registration and password-reset rules (src/domain/account) with their exact messages in
 * simplified Chinese and English: the username's characters (R-VALID "Username"), the password
 * rules and confirmation, the real name, the mobile, the reset answers.
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_RULE_MESSAGES,
  usernameProblem,
  validateRegistration,
  validateReset,
  type RegisterValues,
  type ResetError,
} from '../../../../src/domain/account/index.ts'
import type { PasswordRules } from '../../../../src/domain/password/passwordRules.ts'
import { activateTestLocale } from '../../../support/i18n.ts'

const RULES: PasswordRules = {
  passwd_type: 3,
  passwd_size2: 8,
  passwd_digital: true,
  passwd_name: true,
  passwd_name2: true,
  passwd_letter: true,
  passwd_letter2: true,
}

const said = (code: ResetError | undefined, locale: 'zh-hans' | 'en') => {
  activateTestLocale(locale)
  return code ? i18n._(ACCOUNT_RULE_MESSAGES[code]) : undefined
}

const CHARS_ZH = '用户名只能包含数字、小写字母、下划线（_）、连字符（-）和点（.）'
const CHARS_EN =
  'The username may contain only digits, lowercase letters, underscores (_), hyphens (-) and dots (.)'

// R-VALID-22
describe('username: digits, lowercase letters, _ - . only', () => {
  it.each([
    ['Li', CHARS_ZH, CHARS_EN],
    ['li na', CHARS_ZH, CHARS_EN],
    ['李娜', CHARS_ZH, CHARS_EN],
    ['li@na', CHARS_ZH, CHARS_EN],
    ['li+na', CHARS_ZH, CHARS_EN],
    ['', '请输入用户名', 'Please enter a username'],
    ['a'.repeat(65), '用户名最多 64 个字符', 'The username must be at most 64 characters'],
  ])('%j is refused', (username, zh, en) => {
    const code = usernameProblem(username)
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it.each(['lina', 'li.na', 'li_na-2024', '007', ' li.na ', 'a'.repeat(64)])(
    '%j is accepted',
    (username) => expect(usernameProblem(username)).toBeUndefined(),
  )
})

const values = (overrides: Partial<RegisterValues> = {}): RegisterValues => ({
  username: 'li.na',
  domain: 'huayu.example.com',
  password: 'Spring#4826',
  confirm: 'Spring#4826',
  realname: '李娜',
  mobile: '13812345678',
  department: '',
  ...overrides,
})
const options = { rules: RULES, needMobile: true, namePinyin: 'lina' }

describe('registration form', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(values(), options)).toEqual({})
  })

  it.each([
    [{ password: '' }, 'password', '请输入密码', 'Please enter the password'],
    [
      { password: 'abc12345' },
      'password',
      '密码不符合下方的规则',
      'The password does not meet the rules below',
    ],
    // Contains the account, and the pinyin of the name.
    [
      { password: 'Li.na#4826', confirm: 'Li.na#4826' },
      'password',
      '密码不符合下方的规则',
      'The password does not meet the rules below',
    ],
    [
      { password: 'Xlina#4826', confirm: 'Xlina#4826', username: 'zz' },
      'password',
      '密码不符合下方的规则',
      'The password does not meet the rules below',
    ],
    [{ confirm: '' }, 'confirm', '请再次输入密码', 'Please enter the password again'],
    [
      { confirm: 'Spring#4827' },
      'confirm',
      '两次输入的密码不一致',
      'two passwords are inconsistent',
    ],
    [{ realname: '  ' }, 'realname', '请输入姓名', 'Please enter your name'],
    [
      { realname: '李'.repeat(36) },
      'realname',
      '姓名长度为 1 到 35 个字符',
      'The name must be 1 to 35 characters',
    ],
    [{ mobile: '' }, 'mobile', '请输入手机号码', 'Please enter the mobile number'],
    [
      { mobile: '138-1234' },
      'mobile',
      '手机号码只能包含数字（可带国际区号 +）',
      'The mobile number may contain only digits (with an optional leading +)',
    ],
    [{ domain: '' }, 'domain', '请选择邮箱域名', 'Please choose a domain'],
  ] as const)('%j: %s says its message', (overrides, field, zh, en) => {
    const code = validateRegistration(values(overrides), options)[field]
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it('the mobile is optional when the config does not ask for it', () => {
    expect(validateRegistration(values({ mobile: '' }), { ...options, needMobile: false })).toEqual(
      {},
    )
  })
})

describe('password reset form', () => {
  const reset = {
    answers: ['实验小学', '旺财', '杭州'],
    password: 'Autumn#7391',
    confirm: 'Autumn#7391',
  }

  it('accepts the answers and a good password', () => {
    expect(validateReset(reset, { rules: RULES, account: 'demo' })).toEqual({})
  })

  it('asks for every answer, under its own question', () => {
    const errors = validateReset(
      { ...reset, answers: ['实验小学', ' ', ''] },
      { rules: RULES, account: 'demo' },
    )
    expect(Object.keys(errors).sort()).toEqual(['answer1', 'answer2'])
    expect(said(errors.answer1, 'zh-hans')).toBe('请输入答案')
    expect(said(errors.answer1, 'en')).toBe('Please enter the answer')
  })

  it('holds the new password to the rules, the account included', () => {
    const errors = validateReset(
      { ...reset, password: 'Demo#47391', confirm: 'Demo#4739' },
      { rules: RULES, account: 'demo' },
    )
    expect(said(errors.password, 'zh-hans')).toBe('密码不符合下方的规则')
    expect(said(errors.confirm, 'en')).toBe('two passwords are inconsistent')
  })
})
