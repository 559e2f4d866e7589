/**
 * Auto-reply and auto-forward in the demo bundle (issue 12): a weekday range in the wrong order
 * shows the rule's exact message and keeps the input; a corrected one is kept after a reload and
 * answers a mail delivered afterwards. An invalid forwarding target shows its message, an unknown
 * colleague the server's, both keeping the input; a valid one is kept after a reload and a mail
 * delivered afterwards is forwarded there (checked through the control surface).
 */
import { expect, signedInAt, test } from '../fixtures'

const COLLEAGUE = 'lixia@huayu.example.com'

test.describe(() => {
  test.use(signedInAt('/setting/autoreply'))
  test('auto-reply: the weekday order is checked; a range is kept and answers mail', async ({
    page,
    mock,
  }) => {
    const on = page.getByRole('switch', { name: '开启自动回复' })
    await expect(on).not.toBeChecked()
    await on.check()
    await page.getByRole('radio', { name: /按星期/ }).check()
    const start = page.getByRole('combobox', { name: '开始星期' })
    const end = page.getByRole('combobox', { name: '结束星期' })
    await start.selectOption({ label: '星期五' })
    await end.selectOption({ label: '星期二' })
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('开始星期不能晚于结束星期')).toBeVisible()
    await expect(start).toHaveValue('5')
    await expect(end).toHaveValue('2')

    // Every day, all day: the mail delivered below falls inside the range whenever this runs.
    await start.selectOption({ label: '星期一' })
    await end.selectOption({ label: '星期日' })
    await page.getByLabel('每天开始时间').fill('00:00')
    await page.getByLabel('每天结束时间').fill('23:59')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('保存成功')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('switch', { name: '开启自动回复' })).toBeChecked()
    await expect(page.getByRole('radio', { name: /按星期/ })).toBeChecked()
    await expect(page.getByRole('combobox', { name: '开始星期' })).toHaveValue('1')
    await expect(page.getByRole('combobox', { name: '结束星期' })).toHaveValue('7')
    await expect(page.getByLabel('每天结束时间')).toHaveValue('23:59')

    await mock.deliverMessage({ subject: '询价', mfrom: ['buyer@customer.example.net', 'Buyer'] })
    expect(await mock.peekRuleMail()).toEqual([
      expect.objectContaining({ kind: 'autoreply', to: 'buyer@customer.example.net' }),
    ])
  })
})

test.describe(() => {
  test.use(signedInAt('/setting/autoforward'))
  test('auto-forward: the target is checked; a valid one is kept and forwards mail', async ({
    page,
    mock,
  }) => {
    await page.getByRole('switch', { name: '开启自动转发' }).check()
    const target = page.getByRole('textbox', { name: /转发到/ })
    await target.fill('lixia@')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('转发地址不是有效的邮箱地址')).toBeVisible()
    await expect(target).toHaveValue('lixia@')

    // A refused save: only the server knows the organisation's mailboxes.
    await target.fill('nobody-here@huayu.example.com')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('本单位没有这个邮箱地址')).toBeVisible()
    await expect(target).toHaveValue('nobody-here@huayu.example.com')

    await target.fill(COLLEAGUE)
    await page.getByRole('checkbox', { name: '在本邮箱保留邮件副本' }).uncheck()
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('保存成功')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: /转发到/ })).toHaveValue(COLLEAGUE)
    await expect(page.getByRole('checkbox', { name: '在本邮箱保留邮件副本' })).not.toBeChecked()

    await mock.deliverMessage({ subject: '合同草案', plain_text: '请审阅附件。' })
    expect(await mock.peekRuleMail()).toEqual([
      expect.objectContaining({
        kind: 'autoforward',
        to: COLLEAGUE,
        subject: '合同草案',
        delivered: expect.objectContaining({ owner: 'lixia', folder: 'INBOX' }),
      }),
    ])
  })
})
