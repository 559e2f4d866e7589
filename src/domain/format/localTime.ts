/**
 * Parsing and the list's date format without dayjs (decision 350): the mail list's first paint
 * needs only these two, and dayjs with its two Chinese locales cost the mail screen ≈ 4 KB gzip
 * before the user acted. The reader, compose and the other screens keep dayjs (src/i18n/dates.ts).
 *
 * `parseDate` reads a value exactly as `dayjs(value)` does (dayjs 1.11 parseDate): a Date or a
 * number as is; a string without a trailing Z that matches dayjs's pattern (2026-11-27,
 * 2026-11-27 10:30, 20261127T103000.123 …) in local time, with missing parts as their first
 * value; anything else through the Date constructor (RFC 2822 dates, ISO with Z or an offset).
 */
const DAYJS_PATTERN =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

export function parseDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value.getTime())
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const parts = DAYJS_PATTERN.exec(value)
    if (parts) {
      const [, year, month, day, hour, minute, second, fraction] = parts
      return new Date(
        Number(year),
        Number(month ?? 1) - 1 || 0,
        Number(day || 1),
        Number(hour ?? 0),
        Number(minute ?? 0),
        Number(second ?? 0),
        Number((fraction ?? '0').slice(0, 3)),
      )
    }
  }
  return new Date(value)
}

const two = (n: number) => String(n).padStart(2, '0')

/** `dayjs(value).format('YYYY-MM-DD HH:mm')`, 'Invalid Date' as dayjs writes it. */
export function formatListTime(value: string | number | Date): string {
  const date = parseDate(value)
  if (Number.isNaN(date.getTime())) return 'Invalid Date'
  return (
    `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-` +
    `${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`
  )
}

/** The start of the local calendar day `daysAgo` days before `date`, in ms. */
export function startOfDay(date: Date, daysAgo = 0): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - daysAgo).getTime()
}
