/**
 * The rules of /setting/sms and /setting/feedback with their exact messages in simplified Chinese
 * and English: the SMS mobile (mainland, 11 digits starting with 1, as the two-factor binding),
 * the daily sending window, and the feedback text (required, R-VALID).
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  feedbackPayload,
  mainlandMobile,
  SETTINGS_RULE_MESSAGES,
  smsPayload,
  validateFeedback,
  validateSms,
  type SettingsRuleCode,
  type SmsValues,
} from '../../../../src/domain/settings/index.ts'
import { activateTestLocale } from '../../../support/i18n.ts'

const said = (code: SettingsRuleCode | undefined, locale: 'zh-hans' | 'en') => {
  activateTestLocale(locale)
  return code ? i18n._(SETTINGS_RULE_MESSAGES[code]) : undefined
}

const sms = (values: Partial<SmsValues>): SmsValues => ({
  is_enabled: true,
  mobile: '13800138000',
  start_time: '08:00',
  end_time: '22:00',
  ...values,
})

describe('SMS mobile: a mainland number, required when the texts are on', () => {
  it.each([
    [{ mobile: '' }, '请输入接收短信的手机号码', 'Please enter the mobile number for the texts'],
    [{ mobile: '   ' }, '请输入接收短信的手机号码', 'Please enter the mobile number for the texts'],
    [{ mobile: '12345' }, '请输入正确的手机号码', 'Enter a valid mobile number.'],
    [{ mobile: '12800138000' }, '请输入正确的手机号码', 'Enter a valid mobile number.'],
    [{ mobile: '1380013800a' }, '请输入正确的手机号码', 'Enter a valid mobile number.'],
    [{ mobile: '138001380001' }, '请输入正确的手机号码', 'Enter a valid mobile number.'],
    [
      { mobile: '0138001380', is_enabled: false },
      '请输入正确的手机号码',
      'Enter a valid mobile number.',
    ],
  ])('%j is refused', (values, zh, en) => {
    const code = validateSms(sms(values)).mobile
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it.each([
    { mobile: '13800138000' },
    { mobile: '138 0013 8000' },
    { mobile: '139-0013-9000' },
    { mobile: '', is_enabled: false },
  ])('%j is accepted', (values) => {
    expect(validateSms(sms(values))).toEqual({})
  })

  it('sends the digits only', () => {
    expect(mainlandMobile(' 139-0013-9000 ')).toBe('13900139000')
    expect(smsPayload(sms({ mobile: '138 0013 8000' })).mobile).toBe('13800138000')
    expect(smsPayload(sms({ mobile: '  ', is_enabled: false })).mobile).toBe('')
  })
})

describe('SMS sending window: hh:mm, the end after the start', () => {
  it.each([
    [
      { start_time: '8:00' },
      'start_time',
      '请输入时间，格式为 时:分',
      'Please enter a time as hh:mm',
    ],
    [{ end_time: '24:00' }, 'end_time', '请输入时间，格式为 时:分', 'Please enter a time as hh:mm'],
    [{ end_time: '' }, 'end_time', '请输入时间，格式为 时:分', 'Please enter a time as hh:mm'],
    [
      { start_time: '22:00', end_time: '08:00' },
      'end_time',
      '开始时间必须早于结束时间',
      'The start time must be before the end time',
    ],
    [
      { start_time: '09:30', end_time: '09:30' },
      'end_time',
      '开始时间必须早于结束时间',
      'The start time must be before the end time',
    ],
  ] as const)('%j is refused', (values, field, zh, en) => {
    const code = validateSms(sms(values))[field]
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it.each([
    { start_time: '00:00', end_time: '23:59' },
    { start_time: '09:29', end_time: '09:30' },
  ])('%j is accepted', (values) => {
    expect(validateSms(sms(values))).toEqual({})
  })
})

// R-VALID-23
describe('feedback: text required, bounded lengths', () => {
  it.each([
    [{ content: '' }, 'content', '请输入反馈内容', 'Please enter your feedback'],
    [{ content: ' \n ' }, 'content', '请输入反馈内容', 'Please enter your feedback'],
    [
      { content: '字'.repeat(2001) },
      'content',
      '反馈内容不能超过 2000 个字符',
      'The feedback can be at most 2000 characters',
    ],
    [
      { content: 'ok', contact: 'a'.repeat(101) },
      'contact',
      '联系方式不能超过 100 个字符',
      'The contact can be at most 100 characters',
    ],
  ] as const)('%j is refused', (values, field, zh, en) => {
    const code = validateFeedback({ contact: '', ...values })[field]
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it('accepts text up to 2000 characters and sends it trimmed', () => {
    expect(validateFeedback({ content: '字'.repeat(2000), contact: '' })).toEqual({})
    expect(feedbackPayload({ content: ' 很好用 ', contact: ' 分机 8021 ' })).toEqual({
      content: '很好用',
      contact: '分机 8021',
    })
  })
})
