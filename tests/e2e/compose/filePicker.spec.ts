/**
 * The compose file-centre picker in Chromium (R-COMPOSE: attachment picker tabs
 * personal file core, network disk, company disk): the demo user reaches the tabs by keyboard,
 * opens folders through the breadcrumb's disks, ticks a file of the personal disk and one of
 * the company disk, sends them; the recipient reads the mail with both attached.
 */
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { FileCentrePickerPage } from '../pages/FileCentrePickerPage'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'
import { ShellPage } from '../pages/ShellPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const RECIPIENT = { username: 'reviewer', password: 'Huayu@2468' }
const ADDRESS = `${RECIPIENT.username}@huayu.example.com`

test('files picked from the disks travel with the mail', async ({ page }) => {
  test.setTimeout(120_000)
  const subject = `文件中心附件 ${Date.now()}`
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const compose = new ComposePage(page)
  await compose.open(mailbox)

  const picker = new FileCentrePickerPage(page)
  await picker.openFrom(compose.form)
  await expect(picker.dialog).toBeVisible()
  await picker.settled()
  await expect(picker.panel('个人文件中心').getByRole('checkbox')).toHaveCount(10)

  // The tabs by keyboard: arrow to the network disk, focus visible on it.
  await picker.tab('个人文件中心').focus()
  await page.keyboard.press('ArrowRight')
  await expect(picker.tab('网盘')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(picker.tab('网盘')).toHaveAttribute('aria-selected', 'true')
  const disk = picker.panel('网盘')
  await picker.settled()
  await expect(disk.getByRole('navigation', { name: '网盘中的位置' })).toBeVisible()
  await picker.openFolder(disk, '工作文档')
  const diskFile = await picker.tickFirstFile(disk)

  await picker.tab('企业网盘').click()
  const company = picker.panel('企业网盘')
  await picker.settled()
  await picker.openFolder(company, '公司制度')
  await picker.tick(company, '员工手册.pdf')
  await expect(picker.dialog.getByText('已选择 2 个文件')).toBeVisible()
  await picker.confirm()

  const attached = compose.form.getByRole('list', { name: '已添加的附件' })
  await expect(attached.getByRole('listitem')).toHaveCount(2)
  await expect(attached).toContainText(diskFile)
  await expect(attached).toContainText('员工手册.pdf')

  await compose.addRecipient(ADDRESS)
  await compose.write(subject, '请查收附件。')
  await compose.send()

  await new ShellPage(page).logout()
  await new LoginPage(page).loginAs(RECIPIENT.username, RECIPIENT.password)
  await mailbox.open()
  const reader = new ReaderPage(page)
  const uid = await reader.uidOf(subject)
  await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
  await expect(reader.subject(subject)).toBeVisible()
  const files = page.getByRole('tabpanel').getByRole('region', {
    name: reader.labels.attachments,
    exact: true,
  })
  await expect(files).toContainText(diskFile)
  await expect(files).toContainText('员工手册.pdf')
})
