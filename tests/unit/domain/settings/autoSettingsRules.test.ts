/**
 * The auto-reply (R-VALID-22) and auto-forward (R-VALID-23) rules with their exact messages in
 * simplified Chinese and English, and when an auto-reply range holds (decisions.md #174).
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  autoReplyCovers,
  SETTINGS_RULE_MESSAGES,
  validateAutoForward,
  validateAutoReply,
  type AutoReplyValues,
  type SettingsRuleCode,
  type WallClock,
} from '../../../../src/domain/settings/index.ts'
import { activateTestLocale } from '../../../support/i18n.ts'

const said = (code: SettingsRuleCode | undefined, locale: 'zh-hans' | 'en') => {
  activateTestLocale(locale)
  return code ? i18n._(SETTINGS_RULE_MESSAGES[code]) : undefined
}

const reply = (overrides: Partial<AutoReplyValues>): AutoReplyValues => ({
  is_enabled: true,
  only_contacts: false,
  range_type: 'week',
  start_week: 1,
  end_week: 5,
  start_time: '09:00',
  end_time: '18:00',
  start_date: '2026-12-01',
  end_date: '2026-12-03',
  content: '我在休假',
  ...overrides,
})

// R-VALID-22
describe('auto-reply: start weekday not after end weekday; start time before end time', () => {
  it.each<[string, Partial<AutoReplyValues>, keyof AutoReplyValues, string, string]>([
    [
      'a later start weekday',
      { start_week: 5, end_week: 1 },
      'end_week',
      '开始星期不能晚于结束星期',
      'The start weekday cannot be after the end weekday',
    ],
    [
      'equal times',
      { start_time: '09:00', end_time: '09:00' },
      'end_time',
      '开始时间必须早于结束时间',
      'The start time must be before the end time',
    ],
    [
      'a later start time',
      { start_time: '18:30', end_time: '08:00' },
      'end_time',
      '开始时间必须早于结束时间',
      'The start time must be before the end time',
    ],
    ['a cleared time', { start_time: '' }, 'start_time', '请选择时间', 'Please choose a time'],
    [
      'a later start date',
      { range_type: 'date', start_date: '2026-12-04' },
      'end_date',
      '开始日期不能晚于结束日期',
      'The start date cannot be after the end date',
    ],
    [
      'one day, times reversed',
      { range_type: 'date', end_date: '2026-12-01', start_time: '18:00', end_time: '09:00' },
      'end_time',
      '开始时间必须早于结束时间',
      'The start time must be before the end time',
    ],
    [
      'an impossible date',
      { range_type: 'date', end_date: '2026-02-30' },
      'end_date',
      '请选择日期',
      'Please choose a date',
    ],
    [
      'no text while on',
      { content: '   ' },
      'content',
      '请输入自动回复内容',
      'Please enter the auto-reply text',
    ],
    [
      'a text too long',
      { content: '字'.repeat(1001) },
      'content',
      '自动回复内容不能超过 1000 个字符',
      'The auto-reply text cannot be longer than 1000 characters',
    ],
  ])('%s', (_, overrides, field, zh, en) => {
    const errors = validateAutoReply(reply(overrides))
    expect(Object.keys(errors)).toEqual([field])
    expect(said(errors[field], 'zh-hans')).toBe(zh)
    expect(said(errors[field], 'en')).toBe(en)
  })

  it.each<[string, Partial<AutoReplyValues>]>([
    ['a weekly range', {}],
    ['one weekday', { start_week: 3, end_week: 3 }],
    [
      'days apart, the end time earlier in the day',
      { range_type: 'date', start_time: '18:00', end_time: '09:00' },
    ],
    [
      'always, whatever the unused range holds',
      { range_type: 'always', start_week: 7, end_week: 1, start_time: '' },
    ],
    ['off without text', { is_enabled: false, content: '' }],
  ])('accepts %s', (_, overrides) => {
    expect(validateAutoReply(reply(overrides))).toEqual({})
  })
})

describe('when an auto-reply range holds', () => {
  const at = (date: string, weekday: WallClock['weekday'], time: string): WallClock => ({
    date,
    weekday,
    time,
  })
  const week = reply({ start_week: 1, end_week: 5, start_time: '09:00', end_time: '18:00' })
  const dates = reply({
    range_type: 'date',
    start_date: '2026-12-01',
    end_date: '2026-12-03',
    start_time: '18:00',
    end_time: '09:00',
  })

  it.each<[string, AutoReplyValues, WallClock, boolean]>([
    ['always', reply({ range_type: 'always' }), at('2026-11-29', 7, '03:00'), true],
    ['a weekday inside the hours', week, at('2026-11-25', 3, '09:00'), true],
    ['the end time itself', week, at('2026-11-25', 3, '18:00'), false],
    ['a weekend day', week, at('2026-11-28', 6, '10:00'), false],
    ['before the start date’s start time', dates, at('2026-12-01', 2, '17:59'), false],
    ['a night in the middle', dates, at('2026-12-02', 3, '03:00'), true],
    ['after the end date’s end time', dates, at('2026-12-03', 4, '09:00'), false],
  ])('%s', (_, range, moment, expected) => {
    expect(autoReplyCovers(range, moment)).toBe(expected)
  })
})

// R-VALID-23
describe('auto-forward: the target required and a valid email', () => {
  it.each<[boolean, string, string | undefined, string | undefined]>([
    [true, '  ', '请输入转发地址', 'Please enter the forwarding address'],
    [
      true,
      'li.na@',
      '转发地址不是有效的邮箱地址',
      'The forwarding address is not a valid email address',
    ],
    [
      false,
      'not an address',
      '转发地址不是有效的邮箱地址',
      'The forwarding address is not a valid email address',
    ],
    [false, '', undefined, undefined],
    [true, ' li.na@partner.example.cn ', undefined, undefined],
  ])('on %s, target %j', (is_enabled, target, zh, en) => {
    const errors = validateAutoForward({ is_enabled, target, keep_copy: true })
    expect(said(errors.target, 'zh-hans')).toBe(zh)
    expect(said(errors.target, 'en')).toBe(en)
  })
})
