/**
 * axe on the mail screens (issue 17): home, the inbox, the reader, compose with its side panel and
 * the address book, the review page; in each locale × theme (tests/e2e/a11y/axe.ts).
 */
import { expect, test } from '../fixtures'
import { MailboxPage } from '../pages/MailboxPage'
import { AxeAudit, VARIANTS, applyTheme, go, variantName } from './axe'

test.use({ signedInAs: 'demo' })

for (const variant of VARIANTS) {
  test.describe(variantName(variant), () => {
    test.use({ language: variant.locale })

    test('mail screens and dialogs', async ({ page }, testInfo) => {
      test.setTimeout(120_000)
      const audit = new AxeAudit(page, testInfo, variant)
      const mailbox = new MailboxPage(page, variant.locale)
      await mailbox.open()
      await applyTheme(page, variant)
      await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('row').nth(2)).toBeVisible()
      await audit.check('mailbox list')

      const [first] = await mailbox.listMail('INBOX')
      await go(page, `/mailbox/innerbox/INBOX?init=openMail&uid=${first!.uid}`)
      await expect(
        page
          .getByRole('heading', { level: 1 })
          .or(page.getByRole('heading', { level: 2 }))
          .first(),
      ).toBeVisible()
      await audit.check('reader')

      await go(page, '/mailbox/welcome')
      await expect(page.getByTestId('welcome-page')).toBeVisible()
      await audit.check('home')

      await go(page, '/mailbox/review')
      await audit.check('review')

      await go(page, '/mailbox/innerbox/INBOX')
      await page.getByRole('button', { name: mailbox.labels.compose, exact: true }).click()
      await expect(page.getByRole('form').first()).toBeVisible()
      await audit.check('compose')
      audit.finish()
    })
  })
}
