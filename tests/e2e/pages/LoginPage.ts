/**
 * Page object of /login (src/features/auth/LoginPage.tsx). Role-and-name locators in the default
 * language (simplified Chinese). `loginAs` solves whichever captcha the login config asks for,
 * with the answer the fake backend keeps: `window.__mock.peekCaptchaAnswer(id)` (docs/mocks.md),
 * the id read from the captcha panel's `data-captcha-id`.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { isUntouchedStart } from '../fixtures'

interface CaptchaAnswer {
  x?: number
  points?: { x: number; y: number }[]
  value?: string
}

export type LoginType = 'email' | 'job_number'

export class LoginPage {
  readonly username: Locator
  readonly jobNumber: Locator
  readonly password: Locator
  readonly remember: Locator
  readonly submitButton: Locator
  /** The captcha block; absent when the login config says `captcha_type: 'none'`. */
  readonly captcha: Locator
  readonly captchaVerified: Locator
  /** The server's refusal shown inline above the fields (the toast is the client's). */
  readonly serverError: Locator

  /**
   * `captchaScope`: where the captcha to solve is (the registration dialog has its own beside
   * the login form's).
   */
  constructor(
    readonly page: Page,
    captchaScope: Page | Locator = page,
  ) {
    this.username = page.getByRole('textbox', { name: /^邮箱账号/ })
    this.jobNumber = page.getByRole('textbox', { name: /^工号/ })
    this.password = page.getByLabel(/^密码/)
    this.remember = page.getByRole('checkbox', { name: '记住用户名' })
    this.submitButton = page.getByRole('button', { name: '登录', exact: true })
    this.captcha = captchaScope.getByRole('region', { name: '安全验证' })
    this.captchaVerified = this.captcha.getByRole('status').filter({ hasText: '验证通过' })
    this.serverError = page.locator('form').getByRole('alert').first()
  }

  /**
   * A freshly loaded login page. Right at the start of a test that is the page the fixture
   * opened (nothing has touched it since), so no second load of the app is needed.
   */
  async goto(): Promise<void> {
    if (!isUntouchedStart(this.page)) await this.page.goto('/login')
    await expect(this.submitButton).toBeVisible()
  }

  /** Fills the form and solves the captcha, then signs in and waits to leave /login. */
  async loginAs(user: string, password: string, loginType: LoginType = 'email'): Promise<void> {
    await this.submit(user, password, loginType)
    await this.page.waitForURL((url) => !url.pathname.startsWith('/login'))
  }

  /** Like `loginAs` without waiting for the outcome: for tests of refusals. */
  async submit(user: string, password: string, loginType: LoginType = 'email'): Promise<void> {
    await expect(this.submitButton).toBeVisible()
    if (loginType === 'job_number') await this.page.getByRole('tab', { name: '工号' }).click()
    await (loginType === 'job_number' ? this.jobNumber : this.username).fill(user)
    await this.password.fill(password)
    await this.solveCaptcha()
    await this.submitButton.click()
  }

  /** Solves the captcha on screen, if any. Text and arithmetic answers are verified on submit. */
  async solveCaptcha(): Promise<void> {
    if ((await this.captcha.count()) === 0) return
    // Already solved (its ticket is still unused): answering the spent challenge again would fail.
    if (await this.captchaVerified.isVisible()) return
    await expect(this.captcha).toHaveAttribute('data-captcha-id', /.+/)
    const kind = await this.captcha.getAttribute('data-captcha-kind')
    const answer = await this.answer()
    if (kind === 'slider') await this.solveSlider(answer.x ?? 0)
    else if (kind === 'click') await this.solveClick(answer.points ?? [])
    else await this.captcha.getByRole('textbox').fill(answer.value ?? '')
  }

  private async answer(): Promise<CaptchaAnswer> {
    const id = await this.captcha.getAttribute('data-captcha-id')
    const answer = await this.page.evaluate(async (captchaId) => {
      const control = (window as { __mock?: { peekCaptchaAnswer(id: string): unknown } }).__mock
      if (!control) throw new Error('window.__mock is missing: run against the demo bundle')
      return (await control.peekCaptchaAnswer(captchaId)) as CaptchaAnswer | null
    }, id ?? '')
    if (!answer) throw new Error(`the fake backend has no live captcha ${id}`)
    return answer
  }

  /** The keyboard way, as a keyboard user would: Home, Page Up by tens, arrows by ones, Enter. */
  private async solveSlider(x: number): Promise<void> {
    const slider = this.captcha.getByRole('slider')
    await expect(slider).toHaveAttribute('aria-disabled', 'false')
    await slider.focus()
    await slider.press('Home')
    for (let i = 0; i < Math.floor(x / 10); i += 1) await slider.press('PageUp')
    for (let i = 0; i < Math.round(x) % 10; i += 1) await slider.press('ArrowRight')
    await slider.press('Enter')
    await expect(this.captchaVerified).toBeVisible()
  }

  /** Clicks each point on the (possibly scaled) image. */
  private async solveClick(points: { x: number; y: number }[]): Promise<void> {
    const stage = this.captcha.getByRole('application')
    await expect(stage).toHaveAttribute('aria-disabled', 'false')
    const naturalWidth = Number(await this.captcha.getAttribute('data-captcha-width'))
    const box = await stage.boundingBox()
    if (!box) throw new Error('the click captcha image is not on screen')
    const scale = naturalWidth > 0 ? box.width / naturalWidth : 1
    for (const point of points) {
      await stage.click({ position: { x: point.x * scale, y: point.y * scale } })
    }
    await expect(this.captchaVerified).toBeVisible()
  }
}
