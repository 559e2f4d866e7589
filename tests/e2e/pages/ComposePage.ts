/**
 * Page object of a compose tab (src/features/compose): open it from the mailbox, fill the
 * recipients, subject and body, send, and find the send result. zh-hans labels.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { FolderListPage } from './FolderListPage'
import type { MailboxPage } from './MailboxPage'
import { ReaderPage } from './ReaderPage'

/** What a journey typed into a compose tab, to check it is all still there. */
export interface ComposeContent {
  recipient: string
  subject: string
  body: string
  attachment: string
}

export class ComposePage {
  readonly form: Locator
  /** The tab's alert (a failed send, a refused check), above the fields. */
  readonly alert: Locator
  /** The attachments that are uploaded and will go with the mail. */
  readonly attachments: Locator

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: '写信' })
    this.alert = this.form.getByRole('alert')
    this.attachments = this.form
      .getByRole('region', { name: '附件' })
      .getByRole('list', { name: '已添加的附件' })
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

  /** Attaches a small text file through the attachment input and waits until it is uploaded. */
  async attach(name: string, text: string): Promise<void> {
    await this.form
      .getByLabel('选择附件文件')
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) })
    await expect(this.attachments).toContainText(name, { timeout: 20_000 })
  }

  /** Types a whole mail: one recipient, subject, body and a small attachment. */
  async fill(content: ComposeContent): Promise<void> {
    await this.addRecipient(content.recipient)
    await this.write(content.subject, content.body)
    await this.attach(content.attachment, `${content.subject}\n`)
  }

  /** Everything `fill` typed is still in the form. */
  async expectContent(content: ComposeContent): Promise<void> {
    await expect(
      this.form.getByRole('button', { name: `编辑收件人 ${content.recipient}` }),
    ).toBeVisible()
    await expect(this.form.getByRole('textbox', { name: '主题' })).toHaveValue(content.subject)
    await expect(this.form.getByRole('textbox', { name: '邮件正文' })).toContainText(content.body)
    await expect(this.attachments).toContainText(content.attachment)
  }

  /** Clicks send without waiting for an outcome (a failing send has no result to wait for). */
  async clickSend(): Promise<void> {
    await this.form.getByRole('button', { name: '发送', exact: true }).click()
  }

  /**
   * The send failed: the tab's alert says why (the server's text, or "failed to send") and
   * offers to send again.
   */
  async expectSendFailed(): Promise<void> {
    await expect(this.alert).toBeVisible({ timeout: 20_000 })
    await expect(this.alert).not.toBeEmpty()
    await expect(this.sendAgain()).toBeVisible()
  }

  /** The failed-send alert's "send again". */
  sendAgain(): Locator {
    return this.alert.getByRole('button', { name: '重新发送' })
  }

  /** The send result, once the mail went out. */
  async result(): Promise<Locator> {
    const result = this.page.getByRole('region', { name: '发送结果' })
    await expect(result).toBeVisible({ timeout: 20_000 })
    return result
  }

  /** Sends and waits for the send result, which it returns. */
  async send(): Promise<Locator> {
    await this.clickSend()
    return this.result()
  }

  /** How many mails of Sent have this subject, as the server finds them. */
  async countInSent(subject: string): Promise<number> {
    return (await new ReaderPage(this.page).find(subject, 'Sent')).count
  }

  /** The mail is in Sent exactly once (listed and on the server), with its attachment. */
  async expectSentOnce(mailbox: MailboxPage, content: ComposeContent): Promise<void> {
    await mailbox.folder(/^已发送/).click()
    const list = new FolderListPage(this.page)
    const rows = list.mailRows().filter({ hasText: content.subject })
    await expect(rows).toHaveCount(1)
    expect(await this.countInSent(content.subject)).toBe(1)
    await rows.getByRole('button', { name: content.subject, exact: true }).click()
    const reader = new ReaderPage(this.page)
    await expect(reader.subject(content.subject)).toBeVisible()
    await expect(reader.attachments()).toContainText(content.attachment)
  }
}
