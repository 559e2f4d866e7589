/**
 * Reader in Chromium, simplified Chinese and English: a cid: inline PNG is painted inside the
 * sandboxed body frame while the cid: SVG and html parts are not (they stay listed as files); a
 * deep-linked mail has working previous / next; in the unread view next visits every mail in the
 * order the list showed it, although each one read leaves that view.
 */
import { INLINE_PARTS, FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { expect, test } from '../fixtures'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

for (const locale of ['zh-hans', 'en'] as const satisfies MailboxLocale[]) {
  const text = FIXTURE_TEXT[locale]

  test.describe(`reader inline images and stepping (${locale})`, () => {
    test.use({ language: locale === 'zh-hans' ? null : locale })

    test('a cid: PNG shows in the body, cid: SVG / html do not; prev / next work', async ({
      page,
    }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      await mailbox.open()
      const uid = await reader.uidOf(text.inlineSubject)
      await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)
      await expect(reader.subject(text.inlineSubject)).toBeVisible()

      const frame = reader.body().contentFrame()
      const logo = frame.getByRole('img', { name: 'Huayu' })
      await expect(logo).toHaveAttribute('src', /^data:image\/png;base64,/)
      // Painted, not just present: the frame's CSP lets the data: image decode.
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      for (const name of ['chart', 'page'])
        await expect(frame.getByRole('img', { name })).not.toHaveAttribute('src', /.+/)

      const files = page
        .getByRole('tabpanel')
        .getByRole('region', { name: reader.labels.attachments, exact: true })
      await expect(files.getByText(INLINE_PARTS.logo.name, { exact: true })).toHaveCount(0)
      await expect(files.getByText(INLINE_PARTS.chart.name, { exact: true })).toBeVisible()
      await expect(files.getByText(INLINE_PARTS.stray.name, { exact: true })).toBeVisible()

      // Opened by a link, not from the list: it still has its neighbours in INBOX.
      await expect(reader.toolbar.getByRole('button', { name: reader.labels.next })).toBeEnabled()
      await expect(
        reader.toolbar.getByRole('button', { name: reader.labels.previous }),
      ).toBeEnabled()
      await reader.toolbar.getByRole('button', { name: reader.labels.previous }).click()
      await expect(reader.subject(text.inlineSubject)).toBeHidden()
    })

    test('in the unread view, next visits each unread mail in the listed order', async ({
      page,
    }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      await mailbox.open('/mailbox/innerbox/INBOX?view=unread')
      const unread = await page.evaluate(async () => {
        const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
        const query = 'folder=INBOX&view=unread&page=1&page_size=4'
        const response = await fetch(`/api/mail/messages/?${query}`, {
          headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
        })
        return ((await response.json()) as { results: { subject: string }[] }).results.map(
          (r) => r.subject,
        )
      })
      expect(unread).toHaveLength(4)
      // By keyboard: the subject is a button in its row.
      await mailbox
        .panel()
        .getByRole('button', { name: unread[0]!, exact: true })
        .first()
        .press('Enter')
      await expect(reader.subject(unread[0]!)).toBeVisible()
      for (const subject of unread.slice(1)) {
        await reader.toolbar.getByRole('button', { name: reader.labels.next }).click()
        await expect(reader.subject(subject)).toBeVisible()
      }
      for (const subject of unread.slice(0, 3).reverse()) {
        await reader.toolbar.getByRole('button', { name: reader.labels.previous }).click()
        await expect(reader.subject(subject)).toBeVisible()
      }
    })
  })
}
