/**
 * Write and send (issue 4 "Proof": write and send to an internal user and read it as that user):
 * the demo user opens a compose tab, types a recipient, a subject and a body in the editor, sends,
 * sees the send result; then the recipient signs in and reads the mail.
 */
import { expect, test, CORE } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'
import { ShellPage } from '../pages/ShellPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

// A 1×1 PNG, inserted in the editor: it reaches the colleague as an inline part.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const RECIPIENT = { username: 'reviewer', password: 'Huayu@2468' }
const ADDRESS = `${RECIPIENT.username}@huayu.example.com`

test('a mail written in compose reaches an internal user, who reads it', CORE, async ({ page }) => {
  test.setTimeout(120_000)
  const subject = `季度计划评审 ${Date.now()}`
  const body = '请在周五前把意见发给我。'
  const mailbox = new MailboxPage(page)
  await mailbox.open()

  const compose = new ComposePage(page)
  await compose.open(mailbox)
  await compose.addRecipient(ADDRESS)
  await compose.write(subject, body)
  await compose.insertImage('chart.png', PNG)
  const result = await compose.send()
  await expect(result).toContainText(subject)
  // Retitled with the subject (the strip shows its first six characters).
  await expect(
    mailbox.tabList.getByRole('tab', { name: '季度计划评审…', selected: true }),
  ).toBeVisible()

  await new ShellPage(page).logout()
  await new LoginPage(page).loginAs(RECIPIENT.username, RECIPIENT.password)
  await mailbox.open()
  const reader = new ReaderPage(page)
  const uid = await reader.uidOf(subject)
  await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
  await expect(reader.subject(subject)).toBeVisible()
  await expect(reader.body().contentFrame().getByText(body)).toBeVisible()
  await expect(reader.body().contentFrame().getByRole('img', { name: 'chart.png' })).toBeVisible()
})
