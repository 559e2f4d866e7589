/**
 * The contact form's rules (decisions.md #202) with their exact words in the three languages,
 * the SMS step's use of the same mobile rule, and what the one save call sends.
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  BLANK_CONTACT,
  CONTACT_RULE_MESSAGES,
  contactMobileError,
  contactPayload,
  contactToValues,
  validateContact,
  type ContactValues,
} from '../../../../src/domain/contacts/index.ts'
import { activateTestLocale } from '../../../support/i18n.ts'

const TODAY = '2026-11-26'
const valid: ContactValues = { ...BLANK_CONTACT, email: 'li.na@example.com' }
const check = (patch: Partial<ContactValues>) => validateContact({ ...valid, ...patch }, TODAY)

describe('validateContact', () => {
  it('accepts an address alone: every other field is optional', () => {
    expect(validateContact(valid, TODAY)).toEqual({})
  })

  it.each<[Partial<ContactValues>, keyof ContactValues, string]>([
    [{ email: '  ' }, 'email', 'emailRequired'],
    [{ email: 'li.na@' }, 'email', 'emailInvalid'],
    [{ email: 'li..na@example.com' }, 'email', 'emailInvalid'],
    [{ mobile: '12345' }, 'mobile', 'mobileFormat'],
    [{ mobile: '138-0013-80x0' }, 'mobile', 'mobileFormat'],
    [{ work_number: 'call me' }, 'work_number', 'phoneFormat'],
    [{ fax: '12' }, 'fax', 'phoneFormat'],
    [{ extension: '12a' }, 'extension', 'phoneFormat'],
    [{ birthday: '2026-02-30' }, 'birthday', 'birthdayInvalid'],
    [{ birthday: '1899-12-31' }, 'birthday', 'birthdayInvalid'],
    [{ birthday: '2026-11-27' }, 'birthday', 'birthdayFuture'],
    [{ homepage: 'not a site' }, 'homepage', 'homepageInvalid'],
    [{ im_qq: '1234' }, 'im_qq', 'qqInvalid'],
    [{ im_qq: '012345' }, 'im_qq', 'qqInvalid'],
    [{ im_msn: 'li.na' }, 'im_msn', 'msnInvalid'],
    [{ fullname: '名'.repeat(51) }, 'fullname', 'tooLong50'],
    [{ company: 'c'.repeat(101) }, 'company', 'tooLong100'],
    [{ remark: 'r'.repeat(201) }, 'remark', 'tooLong200'],
    [{ home_address: 'a'.repeat(201) }, 'home_address', 'tooLong200'],
  ])('%j → %s: %s', (patch, field, code) => {
    expect(check(patch)).toEqual({ [field]: code })
  })

  it('accepts what people really write', () => {
    expect(
      check({
        fullname: '名'.repeat(50),
        mobile: '+44 7700 900123',
        work_number: '0571-8802 3366',
        fax: '(020) 7946 0999',
        extension: '8021',
        birthday: TODAY,
        homepage: 'www.example.cn/about?x=1',
        im_qq: '2851667342',
        im_msn: 'li.na@live.example.com',
        remark: 'r'.repeat(200),
      }),
    ).toEqual({})
  })
})

describe('contactMobileError: one rule for the form and the SMS step', () => {
  it.each<[string, boolean, string | null]>([
    ['', false, null],
    ['', true, 'mobileRequired'],
    ['   ', true, 'mobileRequired'],
    ['13800138000', true, null],
    ['138 0013 8000', true, null],
    ['+886 912 345 678', true, null],
    ['12345', true, 'mobileFormat'],
    ['phone', false, 'mobileFormat'],
  ])('%j (required: %s) → %s', (mobile, required, code) => {
    expect(contactMobileError(mobile, required)).toBe(code)
  })
})

describe('the rules’ words', () => {
  it.each<['en' | 'zh-hans' | 'zh-tw', string, string]>([
    ['zh-hans', 'emailRequired', '请输入邮箱地址！'],
    ['zh-hans', 'emailInvalid', '邮箱地址格式不正确！'],
    ['zh-hans', 'mobileFormat', '请输入正确的手机号码'],
    ['zh-hans', 'birthdayFuture', '生日不能晚于今天'],
    ['en', 'emailInvalid', 'The email address is not valid!'],
    ['en', 'mobileFormat', 'Enter a valid mobile number.'],
    ['en', 'phoneFormat', 'Enter a valid phone number.'],
    ['en', 'qqInvalid', 'A QQ number is 5 to 12 digits.'],
    ['en', 'tooLong200', 'At most 200 characters.'],
    ['zh-tw', 'mobileFormat', '請輸入正確的手機號碼'],
    ['zh-tw', 'homepageInvalid', '請輸入正確的網址'],
  ])('%s %s: %s', (locale, code, text) => {
    activateTestLocale(locale)
    expect(i18n._(CONTACT_RULE_MESSAGES[code as keyof typeof CONTACT_RULE_MESSAGES])).toBe(text)
  })
})

describe('values and payload', () => {
  it('reads a stored contact and sends every field trimmed, no birthday when blank', () => {
    const values = contactToValues({
      email: ' a@b.cn ',
      fullname: ' A ',
      gender: 'unknown',
      groups_selected: [1, 3],
      city: 'Hangzhou ',
      contact_id: 7,
    })
    expect(values.gender).toBe('')
    expect(values.groups_selected).toEqual([1, 3])
    const payload = contactPayload(values)
    expect(payload).toMatchObject({ email: 'a@b.cn', fullname: 'A', city: 'Hangzhou', gender: '' })
    expect(payload).not.toHaveProperty('birthday')
    expect(Object.keys(payload).sort()).toEqual(
      Object.keys(BLANK_CONTACT)
        .filter((f) => f !== 'birthday')
        .sort(),
    )
    expect(contactPayload({ ...values, birthday: '1990-01-02' }).birthday).toBe('1990-01-02')
  })
})
