/** Page object of /lockscreen (src/features/auth/LockScreenPage.tsx). */
import { expect, type Locator, type Page } from '@playwright/test'

export class LockScreenPage {
  readonly password: Locator
  readonly confirmButton: Locator
  readonly logoutLink: Locator
  /** The field's message: empty password or wrong password. */
  readonly message: Locator

  constructor(readonly page: Page) {
    this.password = page.getByLabel(/^密码/)
    this.confirmButton = page.getByRole('button', { name: '确定' })
    this.logoutLink = page.getByRole('button', { name: '退出登录' })
    this.message = page.getByRole('alert')
  }

  async goto(): Promise<void> {
    await this.page.goto('/lockscreen')
    await expect(this.password).toBeVisible()
  }

  /** Types the password and presses Enter, without waiting for the outcome. */
  async submit(password: string): Promise<void> {
    await this.password.fill(password)
    await this.password.press('Enter')
  }

  /** Unlocks and waits until the session wiring has left the lock screen. */
  async unlock(password: string): Promise<void> {
    await expect(this.password).toBeVisible()
    await this.submit(password)
    await this.page.waitForURL((url) => url.pathname !== '/lockscreen')
  }

  async logout(): Promise<void> {
    await this.logoutLink.click()
    await this.page.waitForURL((url) => url.pathname.startsWith('/login'))
  }
}
