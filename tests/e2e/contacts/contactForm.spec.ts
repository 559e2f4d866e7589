/**
 * The full contact form from a mail's sender card (issue 13): a sender the book does not know is
 * added with every field of the form, and after the app is loaded afresh the card's "edit contact" shows every
 * value as it was typed.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

test.use({ signedInAs: 'demo' })

const SENDER: [string, string] = ['mei.lin@newpartner.example.com', '林美']

/** Every text field of the form, by its zh-hans label, with the section it sits in. */
const TEXTS: { section: string | null; label: string; value: string }[] = [
  { section: null, label: '姓名', value: '林美（新伙伴）' },
  { section: null, label: '手机号码', value: '+86 138 1234 5678' },
  { section: '工作信息', label: '公司', value: '新伙伴国际贸易有限公司' },
  { section: '工作信息', label: '部门', value: '海外市场部' },
  { section: '工作信息', label: '职位', value: '区域经理' },
  { section: '工作信息', label: '工作电话', value: '021-6088 1234' },
  { section: '工作信息', label: '分机号', value: '806' },
  { section: '工作信息', label: '集团短号', value: '6806' },
  { section: '工作信息', label: '传真', value: '021-6088 1299' },
  { section: '工作信息', label: '工作地址', value: '上海市浦东新区世纪大道 100 号 36 楼' },
  { section: '家庭与地址', label: '家庭电话', value: '021-5012 3456' },
  { section: '家庭与地址', label: '国家/地区', value: '中国' },
  { section: '家庭与地址', label: '省/州', value: '上海市' },
  { section: '家庭与地址', label: '城市', value: '浦东新区' },
  { section: '家庭与地址', label: '邮政编码', value: '200120' },
  { section: '家庭与地址', label: '家庭地址', value: '上海市浦东新区锦绣路 1001 弄 8 号 1202 室' },
  { section: '网络与备注', label: '个人主页', value: 'https://newpartner.example.com/mei' },
  { section: '网络与备注', label: 'QQ', value: '845120367' },
  { section: '网络与备注', label: 'MSN', value: 'mei.lin@live.example.com' },
  { section: '网络与备注', label: '备注', value: '展会上认识，负责东南亚渠道。' },
]
const BIRTHDAY = '1991-05-17'
const GROUPS = ['同事', 'Friends']

async function openContactFromCard(page: Page, button: '添加联系人' | '编辑联系人') {
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 2 }) })
  await header.getByTitle(SENDER[0]).first().hover()
  await page.getByRole('button', { name: button }).click()
  const dialog = page.getByRole('dialog', { name: button })
  await expect(dialog.getByRole('textbox', { name: '邮箱地址' })).toHaveValue(SENDER[0])
  return dialog
}

test('add a sender with every field from the card; loaded afresh, every value is kept', async ({
  page,
  mock,
}) => {
  test.setTimeout(60_000)
  const uid = await mock.deliverMessage({
    subject: '合作洽谈',
    html_text: '<p>您好，期待合作。</p>',
    mfrom: SENDER,
  })
  await page.goto(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
  await expect(page.getByRole('heading', { name: '合作洽谈' })).toBeVisible()

  const dialog = await openContactFromCard(page, '添加联系人')
  await expect(dialog.getByRole('textbox', { name: '姓名' })).toHaveValue(SENDER[1])
  for (const section of ['工作信息', '家庭与地址', '网络与备注']) {
    await dialog.getByRole('button', { name: section }).click()
  }
  for (const { label, value } of TEXTS) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value)
  }
  await dialog.getByLabel('生日').fill(BIRTHDAY)
  await dialog.getByRole('combobox', { name: '性别' }).selectOption('female')
  await dialog.getByRole('combobox', { name: '分组' }).click()
  for (const group of GROUPS) await page.getByRole('menuitemcheckbox', { name: group }).click()
  await page.keyboard.press('Escape')
  await expect(dialog.getByRole('combobox', { name: '分组' })).toHaveText(GROUPS.join('、'))
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('联系人已保存').first()).toBeVisible()
  await expect(dialog).toBeHidden()

  // A fresh load of the app: what shows next comes from the backend, not from the page.
  await page.goto(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
  await expect(page.getByRole('heading', { name: '合作洽谈' })).toBeVisible()
  const edit = await openContactFromCard(page, '编辑联系人')
  for (const { label, value } of TEXTS) {
    await expect(edit.getByRole('textbox', { name: label, exact: true })).toHaveValue(value)
  }
  await expect(edit.getByLabel('生日')).toHaveValue(BIRTHDAY)
  await expect(edit.getByRole('combobox', { name: '性别' })).toHaveValue('female')
  await expect(edit.getByRole('combobox', { name: '分组' })).toHaveText(GROUPS.join('、'))
})
