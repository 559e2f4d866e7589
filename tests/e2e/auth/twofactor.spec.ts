/**
 * Two-factor and WeChat journeys in the demo bundle (R-LOGIN-1 /twofactor_login and WeChat login;
 * R-LOGIN-5 the settings page; R-LOGIN-3 binding): the authenticator-bound account `secure` signs
 * in with a code the test computes from the documented secret; the SMS route reads the code from
 * the demo phone; `demo` binds an authenticator in settings (key read off the page) and unbinds it;
 * a WeChat QR code scanned and confirmed from a second tab signs the first tab in.
 */
import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, test } from '../fixtures'
import { LoginPage } from '../pages/LoginPage'

const SECURE = { user: 'secure', password: 'Huayu@2468', secret: 'HUAYUDEMOSECURE2' }
const DEMO = { user: 'demo', password: 'Webmail@2468' }

const codeFor = (secret: string, atMs = Date.now()) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp: atMs,
  })

async function passwordStep(page: Page) {
  const login = new LoginPage(page)
  await login.goto()
  await login.submit(SECURE.user, SECURE.password)
  await page.waitForURL('**/twofactor_login')
  await expect(page.getByRole('heading', { name: /二次验证/ })).toBeVisible()
}

test('an authenticator-bound account signs in with its current code; a wrong one is refused', async ({
  page,
}) => {
  await passwordStep(page)
  const code = page.getByRole('textbox', { name: /^动态验证码/ })
  await code.fill(codeFor(SECURE.secret, Date.now() - 10 * 60_000))
  await page.getByRole('button', { name: '验证并登录' }).click()
  await expect(page.getByText('动态验证码错误，请重新输入')).toBeVisible()
  await expect(page).toHaveURL(/\/twofactor_login$/)

  await code.fill(codeFor(SECURE.secret))
  await page.getByRole('button', { name: '验证并登录' }).click()
  await page.waitForURL('**/mailbox/welcome')
  await expect(page.getByRole('heading', { name: /^您好，/ })).toBeVisible()
})

test('the SMS route shows the code on the demo phone and signs in with it', async ({ page }) => {
  await passwordStep(page)
  await page.getByRole('radio', { name: '短信验证码' }).check()
  await page.getByRole('button', { name: '发送验证码' }).click()
  await expect(page.getByText('验证码已发送至 139****9000')).toBeVisible()
  await expect(page.getByRole('button', { name: /秒后可重新发送$/ })).toBeVisible()
  const sms = page.getByRole('region', { name: '演示短信' })
  const shown = (await sms.getByTestId('demo-sms-code').textContent()) ?? ''
  expect(shown).toMatch(/^\d{6}$/)
  await page.getByRole('textbox', { name: /^短信验证码/ }).fill(shown)
  await page.getByRole('button', { name: '验证并登录' }).click()
  await page.waitForURL('**/mailbox/welcome')
})

test('demo binds an authenticator in settings, then unbinds it', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.loginAs(DEMO.user, DEMO.password)
  await page.goto('/setting/twofactor')
  const totp = page.getByRole('region', { name: '身份验证器' })
  await expect(totp.getByText('未绑定')).toBeVisible()
  await totp.getByRole('button', { name: '绑定身份验证器' }).click()

  const wizard = page.getByRole('dialog', { name: '绑定身份验证器' })
  await wizard.getByRole('button', { name: '下一步' }).click()
  await expect(wizard.getByRole('img', { name: '身份验证器二维码' })).toBeVisible()
  await wizard.getByRole('button', { name: '下一步' }).click()
  const key = ((await wizard.getByTestId('totp-key').textContent()) ?? '').replaceAll(' ', '')
  expect(key).toMatch(/^[A-Z2-7]{16}$/)
  await wizard.getByRole('button', { name: '下一步' }).click()
  await wizard.getByRole('textbox', { name: /^动态验证码/ }).fill(codeFor(key))
  await wizard.getByRole('button', { name: '启用' }).click()
  // The section heading and its badge read the same words run together: the notice is first.
  await expect(page.getByText('身份验证器已绑定').first()).toBeVisible()
  await expect(totp.getByText('已绑定', { exact: true })).toBeVisible()

  await totp.getByRole('button', { name: '解绑身份验证器' }).click()
  await totp.getByRole('textbox', { name: /^动态验证码/ }).fill(codeFor(key))
  await totp.getByRole('button', { name: '确认解绑' }).click()
  await expect(page.getByText('身份验证器已解绑').first()).toBeVisible()
  await expect(totp.getByText('未绑定')).toBeVisible()
})

test('a WeChat QR code confirmed from a second tab signs the first tab in', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page)
  await login.goto()
  await page.getByRole('button', { name: '微信登录' }).click()
  const dialog = page.getByRole('dialog', { name: '微信扫码登录' })
  await expect(dialog.getByRole('img', { name: '微信登录二维码' })).toBeVisible()
  await expect(dialog.getByText('请使用微信扫描二维码登录')).toBeVisible()
  const scanLink = dialog.getByRole('link', { name: '演示：在新标签页中模拟手机扫码' })
  const href = (await scanLink.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/login\?wechat_scan=login-/)

  const phone = await context.newPage()
  await phone.goto(href)
  const card = phone.getByRole('region', { name: '演示手机：微信' })
  await expect(card.getByText('“小明的微信”扫描了登录二维码。确认登录邮箱？')).toBeVisible()
  await expect(dialog.getByText('扫描成功，请在手机上确认')).toBeVisible()
  await card.getByRole('button', { name: '确认登录' }).click()
  await expect(card.getByText('已在手机上确认，可以关闭此标签页。')).toBeVisible()

  await page.waitForURL('**/mailbox/welcome')
  await expect(page.getByRole('heading', { name: '您好，王小明' })).toBeVisible()
  await phone.close()
})
