/**
 * Review between two demo users (issue 5 "Proof"; R-REVIEW; M-ERR-13 'Review reject without
 * reason'): demo's mail to an external address is held by the seeded
 * rule (delivery status 'review'); the reviewer approves one and rejects the other with a
 * reason; demo's delivery status then shows the first delivered and the second rejected, with
 * the reason.
 *
 * Mind: after the first send the test never loads a page by URL. The fake backend runs in the
 * page and keeps held mail in memory (docs/mocks.md "Memory only"); a full load would forget it.
 */
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { FolderListPage } from '../pages/FolderListPage'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'
import { ReviewPage } from '../pages/ReviewPage'
import { ShellPage } from '../pages/ShellPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const EXTERNAL = 'partner@client.example.net'
const REVIEWER = { username: 'reviewer', password: 'Huayu@2468' }
const DEMO = { username: 'demo', password: 'Webmail@2468' }

test('the reviewer approves one held mail and rejects another; the sender sees both outcomes', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const approved = `对外报价单 ${stamp}`
  const rejected = `对外合同草案 ${stamp}`
  const reason = `含有未公开的价格 ${stamp}`

  // demo writes to an outside partner twice: both are held for review.
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const compose = new ComposePage(page)
  for (const subject of [approved, rejected]) {
    await compose.open(mailbox)
    await compose.addRecipient(EXTERNAL)
    await compose.write(subject, '请查收本季度的报价。')
    const result = await compose.send()
    const table = result.getByRole('table', { name: '投递状态' })
    await expect(table).toContainText(EXTERNAL)
    await expect(table).toContainText('等待审核')
  }

  // The reviewer approves the first and rejects the second (a reason is required).
  const shell = new ShellPage(page)
  await shell.logout()
  await new LoginPage(page).loginAs(REVIEWER.username, REVIEWER.password)
  const review = new ReviewPage(page)
  await review.openFromCard()
  await expect(review.row(approved)).toBeVisible()
  await expect(review.row(rejected)).toBeVisible()

  await review.approve(await review.open(approved))
  await expect(page.getByRole('article', { name: approved })).toHaveCount(0)
  await expect(review.row(approved)).toHaveCount(0)
  await review.reject(await review.open(rejected), reason)
  await expect(page.getByRole('article', { name: rejected })).toHaveCount(0)
  await expect(review.row(rejected)).toHaveCount(0)

  await review.showStatus('已通过')
  await expect(review.row(approved)).toBeVisible()
  await review.showStatus('已拒绝')
  await expect(review.row(rejected)).toContainText(reason)

  // demo sees the outcome in each Sent copy's delivery status.
  await shell.logout()
  await new LoginPage(page).loginAs(DEMO.username, DEMO.password)
  await page.getByRole('link', { name: /^收件箱有 .*未读邮件$/ }).click()
  await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
  await mailbox.folder(/^已发送/).click()
  const list = new FolderListPage(page)
  const reader = new ReaderPage(page)
  for (const [subject, outcome] of [
    [approved, '投递成功'],
    [rejected, `审核未通过：${reason}`],
  ] as const) {
    await list.row(subject).getByRole('button', { name: subject, exact: true }).click()
    await expect(reader.subject(subject)).toBeVisible()
    const panel = page.getByRole('tabpanel').getByRole('region', { name: '投递状态', exact: true })
    await panel.getByRole('button', { name: '显示投递状态' }).click()
    const table = panel.getByRole('table', { name: '投递状态' })
    await expect(table).toContainText(EXTERNAL)
    await expect(table).toContainText(outcome)
    // Back to the Sent list, the strip's first tab.
    await mailbox.tabList.getByRole('tab').first().click()
  }
})
