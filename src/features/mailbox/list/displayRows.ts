/**
 * The rows a list page shows: mail, with a date-group header (today, yesterday, day before
 * yesterday, earlier) before each run of mail of one group when the list is sorted by date.
 */
import { groupByDate, type DateGroup } from '../../../domain/format/dateGroup.ts'
import type { ListItem } from '../../../../machines/mail-list/index.ts'

export type DisplayRow =
  | { kind: 'group'; group: DateGroup; count: number }
  | { kind: 'mail'; item: ListItem; index: number }

export function displayRows(items: readonly ListItem[], now: Date, grouped: boolean): DisplayRow[] {
  if (!grouped) return items.map((item, index) => ({ kind: 'mail', item, index }))
  const rows: DisplayRow[] = []
  let header: Extract<DisplayRow, { kind: 'group' }> | undefined
  items.forEach((item, index) => {
    const group = groupByDate(item.date, now)
    if (!header || header.group !== group) {
      header = { kind: 'group', group, count: 0 }
      rows.push(header)
    }
    header.count += 1
    rows.push({ kind: 'mail', item, index })
  })
  return rows
}
