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
  /** `key`: unique on the page even if the server lists one mail twice. */
  | { kind: 'mail'; item: ListItem; index: number; key: string }

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

/** Keys made unique by counting repeats: `a`, `a#2`, `a#3` … in page order. */
function uniqueKeys(): (base: string) => string {
  const seen = new Map<string, number>()
  return (base) => {
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base}#${n}`
  }
}

/**
 * Group rows are keyed by their group (and how often it came before on the page), not by the
 * mail that heads them: an import, delete or move that changes a group's first mail updates the
 * header in place instead of unmounting one row and mounting another under a new key.
 */
export function displayRows(items: readonly ListItem[], now: Date, grouped: boolean): DisplayRow[] {
  const keyOf = uniqueKeys()
  const mailRow = (item: ListItem, index: number): DisplayRow => ({
    kind: 'mail',
    item,
    index,
    key: keyOf(`${item.raw_name}:${item.uid}`),
  })
  if (!grouped) return items.map(mailRow)
  const groupOf = dateGrouper(now)
  const rows: DisplayRow[] = []
  let header: Extract<DisplayRow, { kind: 'group' }> | undefined
  items.forEach((item, index) => {
    const group = groupOf(listTime(item))
    if (!header || header.group !== group) {
      header = { kind: 'group', group, count: 0, key: keyOf(`group:${group}`) }
      rows.push(header)
    }
    header.count += 1
    rows.push(mailRow(item, index))
  })
  return rows
}
