/**
 * The welcome page in each of the three languages, switched from the top bar; the choice is kept
 * in the language cookie (3650 days) and survives a reload.
 */
import { expect, signedInAt, test } from '../fixtures'
import { SHELL_LABELS, ShellPage } from '../pages/ShellPage'

const EXPECTED = {
  'zh-tw': {
    native: '繁體中文',
    greeting: '您好，王小明',
    unread: /^收件匣有 \d+ 封未讀郵件$/,
    capacity: /^已用 [\d.]+ M \/ 共 [\d.]+ M$/,
    tabs: ['郵箱', '行事曆', '通訊錄'],
    htmlLang: 'zh-TW',
  },
  en: {
    native: 'English',
    greeting: 'Hello, 王小明',
    unread: /^You have \d+ unread messages in your Inbox$/,
    capacity: /^Used [\d.]+ M \/ [\d.]+ M$/,
    tabs: ['Mail', 'Calendar', 'Contacts'],
    htmlLang: 'en',
  },
  'zh-hans': {
    native: '简体中文',
    greeting: '您好，王小明',
    unread: /^收件箱有 \d+ 封未读邮件$/,
    capacity: /^已用 [\d.]+ M \/ 共 [\d.]+ M$/,
    tabs: ['邮箱', '日程', '通讯录'],
    htmlLang: 'zh-CN',
  },
} as const

// R-LAYOUT-3: the language choice (zh-hans, zh-tw, en). Starts signed in on the home page.
test.describe(() => {
  test.use(signedInAt('/mailbox/welcome'))
  test('the welcome page speaks zh-hans, zh-tw and English, and remembers the choice', async ({
    page,
    context,
  }) => {
    await page.waitForURL('**/mailbox/welcome')

    let current: keyof typeof SHELL_LABELS = 'zh-hans'
    for (const locale of ['zh-tw', 'en', 'zh-hans'] as const) {
      const expected = EXPECTED[locale]
      await new ShellPage(page, SHELL_LABELS[current]).chooseLanguage(expected.native)
      current = locale
      const shell = new ShellPage(page, SHELL_LABELS[locale])
      await expect(shell.welcome.getByRole('heading', { name: expected.greeting })).toBeVisible()
      await expect(shell.welcome.getByRole('link', { name: expected.unread })).toBeVisible()
      await expect(shell.welcome.getByText(expected.capacity)).toBeVisible()
      for (const tab of expected.tabs)
        await expect(shell.banner().getByRole('tab', { name: tab })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', expected.htmlLang)

      const cookie = (await context.cookies()).find((c) => c.name === 'language')
      expect(cookie?.value).toBe(locale)
      // Asked for 3650 days (tests/unit/app/cookies.test.ts); Chromium caps any cookie at 400.
      expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * 86400 * 1000)
    }

    await new ShellPage(page, SHELL_LABELS['zh-hans']).chooseLanguage('English')
    await page.reload()
    await expect(
      page.getByTestId('welcome-page').getByRole('heading', { name: 'Hello, 王小明' }),
    ).toBeVisible()
  })
})
