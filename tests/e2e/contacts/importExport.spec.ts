/**
 * Contacts import and export in the demo bundle (issue 13 "Proof"): a 1,000-row xlsx with
 * duplicates imported both ways, then export and re-import. '导入联系人' and '导出联系人' sit in the
 * pab toolbar's '更多' menu (src/features/contacts/transfer/ContactsMoreMenu.tsx); tests/unit/contacts/ImportContactsDialog.test.tsx runs the same flows against the fake
 * backend without a browser.
 */
import { readFileSync } from 'node:fs'
import * as XLSX from '@e965/xlsx'
import { expect, test } from '../fixtures'

test.use({ signedInAs: 'demo' })

function bulkXlsx(): Buffer {
  const rows: (string | number)[][] = [['姓名', '邮箱', '手机']]
  for (let i = 0; i < 1000; i++) {
    // Every 10th row repeats the row before it.
    const n = i % 10 === 9 ? i - 1 : i
    rows.push([`批量${n}`, `bulk${n}@example.com`, 13_900_000_000 + n])
  }
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1')
  return Buffer.from(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

test('import a 1,000-row xlsx with duplicates: ignore, then overwrite', async ({ page }) => {
  await page.goto('/contact/pab')
  await page.getByRole('button', { name: '更多' }).click()
  await page.getByRole('menuitem', { name: '导入联系人' }).click()
  const dialog = page.getByRole('dialog', { name: '导入联系人' })
  const file = { name: 'bulk.xlsx', mimeType: MIME_XLSX, buffer: bulkXlsx() }
  await dialog.getByTestId('contact-import-file').setInputFiles(file)
  await expect(dialog.getByText(/文件中共 1000 行/)).toBeVisible()
  await dialog.getByRole('button', { name: '开始导入' }).click()
  await expect(dialog.getByText('导入完成。')).toBeVisible({ timeout: 60_000 })
  const result = dialog.getByRole('list', { name: '导入结果' })
  await expect(result.getByRole('listitem', { name: '新增 900' })).toBeVisible()
  await expect(result.getByRole('listitem', { name: '跳过 100' })).toBeVisible()

  await dialog.getByRole('button', { name: '导入其他文件' }).click()
  await dialog.getByTestId('contact-import-file').setInputFiles(file)
  await dialog.getByRole('radio', { name: '覆盖原联系人' }).check()
  await dialog.getByRole('button', { name: '开始导入' }).click()
  await expect(dialog.getByText('导入完成。')).toBeVisible({ timeout: 60_000 })
  await expect(result.getByRole('listitem', { name: '更新 1000' })).toBeVisible()
  await dialog.getByRole('button', { name: '完成' }).click()
  await page.getByRole('searchbox', { name: '搜索联系人' }).fill('bulk998@example.com')
  await page.getByRole('searchbox', { name: '搜索联系人' }).press('Enter')
  await expect(page.getByRole('row', { name: /批量998/ })).toBeVisible()
})

test('export the group as xlsx and import it back: the same contacts', async ({ page }) => {
  await page.goto('/contact/pab')
  await page.getByRole('button', { name: '更多' }).click()
  await page.getByRole('menuitem', { name: '导出联系人' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Excel 文件（xlsx）' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('contacts.xlsx')
  // The download's temporary path has no extension: hand the file over under its own name.
  const exported = {
    name: file.suggestedFilename(),
    mimeType: MIME_XLSX,
    buffer: readFileSync(await file.path()),
  }

  await page.getByRole('button', { name: '更多' }).click()
  await page.getByRole('menuitem', { name: '导入联系人' }).click()
  const dialog = page.getByRole('dialog', { name: '导入联系人' })
  await dialog.getByTestId('contact-import-file').setInputFiles(exported)
  await dialog.getByRole('button', { name: '开始导入' }).click()
  await expect(dialog.getByText('导入完成。')).toBeVisible({ timeout: 60_000 })
  // Every exported contact is already there: all skipped, none added, none failed.
  const result = dialog.getByRole('list', { name: '导入结果' })
  await expect(result.getByRole('listitem', { name: '新增 0' })).toBeVisible()
  await expect(result.getByRole('listitem', { name: '失败 0' })).toBeVisible()
  await expect(result.getByRole('listitem', { name: /^跳过 [1-9]/ })).toBeVisible()
})
