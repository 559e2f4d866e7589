/**
 * Page object of the review area (src/features/review): the list with its status switch, a held
 * mail's tab, and the approve / reject dialogs. zh-hans labels.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export class ReviewPage {
  readonly list: Locator

  constructor(readonly page: Page) {
    this.list = page.getByRole('region', { name: '审核列表' })
  }

  /** From anywhere in the layout: the pending-review card's link (no full page load). */
  async openFromCard(): Promise<void> {
    await this.page
      .getByTestId('layout-cards')
      .getByRole('link', { name: /等待您审核/ })
      .click()
    await this.page.waitForURL('**/mailbox/review')
    await expect(this.list).toBeVisible({ timeout: 20_000 })
  }

  async showStatus(name: '待审核' | '已通过' | '已拒绝'): Promise<void> {
    await this.list.getByRole('tablist', { name: '审核状态' }).getByRole('tab', { name }).click()
    await expect(this.list.getByRole('table', { name })).toBeVisible()
  }

  row(subject: string): Locator {
    return this.list.getByRole('row').filter({ hasText: subject })
  }

  /** The shown tab's panel (hidden panels are out of the accessibility tree). */
  panel(): Locator {
    return this.page.getByRole('tabpanel')
  }

  /** Opens a held mail in its own tab and waits for its header. */
  async open(subject: string): Promise<Locator> {
    await this.row(subject).getByRole('button', { name: subject, exact: true }).click()
    const tab = this.page.getByRole('article', { name: subject })
    await expect(tab.getByRole('heading', { name: subject, exact: true })).toBeVisible()
    return tab
  }

  async approve(tab: Locator): Promise<void> {
    await tab.getByRole('button', { name: '通过', exact: true }).click()
    const dialog = this.page.getByRole('dialog', { name: '通过审核' })
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toBeHidden()
  }

  /** Tries an empty reason first: the dialog must refuse it ('please input reject reason'). */
  async reject(tab: Locator, reason: string): Promise<void> {
    await tab.getByRole('button', { name: '拒绝', exact: true }).click()
    const dialog = this.page.getByRole('dialog', { name: '拒绝邮件' })
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog.getByText('请输入拒绝原因')).toBeVisible()
    await dialog.getByRole('textbox', { name: /拒绝原因/ }).fill(reason)
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toBeHidden()
  }
}
