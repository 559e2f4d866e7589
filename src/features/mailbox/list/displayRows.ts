/**
 * The rows a list page shows: mail, with a date-group header (today, yesterday, day before
 * yesterday, earlier) before each run of mail of one group when the list is sorted by date.
 * Groups follow listTime, the time the server sorts by, so each group is one run.
 */
import dayjs from '../../../i18n/dates.ts'
import { groupByDate, listTime, type DateGroup } from '../../../domain/format/dateGroup.ts'
import type { ListItem } from '../../../../machines/mail-list/index.ts'

export type DisplayRow =
  /** `key`: unique on the page even if a group comes twice (a server sorting by another time). */
  | { kind: 'group'; group: DateGroup; count: number; key: string }
  | { kind: 'mail'; item: ListItem; index: number }

/**
 * groupByDate for many dates against one `now`: the three day boundaries are worked out once
 * (the same calendar days groupByDate compares), so a date costs one parse, not five dayjs
 * operations. A 100-mail page took ~1 ms per mail the other way.
 */
export function dateGrouper(now: Date): (date: string | number) => DateGroup {
  const today = dayjs(now)
  if (!today.isValid()) return (date) => groupByDate(date, now)
  const startOf = (daysAgo: number) => today.subtract(daysAgo, 'day').startOf('day').valueOf()
  const [todayStart, yesterdayStart, dayBeforeStart] = [startOf(0), startOf(1), startOf(2)]
  return (date) => {
    const ms = dayjs(date).valueOf()
    if (Number.isNaN(ms)) return 'earlier'
    if (ms >= todayStart) return 'today'
    if (ms >= yesterdayStart) return 'yesterday'
    return ms >= dayBeforeStart ? 'dayBeforeYesterday' : 'earlier'
  }
}

export function displayRows(items: readonly ListItem[], now: Date, grouped: boolean): DisplayRow[] {
  if (!grouped) return items.map((item, index) => ({ kind: 'mail', item, index }))
  const groupOf = dateGrouper(now)
  const rows: DisplayRow[] = []
  let header: Extract<DisplayRow, { kind: 'group' }> | undefined
  items.forEach((item, index) => {
    const group = groupOf(listTime(item))
    if (!header || header.group !== group) {
      header = {
        kind: 'group',
        group,
        count: 0,
        key: `group:${group}:${item.raw_name}:${item.uid}`,
      }
      rows.push(header)
    }
    header.count += 1
    rows.push({ kind: 'mail', item, index })
  })
  return rows
}
