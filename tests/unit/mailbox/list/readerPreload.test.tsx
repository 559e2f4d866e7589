/**
 * The reader's code is fetched once the list has shown rows and the browser is idle
 * (list/nextClick.ts), so a click straight onto a row does not wait for it; an empty list does
 * not fetch it.
 */
import '../../auth/jsdomShims.ts'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ListItem } from '../../../../machines/mail-list/index.ts'
import { toListItem } from '../../../../mocks/handlers/mailCommon.ts'
import { listFolderMessages } from '../../../../mocks/mail/store.ts'
import { DEMO_USER } from '../../../../mocks/seed/org.ts'
import { selectNone } from '../../../../src/domain/mail/selection.ts'
import { MailTable } from '../../../../src/features/mailbox/list/MailTable.tsx'
import { ReaderTab } from '../../../../src/features/mailbox/tabs/lazyTabs.tsx'
import { mockControl } from '../../../support/server.ts'
import { renderSignedIn } from './listHarness.tsx'

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

const table = (items: ListItem[]) => (
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

beforeEach(() => mockControl.reset({ scenario: 'default' }))
afterEach(() => vi.restoreAllMocks())

describe('the reader’s code', { timeout: 30_000 }, () => {
  it('is fetched when the browser is idle after the rows show', async () => {
    const preload = vi.spyOn(ReaderTab, 'preload').mockResolvedValue(() => null)
    const items = inboxPage()
    expect(items.length).toBeGreaterThan(0)
    await renderSignedIn(table(items))
    await screen.findByRole('grid', { name: '邮件列表' })
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1))
  })

  it('is not fetched for a list without rows', async () => {
    const preload = vi.spyOn(ReaderTab, 'preload').mockResolvedValue(() => null)
    await renderSignedIn(table([]))
    await screen.findByRole('grid', { name: '邮件列表' })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(preload).not.toHaveBeenCalled()
  })
})
