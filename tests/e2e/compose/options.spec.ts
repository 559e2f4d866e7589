/**
 * Send options end to end (issue 4 "Proof": schedule, burn, password mail, draft reload
 * recovery; R-COMPOSE-6, R-VALID mail view password and burn): the demo
 * user writes to a colleague with each option, and the colleague (or the scheduled result, or
 * the reloaded page) shows what the option promised.
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

async function writeTo(mailbox: MailboxPage, compose: ComposePage, subject: string, body: string) {
  await mailbox.open()
  await compose.open(mailbox)
  await compose.addRecipient(ADDRESS)
  await compose.write(subject, body)
}

/** Signs out, signs in as the colleague and opens the mail with `subject` in INBOX. */
async function openAsRecipient(
  mailbox: MailboxPage,
  reader: ReaderPage,
  subject: string,
): Promise<number> {
  await new ShellPage(mailbox.page).logout()
  await new LoginPage(mailbox.page).loginAs(RECIPIENT.username, RECIPIENT.password)
  // Signed in, the app is running: the mail opens inside it, with no second load.
  const uid = await reader.uidOf(subject)
  await mailbox.follow(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
  await expect(reader.subject(subject)).toBeVisible()
  return uid
}

test('a password mail asks the colleague for its 6-character password', async ({ page }) => {
  test.setTimeout(120_000)
  const subject = `工资条 ${Date.now()}`
  const body = '本月工资明细见正文。'
  const mailbox = new MailboxPage(page)
  const compose = new ComposePage(page)
  const reader = new ReaderPage(page)
  await writeTo(mailbox, compose, subject, body)
  const options = await compose.option('加密邮件')
  // Password excludes schedule and burn (R-STATE).
  await expect(options.getByRole('checkbox', { name: '定时发送' })).toBeDisabled()
  await expect(options.getByRole('checkbox', { name: '阅后即焚' })).toBeDisabled()
  await options.getByRole('textbox', { name: '邮件密码（6 位字母或数字）' }).fill('Ab12cd')
  await compose.send()

  await openAsRecipient(mailbox, reader, subject)
  await expect(reader.body()).toHaveCount(0)
  await reader.enterPassword('ab12cd')
  await expect(page.getByText(reader.labels.wrongPassword)).toBeVisible()
  await reader.enterPassword('Ab12cd')
  await expect(reader.body().contentFrame().getByText(body)).toBeVisible()
})

// R-SEND-2 (scheduled: the time and continue editing), R-COMPOSE-7
test('a scheduled mail shows when it goes out, and editing can continue', async ({ page }) => {
  test.setTimeout(90_000)
  const subject = `周会提醒 ${Date.now()}`
  const mailbox = new MailboxPage(page)
  const compose = new ComposePage(page)
  await writeTo(mailbox, compose, subject, '明天上午十点开周会。')
  const options = await compose.option('定时发送')
  const when = options.getByLabel('定时发送时间')
  // One hour ahead by default, as yyyy-MM-ddTHH:mm in the control.
  const planned = await when.inputValue()
  expect(planned).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  const aheadMs = new Date(`${planned}:00+08:00`).getTime() - Date.now()
  expect(aheadMs).toBeGreaterThan(55 * 60_000)
  expect(aheadMs).toBeLessThan(61 * 60_000)
  await compose.form.getByRole('button', { name: '发送', exact: true }).click()

  const result = page.getByRole('region', { name: '定时发送结果' })
  await expect(result).toBeVisible({ timeout: 20_000 })
  await expect(result).toContainText(planned.replace('T', ' '))
  await result.getByRole('button', { name: '继续编辑' }).click()
  await expect(compose.form.getByRole('textbox', { name: '主题' })).toHaveValue(subject)
})

// R-SEND-5: a burn-mail tab asks before it closes
test('a burn-after-reading mail opens once and asks before its tab closes', async ({ page }) => {
  test.setTimeout(120_000)
  const subject = `临时口令 ${Date.now()}`
  const body = '口令：7429，阅后即焚。'
  const mailbox = new MailboxPage(page)
  const compose = new ComposePage(page)
  const reader = new ReaderPage(page)
  await writeTo(mailbox, compose, subject, body)
  const options = await compose.option('阅后即焚')
  await expect(options.getByRole('checkbox', { name: '加密邮件' })).toBeDisabled()
  await expect(options.getByRole('spinbutton', { name: '每位收件人可阅读次数' })).toHaveValue('1')
  await compose.send()

  const uid = await openAsRecipient(mailbox, reader, subject)
  await expect(reader.body().contentFrame().getByText(body)).toBeVisible()
  // The tab's close button is the mouse's (decision 313): found by its tooltip.
  await page.getByTitle(/^关闭 临时口令/).click()
  const ask = page.getByRole('alertdialog')
  await expect(ask).toContainText('这是一封阅后即焚邮件，关闭后可能无法再次阅读，确定要关闭吗？')
  await ask.getByRole('button', { name: '关闭', exact: true }).click()
  await expect(reader.subject(subject)).toHaveCount(0)
  // One view per recipient: the second opening finds the mail destroyed.
  await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
  await expect(page.getByText('未找到邮件！是否已移动到其他文件夹？')).toBeVisible()
})

test('an unsent mail survives a page reload', async ({ page }) => {
  test.setTimeout(90_000)
  const subject = `未完成的草稿 ${Date.now()}`
  const mailbox = new MailboxPage(page)
  const compose = new ComposePage(page)
  await writeTo(mailbox, compose, subject, '写到一半，浏览器刷新了。')
  // The local copy is written a moment after the last edit.
  await page.waitForTimeout(1_500)
  await page.reload()
  // It comes back as a tab beside the list, which stays shown.
  await mailbox.tabList.getByRole('tab', { name: '未完成的草稿…' }).click()
  await expect(compose.form.getByRole('textbox', { name: '主题' })).toHaveValue(subject, {
    timeout: 20_000,
  })
  await expect(compose.form.getByRole('button', { name: `编辑收件人 ${ADDRESS}` })).toBeVisible()
  await expect(compose.form.getByRole('textbox', { name: '邮件正文' })).toContainText(
    '写到一半，浏览器刷新了。',
  )
})

test.describe('as the colleague', () => {
  // `reviewer` writes in security mode (docs/mocks.md).
  test.use({ signedInAs: RECIPIENT.username })

  test('a classified mailbox sends only with a mail level, and the colleague gets it', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const subject = `内部通报 ${Date.now()}`
    const body = '本通报仅限内部传阅。'
    const login = new LoginPage(page)
    const mailbox = new MailboxPage(page)
    await mailbox.open()
    const compose = new ComposePage(page)
    await compose.open(mailbox)
    const level = compose.form.getByRole('combobox', { name: '邮件密级' })
    await expect(level).toBeVisible()
    await expect(compose.form.getByRole('checkbox', { name: '加密邮件' })).toHaveCount(0)
    await compose.addRecipient('demo@huayu.example.com')
    await compose.write(subject, body)
    await compose.form.getByRole('button', { name: '发送', exact: true }).click()
    await expect(compose.form.getByText('请选择邮件密级！')).toBeVisible()
    await level.selectOption({ label: '内部' })
    const result = await compose.send()
    await expect(result).toContainText(subject)

    await new ShellPage(page).logout()
    await login.loginAs('demo', 'Webmail@2468')
    const reader = new ReaderPage(page)
    const uid = await reader.uidOf(subject)
    await mailbox.follow(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
    await expect(reader.body().contentFrame().getByText(body)).toBeVisible()
  })
})

// R-SEND-6
test('an open compose tab saves itself as a draft every 5 minutes', async ({ page }) => {
  test.setTimeout(90_000)
  // Timers run on Playwright's clock, so five minutes pass at once (the fake backend, in the
  // page, shares it: tokens stay valid).
  await page.clock.install()
  const subject = `自动保存的草稿 ${Date.now()}`
  const mailbox = new MailboxPage(page)
  const compose = new ComposePage(page)
  const reader = new ReaderPage(page)
  await writeTo(mailbox, compose, subject, '还没写完。')
  expect((await reader.find(subject, 'Drafts')).count).toBe(0)
  await page.clock.fastForward('05:01')
  await expect.poll(async () => (await reader.find(subject, 'Drafts')).count).toBe(1)
})
