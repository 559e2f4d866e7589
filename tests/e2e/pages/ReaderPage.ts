/**
 * Page object of a reader tab (src/features/reader): toolbar, More menu, attachments, password
 * prompt, invitation bar. Labels per language; the English ones are the translations the
 * catalog gives the reader's source strings.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import type { MailboxLocale } from './MailboxPage'

export interface ReaderLabels {
  previous: string
  next: string
  toolbar: string
  more: string
  viewSource: string
  sourceTitle: string
  passwordField: string
  wrongPassword: string
  invitation: string
  accept: string
  tentative: string
  reject: string
  change: string
  accepted: string
  attachments: string
  preview: (name: string) => string
  previewRefused: string
  bodyFrame: RegExp
  showAll: (count: number) => string
  downloadAll: string
  print: string
  from: string
}

export const READER_LABELS: Record<MailboxLocale, ReaderLabels> = {
  'zh-hans': {
    previous: '上一封',
    next: '下一封',
    toolbar: '本邮件操作',
    more: '更多',
    viewSource: '查看源文件',
    sourceTitle: '邮件源文件',
    passwordField: '查看密码',
    wrongPassword: '密码错误，请重新输入',
    invitation: '会议邀请',
    accept: '接受',
    tentative: '暂定',
    reject: '拒绝',
    change: '更改',
    accepted: '已接受',
    attachments: '附件',
    preview: (name) => `预览 ${name}`,
    previewRefused: '附件超过10M，无法预览',
    bodyFrame: /^邮件正文：/,
    showAll: (count) => `显示全部（${count}）`,
    downloadAll: '全部下载（zip）',
    print: '打印',
    from: '发件人',
  },
  en: {
    previous: 'Previous',
    next: 'Next',
    toolbar: 'Actions on this message',
    more: 'More',
    viewSource: 'View source',
    sourceTitle: 'Mail source',
    passwordField: 'View password',
    wrongPassword: 'Wrong password, please re-enter',
    invitation: 'Meeting invitation',
    accept: 'Accept',
    tentative: 'Tentative',
    reject: 'Decline',
    change: 'Change',
    accepted: 'Accepted',
    attachments: 'Attachments',
    preview: (name) => `Preview ${name}`,
    previewRefused: 'The attachment is over 10 MB and cannot be previewed',
    bodyFrame: /^Mail body: /,
    showAll: (count) => `Show all (${count})`,
    downloadAll: 'Download all (zip)',
    print: 'Print',
    from: 'From',
  },
}

export class ReaderPage {
  readonly labels: ReaderLabels
  readonly toolbar: Locator

  constructor(
    readonly page: Page,
    readonly locale: MailboxLocale = 'zh-hans',
  ) {
    this.labels = READER_LABELS[locale]
    // Hidden tabs are out of the accessibility tree: this is the shown reader's toolbar (by
    // name: the quick-reply editor has a formatting toolbar of its own).
    this.toolbar = page.getByRole('tabpanel').getByRole('toolbar', { name: this.labels.toolbar })
  }

  subject(text: string): Locator {
    return this.page.getByRole('tabpanel').getByRole('heading', { name: text, exact: true })
  }

  /** The open mail: a region named by its subject heading (decision 333). */
  mail(subject: string): Locator {
    return this.page.getByRole('tabpanel').getByRole('region', { name: subject, exact: true })
  }

  button(name: string): Locator {
    return this.page.getByRole('tabpanel').getByRole('button', { name, exact: true })
  }

  body(): Locator {
    return this.page.getByRole('tabpanel').getByTitle(this.labels.bodyFrame)
  }

  attachments(): Locator {
    return this.page
      .getByRole('tabpanel')
      .getByRole('region', { name: this.labels.attachments, exact: true })
  }

  /** How far the body frame's own document scrolls inside it (0: the frame fits its content). */
  async bodyOverflow(): Promise<number> {
    return this.body()
      .contentFrame()
      .locator('html')
      .evaluate((root) => root.scrollHeight - window.innerHeight)
  }

  async chooseMore(item: string): Promise<void> {
    await this.toolbar.getByRole('button', { name: this.labels.more }).click()
    await this.page.getByRole('menuitem', { name: item }).click()
  }

  async enterPassword(password: string): Promise<void> {
    const field = this.page.getByRole('tabpanel').getByLabel(this.labels.passwordField)
    await field.fill(password)
    await field.press('Enter')
  }

  /** How many mails of `folder` match `subject`, and the first one's uid (the signed-in user). */
  async find(subject: string, folder = 'INBOX'): Promise<{ count: number; uid: number | null }> {
    return this.page.evaluate(
      async ({ subject, folder }) => {
        const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
        const query = new URLSearchParams({ folder, subject, page_size: '5' })
        const response = await fetch(`/api/mail/messages/?${query.toString()}`, {
          headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
        })
        const body = (await response.json()) as { count: number; results: { uid: number }[] }
        return { count: body.count, uid: body.results[0]?.uid ?? null }
      },
      { subject, folder },
    )
  }

  /** The uid of the newest mail of `folder` whose subject contains `subject`. */
  async uidOf(subject: string, folder = 'INBOX'): Promise<number> {
    const { uid } = await this.find(subject, folder)
    expect(uid, `a mail "${subject}" in ${folder}`).not.toBeNull()
    return uid!
  }
}
