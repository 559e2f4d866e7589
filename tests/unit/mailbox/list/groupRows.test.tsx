/**
 * Date-group rows after the data under the list changes: importing old and undated mail,
 * deleting and moving mail re-render the table with exactly the groups of the mail present
 * (each header followed by its mail, with its count), never a header left over from before, and
 * a header stays the same row while its group stays on the page (a stable key, decision 121).
 */
import '../../auth/jsdomShims.ts'
import { act, screen } from '@testing-library/react'
import { createRef, useImperativeHandle, useState, type Ref } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ListItem } from '../../../../machines/mail-list/index.ts'
import { toListItem } from '../../../../mocks/handlers/mailCommon.ts'
import { addMessage } from '../../../../mocks/mail/addMessage.ts'
import { listFolderMessages } from '../../../../mocks/mail/store.ts'
import { DEMO_USER } from '../../../../mocks/seed/org.ts'
import { now } from '../../../../mocks/state.ts'
import { selectNone } from '../../../../src/domain/mail/selection.ts'
import { listTime } from '../../../../src/domain/format/dateGroup.ts'
import { dateGrouper, displayRows } from '../../../../src/features/mailbox/list/displayRows.ts'
import { MailTable } from '../../../../src/features/mailbox/list/MailTable.tsx'
import { mockControl } from '../../../support/server.ts'
import { renderSignedIn } from './listHarness.tsx'

const DAY = 86_400_000
const LABELS = { today: '今天', yesterday: '昨天', dayBeforeYesterday: '前天', earlier: '更早' }

/** The first page the server lists (small enough that the table is not virtualised). */
function inboxPage(): ListItem[] {
  const { rows } = listFolderMessages(DEMO_USER.username, {
    folder: 'INBOX',
    page: 1,
    pageSize: 20,
    sort: 'date',
    order: 'desc',
    view: 'all',
  })
  return rows.map((m) => toListItem(m, new Map()) as ListItem)
}

interface TableControl {
  setItems(items: ListItem[]): void
}

/** The table over data the test changes, as the list's loader would hand it new pages. */
function Table({ initial, ref }: { initial: ListItem[]; ref: Ref<TableControl> }) {
  const [items, setItems] = useState(initial)
  useImperativeHandle(ref, () => ({ setItems }), [])
  return (
    <MailTable
      items={items}
      selection={selectNone()}
      showReceiver={false}
      grouped
      onToggle={() => {}}
      onTogglePage={() => {}}
      onOpen={() => {}}
    />
  )
}

const control = createRef<TableControl>()
const setItems = (items: ListItem[]) => control.current!.setItems(items)

const groupRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.querySelector('td[colspan]') !== null && row.closest('tbody'))

/** The headers on screen are the groups of the mail shown, in order, each with its mail. */
function expectGroupsOf(items: ListItem[]) {
  const expected = displayRows(items, new Date(), true).flatMap((row) =>
    row.kind === 'group' ? [`${LABELS[row.group]} (${row.count})`] : [],
  )
  const headers = groupRows()
  expect(headers.map((row) => row.textContent)).toEqual(expected)
  for (const header of headers) {
    const next = header.nextElementSibling
    expect(next?.querySelector('td[colspan]') ?? null, 'a header with no mail under it').toBeNull()
    expect(next).not.toBeNull()
  }
  const mailRows = screen.getAllByRole('row').filter((row) => row.closest('tbody'))
  expect(mailRows).toHaveLength(items.length + expected.length)
}

const headerOf = (group: keyof typeof LABELS) =>
  groupRows().find((row) => row.textContent?.startsWith(LABELS[group]))

describe('date-group rows', { timeout: 30_000 }, () => {
  beforeEach(() => mockControl.reset({ scenario: 'default' }))

  it('match the mail present through import, delete and move', async () => {
    await addMessage({ subject: 'today one', date: now() - 60_000 })
    await addMessage({ subject: 'yesterday one', date: now() - DAY })
    const first = inboxPage()
    await renderSignedIn(<Table initial={first} ref={control} />)
    await screen.findByRole('grid', { name: '邮件列表' })
    expectGroupsOf(first)
    const today = headerOf('today')
    expect(today).toBeDefined()

    // Import of old mail: dated years ago, one with no readable Date, and a newer one today.
    await addMessage({ subject: 'old 1', date: now() - 3000 * DAY })
    await addMessage({ subject: 'old 2', date: 'not a date', internaldate: now() - 900 * DAY })
    await addMessage({ subject: 'today two', date: now() - 1_000 })
    const imported = inboxPage()
    act(() => setItems(imported))
    expectGroupsOf(imported)
    // A new first mail in "today": the same header row, updated in place.
    expect(headerOf('today')).toBe(today)

    // Delete today's and yesterday's mail: their headers go with them.
    const groupOf = dateGrouper(new Date())
    const deleted = imported.filter(
      (item) => !['today', 'yesterday'].includes(groupOf(listTime(item))),
    )
    act(() => setItems(deleted))
    expectGroupsOf(deleted)
    expect(headerOf('today')).toBeUndefined()

    // Move some back in (another folder's view changes the same way).
    const moved = [...imported.slice(0, 2), ...deleted.slice(3)]
    act(() => setItems(moved))
    expectGroupsOf(moved)

    // The same mail listed twice (a page shifting under an import) still renders every row.
    const twice = [moved[0]!, ...moved]
    act(() => setItems(twice))
    expectGroupsOf(twice)
    act(() => setItems(first))
    expectGroupsOf(first)
  })
})
