/**
 * Auto-reply (R-VALID-22; decisions.md #174, #175): when it answers (always, some weekdays
 * between two times of day, or from one date and time to another) and what it says. Codes only;
 * src/domain/settings/messages.ts words them. The fake backend applies the same rules to mail
 * it delivers (`autoReplyCovers`).
 */
export const AUTO_REPLY_RANGE_TYPES = ['always', 'week', 'date'] as const
export type AutoReplyRangeType = (typeof AUTO_REPLY_RANGE_TYPES)[number]

/** ISO weekdays, as the contract counts them: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const AUTO_REPLY_CONTENT_MAX = 1000

export interface AutoReplyValues {
  is_enabled: boolean
  only_contacts: boolean
  range_type: AutoReplyRangeType
  start_week: Weekday
  end_week: Weekday
  /** HH:mm, as a time input gives it ('' when cleared). */
  start_time: string
  end_time: string
  /** yyyy-MM-dd ('' when cleared). */
  start_date: string
  end_date: string
  content: string
}

export type AutoReplyError =
  | 'replyContentRequired'
  | 'replyContentTooLong'
  | 'weekOrder'
  | 'timeRequired'
  | 'timeOrder'
  | 'dateRequired'
  | 'dateOrder'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export const isTimeOfDay = (text: string) => TIME.test(text)

export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const isWeekday = (value: unknown): value is Weekday =>
  (WEEKDAYS as readonly unknown[]).includes(value)

type Errors = Partial<Record<keyof AutoReplyValues, AutoReplyError>>

/**
 * The fields of the chosen range are checked whether or not auto-reply is on (they are saved);
 * the content is required only while it is on. Zero-padded HH:mm and yyyy-MM-dd compare as text.
 */
export function validateAutoReply(values: AutoReplyValues): Errors {
  const errors: Errors = {}
  const content = values.content.trim()
  if (values.is_enabled && content === '') errors.content = 'replyContentRequired'
  else if ([...content].length > AUTO_REPLY_CONTENT_MAX) errors.content = 'replyContentTooLong'
  if (values.range_type === 'always') return errors

  const times = (['start_time', 'end_time'] as const).filter((f) => !isTimeOfDay(values[f]))
  for (const field of times) errors[field] = 'timeRequired'
  if (values.range_type === 'week') {
    if (values.start_week > values.end_week) errors.end_week = 'weekOrder'
    if (times.length === 0 && values.start_time >= values.end_time) errors.end_time = 'timeOrder'
    return errors
  }
  const dates = (['start_date', 'end_date'] as const).filter((f) => !isCalendarDate(values[f]))
  for (const field of dates) errors[field] = 'dateRequired'
  if (dates.length > 0) return errors
  if (values.start_date > values.end_date) errors.end_date = 'dateOrder'
  else if (
    times.length === 0 &&
    values.start_date === values.end_date &&
    values.start_time >= values.end_time
  ) {
    errors.end_time = 'timeOrder'
  }
  return errors
}

/** A moment as the server's wall clock reads it. */
export interface WallClock {
  /** yyyy-MM-dd */
  date: string
  weekday: Weekday
  /** HH:mm */
  time: string
}

type Range = Pick<
  AutoReplyValues,
  'range_type' | 'start_week' | 'end_week' | 'start_time' | 'end_time' | 'start_date' | 'end_date'
>

/**
 * Whether the range holds at `at`. A weekly range answers on its weekdays from the start time
 * up to (not including) the end time; a date range from the start date's start time to the end
 * date's end time, straight through.
 */
export function autoReplyCovers(range: Range, at: WallClock): boolean {
  if (range.range_type === 'always') return true
  if (range.range_type === 'week') {
    return (
      at.weekday >= range.start_week &&
      at.weekday <= range.end_week &&
      at.time >= range.start_time &&
      at.time < range.end_time
    )
  }
  const moment = `${at.date} ${at.time}`
  return (
    moment >= `${range.start_date} ${range.start_time}` &&
    moment < `${range.end_date} ${range.end_time}`
  )
}
