/**
 * Mailbox move end to end (issue 16 "Proof"; R-STATE, R-STATE-6, decisions #300–#302):
 * add an old mailbox, start the move, and watch it go from queued to running to done (the
 * fake backend's control decides the end) without a reload; the migrated mail is then in the
 * inbox.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { MailboxPage } from '../pages/MailboxPage.ts'

test.use({ signedInAs: 'demo', scenario: 'empty' })

const OLD = 'li.na@qq.com'

/** The account's id, read with the page's own token as the list call does. */
async function accountId(page: Page, email: string): Promise<number> {
  return page.evaluate(async (address) => {
    const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? ''
    const response = await fetch('/api/setting/mailboxmove/', {
      headers: { Authorization: `JWT ${token}` },
    })
    const list = (await response.json()) as { id: number; email: string }[]
    return list.find((a) => a.email === address)?.id ?? -1
  }, email)
}

test('a started move goes to running, then done without a reload; the mail is in the inbox', async ({
  page,
  mock,
}) => {
  await page.goto('/setting/mailboxmove')
  await expect(page.getByTestId('coming-later')).toHaveCount(0)
  await expect(page.getByText('还没有搬家账号。添加原邮箱后即可开始搬家。')).toBeVisible({
    timeout: 20_000,
  })

  await page.getByRole('button', { name: '添加搬家账号' }).click()
  const dialog = page.getByRole('dialog', { name: '添加搬家账号' })
  await dialog.getByRole('textbox', { name: '原邮箱地址' }).fill(OLD)
  await dialog.getByLabel('原邮箱密码').fill('old-secret')
  await dialog.getByRole('textbox', { name: '收信服务器' }).fill('imap.qq.com')
  await dialog.getByRole('radio', { name: '仅收件箱' }).check()
  await dialog.getByRole('button', { name: '添加' }).click()
  await expect(dialog).toBeHidden({ timeout: 20_000 })

  const row = page.getByRole('row', { name: new RegExp(OLD.replaceAll('.', '\\.')) })
  await expect(row).toContainText('未开始')
  await row.getByRole('button', { name: `开始搬家“${OLD}”` }).click()
  await expect(row).toContainText('排队中', { timeout: 10_000 })
  // The page asks again on its own: running after the queue's 3 s.
  await expect(row).toContainText('搬家中', { timeout: 15_000 })

  expect(await mock.decideMailboxMove(await accountId(page, OLD), 'done')).toBe(true)
  await expect(row).toContainText('已完成', { timeout: 15_000 })
  await expect(row).toContainText('最后收取')

  // The status came without a reload; now to the inbox, where the old mail arrived.
  await new MailboxPage(page).open()
  await expect(page.getByText('[Old mailbox] Q3 project review notes')).toBeVisible({
    timeout: 20_000,
  })
})
