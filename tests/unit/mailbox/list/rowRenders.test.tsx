/**
 * Opening a mail changes the tab API (a tab is added); the list's rows must not re-render for it
 * (issue 11 §5: the click that opens a mail re-rendered every row before the reader could show).
 * Each row's subject button gets a new click handler when its row renders, so the test compares
 * the props React committed to those buttons before and after the change.
 */
import '../../auth/jsdomShims.ts'
import { act, screen, waitFor } from '@testing-library/react'
import { createRef, useImperativeHandle, useState, type Ref } from 'react'
import { describe, expect, it } from 'vitest'
import type { MailTabsApi } from '../../../../src/domain/mail/mailTabs.ts'
import { MailTabsContext } from '../../../../src/features/common/mailTabs/MailTabsContext.ts'
import FolderListTab from '../../../../src/features/mailbox/list/FolderListTab.tsx'
import { fakeTabs, renderSignedIn } from './listHarness.tsx'

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

/**
 * The props React last committed to each row's subject button. A row's render makes a new click
 * handler for it, so a row that rendered again has a new props object there.
 */
function rowProps(table: HTMLElement): unknown[] {
  return [...table.querySelectorAll('tbody tr[aria-selected] button[title]')].map((button) => {
    const key = Object.keys(button).find((k) => k.startsWith('__reactProps$'))
    if (!key) throw new Error('no React props on a subject button')
    return (button as unknown as Record<string, unknown>)[key]
  })
}

describe('the list’s rows', { timeout: 60_000 }, () => {
  it('do not re-render when a mail opens and the tab API changes', async () => {
    const control = createRef<TabsControl>()
    await renderSignedIn(<List ref={control} />)
    const table = await screen.findByRole('grid', { name: '邮件列表' }, { timeout: 15_000 })
    await waitFor(() => expect(rowProps(table)).toHaveLength(20), { timeout: 15_000 })
    const before = rowProps(table)
    const opened = fakeTabs()
    act(() => control.current!.setTabs(opened))
    const after = rowProps(table)
    after.forEach((props, index) => expect(props).toBe(before[index]))
    // The rows' handler still reaches the tab API of now.
    const subject = table.querySelector<HTMLButtonElement>('tbody tr button[title]')!
    act(() => subject.click())
    expect(opened.openMail).toHaveBeenCalledTimes(1)
    expect(opened.openMail).toHaveBeenCalledWith(
      expect.objectContaining({ folder: 'INBOX', subject: subject.title }),
    )
  })
})
