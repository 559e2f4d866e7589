/**
 * Forgot password (R-DATA-16 security questions; calls §7): the demo user answers the seeded
 * questions — a wrong answer is refused without saying which — sets a new password with the
 * rules, and signs in with it; the old one no longer works.
 */
import { expect, test } from '../fixtures'
import { LoginPage } from '../pages/LoginPage'

const DEMO = { user: 'demo', password: 'Webmail@2468' }
const NEW_PASSWORD = 'Autumn#7391'

test('reset a password by the security questions and sign in with the new one', async ({
  page,
}) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.username.fill(DEMO.user)
  await page.getByRole('button', { name: '忘记密码？' }).click()
  const dialog = page.getByRole('dialog', { name: '找回密码' })
  await expect(dialog.getByRole('textbox', { name: /^邮箱账号/ })).toHaveValue(DEMO.user)
  await dialog.getByRole('button', { name: '下一步' }).click()

  await dialog.getByRole('textbox', { name: /^您小学的校名是？/ }).fill('实验小学')
  await dialog.getByRole('textbox', { name: /^您第一只宠物的名字是？/ }).fill('旺财')
  await dialog.getByRole('textbox', { name: /^您最喜欢的城市是？/ }).fill('上海')
  await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill(NEW_PASSWORD)
  await dialog.getByRole('textbox', { name: '确认新密码', exact: true }).fill(NEW_PASSWORD)
  await dialog.getByRole('button', { name: '重置密码' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('密保问题的答案不正确')

  await dialog.getByRole('textbox', { name: /^您最喜欢的城市是？/ }).fill('杭州')
  await dialog.getByRole('button', { name: '重置密码' }).click()
  await expect(dialog.getByText('密码已重置，请使用新密码登录')).toBeVisible()
  await dialog.getByRole('button', { name: '返回登录' }).click()

  await login.submit(DEMO.user, DEMO.password)
  await expect(login.serverError).toHaveText('用户名或密码错误')
  await login.loginAs(DEMO.user, NEW_PASSWORD)
  await expect(page.getByRole('heading', { name: /^您好，/ })).toBeVisible()
})
