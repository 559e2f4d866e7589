/**
 * The mailbox tab strip (R-MAILBOX and "Mailbox query parameters") in
 * simplified Chinese and English: mails open in tabs titled with 6 characters plus an ellipsis,
 * opening one again reuses its tab, close-all keeps the folder list; the init=openMail /
 * openSentMail / composeMail links open their tabs and leave the URL; the top-bar search opens a
 * result tab, reused for the same search.
 */
import { truncateTabTitle } from '../../../src/domain/format/tabTitle.ts'
import { expect, signedInAt, test } from '../fixtures'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

for (const locale of ['zh-hans', 'en'] as const satisfies MailboxLocale[]) {
  test.describe(`mailbox tabs (${locale})`, () => {
    test.use({ language: locale === 'zh-hans' ? null : locale })

    // A login and at least one full load of the mailbox, each restarting the in-page fake
    // backend: on busy 2-core machines that alone can take most of the default 45 s.
    test.beforeEach(() => test.slow())

    // R-MAILBOX-3
    test('mails open in tabs, reopening reuses the tab, close-all keeps the list', async ({
      page,
    }) => {
      const mailbox = new MailboxPage(page, locale)
      await mailbox.open()
      const [first, second] = (await mailbox.listMail('INBOX')).filter(
        (mail) => Array.from(mail.subject.trim()).length > 6,
      )
      if (!first || !second) throw new Error('the seed has no two INBOX mails with long subjects')

      // A deep link opens the first; its tab is titled once the reader has the subject.
      await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${first.uid}`)
      await expect(mailbox.tab(truncateTabTitle(first.subject))).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(page).not.toHaveURL(/init=/)
      await expect(
        page.getByTitle(mailbox.labels.close(first.subject.trim()), { exact: true }),
      ).toBeVisible()

      // The second from the folder list.
      await mailbox.tabList.getByRole('tab').first().click()
      await mailbox.panel().getByText(second.subject, { exact: true }).first().click()
      await expect(mailbox.tab(truncateTabTitle(second.subject))).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(mailbox.tabList.getByRole('tab')).toHaveCount(3)

      // The first again: its tab comes back to the front, no third reader.
      await mailbox.tabList.getByRole('tab').first().click()
      await mailbox.panel().getByText(first.subject, { exact: true }).first().click()
      await expect(mailbox.tab(truncateTabTitle(first.subject))).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(mailbox.tabList.getByRole('tab')).toHaveCount(3)

      await page.getByRole('button', { name: mailbox.labels.closeAll }).click()
      await expect(mailbox.tabList.getByRole('tab')).toHaveCount(1)
      await expect(mailbox.tabList.getByRole('tab').first()).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(page.getByRole('button', { name: mailbox.labels.closeAll })).toBeHidden()
    })

    test('openSentMail and composeMail links open their tabs once', async ({ page }) => {
      const mailbox = new MailboxPage(page, locale)
      await mailbox.open()
      const [sent] = (await mailbox.listMail('Sent')).filter((mail) => mail.subject.trim())
      if (!sent) throw new Error('the seed has no Sent mail')

      await mailbox.open(`/mailbox/innerbox/INBOX?init=openSentMail&uid=${sent.uid}`)
      await expect(mailbox.tab(truncateTabTitle(sent.subject))).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(page).not.toHaveURL(/init=/)

      await mailbox.open(
        `/mailbox/innerbox/INBOX?init=composeMail&to=${encodeURIComponent('a@x.com;b@y.com，c@z.cn')}`,
      )
      await expect(mailbox.tab(truncateTabTitle(mailbox.labels.compose))).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(page).not.toHaveURL(/init=|to=/)
      await expect(mailbox.tabList.getByRole('tab')).toHaveCount(2)
      // A reload does not open it again.
      await page.reload()
      await expect(mailbox.tabList).toBeVisible()
      await expect(mailbox.tabList.getByRole('tab')).toHaveCount(1)
    })

    test.describe(() => {
      // The search starts from Sent: the signed-in start is there (one load).
      test.use(signedInAt('/mailbox/innerbox/Sent'))

      test('the top-bar search opens a result tab, reused for the same search', async ({
        page,
      }) => {
        const mailbox = new MailboxPage(page, locale)
        await mailbox.open('/mailbox/innerbox/Sent')
        await mailbox.search('  报告 ')
        await expect(mailbox.tab('报告')).toHaveAttribute('aria-selected', 'true')
        await expect(page).toHaveURL(/\/mailbox\/innerbox\/Sent$/)
        await mailbox.tabList.getByRole('tab').first().click()
        await mailbox.search('报告')
        await expect(mailbox.tab('报告')).toHaveAttribute('aria-selected', 'true')
        await expect(mailbox.tabList.getByRole('tab')).toHaveCount(2)
      })
    })
  })
}
