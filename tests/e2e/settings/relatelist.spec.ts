/**
 * Mailbox sharing end to end (issue 16 "Proof"; R-ROLE-2, decisions #282–#285): demo shares the
 * mailbox read-only with a colleague → the colleague, in another browser, switches into it and
 * cannot write (the UI says why; a direct send is 403) → demo upgrades the share to full
 * control → the colleague, switching in again, may write and a send goes through.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { signInElsewhere } from '../calendar/otherUser.ts'

test.use({ signedInAs: 'demo', scenario: 'empty' })

const COLLEAGUE = { username: 'reviewer', name: '陈静', email: 'reviewer@huayu.example.com' }

/** A send straight to the API with the page's own token, as a hand-made request would be. */
async function directSend(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? ''
    const response = await fetch('/api/mail/messages/send/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({
        mfrom: ['demo@huayu.example.com', '王小明'],
        to: [['hr@huayu.example.com', '人力资源部公共邮箱']],
        cc: [],
        bcc: [],
        subject: 'E2E shared send',
        is_html: false,
        html_text: '',
        plain_text: 'Hello',
        is_cc: false,
        is_bcc: false,
        is_save_sent: true,
        is_confirm_read: false,
        action: 'sent',
      }),
    })
    return response.status
  })
}

async function switchIntoDemo(page: Page) {
  const switcher = page.getByRole('button', { name: '切换共享邮箱' })
  await expect(switcher).toBeVisible({ timeout: 20_000 })
  await switcher.click()
  await page.getByRole('menuitem', { name: /王小明/ }).click()
  await expect(switcher).toContainText('王小明', { timeout: 20_000 })
  await expect(page).toHaveURL(/\/mailbox\/welcome/)
}

/** The mailbox toolbar's "write mail", from the welcome page a switch lands on. */
async function writeMail(page: Page) {
  await page.getByRole('link', { name: /^收件箱有/ }).click()
  const write = page
    .getByRole('button', { name: '写信', exact: true })
    .and(page.locator(':visible'))
  await expect(write.first()).toBeVisible({ timeout: 20_000 })
  await write.first().click()
}

test('a read-only share cannot send; upgraded to full control it can', async ({
  page,
  browser,
  backend,
  scenario,
}) => {
  await page.goto('/setting/relatelist')
  await expect(page.getByTestId('coming-later')).toHaveCount(0)
  await expect(page.getByText('您的邮箱还没有共享给任何人。')).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: '添加共享' }).click()
  const dialog = page.getByRole('dialog', { name: '共享我的邮箱' })
  await dialog.getByRole('combobox', { name: /同事/ }).pressSequentially(COLLEAGUE.username)
  await page.getByRole('option', { name: `${COLLEAGUE.name} <${COLLEAGUE.email}>` }).click()
  await expect(dialog.getByRole('radio', { name: /^只读/ })).toBeChecked()
  await dialog.getByRole('button', { name: '共享' }).click()
  await expect(page.getByText('已将邮箱以“只读”权限共享给“陈静”')).toBeVisible()

  const reader = await signInElsewhere(browser, page, COLLEAGUE.username, backend, { scenario })
  await switchIntoDemo(reader.page)
  await writeMail(reader.page)
  await expect(reader.page.getByText('您没有该共享邮箱的写信权限！')).toBeVisible()
  expect(await directSend(reader.page)).toBe(403)
  await reader.context.close()

  await page.getByRole('combobox', { name: '“陈静”的权限' }).selectOption('all')
  await expect(page.getByText('已将“陈静”的权限改为“完全控制”')).toBeVisible()

  const writer = await signInElsewhere(browser, page, COLLEAGUE.username, backend, { scenario })
  await switchIntoDemo(writer.page)
  await writeMail(writer.page)
  await expect(writer.page.getByRole('form', { name: '写信' })).toBeVisible({ timeout: 20_000 })
  await expect(writer.page.getByText('您没有该共享邮箱的写信权限！')).toHaveCount(0)
  expect(await directSend(writer.page)).toBe(200)
  await writer.context.close()
})
