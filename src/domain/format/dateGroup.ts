import dayjs from 'dayjs'

/** The date headers of the folder list (R-LIST-1). */
export type DateGroup = 'today' | 'yesterday' | 'dayBeforeYesterday' | 'earlier'

export type DateInput = string | number | Date

/**
 * Calendar days in the viewer's local time zone, not 24-hour spans: a mail from 23:59 yesterday
 * is 'yesterday' at 00:01 today. A date in the future (clock skew, scheduled mail) counts as
 * today; an unparseable date goes to 'earlier'.
 */
export function groupByDate(date: DateInput, now: DateInput): DateGroup {
  const day = dayjs(date)
  const today = dayjs(now)
  if (!day.isValid() || !today.isValid()) return 'earlier'
  if (day.isSame(today, 'day') || day.isAfter(today, 'day')) return 'today'
  if (day.isSame(today.subtract(1, 'day'), 'day')) return 'yesterday'
  if (day.isSame(today.subtract(2, 'day'), 'day')) return 'dayBeforeYesterday'
  return 'earlier'
}

/**
 * The time a mail list sorts by ("Time ↓"), shows and groups by day: the Date header, or the
 * arrival time when the header is unreadable. One rule for the list, the reader's list walk and
 * the fake server, so a day group never repeats down a page (decision 83).
 */
export function listTime(mail: { date: string; internaldate: string }): number {
  const dated = Date.parse(mail.date)
  return Number.isNaN(dated) ? Date.parse(mail.internaldate) : dated
}
