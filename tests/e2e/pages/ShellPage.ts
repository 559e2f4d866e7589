/**
 * Page object of the main layout (src/app/layout): top bar, sidebar, layout dialogs. Locators
 * take the label in the language under test, so one object serves all three languages.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export interface ShellLabels {
  lock: string
  logout: string
  confirmLogout: string
  language: string
  sharedSwitcher: string
  backToMine: string
}

export const SHELL_LABELS: Record<'zh-hans' | 'zh-tw' | 'en', ShellLabels> = {
  'zh-hans': {
    lock: '锁屏',
    logout: '退出',
    confirmLogout: '退出',
    language: '语言',
    sharedSwitcher: '切换共享邮箱',
    backToMine: '返回我的邮箱',
  },
  'zh-tw': {
    lock: '鎖定螢幕',
    logout: '登出',
    confirmLogout: '登出',
    language: '語言',
    sharedSwitcher: '切換共用郵箱',
    backToMine: '返回我的郵箱',
  },
  en: {
    lock: 'Lock screen',
    logout: 'Sign out',
    confirmLogout: 'Sign out',
    language: 'Language',
    sharedSwitcher: 'Switch shared mailbox',
    backToMine: 'Back to my mailbox',
  },
}

export class ShellPage {
  readonly welcome: Locator

  constructor(
    readonly page: Page,
    readonly labels: ShellLabels = SHELL_LABELS['zh-hans'],
  ) {
    this.welcome = page.getByTestId('welcome-page')
  }

  banner(): Locator {
    return this.page.getByRole('banner')
  }

  async lock(): Promise<void> {
    await this.banner().getByRole('button', { name: this.labels.lock, exact: true }).click()
    await this.page.waitForURL('**/lockscreen')
  }

  async logout(): Promise<void> {
    await this.banner().getByRole('button', { name: this.labels.logout, exact: true }).click()
    const dialog = this.page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: this.labels.confirmLogout, exact: true }).click()
    await this.page.waitForURL('**/login')
  }

  /** The top bar's shared-mailbox switcher; inside a shared mailbox its text names it. */
  sharedSwitcher(): Locator {
    return this.banner().getByRole('button', { name: this.labels.sharedSwitcher, exact: true })
  }

  /** Switches into the shared mailbox whose menu entry contains `name`; lands on welcome. */
  async switchToShared(name: string): Promise<void> {
    await this.sharedSwitcher().click()
    await this.page.getByRole('menuitem', { name: new RegExp(name) }).click()
    await this.page.waitForURL('**/mailbox/welcome')
    await expect(this.sharedSwitcher()).toHaveText(name, { timeout: 20_000 })
  }

  /** 'Back to my mailbox' from a shared mailbox; lands on welcome with the switcher unnamed. */
  async switchBack(): Promise<void> {
    await this.sharedSwitcher().click()
    await this.page.getByRole('menuitem', { name: this.labels.backToMine, exact: true }).click()
    await this.page.waitForURL('**/mailbox/welcome')
    await expect(this.sharedSwitcher()).toHaveText('', { timeout: 20_000 })
  }

  async chooseLanguage(nativeName: '简体中文' | '繁體中文' | 'English'): Promise<void> {
    await this.banner().getByRole('button', { name: this.labels.language }).click()
    await this.page.getByRole('menuitemradio', { name: nativeName }).click()
  }
}
