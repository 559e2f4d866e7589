/**
 * The mail list's grid (decision 310): the roles of an ARIA grid, one tab stop; Down / Up and j / k move it,
 * Home / End, Space ticks the row, Shift+Down extends the selection, Enter and o open.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ListItem } from '../../../machines/mail-list/index.ts'
import { toListItem } from '../../../mocks/handlers/mailCommon.ts'
import { listFolderMessages } from '../../../mocks/mail/store.ts'
import { DEMO_USER } from '../../../mocks/seed/org.ts'
import { selectNone, toggleRow } from '../../../src/domain/mail/selection.ts'
import { LETTER_KEYS_BOUND } from '../../../src/features/mailbox/list/ListShortcuts.tsx'
import { MailTable } from '../../../src/features/mailbox/list/MailTable.tsx'
import { mockControl } from '../../support/server.ts'
import { renderSignedIn } from '../mailbox/list/listHarness.tsx'

function inboxPage(pageSize: number): ListItem[] {
  const { rows } = listFolderMessages(DEMO_USER.username, {
    folder: 'INBOX',
    page: 1,
    pageSize,
    sort: 'date',
    order: 'desc',
    view: 'all',
  })
  return rows.map((m) => toListItem(m, new Map()) as ListItem)
}

function Table({ items, onOpen }: { items: ListItem[]; onOpen: (item: ListItem) => void }) {
  const [selection, setSelection] = useState(selectNone())
  return (
    <MailTable
      items={items}
      selection={selection}
      showReceiver={false}
      grouped={false}
      onToggle={(uid) => setSelection((s) => toggleRow(s, uid))}
      onTogglePage={() => {}}
      onOpen={onOpen}
    />
  )
}

const mailRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-uid'))
const focusedUid = () => Number(document.activeElement?.getAttribute('data-uid'))
const uidOf = (item: ListItem | undefined) => item?.uid

describe('mail list keyboard model', { timeout: 60_000 }, () => {
  beforeEach(() => mockControl.reset({ scenario: 'default' }))

  it('one tab stop; arrows, j / k, Home / End move; Space and Shift+Down select; Enter and o open', async () => {
    const items = inboxPage(20)
    const onOpen = vi.fn()
    await renderSignedIn(<Table items={items} onOpen={onOpen} />)
    const table = await screen.findByRole('grid', { name: '邮件列表' })
    // An ARIA grid (decision 310): multi-selectable, column headers and grid cells.
    expect(table).toHaveAttribute('aria-multiselectable', 'true')
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9)
    expect(within(mailRows()[0]!).getAllByRole('gridcell')).toHaveLength(9)
    // j / k / o bind once their code arrived, after the list painted.
    await waitFor(() => expect(table.closest(`[${LETTER_KEYS_BOUND}]`)).not.toBeNull())
    const user = userEvent.setup()
    expect(mailRows().filter((row) => row.tabIndex === 0)).toHaveLength(1)
    mailRows()[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(focusedUid()).toBe(uidOf(items[1]))
    await user.keyboard('j')
    expect(focusedUid()).toBe(uidOf(items[2]))
    await user.keyboard('k{ArrowUp}')
    expect(focusedUid()).toBe(uidOf(items[0]))
    await user.keyboard('{End}')
    expect(focusedUid()).toBe(uidOf(items.at(-1)))
    await user.keyboard('{Home}')
    expect(focusedUid()).toBe(uidOf(items[0]))
    // Still one tab stop, on the focused row.
    expect(mailRows().filter((row) => row.tabIndex === 0)).toEqual([document.activeElement])

    await user.keyboard(' ')
    expect(mailRows()[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}')
    const selected = mailRows().filter((row) => row.getAttribute('aria-selected') === 'true')
    expect(selected.map((row) => Number(row.getAttribute('data-uid')))).toEqual(
      items.slice(0, 3).map((item) => item.uid),
    )

    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith(items[2])
    await user.keyboard('o')
    expect(onOpen).toHaveBeenCalledTimes(2)
  })
})
