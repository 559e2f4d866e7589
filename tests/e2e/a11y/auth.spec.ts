/**
 * axe on the signed-out screens (issue 17): the login page with its registration and
 * forgot-password dialogs; in each locale × theme (tests/e2e/a11y/axe.ts).
 */
import { expect, test } from '../fixtures'
import { AxeAudit, VARIANTS, auditDialog, say, variantName } from './axe'

for (const variant of VARIANTS) {
  test.describe(variantName(variant), () => {
    test.use({ language: variant.locale })

    test('login page and its dialogs', async ({ page }, testInfo) => {
      const audit = new AxeAudit(page, testInfo, variant)
      if (variant.dark) {
        await page.emulateMedia({ colorScheme: 'dark' })
        await page.evaluate(() => localStorage.setItem('webmail.skin', 'night'))
        await page.reload()
      }
      const submit = page.getByRole('button', { name: say(variant, '登录'), exact: true })
      await expect(submit).toBeVisible({ timeout: 20_000 })
      await audit.check('login')
      await auditDialog(
        audit,
        page,
        'login: register',
        page.getByRole('button', { name: say(variant, '注册账号') }),
      )
      await auditDialog(
        audit,
        page,
        'login: forgot password',
        page.getByRole('button', { name: say(variant, '忘记密码？') }),
      )
      audit.finish()
    })
  })
}
