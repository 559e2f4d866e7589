/**
 * Registration (R-LOGIN-1, R-LOGIN-4): a visitor registers from the login page (username rule,
 * live password checklist, the slider captcha of the login config), is told the account waits
 * for approval, is refused at login with the server's reason, and signs in once the
 * administrator approved (the demo's control, mockControl.decideRegistration).
 */
import { expect, test } from '../fixtures'
import { LoginPage } from '../pages/LoginPage'

const NEW = { username: 'li.na', password: 'Spring#4826', realname: '李娜', mobile: '13812345678' }

test('register, refused before approval, approved, signed in', async ({ page, mock }) => {
  const login = new LoginPage(page)
  await login.goto()
  await page.getByRole('button', { name: '注册账号' }).click()
  const dialog = page.getByRole('dialog', { name: '注册账号' })
  const username = dialog.getByRole('textbox', { name: /^用户名/ })
  await expect(username).toBeVisible()

  await username.fill('Li Na')
  await dialog.getByRole('textbox', { name: '密码', exact: true }).fill('abc')
  const checklist = dialog.getByRole('list', { name: '新密码须满足：' })
  await expect(checklist.locator('[data-rule="length"]')).toHaveAttribute('data-state', 'failed')
  await dialog.getByRole('button', { name: '提交注册' }).click()
  await expect(
    dialog.getByText('用户名只能包含数字、小写字母、下划线（_）、连字符（-）和点（.）'),
  ).toBeVisible()

  await username.fill(NEW.username)
  await dialog.getByRole('textbox', { name: '密码', exact: true }).fill(NEW.password)
  await expect(checklist.locator('[data-state="failed"]')).toHaveCount(0)
  await dialog.getByRole('textbox', { name: '确认密码', exact: true }).fill(NEW.password)
  await dialog.getByRole('textbox', { name: /^姓名/ }).fill(NEW.realname)
  await dialog.getByRole('textbox', { name: /^手机号码/ }).fill(NEW.mobile)
  await new LoginPage(page, dialog).solveCaptcha()
  await dialog.getByRole('button', { name: '提交注册' }).click()
  await expect(dialog.getByText('注册申请已提交，等待审核')).toBeVisible()
  await dialog.getByRole('button', { name: '返回登录' }).click()
  await expect(dialog).toBeHidden()

  await login.submit(NEW.username, NEW.password)
  await expect(login.serverError).toHaveText('您的注册申请正在等待管理员审核，审核通过后即可登录')
  await expect(page).toHaveURL(/\/login$/)

  expect(await mock.decideRegistration(NEW.username, 'approved')).toBe(true)
  await login.loginAs(NEW.username, NEW.password)
  await expect(page.getByRole('heading', { name: /^您好，/ })).toBeVisible()
})
