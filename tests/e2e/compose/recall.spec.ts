/**
 * Recall (issue 4 "Proof": recall; R-READ reader: "A recall button shows only when recall
 * is possible, and is disabled once recalled"): the demo user sends a mail to a colleague, opens
 * the Sent copy, recalls it from the delivery status panel, and the colleague never sees it.
 */
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'
import { ShellPage } from '../pages/ShellPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const RECIPIENT = { username: 'reviewer', password: 'Huayu@2468' }
const ADDRESS = `${RECIPIENT.username}@huayu.example.com`

test('a sent mail recalled from its Sent copy never reaches the colleague', async ({ page }) => {
  test.setTimeout(120_000)
  const subject = `误发的报价单 ${Date.now()}`
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const compose = new ComposePage(page)
  await compose.open(mailbox)
  await compose.addRecipient(ADDRESS)
  await compose.write(subject, '这封邮件发错了。')
  await compose.send()

  const reader = new ReaderPage(page)
  const uid = await reader.uidOf(subject, 'Sent')
  await mailbox.open(`/mailbox/innerbox/Sent?init=openSentMail&uid=${uid}`)
  await expect(reader.subject(subject)).toBeVisible()
  const panel = page.getByRole('tabpanel').getByRole('region', { name: '投递状态', exact: true })
  await panel.getByRole('button', { name: '显示投递状态' }).click()
  await expect(panel.getByRole('table', { name: '投递状态' })).toContainText(ADDRESS)
  await panel.getByRole('button', { name: '召回邮件' }).click()
  await expect(panel.getByRole('button', { name: '已召回' })).toBeDisabled()
  await expect(panel.getByRole('button', { name: `召回 ${ADDRESS}` })).toHaveCount(0)

  await new ShellPage(page).logout()
  await new LoginPage(page).loginAs(RECIPIENT.username, RECIPIENT.password)
  await mailbox.open()
  expect((await reader.find(subject)).count).toBe(0)
})
