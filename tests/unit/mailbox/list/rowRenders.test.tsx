/**
 * Opening a mail changes the tab API (a tab is added); the list's rows must not re-render for it
 * (issue 11 §5: the click that opens a mail re-rendered every row before the reader could show).
 * The rows are counted through their styles hook, which each row render calls once.
 */
import '../../auth/jsdomShims.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { createRef, useImperativeHandle, useState, type Ref } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { MailTabsApi } from '../../../../src/domain/mail/mailTabs.ts'
import { MailTabsContext } from '../../../../src/features/common/mailTabs/MailTabsContext.ts'
import FolderListTab from '../../../../src/features/mailbox/list/FolderListTab.tsx'
import { fakeTabs, renderSignedIn } from './listHarness.tsx'

const rowRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../../src/features/mailbox/list/useMailRowStyles.styles.ts', async (original) => {
  const real =
    await original<
      typeof import('../../../../src/features/mailbox/list/useMailRowStyles.styles.ts')
    >()
  return {
    ...real,
    useMailRowStyles: () => {
      rowRenders.count += 1
      return real.useMailRowStyles()
    },
  }
})

interface TabsControl {
  setTabs(tabs: MailTabsApi): void
}

function List({ ref }: { ref: Ref<TabsControl> }) {
  const [tabs, setTabs] = useState<MailTabsApi>(fakeTabs)
  useImperativeHandle(ref, () => ({ setTabs }), [])
  return (
    <MailTabsContext.Provider value={tabs}>
      <FolderListTab folder="INBOX" search={{}} />
    </MailTabsContext.Provider>
  )
}

describe('the list’s rows', { timeout: 60_000 }, () => {
  it('do not re-render when a mail opens and the tab API changes', async () => {
    const control = createRef<TabsControl>()
    await renderSignedIn(<List ref={control} />)
    const table = await screen.findByRole('table', { name: '邮件列表' }, { timeout: 15_000 })
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(20), {
      timeout: 15_000,
    })
    const before = rowRenders.count
    expect(before).toBeGreaterThanOrEqual(20)
    const opened = fakeTabs()
    act(() => control.current!.setTabs(opened))
    expect(rowRenders.count - before).toBe(0)
    // The rows' handler still reaches the tab API of now.
    const subject = table.querySelector<HTMLButtonElement>('tbody tr button[title]')!
    act(() => subject.click())
    expect(opened.openMail).toHaveBeenCalledTimes(1)
    expect(opened.openMail).toHaveBeenCalledWith(
      expect.objectContaining({ folder: 'INBOX', subject: subject.title }),
    )
  })
})
