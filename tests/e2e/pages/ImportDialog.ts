/**
 * Page object of the 导入邮件 dialog (更多 → 导入邮件 in the mail list): pick .eml files, into a
 * folder, wait until every row reads 成功 (none 错误), close. The one way the e2e specs import mail.
 */
import { expect, type Locator, type Page } from '@playwright/test'

/** What Playwright's setInputFiles takes: paths, or in-memory files. */
export type EmlFiles = Parameters<Locator['setInputFiles']>[0]

export interface ImportOptions {
  /** Target folder raw_name (default: the dialog's own, INBOX). */
  folder?: string
  /** How long the whole import may take. */
  timeout?: number
}

export class ImportDialog {
  readonly dialog: Locator
  readonly folder: Locator
  readonly rows: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '导入邮件' })
    this.folder = this.dialog.getByRole('combobox', { name: '导入到文件夹' })
    this.rows = this.dialog.getByRole('table', { name: '待导入的邮件文件' }).getByRole('row')
  }

  /** Opens the dialog from the list's 更多 menu, unless it is open already. */
  async open(): Promise<void> {
    if (await this.dialog.isVisible()) return
    await this.page.getByRole('button', { name: '更多', exact: true }).first().click()
    await this.page.getByRole('menuitem', { name: '导入邮件' }).click()
    await expect(this.dialog).toBeVisible()
  }

  /**
   * Imports `files` and closes the dialog once each has its own row (after the header row) and
   * every row reads 成功; fails on any 错误.
   */
  async importFiles(files: EmlFiles, { folder, timeout = 30_000 }: ImportOptions = {}) {
    const count = Array.isArray(files) ? files.length : 1
    await this.open()
    if (folder) await this.folder.selectOption(folder)
    await this.dialog.getByLabel('选择 .eml 邮件文件').setInputFiles(files)
    await expect(this.rows).toHaveCount(count + 1)
    await expect(this.rows.filter({ hasText: '成功' })).toHaveCount(count, { timeout })
    await expect(this.rows.filter({ hasText: '错误' })).toHaveCount(0)
    await this.dialog.getByRole('button', { name: '关闭' }).click()
    await expect(this.dialog).toBeHidden()
  }
}
