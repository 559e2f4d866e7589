/**
 * The compose side panel at 1440×900: its collapse button and every tab stay inside the panel's
 * border in each language (in English the tab labels are wider than in Chinese, and Fluent's
 * TabList does not shrink, so it once pushed the button ~10 px past the border).
 */
import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const LABELS: Record<MailboxLocale, { panel: string; collapse: string }> = {
  'zh-hans': { panel: '写信辅助面板', collapse: '收起侧栏' },
  en: { panel: 'Compose side panel', collapse: 'Collapse the side panel' },
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator.toString()} is not on screen`)
  return box
}

for (const locale of ['zh-hans', 'en'] as const) {
  test.describe(locale, () => {
    test.use({ language: locale === 'zh-hans' ? null : locale })

    test(`the side panel's toggle and tabs sit inside its border (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const mailbox = new MailboxPage(page, locale)
      await mailbox.open('/mailbox/innerbox/INBOX')
      const compose = page.getByRole('button', { name: mailbox.labels.compose, exact: true })
      await expect(compose).toBeEnabled()
      await compose.click()
      const panel = page.getByRole('complementary', { name: LABELS[locale].panel })
      const toggle = panel.getByRole('button', { name: LABELS[locale].collapse })
      await expect(toggle).toBeVisible({ timeout: 20_000 })

      const outer = await boxOf(panel)
      const inside = async (part: Locator) => {
        const box = await boxOf(part)
        expect(box.x).toBeGreaterThanOrEqual(outer.x)
        expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width)
      }
      await inside(toggle)
      const tabs = panel.getByRole('tab')
      await expect(tabs).toHaveCount(3)
      for (const tab of await tabs.all()) await inside(tab)
      // Every label shows whole: the tab strip does not need its scroll.
      const strip = panel.getByRole('tablist')
      const fits = await strip.evaluate((el) => el.scrollWidth <= el.clientWidth)
      expect(fits).toBe(true)
    })
  })
}
