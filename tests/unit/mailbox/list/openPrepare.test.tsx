/**
 * Decision 351: a click that opens a mail starts its read in the capture phase (prepareMail,
 * before openMail); a click that stops in the row (the check cell) starts nothing, since reading
 * marks the mail read.
 */
import '../../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MailTabActionsContext } from '../../../../src/features/common/mailTabs/MailTabsContext.ts'
import FolderListTab from '../../../../src/features/mailbox/list/FolderListTab.tsx'
import { fakeTabs, renderSignedIn } from './listHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }

describe('opening a mail from the list', { timeout: 60_000 }, () => {
  it('starts the read in the capture phase of an opening click only', async () => {
    const prepareMail = vi.fn()
    const tabs = { ...fakeTabs(), prepareMail }
    await renderSignedIn(
      <MailTabActionsContext.Provider value={tabs}>
        <FolderListTab folder="INBOX" search={{}} />
      </MailTabActionsContext.Provider>,
      tabs,
    )
    const table = await screen.findByRole('grid', { name: '邮件列表' }, SLOW)
    const boxes = () => within(table).queryAllByRole('checkbox', { name: /^选择 (?!本页)/ })
    await waitFor(() => expect(boxes().length).toBeGreaterThan(0), SLOW)
    const row = boxes()[0]!.closest('tr')!
    const uid = Number(row.getAttribute('data-uid'))

    await user.click(boxes()[0]!.closest('td')!)
    expect(prepareMail).not.toHaveBeenCalled()
    expect(tabs.openMail).not.toHaveBeenCalled()

    await user.click(row.querySelector<HTMLButtonElement>('button[title]')!)
    expect(prepareMail).toHaveBeenCalledTimes(1)
    expect(prepareMail).toHaveBeenCalledWith({ folder: 'INBOX', uid })
    expect(tabs.openMail).toHaveBeenCalledTimes(1)
    const [prepared] = prepareMail.mock.invocationCallOrder
    const [opened] = vi.mocked(tabs.openMail).mock.invocationCallOrder
    expect(prepared).toBeLessThan(opened!)

    // A plain cell (the size) opens the mail too, and prepares it first.
    await user.click(row.lastElementChild as HTMLElement)
    expect(prepareMail).toHaveBeenCalledTimes(2)
    expect(tabs.openMail).toHaveBeenCalledTimes(2)
  })
})
