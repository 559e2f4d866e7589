/**
 * Shift+U (the reader's "mark as unread") against the fake backend: the tab closes and the mail
 * stays unread on the server. The tab used to close after the change was announced, so the still
 * open reader read the mail again for it, and reading marks a mail read.
 */
import '../auth/jsdomShims.ts'
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { renderReader, signInForEachTest, uidOf } from './readerHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const text = FIXTURE_TEXT['zh-hans']
const user = userEvent.setup({ delay: null })
const session = signInForEachTest()

const flagsOf = (uid: number) =>
  db.messages.findFirst((q) => q.where({ uid, folder: 'INBOX' }))?.flags ?? []

describe('mark as unread in the reader', { timeout: 30_000 }, () => {
  it('Shift+U closes the tab and the mail stays unread', async () => {
    const signedIn = session.current()
    const uid = await uidOf(signedIn.token, text.plainSubject)
    const { tabs, tab } = renderReader(signedIn.session, { uid })
    await screen.findByRole('heading', { name: text.plainSubject })
    await waitFor(() => expect(flagsOf(uid)).toContain('\\Seen'))
    // As the strip does: the closed tab's reader goes with the next render.
    vi.mocked(tabs.close).mockImplementation(() => queueMicrotask(cleanup))

    await user.keyboard('{Shift>}U{/Shift}')
    await waitFor(() => expect(tabs.close).toHaveBeenCalledWith(tab.key))
    await waitFor(() => expect(signedIn.notices.map((n) => n.message)).toContain('操作成功'))
    // Whatever the announced change set off has run by now.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(flagsOf(uid)).not.toContain('\\Seen')
  })

  // Decision 348: a burn-after-reading mail cannot be marked unread, by key or by menu.
  it('a burn-after-reading mail: no "unread" in the menu, and Shift+U does nothing', async () => {
    const signedIn = session.current()
    const uid = await uidOf(signedIn.token, text.plainSubject)
    await db.messages.update((q) => q.where({ uid, folder: 'INBOX' }), {
      data(draft) {
        draft.attrs.is_burn = true
        draft.attrs.burn_left = 3
      },
    })
    const { tabs } = renderReader(signedIn.session, { uid })
    await screen.findByRole('heading', { name: text.plainSubject })
    await waitFor(() => expect(flagsOf(uid)).toContain('\\Seen'))

    await user.keyboard('{Shift>}U{/Shift}')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(tabs.close).not.toHaveBeenCalled()
    expect(flagsOf(uid)).toContain('\\Seen')

    await user.click(screen.getByRole('button', { name: '标记为' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: '已读' })).toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: '未读' })).toBeNull()
  })
})
