/**
 * The readable repeat (issue 14): every kind of repeat, ended by a count, a date or never, in the
 * three languages, from the real compiled catalogs. 2026-11-23 is a Monday, 2026-03-15 a Sunday.
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { describeRepeat, type EventRepeat } from '../../../src/domain/calendar/index.ts'
import type { Locale } from '../../../src/i18n/locales.ts'
import { activateTestLocale } from '../../support/i18n.ts'

type Row = [EventRepeat, string, Record<Locale, string>]

const ROWS: Row[] = [
  [{ freq: 'daily' }, '2026-11-23', { 'zh-hans': '每天', 'zh-tw': '每天', en: 'Daily' }],
  [
    { freq: 'daily', interval: 3, count: 5 },
    '2026-11-23',
    { 'zh-hans': '每 3 天，共 5 次', 'zh-tw': '每 3 天，共 5 次', en: 'Every 3 days, 5 times' },
  ],
  [
    { freq: 'weekly', byweekday: [3, 1], count: 10 },
    '2026-11-23',
    {
      'zh-hans': '每周一、三，共 10 次',
      'zh-tw': '每週一、三，共 10 次',
      en: 'Weekly on Monday and Wednesday, 10 times',
    },
  ],
  [
    { freq: 'weekly', byweekday: [1, 3, 5], count: 1 },
    '2026-11-23',
    {
      'zh-hans': '每周一、三、五，共 1 次',
      'zh-tw': '每週一、三、五，共 1 次',
      en: 'Weekly on Monday, Wednesday, and Friday, 1 time',
    },
  ],
  [
    // No days chosen: the start's own weekday.
    { freq: 'weekly', interval: 2 },
    '2026-11-23',
    { 'zh-hans': '每 2 周的周一', 'zh-tw': '每 2 週的週一', en: 'Every 2 weeks on Monday' },
  ],
  [
    { freq: 'weekly', byweekday: [1, 2, 3, 4, 5], until: '2026-12-31' },
    '2026-11-23',
    {
      'zh-hans': '每个工作日，直到 2026-12-31',
      'zh-tw': '每個工作日，直到 2026-12-31',
      en: 'Every weekday, until 2026-12-31',
    },
  ],
  [
    { freq: 'monthly', until: '2027-03-01' },
    '2026-11-15',
    {
      'zh-hans': '每月 15 日，直到 2027-03-01',
      'zh-tw': '每月 15 日，直到 2027-03-01',
      en: 'Monthly on the 15th, until 2027-03-01',
    },
  ],
  [
    { freq: 'monthly', interval: 3 },
    '2026-11-22',
    {
      'zh-hans': '每 3 个月的 22 日',
      'zh-tw': '每 3 個月的 22 日',
      en: 'Every 3 months on the 22nd',
    },
  ],
  [
    { freq: 'yearly', count: 2 },
    '2026-03-15',
    {
      'zh-hans': '每年3月15日，共 2 次',
      'zh-tw': '每年3月15日，共 2 次',
      en: 'Yearly on March 15, 2 times',
    },
  ],
  [
    { freq: 'yearly', interval: 2, until: '2030-12-31' },
    '2026-03-01',
    {
      'zh-hans': '每 2 年的3月1日，直到 2030-12-31',
      'zh-tw': '每 2 年的3月1日，直到 2030-12-31',
      en: 'Every 2 years on March 1, until 2030-12-31',
    },
  ],
]

describe('describeRepeat', () => {
  describe.each(['zh-hans', 'zh-tw', 'en'] as const)('in %s', (locale) => {
    it.each(ROWS)('%j from %s', (repeat, startDay, texts) => {
      activateTestLocale(locale)
      expect(describeRepeat(i18n, repeat, startDay)).toBe(texts[locale])
    })

    it('says nothing for an event that does not repeat', () => {
      activateTestLocale(locale)
      expect(describeRepeat(i18n, { freq: 'none' }, '2026-11-23')).toBe('')
    })
  })

  it('never shows the RRULE text', () => {
    activateTestLocale('en')
    const text = describeRepeat(
      i18n,
      { freq: 'weekly', byweekday: [1, 3], count: 10 },
      '2026-11-23',
    )
    expect(text).not.toMatch(/FREQ|BYDAY|COUNT/)
  })
})
