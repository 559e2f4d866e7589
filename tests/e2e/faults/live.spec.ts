/**
 * Faults over HTTP, the live channel (issue 11 §4): the mock server stops taking WebSocket
 * connections (as while it restarts), mail arrives meanwhile, and the server takes them again
 * right after turning the client away — the worst moment, a whole retry period ahead. The
 * channel must be back within 2 s, and the unseen counts and the list must show the mail it
 * missed.
 */
import type { Page } from '@playwright/test'
import { expect, test, CORE } from '../fixtures'
import { FolderListPage } from '../pages/FolderListPage'
import { MailboxPage } from '../pages/MailboxPage'
import { serverControl } from './serverControl'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const BACK_WITHIN_MS = 2_000

/** The INBOX entry's unread badge in the folder tree ("N 封未读"). */
async function inboxUnseen(page: Page): Promise<number> {
  const badge = new MailboxPage(page).folder(/^收件箱/).getByLabel(/^\d+ 封未读$/)
  return Number(/\d+/.exec((await badge.getAttribute('aria-label')) ?? '')?.[0])
}

test.skip(({ backend }) => backend !== 'http', 'stops the mock server’s WebSocket')

test(
  'the live channel is back within 2 s of the server, and the unseen counts catch up',
  CORE,
  async ({ page, mock, baseURL }) => {
    const server = serverControl(baseURL)
    const mailbox = new MailboxPage(page)
    await mailbox.open()
    const list = new FolderListPage(page)
    await list.waitLoaded()
    await expect.poll(() => mock.liveConnections('demo')).toBe(1)
    const before = await inboxUnseen(page)

    expect(await server.suspendLiveChannel()).toBe(1)
    await mock.deliverMessage({ subject: '服务器重启期间到达的邮件' })
    await expect
      .poll(async () => (await server.liveGate()).turnedAway, { intervals: [20], timeout: 10_000 })
      .toBeGreaterThan(0)
    await server.resumeLiveChannel()
    const resumed = Date.now()
    await expect
      .poll(() => mock.liveConnections('demo'), { intervals: [25], timeout: 10_000 })
      .toBe(1)
    const backAfterMs = Date.now() - resumed
    test.info().annotations.push({ type: 'channel back after', description: `${backAfterMs} ms` })
    expect(backAfterMs).toBeLessThan(BACK_WITHIN_MS)

    // Nothing was pushed while it was down: the reconnection itself brings the counts up to date.
    await expect.poll(() => inboxUnseen(page)).toBe(before + 1)
    await expect(list.row('服务器重启期间到达的邮件')).toBeVisible()
  },
)
