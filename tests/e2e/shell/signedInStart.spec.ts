/**
 * The signed-in start of the seeding fixture (`test.use({ signedInAs })`, decision 194): the
 * journey opens on the inbox already signed in, through one load of the app, on its own freshly
 * seeded data; the session is a real one (it survives a reload, signs out like any other).
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { FolderListPage } from '../pages/FolderListPage'
import { LoginPage } from '../pages/LoginPage'
import { MailboxPage } from '../pages/MailboxPage'
import { ShellPage } from '../pages/ShellPage'

test.use({ signedInAs: 'demo' })

/** Mail of INBOX as the signed-in user sees it through the API. */
async function inboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const response = await fetch('/api/mail/messages/?folder=INBOX&page_size=1', {
      headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
    })
    return ((await response.json()) as { count: number }).count
  })
}

test('starts on the inbox signed in, without loading the app twice; a reload keeps the session', async ({
  page,
}) => {
  const loads: string[] = []
  page.on('load', () => loads.push(page.url()))
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const list = new FolderListPage(page)
  await list.waitLoaded()
  // The page the fixture opened is used as it is: the login form never showed.
  expect(loads).toEqual([])
  expect(new URL(page.url()).pathname).toBe('/mailbox/innerbox/INBOX')
  await expect(new LoginPage(page).submitButton).toHaveCount(0)
  expect(await inboxCount(page)).toBeGreaterThan(0)

  await page.reload()
  await list.waitLoaded()
  expect(new URL(page.url()).pathname).toBe('/mailbox/innerbox/INBOX')

  // A session like any other: signing out ends it.
  await new ShellPage(page).logout()
  await expect(new LoginPage(page).submitButton).toBeVisible()
})

test.describe('with another scenario', () => {
  test.use({ scenario: 'empty' })

  test('the signed-in start seeds the scenario the test chose', async ({ page }) => {
    await new MailboxPage(page).open()
    expect(await page.evaluate(() => window.__mock?.scenario)).toBe('empty')
    expect(await inboxCount(page)).toBe(0)
  })
})
