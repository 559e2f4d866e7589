/**
 * Page object of a compose tab (src/features/compose): open it from the mailbox, fill the
 * recipients, subject and body, send, and find the send result. zh-hans labels.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import type { MailboxPage } from './MailboxPage'

export class ComposePage {
  readonly form: Locator

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: '写信' })
  }

  /**
   * Compose is disabled for 1500 ms after a click (R-COMPOSE-9; aria-disabled, so it keeps focus):
   * wait for it to be enabled, or a second mail in a row would click a button that ignores it.
   */
  async open(mailbox: MailboxPage): Promise<void> {
    const button = this.page.getByRole('button', { name: mailbox.labels.compose, exact: true })
    await expect(button).toBeEnabled()
    await button.click()
    await expect(this.form).toBeVisible({ timeout: 20_000 })
  }

  async addRecipient(address: string): Promise<void> {
    await this.form.getByRole('combobox', { name: '添加收件人' }).fill(`${address};`)
    await expect(this.form.getByRole('button', { name: `编辑收件人 ${address}` })).toBeVisible()
  }

  async write(subject: string, body: string): Promise<void> {
    await this.form.getByRole('textbox', { name: '主题' }).fill(subject)
    const editor = this.form.getByRole('textbox', { name: '邮件正文' })
    await editor.click()
    await this.page.keyboard.type(body)
    await expect(editor).toContainText(body)
  }

  /** Inserts a picture through the editor toolbar and waits until the editor shows it. */
  async insertImage(name: string, buffer: Buffer): Promise<void> {
    await this.form
      .getByLabel('选择要插入的图片')
      .setInputFiles({ name, mimeType: 'image/png', buffer })
    await expect(
      this.form.getByRole('textbox', { name: '邮件正文' }).getByRole('img', { name }),
    ).toBeVisible({ timeout: 15_000 })
  }

  /** Ticks one of the send options (发送选项) by its label. */
  async option(label: string): Promise<Locator> {
    const options = this.form.getByRole('group', { name: '发送选项' })
    await options.getByRole('checkbox', { name: label }).check()
    return options
  }

  /** Sends and waits for the send result, which it returns. */
  async send(): Promise<Locator> {
    await this.form.getByRole('button', { name: '发送', exact: true }).click()
    const result = this.page.getByRole('region', { name: '发送结果' })
    await expect(result).toBeVisible({ timeout: 20_000 })
    return result
  }
}
