/**
 * The pending-review count refreshes by itself (decision 84): on the live channel's new-mail push
 * and every REVIEW_POLL_SECONDS while a reviewer's screen shows it, with one shared timer.
 */
import '../auth/jsdomShims.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onNewMail } from '../../../src/app/newMail/liveChannelActors.ts'
import { ReviewEntry } from '../../../src/features/mailbox/folders/ReviewEntry.tsx'
import { REVIEW_POLL_SECONDS } from '../../../src/features/review/reviewPoll.ts'
import { absoluteUrl, server } from '../../support/server.ts'
import { fakeTabs, renderMailbox, signedIn } from '../mailbox/mailboxHarness.tsx'

/** The review/show answer, changed by the test as the queue would change on the server. */
let pending = 3
let asked = 0
function serveCount() {
  server.use(
    http.get(absoluteUrl('/api/mail/review/show/'), () => {
      asked += 1
      return HttpResponse.json({ count: pending, review_mail_show: true })
    }),
  )
}

async function showEntry() {
  await signedIn()
  pending = 3
  asked = 0
  serveCount()
  // Two screens showing the count (the tree's entry twice): still one timer.
  renderMailbox(
    <>
      <ReviewEntry className="" selectedClassName="" onOpen={() => undefined} />
      <ReviewEntry className="" selectedClassName="" onOpen={() => undefined} />
    </>,
    fakeTabs(),
  )
  await waitFor(() => expect(screen.getAllByLabelText('3 封待审核')).toHaveLength(2))
}

const badges = (count: number) => screen.queryAllByLabelText(`${count} 封待审核`)

afterEach(() => vi.useRealTimers())

describe('pending-review count', { timeout: 60_000 }, () => {
  it('refreshes every few minutes without any action, with one request per beat', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const intervals = vi.spyOn(globalThis, 'setInterval')
    await showEntry()
    // The badge shows at the render, the poll starts in an effect after it. Moving the clock
    // before that effect ran moved no timer, and the beat never came (once in a while on busy
    // cores). waitFor cannot wait for it here: its own polling runs on the faked setInterval, so
    // it checks again only when the page changes. So: turns of the real event loop until the
    // poll's interval is there.
    const started = () => intervals.mock.calls.some(([, ms]) => ms === REVIEW_POLL_SECONDS * 1000)
    for (let turn = 0; turn < 200 && !started(); turn++)
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
    expect(started()).toBe(true)
    pending = 5
    const before = asked
    vi.advanceTimersByTime((REVIEW_POLL_SECONDS - 1) * 1000)
    expect(badges(3)).toHaveLength(2)
    vi.advanceTimersByTime(1000)
    await waitFor(() => expect(badges(5)).toHaveLength(2))
    expect(asked - before).toBe(1)
  })

  it("refreshes on the live channel's new-mail push", async () => {
    await showEntry()
    pending = 7
    onNewMail({ type: 'new_mail', unseen: 1, mails: [] })
    await waitFor(() => expect(badges(7)).toHaveLength(2))
    expect(within(document.body).queryAllByLabelText('3 封待审核')).toHaveLength(0)
  })
})
