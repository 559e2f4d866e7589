/**
 * The list's date groups: displayRows works the day boundaries out once per page instead of
 * calling groupByDate per mail; the answers must be groupByDate's for every date.
 */
import { describe, expect, it } from 'vitest'
import { groupByDate } from '../../../../src/domain/format/dateGroup.ts'
import { dateGrouper, displayRows } from '../../../../src/features/mailbox/list/displayRows.ts'
import type { ListItem } from '../../../../machines/mail-list/index.ts'

const HOUR = 3_600_000
const isoAt = (ms: number) => `${new Date(ms + 8 * HOUR).toISOString().slice(0, 19)}+08:00`

describe('dateGrouper', () => {
  const nows = [
    new Date(2026, 2, 30, 0, 1), // just after midnight
    new Date(2026, 2, 29, 23, 59), // just before
    new Date(2026, 0, 1, 12, 0), // across a year
  ]
  for (const now of nows) {
    it(`agrees with groupByDate around ${now.toISOString()}`, () => {
      const groupOf = dateGrouper(now)
      const seen = new Set<string>()
      // Every 7 minutes over four days back and a day ahead, plus each midnight ±1 ms.
      const dates: string[] = []
      for (let ms = now.getTime() - 96 * HOUR; ms < now.getTime() + 24 * HOUR; ms += 7 * 60_000) {
        dates.push(isoAt(ms))
      }
      for (let back = -1; back <= 3; back++) {
        const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back)
        dates.push(new Date(midnight.getTime() - 1).toISOString())
        dates.push(midnight.toISOString())
      }
      dates.push('not a date', '2026-03-29 08:00:00')
      for (const date of dates) {
        const expected = groupByDate(date, now)
        expect({ date, group: groupOf(date) }).toEqual({ date, group: expected })
        seen.add(expected)
      }
      expect([...seen].sort()).toEqual(['dayBeforeYesterday', 'earlier', 'today', 'yesterday'])
    })
  }
})

// R-LIST-1: date headers before each group
describe('displayRows', () => {
  const now = new Date(2026, 2, 30, 10, 0)
  const item = (uid: number, hoursAgo: number) =>
    ({ uid, date: isoAt(now.getTime() - hoursAgo * HOUR) }) as unknown as ListItem

  it('puts a header with its count before each run of one group', () => {
    const items = [item(1, 1), item(2, 2), item(3, 20), item(4, 80)]
    const rows = displayRows(items, now, true)
    expect(
      rows.map((row) => (row.kind === 'group' ? `${row.group}:${row.count}` : row.item.uid)),
    ).toEqual(['today:2', 1, 2, 'yesterday:1', 3, 'earlier:1', 4])
  })

  it('has no headers when not sorted by date', () => {
    const rows = displayRows([item(1, 1), item(2, 80)], now, false)
    expect(rows.map((row) => row.kind)).toEqual(['mail', 'mail'])
  })
})
