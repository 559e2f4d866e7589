/**
 * New mail over the live channel (R-LAYOUT cards, §4 "Websocket"; docs/api.md
 * "Live channel"): another demo user's mail raises the new-mail card, the scrolling title and
 * the folder tree's unseen count; a dropped channel reconnects 2 s later and still delivers;
 * with the new-mail reminder off there is no channel and no card.
 */
import type { Page } from '@playwright/test'
import { expect, signedInAt, test, CORE, type MockControl } from '../fixtures'
import { LockScreenPage } from '../pages/LockScreenPage'
import { LoginPage } from '../pages/LoginPage'
import { ShellPage } from '../pages/ShellPage'

const DEMO = { user: 'demo', password: 'Webmail@2468', email: 'demo@huayu.example.com' }
/** Another seeded user (the reviewer, 陈静) who writes to demo. */
const COLLEAGUE = { user: 'reviewer', name: '陈静' }

async function signIn(page: Page) {
  const login = new LoginPage(page)
  await login.goto()
  await login.loginAs(DEMO.user, DEMO.password)
  await page.waitForURL('**/mailbox/welcome')
}

const card = (page: Page) => page.getByRole('status', { name: '新邮件提醒' })

/** The INBOX entry's unread badge in the folder tree ("N 封未读"). */
async function inboxUnseen(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation', { name: '文件夹' })
    .getByRole('link', { name: /^收件箱/ })
    .getByLabel(/^\d+ 封未读$/)
  const label = (await badge.getAttribute('aria-label')) ?? ''
  return Number(/\d+/.exec(label)?.[0])
}

/** The title scrolls: it is a rotation of the banner plus the page title. */
async function titleShows(page: Page, banner: string): Promise<boolean> {
  const title = await page.title()
  return (title + title).includes(banner)
}

async function waitForChannel(mock: MockControl, connections = 1) {
  await expect.poll(() => mock.liveConnections(DEMO.user)).toBe(connections)
}

// Started signed in on the home page: one load of the app instead of the login page, the form
// and a second load. The last journey turns the reminder off before the app starts, so it signs
// in through the form.
test.describe(() => {
  test.use(signedInAt('/mailbox/welcome'))
  test(
    'mail from another user raises the card, the title count and the unseen count',
    CORE,
    async ({ page, mock }) => {
      await page.waitForURL('**/mailbox/welcome')
      await page.getByRole('link', { name: /^收件箱有 \d+ 封未读邮件$/ }).click()
      await page.waitForURL(/\/mailbox\/innerbox\/INBOX/)
      await expect(
        page
          .getByRole('navigation', { name: '文件夹' })
          .getByLabel(/^\d+ 封未读$/)
          .first(),
      ).toBeVisible()
      const before = await inboxUnseen(page)
      await waitForChannel(mock)
      const titleBefore = await page.title()

      await mock.sendMailAs(COLLEAGUE.user, {
        to: [DEMO.email],
        subject: '下午三点开项目会',
        text: '请带上上周的进度报告。',
      })

      await expect(card(page)).toBeVisible()
      await expect(card(page).getByText('下午三点开项目会')).toBeVisible()
      await expect(card(page).getByText(new RegExp(`^${COLLEAGUE.name} <`))).toBeVisible()
      await expect(card(page).getByText('请带上上周的进度报告。')).toBeVisible()
      await expect.poll(() => titleShows(page, `【1 封新邮件】${titleBefore}`)).toBe(true)
      // It scrolls: the title changes while the banner stays.
      const first = await page.title()
      await expect.poll(() => page.title()).not.toBe(first)
      await expect.poll(() => inboxUnseen(page)).toBe(before + 1)

      // Closing the card stops the title and gives the page title back.
      await card(page).getByRole('button', { name: '关闭' }).click()
      await expect(card(page)).toBeHidden()
      await expect.poll(() => page.title()).toBe(titleBefore)
    },
  )

  test('a dropped channel reconnects, catches up the counts, and later mail still raises the card', async ({
    page,
    mock,
  }) => {
    await page.waitForURL('**/mailbox/welcome')
    await page.getByRole('link', { name: /^收件箱有 \d+ 封未读邮件$/ }).click()
    await page.waitForURL(/\/mailbox\/innerbox\/INBOX/)
    await waitForChannel(mock)
    const before = await inboxUnseen(page)
    expect(await mock.dropLiveChannel()).toBe(1)
    expect(await mock.liveConnections(DEMO.user)).toBe(0)
    // Mail in the 2 s before the client reconnects is pushed to nobody...
    await mock.deliverMessage({ subject: '断线期间的邮件' })
    await waitForChannel(mock)
    // ...so the reconnection refreshes the counts, without a card for it.
    await expect.poll(() => inboxUnseen(page)).toBe(before + 1)
    await expect(card(page)).toHaveCount(0)

    await mock.deliverMessage({
      subject: '重连后的新邮件',
      mfrom: ['lisi@partner.example.com', '李四'],
    })
    await expect(card(page).getByText('重连后的新邮件')).toBeVisible()
    await expect(card(page).getByText('李四 <lisi@partner.example.com>')).toBeVisible()
  })

  test('locking closes the channel, unlocking reconnects it, logout closes it', async ({
    page,
    mock,
  }) => {
    await page.waitForURL('**/mailbox/welcome')
    await waitForChannel(mock)
    const shell = new ShellPage(page)
    await shell.lock()
    await waitForChannel(mock, 0)
    // Mail while locked raises nothing; the lock screen stays.
    await mock.deliverMessage({ subject: '锁屏期间的邮件' })
    const lock = new LockScreenPage(page)
    await lock.unlock(DEMO.password)
    await expect(shell.welcome).toBeVisible()
    await waitForChannel(mock)
    await expect(card(page)).toHaveCount(0)
    await mock.deliverMessage({ subject: '解锁之后的邮件' })
    await expect(card(page).getByText('解锁之后的邮件')).toBeVisible()
    await shell.logout()
    await waitForChannel(mock, 0)
  })
})

test('with the new-mail reminder off there is no channel and no card', async ({ page, mock }) => {
  await mock.setNewMailRemind(false)
  await signIn(page)
  await expect(page.getByRole('heading', { name: /^您好/ })).toBeVisible()
  await mock.deliverMessage({ subject: '不会提醒的邮件' })
  // Give a push every chance to arrive: the welcome count shows the delivery meanwhile.
  await page.waitForTimeout(1500)
  expect(await mock.liveConnections()).toBe(0)
  await expect(card(page)).toHaveCount(0)
  expect(await page.title()).not.toContain('封新邮件')
})
