/**
 * The forced change-password dialog (shared status change_password): not closable, live rule
 * checklist, and after the change the new password is the one that signs in.
 */
import { expect, test } from '../fixtures'
import { LoginPage } from '../pages/LoginPage'
import { ShellPage } from '../pages/ShellPage'

test('a user who must change the password cannot get past the dialog until it is done', async ({
  page,
}) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.loginAs('newhire', 'Huayu@2468')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()

  const checklist = dialog.getByRole('list', { name: '新密码须满足：' })
  const field = (label: RegExp) => dialog.locator('input').and(dialog.getByLabel(label))
  await field(/^旧密码/).fill('Huayu@2468')
  await field(/^新密码/).fill('Pq7#wz9K')
  await expect(checklist.locator('[data-state="failed"]')).toHaveCount(0)
  await field(/^确认新密码/).fill('Pq7#wz9K')
  await dialog.getByRole('button', { name: '确认修改' }).click()
  await expect(dialog).toBeHidden()

  const shell = new ShellPage(page)
  await expect(shell.welcome).toBeVisible()
  await shell.logout()
  await login.loginAs('newhire', 'Pq7#wz9K')
  await expect(shell.welcome).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})
