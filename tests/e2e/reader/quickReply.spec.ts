/**
 * Quick reply (issue 4 "Quick reply"; R-SEND before, replying, sending, after; §5 'please
 * enter email content!') in simplified Chinese and English: a colleague's mail is answered from
 * the reader — empty content is refused, then the reply goes out, the box shows its success,
 * the reply sits in Sent and the original shows as answered in the list.
 */
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { expect, test } from '../fixtures'
import { FolderListPage } from '../pages/FolderListPage'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'
import { QuickReplyPage } from '../pages/QuickReplyPage'
import { ReaderPage } from '../pages/ReaderPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

/** The list row's read-state icon of an answered mail (src/features/mailbox/list/MailRow.tsx). */
const ANSWERED: Record<MailboxLocale, string> = { 'zh-hans': '已回复', en: 'Replied' }
/** The demo bundle's badge (src/app/DemoBar.tsx). */
const DEMO_BADGE: Record<MailboxLocale, string> = { 'zh-hans': '演示模式', en: 'Demo mode' }

for (const locale of ['zh-hans', 'en'] as const satisfies MailboxLocale[]) {
  const text = FIXTURE_TEXT[locale]

  test.describe(locale, () => {
    test.use({ language: locale === 'zh-hans' ? null : locale })

    test(`a mail is answered with a quick reply (${locale})`, async ({ page }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      const quick = new QuickReplyPage(page, locale)
      const reply = locale === 'en' ? 'Noted, I will be there.' : '收到，我会准时参加。'
      await mailbox.open()
      // A colleague's mail that asks for a receipt; not answered yet.
      const uid = await reader.uidOf(text.receiptSubject)
      await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
      await expect(reader.subject(text.receiptSubject)).toBeVisible()

      // The demo badge stays over the folder tree's empty foot: it covers nothing of the reader,
      // the start of Quick reply included, wherever the reader scrolls it to.
      const badge = page.getByRole('complementary', { name: DEMO_BADGE[locale] })
      const badgeBox = (await badge.boundingBox())!
      const readerBox = (await mailbox.panel().boundingBox())!
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(readerBox.x)

      await quick.expand()
      await expect(quick.editor()).toBeFocused()
      await quick.send()
      await expect(quick.alert()).toHaveText(quick.labels.noContent)

      await quick.type(reply)
      await expect(quick.editor()).toContainText(reply)
      await quick.send()
      await expect(quick.region.getByText(quick.labels.sent)).toBeVisible({ timeout: 20_000 })
      await expect(quick.editor()).toHaveCount(0)

      // The reply is in Sent; the list, told of the change, shows the original as answered.
      expect(await reader.uidOf(text.receiptSubject, 'Sent')).toBeGreaterThan(0)
      await mailbox.tabList.getByRole('tab').first().click()
      const row = new FolderListPage(page, locale).row(text.receiptSubject)
      await expect(row.getByRole('img', { name: ANSWERED[locale], exact: true })).toBeVisible()
    })
  })
}
