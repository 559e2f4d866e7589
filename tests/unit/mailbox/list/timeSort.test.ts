/**
 * "Time ↓" sorts by the date the list shows: an imported mail dated months ago but arrived now
 * sits with the earlier mail, and each day group appears once on a page.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { mockControl } from '../../../support/server.ts'
import { listTime } from '../../../../src/domain/format/dateGroup.ts'
import { displayRows } from '../../../../src/features/mailbox/list/displayRows.ts'
import { addMessage } from '../../../../mocks/mail/addMessage.ts'
import { listFolderMessages } from '../../../../mocks/mail/store.ts'
import { toListItem } from '../../../../mocks/handlers/mailCommon.ts'
import { DEMO_USER } from '../../../../mocks/seed/org.ts'
import { now } from '../../../../mocks/state.ts'
import type { ListItem } from '../../../../machines/mail-list/index.ts'

const DAY = 86_400_000

async function firstPage(order: 'asc' | 'desc'): Promise<ListItem[]> {
  const { rows } = listFolderMessages(DEMO_USER.username, {
    folder: 'INBOX',
    page: 1,
    pageSize: 100,
    sort: 'date',
    order,
    view: 'all',
  })
  return rows.map((m) => toListItem(m, new Map()) as ListItem)
}

describe('sorting by time', () => {
  beforeEach(() => mockControl.reset({ scenario: 'default' }))

  it('orders by the Date header shown, not by arrival, so groups do not repeat', async () => {
    // Arrived just now, written long ago (an imported or long-delayed mail) — and the reverse.
    const oldLetter = await addMessage({ subject: 'old letter', date: now() - 400 * DAY })
    const fresh = await addMessage({
      subject: 'fresh',
      date: now() - 60_000,
      internaldate: now() - 500 * DAY,
    })
    for (const order of ['desc', 'asc'] as const) {
      const items = await firstPage(order)
      const times = items.map(listTime)
      const sorted = [...times].sort((a, b) => (order === 'desc' ? b - a : a - b))
      expect(times).toEqual(sorted)
      const uids = items.map((item) => item.uid)
      if (order === 'desc') {
        // Dated a minute ago: on the first page; dated 400 days ago: not before it.
        expect(uids).toContain(fresh.uid)
        expect(uids.slice(0, uids.indexOf(fresh.uid))).not.toContain(oldLetter.uid)
      }
      const groups = displayRows(items, new Date(now()), true).flatMap((row) =>
        row.kind === 'group' ? [row.group] : [],
      )
      expect(new Set(groups).size).toBe(groups.length)
    }
  })

  it('gives every group header a unique key even when a group comes twice', () => {
    const at = (uid: number, msAgo: number) =>
      ({
        uid,
        raw_name: 'INBOX',
        date: new Date(Date.now() - msAgo).toISOString(),
        internaldate: new Date().toISOString(),
      }) as unknown as ListItem
    const rows = displayRows(
      [at(1, 0), at(2, 30 * DAY), at(3, 0), at(4, 30 * DAY)],
      new Date(),
      true,
    )
    const keys = rows.flatMap((row) => (row.kind === 'group' ? [row.key] : []))
    expect(keys).toHaveLength(4)
    expect(new Set(keys).size).toBe(4)
  })
})
