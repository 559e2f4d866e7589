/**
 * The dark theme (issue 17) in Chromium with the system in dark: the app paints dark from the
 * first paint, the reader's HTML body sits on a light card (its colours untouched), and choosing
 * 浅色 in /setting/skin wins over the system, kept after a reload. One login walks it all.
 */
import type { Page } from '@playwright/test'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { expect, test } from '../fixtures'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'

test.use({ signedInAs: 'demo', colorScheme: 'dark' })

/** The page colour the app paints (Fluent's root, whose background is colorNeutralBackground1). */
const appBackground = (page: Page) =>
  page.evaluate(
    () => getComputedStyle(document.querySelector('.fui-FluentProvider')!).backgroundColor,
  )

const scheme = (page: Page) => page.evaluate(() => document.documentElement.style.colorScheme)

test('dark from the system, mail body on a light card, light chosen in settings wins', async ({
  page,
}) => {
  const mailbox = new MailboxPage(page)
  const reader = new ReaderPage(page)
  await mailbox.open()
  await expect.poll(() => appBackground(page)).toBe('rgb(41, 41, 41)')
  expect(await scheme(page)).toBe('dark')

  const subject = FIXTURE_TEXT['zh-hans'].inlineSubject
  const uid = await reader.uidOf(subject)
  await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
  await expect(reader.subject(subject)).toBeVisible()
  // The card's ring (useMailBodyStyles frameOnDark) edges it off the dark page.
  await expect(reader.body()).not.toHaveCSS('box-shadow', 'none')
  await expect(reader.body()).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  // Not recoloured: the mail's own document keeps the light page and dark text it was written for.
  const frameRoot = reader.body().contentFrame().locator('html')
  await expect(frameRoot).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(frameRoot).toHaveCSS('color', 'rgb(36, 36, 36)')

  await page.goto('/setting/skin')
  await expect(page.getByRole('radio', { name: '跟随系统' })).toBeChecked({ timeout: 20_000 })
  await page.getByRole('radio', { name: '浅色' }).check()
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('保存成功')).toBeVisible()
  await expect.poll(() => appBackground(page)).toBe('rgb(255, 255, 255)')
  expect(await scheme(page)).toBe('light')

  // The stored choice paints the next load from its first frame, before any settings answer.
  await page.reload({ waitUntil: 'commit' })
  await page.waitForFunction(() => document.documentElement.style.colorScheme !== '')
  expect(await scheme(page)).toBe('light')
  await expect(page.getByRole('radio', { name: '浅色' })).toBeChecked({ timeout: 20_000 })
  expect(await appBackground(page)).toBe('rgb(255, 255, 255)')
})
