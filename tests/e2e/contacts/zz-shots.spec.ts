import { test } from '../fixtures'

test.use({ signedInAs: 'demo', viewport: { width: 1440, height: 900 } })
for (const language of ['zh-hans', 'en'] as const) {
  test.describe(language, () => {
    test.use({ language })
    test(`shots ${language}`, async ({ page }) => {
      for (const book of ['oab', 'cab', 'soab', 'lab']) {
        await page.goto(`/contact/${book}`)
        await page.getByRole('table').getByRole('row').nth(1).waitFor()
        await page.waitForTimeout(500)
        await page.screenshot({ path: `/work/helpers/shots/cbooks/${book}-${language}.png` })
      }
      await page.goto('/contact/oab')
      const row = page.getByRole('table').getByRole('row').nth(3)
      await row.getByRole('button').click()
      await page.getByRole('dialog').waitFor()
      await page.waitForTimeout(500)
      await page.screenshot({ path: `/work/helpers/shots/cbooks/card-${language}.png` })
    })
  })
}
