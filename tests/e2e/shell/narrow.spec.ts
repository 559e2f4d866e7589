/**
 * Issue 17, narrow windows (decisions 319–322): the core journeys on a phone (390×844, touch),
 * one login for the file. At every screen the page is also squeezed to 360 px, where nothing
 * may scroll the page sideways (document.scrollingElement.scrollWidth <= innerWidth).
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'

const PHONE = { width: 390, height: 844 }
const SMALLEST = { width: 360, height: 740 }

test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

/** Nothing scrolls the page sideways at 360 px; then back to the phone's width. */
async function expectNoSideScroll(page: Page, screen: string): Promise<void> {
  await page.setViewportSize(SMALLEST)
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), {
      message: `${screen} scrolls sideways at 360 px`,
    })
    .toBeLessThanOrEqual(0)
  await page.setViewportSize(PHONE)
}

/**
 * At 360 px a list row reads like a phone mail list (decision 333): sender and date on one line,
 * the subject on its own line under them, wide enough to read (not a column of a few letters),
 * and the check column a finger wide that ticks the mail without opening it.
 */
async function expectReadableRows(page: Page): Promise<void> {
  await page.setViewportSize(SMALLEST)
  const row = page.getByRole('tabpanel').locator('tbody tr[aria-rowindex][data-uid]').first()
  const cells = row.locator('td')
  const box = async (index: number) => (await cells.nth(index).boundingBox())!
  await expect.poll(async () => (await box(3)).width).toBeGreaterThan(200)
  const [check, from, subject, date] = [await box(0), await box(2), await box(3), await box(7)]
  expect(subject.y, 'the subject is under the sender').toBeGreaterThanOrEqual(from.y + from.height)
  expect(Math.abs(date.y - from.y), 'sender and date share a line').toBeLessThan(from.height)
  expect(date.x + date.width).toBeLessThanOrEqual(SMALLEST.width)
  expect(Math.min(check.width, check.height)).toBeGreaterThanOrEqual(44)
  // A tap beside the tiny box ticks the mail and leaves the list shown.
  const tick = row.getByRole('checkbox')
  await expect(tick).not.toBeChecked()
  await page.mouse.click(check.x + 4, check.y + check.height - 4)
  await expect(tick).toBeChecked()
  await page.mouse.click(check.x + 4, check.y + check.height - 4)
  await expect(tick).not.toBeChecked()
  await page.setViewportSize(PHONE)
}

/** The narrow top bar's menu (the sidebar and top bar of a wide window), then one of its rows. */
async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '菜单' }).click()
  const menu = page.getByRole('dialog', { name: '菜单' })
  await menu.getByRole('link', { name, exact: true }).click()
  await expect(menu).toBeHidden()
}

test('a phone: log in, folders, a mail and back, compose and send, search, every screen', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const login = new LoginPage(page)
  await login.goto()
  await expectNoSideScroll(page, 'login')
  await login.loginAs('demo', 'Webmail@2468')
  await expectNoSideScroll(page, 'home')

  // One pane: no sidebar beside the screen, the top bar folded into a menu.
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden()
  await openFromMenu(page, '收件箱')
  const mailbox = new MailboxPage(page)
  await expect(mailbox.tabList).toBeVisible()
  await expect(mailbox.tree).toBeHidden()
  await expectNoSideScroll(page, 'inbox')

  // A mail's row and the menu button are finger-sized (the date-group rows are headings, not
  // something to tap).
  const firstRow = page.getByRole('tabpanel').locator('tbody tr[aria-rowindex][data-uid]').first()
  expect((await firstRow.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  const menuBox = await page.getByRole('button', { name: '菜单' }).boundingBox()
  expect(Math.min(menuBox!.width, menuBox!.height)).toBeGreaterThanOrEqual(44)
  await expectReadableRows(page)

  // Folders: a drawer; choosing one closes it and shows that folder's list.
  await page.getByRole('button', { name: /^文件夹：收件箱/ }).click()
  const drawer = page.getByRole('dialog', { name: '文件夹' })
  // Every folder is a finger tall, the system folders without a delete button too.
  for (const folder of await drawer.getByRole('link').all())
    expect((await folder.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await drawer.getByRole('link', { name: /^已发送/ }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/mailbox\/innerbox\/Sent/)
  await expect(page.getByRole('button', { name: /^文件夹：已发送/ })).toBeVisible()
  await page.getByRole('button', { name: /^文件夹：已发送/ }).click()
  await drawer.getByRole('link', { name: /^收件箱/ }).click()
  await expect(page).toHaveURL(/\/mailbox\/innerbox\/INBOX/)

  // A mail, then back to the list.
  const subjectButton = page.getByRole('tabpanel').locator('tbody tr[aria-rowindex] button[title]')
  const subject = (await subjectButton.first().getAttribute('title'))!
  await subjectButton.first().click()
  const reader = new ReaderPage(page)
  await expect(reader.subject(subject)).toBeVisible()
  await expectNoSideScroll(page, 'reader')
  const frame = (await reader.body().boundingBox())!
  expect(frame.x + frame.width).toBeLessThanOrEqual(PHONE.width)
  await page.getByRole('button', { name: '返回列表' }).click()
  await expect(page.getByRole('tabpanel').locator('tbody tr[aria-rowindex]').first()).toBeVisible()

  // Compose and send to a colleague; send stays on screen.
  const compose = new ComposePage(page)
  await compose.open(mailbox)
  await expectNoSideScroll(page, 'compose')
  const send = compose.form.getByRole('button', { name: '发送', exact: true })
  await expect(send).toBeInViewport()
  await compose.addRecipient('reviewer@huayu.example.com')
  const sentSubject = `手机上写的信 ${Date.now()}`
  await compose.write(sentSubject, '在路上用手机回复。')
  await expect(send).toBeInViewport()
  await expect(await compose.send()).toContainText(sentSubject)

  // Search from the top bar's search button.
  await page.getByRole('banner').getByRole('button', { name: '搜索邮件' }).click()
  await mailbox.search(subject.slice(0, 4))
  const results = page.getByRole('region', { name: '搜索结果' })
  await expect(results.locator('tbody tr[aria-rowindex]').first()).toBeVisible()
  await expectNoSideScroll(page, 'search results')

  // The other screens: one column, no sideways scroll.
  for (const [row, path] of [
    ['个人设置', /\/setting\/user/],
    ['通讯录', /\/contact\/pab/],
    ['日程', /\/calendar\/index/],
    ['文件中心', /\/file\/pfile/],
  ] as const) {
    await openFromMenu(page, row)
    await expect(page).toHaveURL(path)
    await expectNoSideScroll(page, row)
  }
})
