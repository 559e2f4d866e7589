/**
 * Shared mailboxes (R-LAYOUT, R-SESSION-5, R-ROLE roles): demo switches
 * into the read-only `service` mailbox — the top bar names it, its INBOX lists its mail, writing
 * is refused with the 'no sharing power' text — goes back to himself, then switches into `hr`
 * (full control) and may write.
 */
import { expect, test, CORE } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { MailboxPage } from '../pages/MailboxPage'
import { ShellPage } from '../pages/ShellPage'

const SERVICE = '客户服务中心'
const HR = '人力资源部公共邮箱'

test(
  'switches into a read-only and a full-control shared mailbox and back',
  CORE,
  async ({ page }) => {
    test.slow()
    const mailbox = new MailboxPage(page)
    const shell = new ShellPage(page)
    const compose = new ComposePage(page)
    await mailbox.signIn()
    await page.waitForURL('**/mailbox/welcome')
    await expect(shell.sharedSwitcher()).toHaveText('')

    await shell.switchToShared(SERVICE)
    await expect(shell.welcome.getByRole('heading', { name: `您好，${SERVICE}` })).toBeVisible()
    await mailbox.open()
    const [first] = await mailbox.listMail('INBOX')
    expect(first).toBeDefined()
    await expect(mailbox.panel().getByText(first!.subject).first()).toBeVisible()
    await page.getByRole('button', { name: mailbox.labels.compose, exact: true }).click()
    await expect(page.getByText('您没有该共享邮箱的写信权限！')).toBeVisible()
    await expect(compose.form).toHaveCount(0)

    await shell.switchBack()
    await expect(shell.welcome.getByRole('heading', { name: '您好，王小明' })).toBeVisible()

    await shell.switchToShared(HR)
    await mailbox.open()
    await compose.open(mailbox)
    await expect(page.getByText('您没有该共享邮箱的写信权限！')).toHaveCount(0)
  },
)
