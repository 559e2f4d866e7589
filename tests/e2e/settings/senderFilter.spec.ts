/**
 * The white / black lists and the filter rules in the demo bundle (issue 12): an address added
 * to the blacklist is kept after a reload; an invalid one shows the rule's message and a refused
 * add keeps the input; a rule "subject contains X → move to folder Y" moves a mail delivered
 * afterwards (through the control surface) into Y, not INBOX.
 */
import { expect, signedInAt, test } from '../fixtures'
import { FolderListPage } from '../pages/FolderListPage'
import { MailboxPage } from '../pages/MailboxPage'

test.describe(() => {
  test.use(signedInAt('/setting/blacklist'))
  test('blacklist: invalid and refused adds keep the input; an added address survives a reload', async ({
    page,
    mock,
  }) => {
    const input = page.getByRole('textbox', { name: '邮箱地址或域名' })
    const list = page.getByRole('table', { name: '黑名单' })
    await expect(list.getByRole('cell', { name: 'spam.example.biz', exact: true })).toBeVisible()

    await input.fill('spammer at junk')
    await page.getByRole('button', { name: '添加', exact: true }).click()
    await expect(page.getByText('请输入有效的邮箱地址或域名')).toBeVisible()
    await expect(input).toHaveValue('spammer at junk')

    await input.fill('spammer@junk.example.com')
    await mock.setFault('addSenderListEntry', 500)
    await page.getByRole('button', { name: '添加', exact: true }).click()
    // The server's own words (the fault's 500 detail), next to the form.
    await expect(page.getByRole('alert').filter({ hasText: '服务器内部错误' })).toBeVisible()
    await expect(input).toHaveValue('spammer@junk.example.com')

    await mock.setFault('addSenderListEntry', null)
    await page.getByRole('button', { name: '添加', exact: true }).click()
    await expect(page.getByText('已添加')).toBeVisible()
    await expect(input).toHaveValue('')
    await expect(
      list.getByRole('cell', { name: 'spammer@junk.example.com', exact: true }),
    ).toBeVisible()

    await page.reload()
    await expect(
      page
        .getByRole('table', { name: '黑名单' })
        .getByRole('cell', { name: 'spammer@junk.example.com', exact: true }),
    ).toBeVisible({ timeout: 20_000 })
  })
})

test.describe(() => {
  test.use(signedInAt('/setting/filter'))
  test('a rule "subject contains X → move to Y" moves a newly delivered mail', async ({
    page,
    mock,
  }) => {
    await page.getByRole('button', { name: '新建规则' }).click()
    const dialog = page.getByRole('dialog', { name: '新建过滤规则' })
    await dialog.getByRole('button', { name: '保存' }).click()
    await expect(dialog.getByText('请输入规则名称')).toBeVisible()
    await expect(dialog.getByText('请选择文件夹')).toHaveCount(2) // the empty choice and the message

    await dialog.getByRole('textbox', { name: '规则名称' }).fill('项目周报归档')
    await dialog.getByRole('combobox', { name: '条件 1 的项目' }).selectOption('subject')
    await dialog.getByRole('textbox', { name: '条件 1 的内容' }).fill('周报E2E')
    await dialog.getByRole('combobox', { name: '目标文件夹' }).selectOption('Projects')
    await dialog.getByRole('button', { name: '保存' }).click()
    await expect(dialog).toBeHidden()
    const row = page.getByRole('row').filter({ hasText: '项目周报归档' })
    await expect(row).toContainText('主题包含“周报E2E”')
    await expect(row).toContainText('移动到“项目资料”')

    const subject = '第 48 周周报E2E'
    await mock.deliverMessage({ subject, plain_text: '本周进展' })
    const mailbox = new MailboxPage(page)
    await mailbox.open('/mailbox/innerbox/Projects')
    const list = new FolderListPage(page)
    await expect(list.table().getByText(subject)).toBeVisible()
    await mailbox.open('/mailbox/innerbox/INBOX')
    await expect(list.table()).toBeVisible()
    await expect(list.table().getByText(subject)).toHaveCount(0)
  })
})
