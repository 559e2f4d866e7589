import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  CALENDAR_RULE_MESSAGES,
  CALENDAR_RULE_TEXTS,
  type CalendarRuleCode,
  calendarRuleText,
  validateCalendarName,
  validateEvent,
  validateRepeat,
  validateWorkHours,
} from '../../../src/domain/calendar/index.ts'
import { activateTestLocale } from '../../support/i18n.ts'

const SH = 'Asia/Shanghai'
const START = '2026-11-23T09:00:00+08:00'

describe('calendar rules (R-VALID-1, R-VALID-24)', () => {
  it.each([
    ['', 'calendarNameRequired', '请输入日历名称'],
    ['   ', 'calendarNameRequired', '请输入日历名称'],
    ['一二三四五六七八九十一二三四五六七八九十', null, null],
    [
      '一二三四五六七八九十一二三四五六七八九十一',
      'calendarNameTooLong',
      '日历名称为 1 到 20 个字符',
    ],
  ] as const)('calendar name %j', (name, code, text) => {
    expect(validateCalendarName(name)).toBe(code)
    if (code) expect(calendarRuleText(code, 'zh-hans')).toBe(text)
  })

  it.each([
    [
      { freq: 'weekly', count: 0 },
      'repeatCountPositive',
      'The number of repeats must be greater than 0',
    ],
    [
      { freq: 'daily', count: -2 },
      'repeatCountPositive',
      'The number of repeats must be greater than 0',
    ],
    [
      { freq: 'daily', count: 1.5 },
      'repeatCountPositive',
      'The number of repeats must be greater than 0',
    ],
    [
      { freq: 'daily', interval: 0 },
      'repeatIntervalPositive',
      'The repeat interval must be a whole number greater than 0',
    ],
    [
      { freq: 'daily', until: '2026-11-22' },
      'repeatUntilBeforeStart',
      'The repeat end date cannot be before the start date',
    ],
    [
      { freq: 'daily', count: 3, until: '2026-12-01' },
      'repeatCountAndUntil',
      'A repeat ends either after a number of times or on a date, not both',
    ],
    [
      { freq: 'weekly', byweekday: [] },
      'repeatWeekdays',
      'Choose at least one day for a weekly repeat',
    ],
    [{ freq: 'weekly', count: 1 }, null, null],
    [{ freq: 'daily', until: '2026-11-23' }, null, null],
    [{ freq: 'none', count: 0 }, null, null],
  ] as const)('repeat %j', (repeat, code, text) => {
    expect(
      validateRepeat(
        { ...repeat, byweekday: 'byweekday' in repeat ? [...repeat.byweekday] : undefined },
        START,
        SH,
      ),
    ).toBe(code)
    if (code) expect(calendarRuleText(code, 'en')).toBe(text)
  })

  it('needs a title and an end after the start (an all-day event may be one day)', () => {
    const base = {
      title: '周会',
      start: START,
      end: START,
      is_allday: false,
      repeat: { freq: 'none' as const },
    }
    expect(validateEvent(base, SH)).toEqual({ end: 'eventEndBeforeStart' })
    expect(validateEvent({ ...base, is_allday: true }, SH)).toEqual({})
    expect(validateEvent({ ...base, title: ' ', end: '2026-11-23T08:00:00+08:00' }, SH)).toEqual({
      title: 'eventTitleRequired',
      end: 'eventEndBeforeStart',
    })
    expect(calendarRuleText('eventEndBeforeStart', 'zh-tw')).toBe('結束時間必須晚於開始時間')
  })

  it('names the unknown invitee and the non-system mailbox in every language', () => {
    expect(calendarRuleText('inviteeUnknown', 'zh-hans', { email: 'x@gmail.com' })).toBe(
      '参与人 x@gmail.com 不存在于系统中',
    )
    expect(calendarRuleText('shareNotSystemMailbox', 'en', { email: 'x@gmail.com' })).toBe(
      'Calendars can only be shared with mailboxes of this system: x@gmail.com is not one',
    )
  })

  it('wants working hours to end after they start', () => {
    expect(validateWorkHours('09:00', '18:00')).toBeNull()
    expect(validateWorkHours('18:00', '09:00')).toBe('workHoursOrder')
    expect(validateWorkHours('09:00', '09:00')).toBe('workHoursOrder')
  })
})

describe('the UI says what the server says', () => {
  const codes = Object.keys(CALENDAR_RULE_TEXTS) as CalendarRuleCode[]
  it.each(['zh-hans', 'zh-tw', 'en'] as const)('every rule in %s', (locale) => {
    activateTestLocale(locale)
    for (const code of codes) {
      const said = i18n._({ ...CALENDAR_RULE_MESSAGES[code], values: { email: 'a@b.c' } })
      expect(said, code).toBe(calendarRuleText(code, locale, { email: 'a@b.c' }))
    }
  })
})
