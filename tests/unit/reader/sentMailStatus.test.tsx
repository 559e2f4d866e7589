/**
 * The delivery status panel of a Sent mail in the reader, on the fake backend (R-READ
 * "Mail reading view": delivery status panel for sent mail; "A recall button shows only when
 * recall is possible, and is disabled once recalled"; M-ERR 'Mail recall
 * fails!'). Mail of other folders has no panel.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { DEMO_USER, server } from '../../support/server.ts'
import { renderReader, signIn, uidOf } from './readerHarness.tsx'

configure({ asyncUtilTimeout: 10_000 })
const user = userEvent.setup({ delay: null })
const text = FIXTURE_TEXT['zh-hans']
let signedIn: Awaited<ReturnType<typeof signIn>>

beforeEach(async () => {
  signedIn = await signIn()
})
afterEach(() => signedIn.unsubscribe())

const sentCopy = (uid: number) =>
  db.messages.findFirst((q) => q.where({ owner: DEMO_USER.username, folder: 'Sent', uid }))

async function openSent(uid: number) {
  renderReader(signedIn.session, { uid, folder: 'Sent' })
  return screen.findByRole('region', { name: '投递状态' })
}

describe('delivery status of a sent mail in the reader', { timeout: 40_000 }, () => {
  // R-READ-3 (delivery status), R-READ-6 (disabled once recalled)
  it('shows the folded table on demand and recalls the whole mail once', async () => {
    const uid = await uidOf(signedIn.token, text.scheduledSubject, 'Sent')
    const recipient = sentCopy(uid)!.to[0]![0]
    const panel = await openSent(uid)
    // Folded at first: no table until asked.
    expect(within(panel).queryByRole('table')).toBeNull()
    await user.click(within(panel).getByRole('button', { name: '显示投递状态' }))
    const table = await within(panel).findByRole('table', { name: '投递状态' })
    const row = (await within(table).findByText(new RegExp(recipient))).closest('tr')!
    expect(within(row).getByText(/已投递/)).toBeInTheDocument()

    const recall = within(panel).getByRole('button', { name: '召回邮件' })
    await waitFor(() => expect(recall).toBeEnabled())
    await user.click(recall)
    // Disabled once recalled, and it says so; the row moves to the recalled state.
    const done = await within(panel).findByRole('button', { name: '已召回' })
    expect(done).toBeDisabled()
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: `召回 ${recipient}` })).toBeNull(),
    )
    expect(sentCopy(uid)!.attrs.is_recall).toBe(true)
  })

  it("says 'Mail recall fails!' (zh-hans text) when the server refuses (M-ERR-21, M-TEXT-15)", async () => {
    server.use(
      http.post(
        '*/api/mail/messages/recall/',
        () => HttpResponse.json({ non_field_errors: ['refused'] }, { status: 400 }),
        { once: true },
      ),
    )
    const uid = await uidOf(signedIn.token, text.scheduledSubject, 'Sent')
    const panel = await openSent(uid)
    const recall = within(panel).getByRole('button', { name: '召回邮件' })
    await waitFor(() => expect(recall).toBeEnabled())
    await user.click(recall)
    expect(await within(panel).findByRole('alert')).toHaveTextContent('邮件召回失败！')
    // Nothing was recalled: the button is still there to try again.
    await waitFor(() => expect(recall).toBeEnabled())
    expect(sentCopy(uid)!.attrs.is_recall).toBe(false)
  })

  // R-READ-6: a recall button only when recall is possible
  it('offers no recall when the mail cannot be recalled, and no panel outside Sent', async () => {
    const oldUid = db.messages
      .findMany((q) => q.where({ owner: DEMO_USER.username, folder: 'Sent' }))
      .find((m) => !m.attrs.is_canrecall && !m.attrs.is_recall && m.message_id !== '')?.uid
    expect(oldUid).toBeDefined()
    const panel = await openSent(oldUid!)
    expect(within(panel).getByRole('button', { name: '显示投递状态' })).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: /召回邮件|已召回/ })).toBeNull()
  })

  it('a received mail has no delivery panel', async () => {
    const uid = await uidOf(signedIn.token, text.htmlSubject)
    renderReader(signedIn.session, { uid })
    await screen.findByRole('heading', { name: text.htmlSubject })
    expect(screen.queryByRole('region', { name: '投递状态' })).toBeNull()
  })
})
