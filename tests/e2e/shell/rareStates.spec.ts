/**
 * Screens in their rarer states, looked at on a 1440 × 900 desktop (issue 17 "look at what you
 * built"): what the screenshots showed wrong stays fixed. A long mail keeps "send" on screen
 * (decision 335); the mailbox-move table gives the old address room and keeps a failure's reason
 * inside its cell (decision 336); the SMTP relay's "cancel verification" keeps to one line.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { MailboxPage } from '../pages/MailboxPage'

test.use({ signedInAs: 'demo', viewport: { width: 1440, height: 900 } })

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

/** How many lines the text inside an element takes (the distinct tops of its line boxes). */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top)
    return new Set(tops.map((top) => Math.round(top / 4))).size
  })
}

async function moveIds(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? ''
    const response = await fetch('/api/setting/mailboxmove/', {
      headers: { Authorization: `JWT ${token}` },
    })
    const list = (await response.json()) as { id: number; email: string }[]
    return Object.fromEntries(list.map((a) => [a.email, a.id]))
  })
}

test('a long mail keeps send on screen at the top of compose', async ({ page }) => {
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const compose = new ComposePage(page)
  await compose.open(mailbox)
  const editor = compose.form.getByRole('textbox', { name: '邮件正文' })
  await editor.click()
  await page.keyboard.press('Control+Home')
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.insertText(`第 ${i + 1} 段：周报正文写得很长，编辑器随之变高。`)
    await page.keyboard.press('Enter')
  }
  // The caret is at the end of the long body: the form has scrolled down to it.
  await expect(editor).toContainText('第 40 段')
  await expect(compose.form.getByRole('button', { name: '发送', exact: true })).toBeInViewport()
  await expect(compose.form.getByRole('button', { name: '存草稿' })).toBeInViewport()
})

test('the mailbox-move table: the address has room, a failure’s reason stays in its cell', async ({
  page,
  mock,
}) => {
  await page.goto('/setting/mailboxmove')
  const table = page.getByRole('table', { name: '搬家账号' })
  // The seeded account, moved before: its address and its last receive time on one line each.
  const seeded = table.getByRole('row', { name: /xiaoming@oldmail\.example\.com/ })
  await expect(seeded).toBeVisible({ timeout: 20_000 })
  expect(await lines(seeded.getByText('xiaoming@oldmail.example.com', { exact: true }))).toBe(1)
  expect(await lines(seeded.getByText(/最后收取/))).toBe(1)

  const old = 'old.account@nowhere.example'
  await page.getByRole('button', { name: '添加搬家账号' }).click()
  const dialog = page.getByRole('dialog', { name: '添加搬家账号' })
  await dialog.getByRole('textbox', { name: '原邮箱地址' }).fill(old)
  await dialog.getByLabel('原邮箱密码').fill('old-secret')
  await dialog
    .getByRole('textbox', { name: '收信服务器' })
    .fill('imap.mail.nowherecompanyexample.example')
  await dialog.getByRole('button', { name: '添加' }).click()
  await expect(dialog).toBeHidden({ timeout: 20_000 })
  const row = table.getByRole('row', { name: /old\.account@nowhere\.example/ })
  await row.getByRole('button', { name: `开始搬家“${old}”` }).click()
  await expect(row).toContainText('排队中', { timeout: 10_000 })
  expect(await mock.decideMailboxMove((await moveIds(page))[old] ?? -1, 'failed')).toBe(true)
  await expect(row).toContainText('失败', { timeout: 15_000 })

  const statusCell = await box(row.getByRole('cell').filter({ hasText: '失败' }))
  const reason = await box(row.getByText(/无法连接/))
  expect(reason.x + reason.width).toBeLessThanOrEqual(statusCell.x + statusCell.width)
})

test('verifying the SMTP relay: the cancel button keeps its words on one line', async ({
  page,
}) => {
  await page.goto('/setting/transfer')
  const on = page.getByRole('switch', { name: '开启 SMTP 中继' })
  await expect(on).toBeVisible({ timeout: 20_000 })
  if (!(await on.isChecked())) await on.click()
  const server = page.getByRole('textbox', { name: /SMTP 服务器/ })
  await server.fill('smtp.unknown-host.example')
  await page.getByRole('textbox', { name: /账号/ }).fill('demo@unknown-host.example')
  await page.getByLabel(/^密码/).fill('relay-secret')
  await page.getByRole('button', { name: '验证', exact: true }).click()
  const cancel = page.getByRole('button', { name: '取消验证' })
  await expect(cancel).toBeVisible()
  expect(await lines(cancel)).toBe(1)
})
