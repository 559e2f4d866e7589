/**
 * Page object of compose's file-centre picker (src/features/compose/filePicker): open it from
 * the compose form, switch tabs, open folders, tick files, confirm. zh-hans labels.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export class FileCentrePickerPage {
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '从文件中心添加附件' })
  }

  /** Clicks "from the file centre" in `form`; the picker (or the file-lock dialog) opens. */
  async openFrom(form: Locator): Promise<void> {
    await form.getByRole('button', { name: '从文件中心添加' }).click()
  }

  tab(name: string): Locator {
    return this.dialog.getByRole('tab', { name, exact: true })
  }

  panel(name: string): Locator {
    return this.dialog.getByRole('tabpanel', { name, exact: true })
  }

  /** Waits until no list of the picker is loading. */
  async settled(): Promise<void> {
    await expect(this.dialog.getByText('正在读取文件…')).toHaveCount(0, { timeout: 15_000 })
  }

  async openFolder(panel: Locator, name: string): Promise<void> {
    await panel.getByRole('button', { name: `打开文件夹 ${name}` }).click()
    await expect(panel.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await this.settled()
  }

  /** Ticks the first file of the panel's page and returns its name. */
  async tickFirstFile(panel: Locator): Promise<string> {
    const box = panel.getByRole('checkbox', { name: /^选择 / }).first()
    const label = (await box.getAttribute('aria-label')) ?? ''
    await box.check()
    return label.replace(/^选择 /, '')
  }

  async tick(panel: Locator, name: string): Promise<void> {
    await panel.getByRole('checkbox', { name: `选择 ${name}` }).check()
  }

  async confirm(): Promise<void> {
    await this.dialog.getByRole('button', { name: '确定' }).click()
    await expect(this.dialog).toBeHidden()
  }
}
