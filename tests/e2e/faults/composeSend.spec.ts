/**
 * Faults over HTTP, nothing lost (issue 11 §4): the real bundle on the mock server (`--control`).
 * A send that fails with a 500, and one whose connection is cut while the request travels, both
 * leave everything typed in the form (recipient, subject, body, the uploaded attachment) with
 * the error shown; sending again works and the mail is in Sent exactly once.
 *
 * Only for the `real` project: the demo bundle's in-page backend cannot cut a connection, and
 * its send failures are covered by the compose unit and model tests.
 */
import type { Page } from '@playwright/test'
import type { clearDrops, dropConnection } from '../../../mocks/server/drops.ts'
import { expect, test, CORE, type MockControl } from '../fixtures'
import { ComposePage, type ComposeContent } from '../pages/ComposePage'
import { MailboxPage } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

test.skip(({ backend }) => backend !== 'http', 'Faults over HTTP: the real bundle only')

/** The mock server's own connection drops (mocks/server/drops.ts): `mock` forwards any method. */
interface Drops {
  dropConnection(...args: Parameters<typeof dropConnection>): Promise<void>
  clearDrops(...args: Parameters<typeof clearDrops>): Promise<void>
}
const drops = (mock: MockControl) => mock as unknown as Drops

function content(label: string): ComposeContent {
  return {
    recipient: 'reviewer@huayu.example.com',
    subject: `${label} ${Date.now()}`,
    body: '附件是本周的会议纪要，请查收。',
    attachment: '会议纪要.txt',
  }
}

async function startComposing(page: Page, mail: ComposeContent) {
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const compose = new ComposePage(page)
  await compose.open(mailbox)
  await compose.fill(mail)
  return { mailbox, compose }
}

test(
  'a send that fails with 500 keeps the whole mail, and sending again delivers it',
  CORE,
  async ({ page, mock }) => {
    const mail = content('发送失败后重发')
    const { mailbox, compose } = await startComposing(page, mail)

    await mock.setFault('sendMail', 500)
    await compose.clickSend()
    await compose.expectSendFailed()
    await compose.expectContent(mail)
    expect(await compose.countInSent(mail.subject)).toBe(0)

    await mock.setFault('sendMail', null)
    await compose.sendAgain().click()
    await expect(await compose.result()).toContainText(mail.subject)
    await compose.expectSentOnce(mailbox, mail)
  },
)

test(
  'a send whose connection drops keeps the whole mail, and sending again sends it once',
  CORE,
  async ({ page, mock }) => {
    const mail = content('断线后重发')
    const { mailbox, compose } = await startComposing(page, mail)

    // The server reads the first 64 bytes of the request and hangs up: nothing is sent. Chromium
    // quietly resends a request whose reused keep-alive connection closed before any answer
    // (on each idle connection it holds), so the line stays down until the app sees the loss.
    await drops(mock).dropConnection('sendMail', 64, { phase: 'request', times: 10 })
    await compose.clickSend()
    await compose.expectSendFailed()
    await compose.expectContent(mail)
    expect(await compose.countInSent(mail.subject)).toBe(0)

    await drops(mock).clearDrops()
    await compose.sendAgain().click()
    await expect(await compose.result()).toContainText(mail.subject)
    await compose.expectSentOnce(mailbox, mail)
  },
)
