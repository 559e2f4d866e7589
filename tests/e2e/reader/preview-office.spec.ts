/**
 * Office previews in the /preview window (issue 15), in simplified Chinese and English: the
 * seeded big-pdf mail's xlsx (two sheets as tabs), docx (in the sandboxed body frame) and pptx
 * (slide cards) show known text from their real sample files (tests/fixtures/office/).
 */
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { previewSearch } from '../../../src/domain/mail/attachments.ts'
import { expect, test } from '../fixtures'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'

test.use({ signedInAs: 'demo' })

for (const locale of ['zh-hans', 'en'] as const satisfies MailboxLocale[]) {
  const text = FIXTURE_TEXT[locale]

  test.describe(`office previews (${locale})`, () => {
    test.use({ language: locale === 'zh-hans' ? null : locale })

    test('the xlsx, docx and pptx of a mail show their content', async ({ page, context }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      await mailbox.open()
      const uid = await reader.uidOf(text.bigSubject)
      await mailbox.follow(`/mailbox/innerbox/INBOX?init=openMail&uid=${uid}`)

      // From the reader's attachment card: the preview opens in its own window.
      const opening = context.waitForEvent('page')
      await reader.button(reader.labels.preview(text.files.xlsx)).click()
      const sheet = await opening
      await expect(sheet.getByRole('cell', { name: 'Column2', exact: true })).toBeVisible()
      await sheet.getByRole('tab', { name: 'Sheet2' }).click()
      await expect(sheet.getByRole('cell', { name: 'Test 89', exact: true })).toBeVisible()
      await sheet.close()

      const open = async (name: string, sid: string) => {
        const query = { id: uid, fid: 'INBOX', sid, type: 'attach' as const }
        const suffix = name.slice(name.lastIndexOf('.') + 1)
        await page.goto(
          `/preview${previewSearch({ ...query, size: 20_000, suffix, name, subject: text.bigSubject })}`,
        )
      }

      await open(text.files.photoDocx, '4')
      const picture = page.getByTitle(text.files.photoDocx).contentFrame().getByRole('img')
      await expect(picture).toBeVisible()
      expect(await picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/)

      await open(text.files.pptx, '5')
      const slide = page.getByRole('region', { name: locale === 'en' ? 'Slide 1' : '幻灯片 1' })
      await expect(slide.getByText('Group test text', { exact: true })).toBeVisible()
      await expect(slide.getByRole('img')).toHaveCount(2)
    })

    test('a docx table reads as a table in the body frame', async ({ page }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      await mailbox.open()
      const uid = await reader.uidOf(text.htmlSubject)
      const name = text.files.docx
      await page.goto(
        `/preview${previewSearch({ id: uid, fid: 'INBOX', sid: '11', type: 'attach', size: 13_087, suffix: 'docx', name, subject: text.htmlSubject })}`,
      )
      const frame = page.getByTitle(name).contentFrame()
      await expect(frame.getByRole('cell', { name: 'Top left' })).toBeVisible()
      await expect(frame.getByText('Below', { exact: true })).toBeVisible()
    })
  })
}
