/**
 * No message renders without its compiled translation on a first page load: the login page and
 * the home page start on a part of the catalog (vite.catalog.ts), and their lazy pieces (the
 * captcha, the other login options, the demo bar) must wait for the whole catalog rather than
 * show ids. Lingui warns "Uncompiled message" for each id it has to fall back to; none may come.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'
import { ShellPage } from '../pages/ShellPage'

test.use({ captcha: 'slider' })

/** Every "Uncompiled message" warning from now on, with the message's id or text. */
function uncompiled(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (text.startsWith('Uncompiled message')) {
      seen.push(text.split('\n').find((line) => line.startsWith('>')) ?? text)
    }
  })
  return seen
}

for (const locale of ['zh-hans', 'en'] as const) {
  test(`${locale}: the login page and the home page load without uncompiled messages`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'language', value: locale, url: baseURL! }])
    const warnings = uncompiled(page)
    await page.goto('/login')
    // The lazy pieces: the captcha (slider), the other login options and the demo bar.
    await expect(page.locator('[data-captcha-id]')).toBeVisible()
    await expect(
      page.getByText(locale === 'en' ? 'Sign in with WeChat' : '微信登录').first(),
    ).toBeVisible()
    const demo = page.getByRole('complementary', {
      name: locale === 'en' ? 'Demo mode' : '演示模式',
    })
    await expect(demo).toBeVisible()
    await expect(demo).toContainText(locale === 'en' ? 'Demo' : '演示')
    expect(warnings).toEqual([])

    if (locale === 'zh-hans') {
      await new LoginPage(page).loginAs('demo', 'Webmail@2468')
      await expect(new ShellPage(page).welcome).toBeVisible()
      await page.reload()
      await expect(new ShellPage(page).welcome).toBeVisible()
      await page.waitForTimeout(1000)
      expect(warnings).toEqual([])
    }
  })
}

// A folder starts on the mail screen's part (vite.catalog.ts): the reader and compose tabs wait
// for the whole catalog, which loads on the first input (src/main.tsx, decision 215).
test.describe('the mail screen', () => {
  test.use({ signedInAs: 'demo', captcha: 'none' })

  for (const locale of ['zh-hans', 'en'] as const) {
    test(`${locale}: a cold start on a folder, a mail and compose show no uncompiled messages`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'language', value: locale, url: baseURL! }])
      const mailbox = new MailboxPage(page, locale)
      const warnings = uncompiled(page)
      await page.reload()
      await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
      const rows = page.locator('[role="tabpanel"]:visible table tbody tr[aria-rowindex]')
      await expect(rows.first()).toBeVisible()
      await page.waitForTimeout(1000)
      expect(warnings).toEqual([])

      await rows.nth(1).click()
      await expect(mailbox.tabList.getByRole('tab')).toHaveCount(2)
      await page.getByRole('button', { name: mailbox.labels.compose, exact: true }).click()
      await expect(mailbox.tabList.getByRole('tab')).toHaveCount(3)
      await expect(page.locator('[contenteditable="true"]:visible').first()).toBeVisible()
      await page.waitForTimeout(500)
      expect(warnings).toEqual([])
    })
  }
})
