/**
 * Full-text search results (R-LIST-10; issue 3 "Search") in simplified
 * Chinese and English: the top-bar box opens a result tab whose rows carry the folder name before
 * the subject, a result opens in a reader tab, and a search without hits names its criteria.
 */
import { expect, test, coreIn } from '../fixtures'
import { FolderListPage } from '../pages/FolderListPage'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const INBOX_NAME: Record<MailboxLocale, string> = { 'zh-hans': '收件箱', en: 'Inbox' }

for (const locale of ['zh-hans', 'en'] as const satisfies MailboxLocale[]) {
  test.describe(`search results (${locale})`, () => {
    test.use({ language: locale === 'zh-hans' ? null : locale })

    test(
      'results carry the folder prefix and open in a reader',
      coreIn(locale),
      async ({ page }) => {
        const mailbox = new MailboxPage(page, locale)
        await mailbox.open()
        const list = new FolderListPage(page, locale)
        await list.waitLoaded()
        const [mail] = await mailbox.listMail('INBOX')
        const word = Array.from(mail!.subject).slice(0, 4).join('')

        await mailbox.search(word)
        const results = page.getByRole('region', { name: list.labels.searchResults })
        await expect(results.getByRole('grid', { name: list.labels.list })).toBeVisible()
        const rows = results.locator('tbody tr[aria-rowindex]')
        await expect(rows.first()).toBeVisible()
        for (const text of await rows.allInnerTexts()) expect(text).toContain(word)
        await expect(rows.filter({ hasText: `[${INBOX_NAME[locale]}]` }).first()).toBeVisible()

        const tabsBefore = await mailbox.tabList.getByRole('tab').count()
        await rows.first().getByRole('button', { name: /\S/ }).filter({ hasText: word }).click()
        await expect(mailbox.tabList.getByRole('tab')).toHaveCount(tabsBefore + 1)
      },
    )

    test('a search without hits names the criteria', async ({ page }) => {
      const mailbox = new MailboxPage(page, locale)
      await mailbox.open()
      const list = new FolderListPage(page, locale)
      await mailbox.search('zqxjv')
      const results = page.getByRole('region', { name: list.labels.searchResults })
      await expect(
        results.getByText(list.labels.noMailFor(list.labels.keyword('zqxjv')), { exact: true }),
      ).toBeVisible()
    })
  })
}
