/**
 * The mailbox screen renders again whenever a tab opens or is shown (its tab API changes). The
 * folder list must not render again when a mail opens over it, and a hidden reader must not when
 * the list is shown again (a folder switch): each put a whole screen's render into those clicks
 * (issue 11 §5, decision 219). A host element's committed props object is replaced each time its
 * component renders, so the test compares those objects before and after.
 */
import '../../auth/jsdomShims.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { createActor } from 'xstate'
import { afterEach, describe, expect, it } from 'vitest'
import { mailTabsMachine } from '../../../../machines/mail-tabs/index.ts'
import { useMailTabs } from '../../../../src/features/common/mailTabs/MailTabsContext.ts'
import { MailTabsActorProvider } from '../../../../src/features/common/mailTabs/MailTabsProvider.tsx'
import { sequence } from '../../../../src/features/common/mailTabs/mailTabsStore.ts'
import FolderListTab from '../../../../src/features/mailbox/list/FolderListTab.tsx'
import { ReaderTab } from '../../../../src/features/mailbox/tabs/lazyTabs.tsx'
import { MailTabPanels } from '../../../../src/features/mailbox/tabs/MailTabPanels.tsx'
import type { MailboxSearch } from '../../../../src/features/mailbox/mailboxSearch.ts'
import { rememberReadingMode } from '../../../../src/app/readingPreference.ts'
import { FIXTURE_TEXT } from '../../../../mocks/seed/text/reader-fixtures.ts'
import { readTab } from '../../../../src/features/common/mailTabs/mailTabsApi.ts'
import { DEMO_USER, tokenFor } from '../../../support/server.ts'
import { uidOf } from '../../reader/readerHarness.tsx'
import { renderSignedIn } from '../list/listHarness.tsx'

const NO_SEARCH: MailboxSearch = {}

/** Like the mailbox screen: follows the tab API and hands the panels a new list element. */
function Panels() {
  useMailTabs()
  return <MailTabPanels idPrefix="t" list={<FolderListTab folder="INBOX" search={NO_SEARCH} />} />
}

function committedProps(element: Element): unknown {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'))
  if (!key) throw new Error('no React props on the element')
  return (element as unknown as Record<string, unknown>)[key]
}

const actor = createActor(mailTabsMachine)
afterEach(() => actor.stop())

describe('a tab change', { timeout: 60_000 }, () => {
  it('renders neither the list under an opened mail nor a hidden reader again', async () => {
    actor.start()
    // The reader's code, as the list's idle preload fetches it (a cold import is slow in tests).
    await ReaderTab.preload()
    rememberReadingMode(DEMO_USER.email, false)
    await renderSignedIn(
      <MailTabsActorProvider actor={actor} nextComposeSequence={sequence()}>
        <Panels />
      </MailTabsActorProvider>,
    )
    const list = await screen.findByRole('region', { name: '邮件列表' }, { timeout: 15_000 })
    await waitFor(() => expect(list.querySelector('tbody tr button[title]')).not.toBeNull(), {
      timeout: 15_000,
    })
    // The list's own controls, outside its (memoised) rows.
    const listControl = list.querySelector('section > :not(div[class*="scroll"]) button')!
    const listBefore = committedProps(listControl)

    const uid = await uidOf(await tokenFor(DEMO_USER.username), FIXTURE_TEXT['zh-hans'].htmlSubject)
    act(() =>
      actor.send({ type: 'tab.open', tab: readTab({ folder: 'INBOX', uid, subject: 'html' }) }),
    )
    // Checked at once: reading the mail marks it read, and the list then reloads, rightly.
    expect(list.closest('[role="tabpanel"]')).toHaveProperty('hidden', true)
    expect(committedProps(listControl)).toBe(listBefore)

    const reader = await screen.findByRole(
      'region',
      { name: FIXTURE_TEXT['zh-hans'].htmlSubject },
      { timeout: 15_000 },
    )
    const readerControl = within(reader).getAllByRole('button')[0]!
    const readerBefore = committedProps(readerControl)
    act(() => actor.send({ type: 'tab.activate', key: 'list' }))
    expect(reader.closest('[role="tabpanel"]')).toHaveProperty('hidden', true)
    expect(committedProps(readerControl)).toBe(readerBefore)
  })
})
