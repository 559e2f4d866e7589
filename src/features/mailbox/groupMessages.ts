import type { MailListItem } from '../../api/types.ts'
import { groupByDate, type DateGroup } from '../../domain/format/dateGroup.ts'

export type ListRow =
  { kind: 'header'; group: DateGroup; count: number } | { kind: 'mail'; item: MailListItem }

/** Inserts a date-group header before each run of mail of the same group (list is date-sorted). */
export function groupMessages(items: readonly MailListItem[], now: Date): ListRow[] {
  const rows: ListRow[] = []
  let header: Extract<ListRow, { kind: 'header' }> | undefined
  for (const item of items) {
    const group = groupByDate(item.date, now)
    if (!header || header.group !== group) {
      header = { kind: 'header', group, count: 0 }
      rows.push(header)
    }
    header.count += 1
    rows.push({ kind: 'mail', item })
  }
  return rows
}
