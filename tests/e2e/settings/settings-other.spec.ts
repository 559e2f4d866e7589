/**
 * The "other" settings pages (issue 12) in the demo bundle: an SMS notification change is kept
 * after a reload and a wrong number is refused with the input kept; feedback without text says
 * so, with text says it was sent (and the fake backend has it); a mail recalled from its Sent
 * copy shows in the recall log.
 */
import { expect, signedInAt, test } from '../fixtures'
import { ReaderPage } from '../pages/ReaderPage'

const COLLEAGUE = 'reviewer@huayu.example.com'

test.describe(() => {
  test.use(signedInAt('/setting/sms'))
  test('an SMS change is kept after a reload; a wrong number keeps the input', async ({ page }) => {
    const mobile = page.getByRole('textbox', { name: /接收短信的手机号码/ })
    await expect(mobile).not.toHaveValue('')
    await page.getByRole('switch', { name: '新邮件到达时发送短信提醒' }).check()
    await mobile.fill('12345')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('请输入正确的手机号码')).toBeVisible()
    await expect(mobile).toHaveValue('12345')

    await mobile.fill('139 0013 9000')
    await page.getByLabel('每天提醒开始时间').fill('07:30')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('保存成功')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: /接收短信的手机号码/ })).toHaveValue(
      '13900139000',
    )
    await expect(page.getByRole('switch', { name: '新邮件到达时发送短信提醒' })).toBeChecked()
    await expect(page.getByLabel('每天提醒开始时间')).toHaveValue('07:30')
  })
})

test.describe(() => {
  test.use(signedInAt('/setting/feedback'))
  test('feedback needs text, then says it was sent', async ({ page, mock }) => {
    const send = page.getByRole('button', { name: '发送' })
    await send.click()
    await expect(page.getByText('请输入反馈内容')).toBeVisible()
    const content = page.getByRole('textbox', { name: /反馈内容/ })
    await content.fill('希望通讯录支持按部门导出。')
    await send.click()
    await expect(page.getByText('反馈已发送，感谢您的意见。')).toBeVisible()
    await expect(content).toHaveValue('')
    expect(await mock.feedback()).toEqual([
      { username: 'demo', content: '希望通讯录支持按部门导出。', contact: '' },
    ])
  })
})

test.describe(() => {
  // Signed in on the INBOX: the mail to recall is sent after the start.
  test.use({ signedInAs: 'demo' })
  test('a mail recalled from its Sent copy shows in the recall log', async ({ page, mock }) => {
    const subject = `发错的会议纪要 ${Date.now()}`
    await mock.sendMailAs('demo', { to: [COLLEAGUE], subject })
    const reader = new ReaderPage(page)
    const uid = await reader.uidOf(subject, 'Sent')
    await page.goto(`/mailbox/innerbox/Sent?init=openSentMail&uid=${uid}`)
    await expect(reader.subject(subject)).toBeVisible()
    const panel = page.getByRole('tabpanel').getByRole('region', { name: '投递状态' })
    await panel.getByRole('button', { name: '显示投递状态' }).click()
    await panel.getByRole('button', { name: '召回邮件' }).click()
    await expect(panel.getByRole('button', { name: '已召回' })).toBeDisabled()

    await page.goto('/setting/zhaohui')
    const log = page.getByRole('table', { name: '召回记录' })
    const row = log.getByRole('row').filter({ hasText: subject })
    await expect(row).toContainText(COLLEAGUE)
    await expect(row).toContainText('召回成功')
  })
})
