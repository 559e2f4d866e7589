/**
 * Signatures and templates (issue 12) in the demo bundle: a signature made on /setting/signature
 * (a refused name keeps what was typed) and chosen as the default for new mail is kept after a
 * reload and is what a new mail starts with, and compose's signature menu offers it; a template
 * made on /setting/template is kept after a reload and shows in compose's templates tab.
 */
import type { Page } from '@playwright/test'
import { expect, signedInAt, test } from '../fixtures'
import { MailboxPage } from '../pages/MailboxPage'

async function openCompose(page: Page, mailbox: MailboxPage) {
  await mailbox.open()
  const compose = page.getByRole('button', { name: mailbox.labels.compose, exact: true })
  await expect(compose).toBeEnabled()
  await compose.click()
  const form = page.getByRole('form', { name: '写信' })
  await expect(form).toBeVisible({ timeout: 20_000 })
  return form
}

// R-DATA-16, R-COMPOSE-1
test.describe(() => {
  test.use(signedInAt('/setting/signature'))
  test('a new signature, default for new mail, is kept and starts a new mail', async ({ page }) => {
    const mailbox = new MailboxPage(page)
    await page.getByRole('button', { name: '新建签名' }).click()
    const dialog = page.getByRole('dialog', { name: '新建签名' })
    const name = dialog.getByRole('textbox', { name: /签名名称/ })
    await name.fill('简短签名')
    const editor = dialog.getByRole('textbox', { name: '签名内容' })
    await editor.click()
    await page.keyboard.type('王小明 · 市场部 · 分机 8021')
    await dialog.getByRole('button', { name: '保存' }).click()
    // Refused by the server (a signature of that name exists): the input stays.
    await expect(dialog.getByText('已有同名的签名，请换一个名称')).toBeVisible()
    await expect(name).toHaveValue('简短签名')
    await expect(editor).toContainText('王小明 · 市场部 · 分机 8021')

    await name.fill('市场部签名')
    await dialog.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('签名“市场部签名”已保存')).toBeVisible()
    await expect(dialog).toBeHidden()
    const row = page.getByRole('listitem', { name: '市场部签名' })
    await expect(row).toContainText('分机 8021')

    await page
      .getByRole('combobox', { name: '新邮件默认签名' })
      .selectOption({ label: '市场部签名' })
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await expect(page.getByText('保存成功')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('listitem', { name: '市场部签名' })).toContainText('新邮件默认')
    await expect(page.getByRole('combobox', { name: '新邮件默认签名' })).toHaveValue(/\d+/)
    await expect(
      page.getByRole('combobox', { name: '新邮件默认签名' }).locator('option:checked'),
    ).toHaveText('市场部签名')

    const form = await openCompose(page, mailbox)
    await expect(form.getByRole('textbox', { name: '邮件正文' })).toContainText('分机 8021')
    await form.getByRole('button', { name: '签名' }).click()
    await expect(page.getByRole('menuitemradio', { name: '市场部签名' })).toBeChecked()
  })
})

// R-DATA-16, R-COMPOSE-3, C-LIMIT-9
test.describe(() => {
  test.use(signedInAt('/setting/template'))
  test('a new template is kept and offered in compose', async ({ page }) => {
    const mailbox = new MailboxPage(page)
    const pager = page.getByRole('navigation', { name: '模板分页' })
    await expect(pager).toContainText('共 13 个')
    await page.getByRole('button', { name: '新建模板' }).click()
    const dialog = page.getByRole('dialog', { name: '新建模板' })
    await dialog.getByRole('textbox', { name: /模板名称/ }).fill('年终总结')
    await dialog.getByRole('textbox', { name: '模板内容' }).click()
    await page.keyboard.type('各位同事：今年的主要工作如下')
    await dialog.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('模板“年终总结”已保存')).toBeVisible()
    // A new template is the last: its page shows.
    await expect(pager).toContainText('第 3 / 3 页')
    await expect(page.getByRole('listitem', { name: '年终总结' })).toBeVisible()

    await page.reload()
    await expect(pager).toContainText('共 14 个')

    const form = await openCompose(page, mailbox)
    await form.getByRole('tab', { name: '模板' }).click()
    // 5 a page, oldest first: the new one is on the third.
    const offered = form.getByRole('button', { name: /^使用模板：/ })
    await expect(offered).toHaveCount(5)
    for (const shown of [10, 14]) {
      await form.getByRole('button', { name: '加载更多' }).click()
      await expect(offered).toHaveCount(shown)
    }
    const use = form.getByRole('button', { name: '使用模板：年终总结' })
    await expect(use).toBeVisible()
  })
})
