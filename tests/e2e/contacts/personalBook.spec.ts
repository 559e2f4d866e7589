/**
 * /contact/pab in the demo bundle (issue 13): create a group, add a contact to it through the
 * contact form (basic fields), find it by search, and write mail to it: compose opens with the
 * contact as its recipient. The group stays chosen after a reload (?group=).
 */
import { expect, test } from '../fixtures'

test.use({ signedInAs: 'demo' })

test('create a group, add a contact, find it, write to it', async ({ page }) => {
  await page.goto('/contact/pab')
  const groups = page.getByRole('navigation', { name: '联系人分组' })
  await groups.getByRole('button', { name: '新建分组' }).click()
  const groupDialog = page.getByRole('dialog', { name: '新建分组' })
  await groupDialog.getByRole('textbox', { name: /分组名称/ }).fill('E2E 伙伴')
  await groupDialog.getByRole('button', { name: '保存' }).click()
  await expect(groupDialog).toBeHidden()
  await expect(groups.getByRole('link', { name: /^E2E 伙伴\s*0$/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByText('分组“E2E 伙伴”中还没有联系人。')).toBeVisible()

  await page.getByRole('button', { name: '新建联系人' }).click()
  const form = page.getByRole('dialog', { name: '添加联系人' })
  await form.getByRole('textbox', { name: '姓名' }).fill('周测试')
  await form.getByRole('textbox', { name: '邮箱地址' }).fill('zhou.e2e@partner.example.com')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form).toBeHidden()
  await expect(groups.getByRole('link', { name: /^E2E 伙伴\s*1$/ })).toBeVisible()

  await page.reload()
  const table = page.getByRole('table', { name: '联系人' })
  await expect(table.getByRole('cell', { name: '周测试', exact: true })).toBeVisible()

  await groups.getByRole('link', { name: /全部联系人/ }).click()
  await page.getByRole('searchbox', { name: '搜索联系人' }).fill('zhou.e2e')
  await page.getByRole('searchbox', { name: '搜索联系人' }).press('Enter')
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('checkbox', { name: '选择 周测试' }).check()
  await page
    .getByRole('toolbar', { name: '联系人操作' })
    .getByRole('button', { name: '写信' })
    .click()

  await expect(page).toHaveURL(/\/mailbox\/innerbox\/INBOX/)
  await expect(
    page.getByRole('button', { name: /编辑收件人 .*zhou\.e2e@partner\.example\.com/ }),
  ).toBeVisible()
})

// The pab toolbar keeps one line at 1440 px in both languages: import and export are folded into
// the "More" menu (decisions.md #236), which the keyboard opens, with export as a submenu.
const TOOLBAR = {
  'zh-hans': {
    toolbar: '联系人操作',
    more: '更多',
    export: '导出联系人',
    xlsx: 'Excel 文件（xlsx）',
  },
  en: {
    toolbar: 'Contact actions',
    more: 'More',
    export: 'Export contacts',
    xlsx: 'Excel workbook (xlsx)',
  },
} as const
for (const locale of ['zh-hans', 'en'] as const) {
  test.describe(locale, () => {
    test.use({
      language: locale === 'zh-hans' ? null : locale,
      viewport: { width: 1440, height: 900 },
    })

    test(`the toolbar keeps one line; More opens from the keyboard (${locale})`, async ({
      page,
    }) => {
      const words = TOOLBAR[locale]
      await page.goto('/contact/pab')
      const toolbar = page.getByRole('toolbar', { name: words.toolbar })
      const more = toolbar.getByRole('button', { name: words.more })
      await expect(more).toBeVisible()
      const tops = await toolbar.evaluate((bar) =>
        [...bar.children].map((child) => Math.round(child.getBoundingClientRect().top)),
      )
      expect(new Set(tops).size).toBe(1)

      await more.focus()
      await page.keyboard.press('Enter')
      const exportItem = page.getByRole('menuitem', { name: words.export })
      await expect(exportItem).toBeVisible()
      await exportItem.focus()
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('menuitem', { name: words.xlsx })).toBeVisible()
    })
  })
}
