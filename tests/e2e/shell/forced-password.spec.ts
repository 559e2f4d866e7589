/**
 * The forced change-password dialog (shared status change_password): not closable, live rule
 * checklist, and after the change the new password is the one that signs in.
 */
import { expect, test } from '../fixtures'
import { LoginPage } from '../pages/LoginPage'
import { ShellPage } from '../pages/ShellPage'

test('a user who must change the password cannot get past the dialog until it is done', async ({
  page,
  mock,
}) => {
  const login = new LoginPage(page)
  const shell = new ShellPage(page)
  await login.goto()
  // The rules fail to load: the dialog still blocks the app, with a retry (issue 10: it used to
  // stay away and leave the whole mailbox open).
  await mock.setFault('getPasswordRules', 500)
  await login.loginAs('newhire', 'Huayu@2468')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText('密码规则加载失败，请重试。')).toBeVisible()
  await expect(shell.welcome).toHaveCount(0)
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await mock.setFault('getPasswordRules', null)
  await dialog.getByRole('button', { name: '重试' }).click()

  const checklist = dialog.getByRole('list', { name: '新密码须满足：' })
  const field = (label: RegExp) => dialog.locator('input').and(dialog.getByLabel(label))
  await field(/^旧密码/).fill('Huayu@2468')
  await field(/^新密码/).fill('Pq7#wz9K')
  await expect(checklist.locator('[data-state="failed"]')).toHaveCount(0)
  await field(/^确认新密码/).fill('Pq7#wz9K')
  await dialog.getByRole('button', { name: '确认修改' }).click()
  await expect(dialog).toBeHidden()

  await expect(shell.welcome).toBeVisible()
  await shell.logout()
  await login.loginAs('newhire', 'Pq7#wz9K')
  await expect(shell.welcome).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})
