/**
 * Reading mail (issue 3 "Reader") in simplified Chinese and English: opening an unread mail from
 * the list lowers the INBOX count; previous / next walk the list with previous disabled at the
 * first mail; a protected mail asks its password; an invitation is accepted, then Change offers
 * the other answers; a preview over 10 MB is refused; the More menu opens the source window.
 */
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { PROTECTED_MAIL_PASSWORD } from '../../../mocks/seed/readerFixtures.ts'
import { expect, test } from '../fixtures'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'

for (const locale of ['zh-hans', 'en'] as const satisfies MailboxLocale[]) {
  // The seeded mails come in each language; read the ones in the interface's language.
  const text = FIXTURE_TEXT[locale]

  test.describe(`reader (${locale})`, () => {
    test('opening an unread mail lowers the unread count; previous / next walk the list', async ({
      page,
    }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      await mailbox.signIn()
      await mailbox.open()
      const inbox = mailbox.folder(mailbox.labels.inbox)
      await expect(inbox).toBeVisible()
      const unreadBefore = await mailbox.unreadOf(inbox)

      await mailbox.panel().getByText(text.receiptSubject, { exact: true }).first().click()
      await expect(reader.subject(text.receiptSubject)).toBeVisible()
      await expect.poll(() => mailbox.unreadOf(inbox)).toBe(unreadBefore - 1)

      await reader.toolbar.getByRole('button', { name: reader.labels.next }).click()
      await expect(reader.subject(text.receiptSubject)).toBeHidden()
      await reader.toolbar.getByRole('button', { name: reader.labels.previous }).click()
      await expect(reader.subject(text.receiptSubject)).toBeVisible()

      // The first mail of the first page: previous is disabled, next is not.
      const [first] = await mailbox.listMail('INBOX')
      await mailbox.tabList.getByRole('tab').first().click()
      await mailbox.panel().getByText(first!.subject, { exact: true }).first().click()
      await expect(reader.subject(first!.subject)).toBeVisible()
      await expect(
        reader.toolbar.getByRole('button', { name: reader.labels.previous }),
      ).toBeDisabled()
      await expect(reader.toolbar.getByRole('button', { name: reader.labels.next })).toBeEnabled()
    })

    test('a protected mail opens with its password; an invitation is answered and changed', async ({
      page,
    }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      await mailbox.signIn()
      await mailbox.open()

      const locked = await reader.uidOf(text.protectedSubject)
      await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${locked}`)
      await expect(reader.subject(text.protectedSubject)).toBeVisible()
      await expect(reader.body()).toHaveCount(0)
      await reader.enterPassword('Wrong1')
      await expect(page.getByText(reader.labels.wrongPassword)).toBeVisible()
      await reader.enterPassword(PROTECTED_MAIL_PASSWORD)
      await expect(reader.body()).toBeVisible()
      await expect(reader.body().contentFrame().getByText(text.protectedPlain)).toBeVisible()

      const invite = await reader.uidOf(text.inviteSubject)
      await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${invite}`)
      const bar = page.getByRole('tabpanel').getByRole('group', { name: reader.labels.invitation })
      await bar.getByRole('button', { name: reader.labels.accept, exact: true }).click()
      await expect(bar.getByText(reader.labels.accepted)).toBeVisible()
      await expect(
        bar.getByRole('button', { name: reader.labels.accept, exact: true }),
      ).toHaveCount(0)
      await bar.getByRole('button', { name: reader.labels.change }).click()
      await expect(bar.getByRole('button')).toHaveText([
        reader.labels.tentative,
        reader.labels.reject,
      ])
    })

    test('a preview over 10 MB is refused; the More menu opens the source', async ({
      page,
      context,
    }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      await mailbox.signIn()
      await mailbox.open()
      const popups: string[] = []
      context.on('page', (popup) => popups.push(popup.url()))

      const big = await reader.uidOf(text.bigSubject)
      await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${big}`)
      await reader.button(reader.labels.preview(text.files.bigPdf)).click()
      await expect(page.getByText(reader.labels.previewRefused)).toBeVisible()
      await page.waitForTimeout(300)
      expect(popups).toEqual([])

      const html = await reader.uidOf(text.htmlSubject)
      await mailbox.open(`/mailbox/innerbox/INBOX?init=openMail&uid=${html}`)
      await expect(reader.subject(text.htmlSubject)).toBeVisible()
      const sourceWindow = context.waitForEvent('page')
      await reader.chooseMore(reader.labels.viewSource)
      const source = await sourceWindow
      await expect(source).toHaveURL(new RegExp(`/messageInfo/${html}\\?folder=INBOX&view=2$`))
      await expect(source.getByLabel(reader.labels.sourceTitle)).toContainText('Return-Path:')
    })
  })
}
