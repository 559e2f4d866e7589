/**
 * Page object of the quick reply under an open mail (src/features/reader/QuickReply.tsx): the
 * collapsed box, its editor, Send, the alert and the success text. Labels per language; the
 * English ones are the translations the catalog gives the source strings.
 */
import type { Locator, Page } from '@playwright/test'
import type { MailboxLocale } from './MailboxPage'

export interface QuickReplyLabels {
  region: string
  editor: string
  send: string
  sendAgain: string
  fullReply: string
  sent: string
  noContent: string
}

export const QUICK_REPLY_LABELS: Record<MailboxLocale, QuickReplyLabels> = {
  'zh-hans': {
    region: '快速回复',
    editor: '快速回复内容',
    send: '发送',
    sendAgain: '重新发送',
    fullReply: '完整回复',
    sent: '回复已发送！',
    noContent: '请输入邮件内容！',
  },
  en: {
    region: 'Quick reply',
    editor: 'Quick reply text',
    send: 'Send',
    sendAgain: 'Send again',
    fullReply: 'Full reply',
    sent: 'Reply sent!',
    noContent: 'please enter email content!',
  },
}

export class QuickReplyPage {
  readonly labels: QuickReplyLabels
  /** The shown reader's box (hidden tabs are out of the accessibility tree). */
  readonly region: Locator

  constructor(
    readonly page: Page,
    readonly locale: MailboxLocale = 'zh-hans',
  ) {
    this.labels = QUICK_REPLY_LABELS[locale]
    this.region = page
      .getByRole('tabpanel')
      .getByRole('region', { name: this.labels.region, exact: true })
  }

  editor(): Locator {
    return this.region.getByRole('textbox', { name: this.labels.editor })
  }

  button(name: string): Locator {
    return this.region.getByRole('button', { name, exact: true })
  }

  alert(): Locator {
    return this.region.getByRole('alert')
  }

  /** Opens the collapsed box; the editor takes the focus. */
  async expand(): Promise<void> {
    await this.button(this.labels.region).click()
  }

  async type(text: string): Promise<void> {
    await this.editor().click()
    await this.page.keyboard.type(text)
  }

  async send(): Promise<void> {
    await this.button(this.labels.send).click()
  }
}
