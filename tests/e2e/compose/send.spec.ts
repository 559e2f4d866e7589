/**
 * Write and send (issue 4 "Proof": write and send to an internal user and read it as that user):
 * the demo user opens a compose tab, types a recipient, a subject and a body in the editor, sends,
 * sees the send result; then the recipient signs in and reads the mail.
 */
import { expect, test } from '../fixtures'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'
import { ShellPage } from '../pages/ShellPage'

const RECIPIENT = { username: 'reviewer', password: 'Huayu@2468' }
const ADDRESS = `${RECIPIENT.username}@huayu.example.com`

test('a mail written in compose reaches an internal user, who reads it', async ({ page }) => {
  test.setTimeout(120_000)
  const subject = `季度计划评审 ${Date.now()}`
  const body = '请在周五前把意见发给我。'
  const mailbox = new MailboxPage(page)
  await mailbox.signIn()
  await mailbox.open()

  await page.getByRole('button', { name: mailbox.labels.compose, exact: true }).click()
  const form = page.getByRole('form', { name: '写信' })
  await expect(form).toBeVisible({ timeout: 20_000 })
  await form.getByRole('combobox', { name: '添加收件人' }).fill(`${ADDRESS};`)
  await expect(form.getByRole('button', { name: `编辑收件人 ${ADDRESS}` })).toBeVisible()
  await form.getByRole('textbox', { name: '主题' }).fill(subject)
  const editor = form.getByRole('textbox', { name: '邮件正文' })
  await editor.click()
  await page.keyboard.type(body)
  await expect(editor).toContainText(body)
  await form.getByRole('button', { name: '发送', exact: true }).click()

  const result = page.getByRole('region', { name: '发送结果' })
  await expect(result).toBeVisible({ timeout: 20_000 })
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
})
