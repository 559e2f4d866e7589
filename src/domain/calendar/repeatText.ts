/**
 * A repeat as a sentence in the user's language ("每周一、三，共 10 次" / "Weekly on Monday and
 * Wednesday, 10 times"), never the RRULE text: the event's details and the editor's summary
 * both show it. Pure: the caller hands in its Lingui `i18n`, so the sentence follows a newly
 * chosen language. The English wording is in each descriptor's comment.
 */
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { Temporal } from 'temporal-polyfill'
import type { EventRepeat } from './types.ts'

/** ISO weekday 1 (Monday) … 7 (Sunday): the word that follows "每周" / "Weekly on". */
const DAY_NAMES: readonly MessageDescriptor[] = [
  msg({ message: '一', context: 'repeat weekday', comment: "English: 'Monday'" }),
  msg({ message: '二', context: 'repeat weekday', comment: "English: 'Tuesday'" }),
  msg({ message: '三', context: 'repeat weekday', comment: "English: 'Wednesday'" }),
  msg({ message: '四', context: 'repeat weekday', comment: "English: 'Thursday'" }),
  msg({ message: '五', context: 'repeat weekday', comment: "English: 'Friday'" }),
  msg({ message: '六', context: 'repeat weekday', comment: "English: 'Saturday'" }),
  msg({ message: '日', context: 'repeat weekday', comment: "English: 'Sunday'" }),
]

const TEXT = {
  daily: msg({ message: '每天', context: 'repeat', comment: "English: 'Daily'" }),
  everyNDays: msg({ message: '每 {interval} 天', comment: "English: 'Every {interval} days'" }),
  workdays: msg({ message: '每个工作日', comment: "English: 'Every weekday'" }),
  weekly: msg({ message: '每周{days}', comment: "English: 'Weekly on {days}'" }),
  everyNWeeks: msg({
    message: '每 {interval} 周的周{days}',
    comment: "English: 'Every {interval} weeks on {days}'",
  }),
  monthly: msg({
    message: '每月 {day} 日',
    comment: "English: 'Monthly on the {day}th' (an ICU selectordinal on day)",
  }),
  everyNMonths: msg({
    message: '每 {interval} 个月的 {day} 日',
    comment: "English: 'Every {interval} months on the {day}th' (an ICU selectordinal on day)",
  }),
  yearly: msg({ message: '每年{date}', comment: "English: 'Yearly on {date}' (date: 'March 15')" }),
  everyNYears: msg({
    message: '每 {interval} 年的{date}',
    comment: "English: 'Every {interval} years on {date}'",
  }),
  count: msg({
    message: '{rule}，共 {count} 次',
    comment: "English: '{rule}, {count} times' (an ICU plural on count)",
  }),
  until: msg({
    message: '{rule}，直到 {until}',
    comment: "English: '{rule}, until {until}' (until: YYYY-MM-DD)",
  }),
} satisfies Record<string, MessageDescriptor>

/**
 * Chinese lists the days with 、 ("每周一、三、五"); other languages take the locale's own
 * list ("Monday, Wednesday, and Friday"). Intl's zh "和" reads wrong after "每周".
 */
function listOf(names: string[], locale: string): string {
  if (locale.toLowerCase().startsWith('zh')) return names.join('、')
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)
}

/** A descriptor with its values (a variable, not a literal: the extractor reads literals). */
function say(i18n: I18n, text: MessageDescriptor, values: Record<string, unknown>): string {
  const described: MessageDescriptor = { ...text, values }
  return i18n._(described)
}

function ruleText(i18n: I18n, repeat: EventRepeat, start: Temporal.PlainDate): string {
  const interval = Math.max(1, repeat.interval ?? 1)
  const every = interval > 1
  switch (repeat.freq) {
    case 'daily':
      return every ? say(i18n, TEXT.everyNDays, { interval }) : i18n._(TEXT.daily)
    case 'weekly': {
      const chosen = repeat.byweekday?.length ? repeat.byweekday : [start.dayOfWeek]
      const days = [...new Set(chosen)].sort((a, b) => a - b)
      if (!every && days.join() === '1,2,3,4,5') return i18n._(TEXT.workdays)
      const names = days.map((d) => i18n._(DAY_NAMES[d - 1] ?? DAY_NAMES[0]!))
      const list = listOf(names, i18n.locale)
      return say(i18n, every ? TEXT.everyNWeeks : TEXT.weekly, { interval, days: list })
    }
    case 'monthly':
      return say(i18n, every ? TEXT.everyNMonths : TEXT.monthly, { interval, day: start.day })
    case 'yearly': {
      const date = new Intl.DateTimeFormat(i18n.locale, {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(start.year, start.month - 1, start.day)))
      return say(i18n, every ? TEXT.everyNYears : TEXT.yearly, { interval, date })
    }
    default:
      return ''
  }
}

/**
 * The repeat of a series starting on `startDay` (YYYY-MM-DD in the series' zone: a monthly or
 * yearly repeat falls on its day, a weekly one without days on its weekday), or '' when it does
 * not repeat.
 */
export function describeRepeat(i18n: I18n, repeat: EventRepeat, startDay: string): string {
  if (repeat.freq === 'none') return ''
  const rule = ruleText(i18n, repeat, Temporal.PlainDate.from(startDay))
  if (repeat.count !== undefined && repeat.count > 0)
    return say(i18n, TEXT.count, { rule, count: repeat.count })
  if (repeat.until) return say(i18n, TEXT.until, { rule, until: repeat.until })
  return rule
}
