/**
 * axe on every settings page (issue 17), in each locale × theme (tests/e2e/a11y/axe.ts).
 */
import { expect, test } from '../fixtures'
import { MailboxPage } from '../pages/MailboxPage'
import { AxeAudit, VARIANTS, applyTheme, go, settle, variantName } from './axe'

test.use({ signedInAs: 'demo' })

/** The built pages of /setting (src/features/settings/settingsPages.ts). */
const PAGES = [
  'user',
  'password',
  'param',
  'signature',
  'template',
  'skin',
  'tag',
  'twofactor',
  'autoreply',
  'autoforward',
  'sms',
  'zhaohui',
  'feedback',
  'whitelist',
  'blacklist',
  'filter',
  'transfer',
  'mailboxmove',
  'accountcancel',
  'relatelist',
]

// Both walks, as every area (decision 328): zh-hans light and English dark.
for (const variant of VARIANTS) {
  test.describe(variantName(variant), () => {
    test.use({ language: variant.locale })

    test('every settings page', async ({ page }, testInfo) => {
      test.setTimeout(240_000)
      const audit = new AxeAudit(page, testInfo, variant)
      const mailbox = new MailboxPage(page, variant.locale)
      await mailbox.open()
      await applyTheme(page, variant)
      await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
      for (const [i, name] of PAGES.entries()) {
        await go(page, `/setting/${name}`)
        await expect(page).toHaveURL(new RegExp(`/setting/${name}$`))
        await settle(page)
        // The layout and the menu are the same on every page: audited whole once, then only the
        // page itself (a third of the time).
        await audit.check(`settings: ${name}`, i === 0 ? {} : { include: '[data-section-content]' })
      }
      audit.finish()
    })
  })
}
