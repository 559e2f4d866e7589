/**
 * The self-query centre in the demo bundle (issue 16): after signing in, the home page's
 * "details" link opens the login records, whose first row is this session's login (within the
 * last minute, from this browser as the fake backend records it); a date range that excludes
 * today hides it, and a reload keeps the filters. A mail sent now is the send records' first row
 * on a page loaded straight after the send: the new page's fake backend starts from what the old
 * one saved, which must hold the record with the mail (decisions.md #338).
 */
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'

const DEMO = { user: 'demo', password: 'Webmail@2468' }

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

test('login records show this session first; a range without today hides it', async ({ page }) => {
  test.setTimeout(150_000)
  const login = new LoginPage(page)
  await login.goto()
  await login.loginAs(DEMO.user, DEMO.password)
  const signedInAt = Date.now()

  await page.goto('/mailbox/welcome')
  await page.getByRole('link', { name: '详情', exact: true }).click()
  await expect(page).toHaveURL(/\/search\/login$/)
  const logins = page.getByRole('table', { name: '登录记录' })
  const first = logins.getByRole('row').nth(1)
  await expect(first.getByRole('cell').nth(1)).toHaveText('127.0.0.1', { timeout: 20_000 })
  await expect(first.getByRole('cell').nth(2)).toHaveText('本机（演示环境）')
  await expect(first.getByRole('cell').nth(3)).toHaveText('网页')
  await expect(first.getByRole('cell').nth(4)).toHaveText('登录成功')
  const when = await first.locator('time').getAttribute('datetime')
  expect(Math.abs(Date.parse(when!) - signedInAt)).toBeLessThan(60_000)

  const yesterday = new Date(Date.now() - 24 * 3600 * 1000)
  const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000)
  await page.getByLabel('开始日期').fill(localDay(weekAgo))
  await page.getByLabel('结束日期').fill(localDay(yesterday))
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`end=${localDay(yesterday)}`))
  await expect(logins.locator(`time[datetime="${when}"]`)).toHaveCount(0)
  await expect(logins.getByRole('row').nth(1).locator('time')).not.toHaveAttribute(
    'datetime',
    when!,
  )
  // A reload keeps the filters.
  await page.reload()
  await expect(page.getByLabel('结束日期')).toHaveValue(localDay(yesterday))
})

test.describe('send records', () => {
  // This journey is not about the login: it starts signed in (decision 194).
  test.use({ signedInAs: 'demo' })

  test('a mail sent now shows in the send records', async ({ page }) => {
    test.setTimeout(150_000)
    const subject = `发信记录核对 ${Date.now()}`
    const recipient = 'reviewer@huayu.example.com'
    const mailbox = new MailboxPage(page)
    await mailbox.open()
    const compose = new ComposePage(page)
    await compose.open(mailbox)
    await compose.addRecipient(recipient)
    await compose.write(subject, '请核对本周的发信记录。')
    await expect(await compose.send()).toContainText(subject)
    const sentAt = Date.now()

    // Straight after the send, the page loads afresh: the fake backend in the new page starts
    // from what the old one saved.
    await page.goto('/search/send')
    const sends = page.getByRole('table', { name: '发信记录' })
    const first = sends.getByRole('row').nth(1)
    await expect(first.getByRole('cell').nth(1)).toHaveText(subject, { timeout: 20_000 })
    await expect(first.getByRole('cell').nth(2)).toHaveText(recipient)
    await expect(first.getByRole('cell').nth(4)).toHaveText('发送成功')
    const when = await first.locator('time').getAttribute('datetime')
    expect(Math.abs(Date.parse(when!) - sentAt)).toBeLessThan(60_000)
  })
})
