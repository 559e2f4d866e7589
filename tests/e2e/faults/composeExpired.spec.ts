/**
 * A 401 in the middle of composing (issue 11 §4), on the real bundle and the mock server: the
 * server forgets every token while a mail is being written; the next call (saving the draft)
 * gets a 401, the login notice appears, and the compose content is kept as a local draft. After
 * logging in again in the same page (no reload), the mail comes back as a compose tab with its
 * recipient, subject, body and uploaded attachment, and it can be sent.
 *
 * Only for the `real` project (see composeSend.spec.ts); the restore itself is unit-tested in
 * tests/unit/compose/ui/localDraft.test.tsx.
 */
import { expect, test, CORE } from '../fixtures'
import { ComposePage, type ComposeContent } from '../pages/ComposePage'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

test.skip(({ backend }) => backend !== 'http', 'Faults over HTTP: the real bundle only')

test(
  'a 401 while composing keeps the mail, which comes back after logging in again',
  CORE,
  async ({ page, mock }) => {
    const mail: ComposeContent = {
      recipient: 'reviewer@huayu.example.com',
      subject: `登录过期时写的信 ${Date.now()}`,
      body: '这封信写到一半，登录过期了。',
      attachment: '预算表.txt',
    }
    const mailbox = new MailboxPage(page)
    await mailbox.open()
    const compose = new ComposePage(page)
    await compose.open(mailbox)
    await compose.fill(mail)

    await mock.expireTokens()
    await compose.form.getByRole('button', { name: '存草稿', exact: true }).click()
    const notice = page.getByRole('alertdialog', { name: '提示' })
    await expect(notice).toContainText('登录已过期，请重新登录')
    await page.waitForURL((url) => url.pathname === '/login')
    await notice.getByRole('button', { name: '确定' }).click()
    await expect(notice).toBeHidden()

    // In the same page: the in-app navigation after the login, no reload.
    const loadsBefore = await page.evaluate(() => performance.timeOrigin)
    await new LoginPage(page).loginAs('demo', 'Webmail@2468')
    // The welcome page first; its unread link leads into the mailbox, whose start reopens it.
    await page.getByRole('link', { name: /^收件箱有 .*未读邮件$/ }).click()
    await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
    const restored = mailbox.tabList.getByRole('tab', {
      name: new RegExp(`^${mail.subject.slice(0, 6)}`),
    })
    await restored.click()
    await compose.expectContent(mail)
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadsBefore)

    await compose.send()
    await compose.expectSentOnce(mailbox, mail)
  },
)
