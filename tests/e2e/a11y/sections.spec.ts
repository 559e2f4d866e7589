/**
 * axe on contacts, calendar, the file centre, the app centre, an attachment preview and the lock
 * screen (issue 17), in each locale × theme (tests/e2e/a11y/axe.ts).
 */
import { expect, test } from '../fixtures'
import { MailboxPage } from '../pages/MailboxPage'
import { AxeAudit, VARIANTS, applyTheme, auditDialog, go, say, settle, variantName } from './axe'

test.use({ signedInAs: 'demo' })

// Both walks, as every area (decision 328): zh-hans light and English dark.
for (const variant of VARIANTS) {
  test.describe(variantName(variant), () => {
    test.use({ language: variant.locale })

    test('contacts, calendar, files, app centre, lock screen', async ({ page }, testInfo) => {
      test.setTimeout(240_000)
      const audit = new AxeAudit(page, testInfo, variant)
      const button = (zh: string) =>
        page.getByRole('button', { name: say(variant, zh), exact: true })
      const mailbox = new MailboxPage(page, variant.locale)
      await mailbox.open()
      await applyTheme(page, variant)
      await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })

      for (const book of ['pab', 'oab', 'cab', 'soab']) {
        await go(page, `/contact/${book}`)
        await settle(page)
        await audit.check(`contacts: ${book}`)
      }
      await go(page, '/contact/pab')
      await settle(page)
      await auditDialog(audit, page, 'contacts: new contact', button('新建联系人'))
      await auditDialog(audit, page, 'contacts: new group', button('新建分组'))

      await go(page, '/calendar/index')
      await expect(page.getByRole('tablist', { name: say(variant, '视图') })).toBeVisible()
      await settle(page)
      await audit.check('calendar: month')
      // Week and day: the view tabs by position ('日' is also Sunday in the catalog).
      const views = page.getByRole('tablist', { name: say(variant, '视图') }).getByRole('tab')
      for (const [index, view] of [
        [1, 'week'],
        [2, 'day'],
      ] as const) {
        await views.nth(index).click()
        await settle(page)
        await audit.check(`calendar: ${view}`)
      }
      await auditDialog(audit, page, 'calendar: event editor', button('新建日程'))
      await go(page, '/calendar/set')
      await settle(page)
      await audit.check('calendar: settings')

      for (const disk of ['pfile', 'cfile', 'afile']) {
        await go(page, `/file/${disk}`)
        await settle(page)
        await audit.check(`files: ${disk}`)
      }
      await go(page, '/file/pfile')
      await settle(page)
      await auditDialog(audit, page, 'files: new folder', button('新建文件夹'))

      await go(page, '/appcenter')
      await settle(page)
      await audit.check('app centre')

      for (const records of ['login', 'send']) {
        await go(page, `/search/${records}`)
        await settle(page)
        await audit.check(`self-query: ${records}`)
      }

      await page
        .getByRole('banner')
        .getByRole('button', { name: say(variant, '锁屏') })
        .click()
      await page.waitForURL('**/lockscreen')
      await settle(page)
      await audit.check('lock screen')
      audit.finish()
    })
  })
}
