/**
 * Reading mail (issue 3 "Reader") in simplified Chinese and English: opening an unread mail from
 * the list lowers the INBOX count; previous / next walk the list with previous disabled at the
 * first mail; a protected mail asks its password; an invitation is accepted, then Change offers
 * the other answers; a preview over 10 MB is refused; the More menu opens the source window.
 */
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { PROTECTED_MAIL_PASSWORD } from '../../../mocks/seed/readerFixtures.ts'
import { truncateTabTitle } from '../../../src/domain/format/tabTitle.ts'
import { expect, test, coreIn } from '../fixtures'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

/** Long enough to overrun any column; the English one holds an unbreakable token too. */
const LONG_SUBJECT: Record<MailboxLocale, string> = {
  'zh-hans':
    '关于二〇二六年第四季度华东区域渠道合作伙伴年度框架协议续签、价格体系调整、物流仓储外包招标以及售后服务网点整合方案的联合评审会议纪要与后续行动计划',
  en: 'Minutes of the joint review of the East China channel partner framework renewals, ref PROJECT-2026-Q4-EAST-CHINA-CHANNEL-PARTNER-FRAMEWORK-RENEWAL-AND-LOGISTICS-TENDER-REVIEW',
}

for (const locale of ['zh-hans', 'en'] as const satisfies MailboxLocale[]) {
  // The seeded mails come in each language; read the ones in the interface's language.
  const text = FIXTURE_TEXT[locale]

  test.describe(`reader (${locale})`, () => {
    test.use({ language: locale === 'zh-hans' ? null : locale })

    test(
      'opening an unread mail lowers the unread count; previous / next walk the list',
      coreIn(locale),
      async ({ page, mock }) => {
        const mailbox = new MailboxPage(page, locale)
        const reader = new ReaderPage(page, locale)
        const longUid = await mock.deliverMessage({
          subject: LONG_SUBJECT[locale],
          is_html: false,
          plain_text: 'Long subject',
        })
        await mailbox.open()
        const inbox = mailbox.folder(mailbox.labels.inbox)
        await expect(inbox).toBeVisible()
        const unreadBefore = await mailbox.unreadOf(inbox)

        // A long subject is one line ending in an ellipsis, the full text on hover, clear of the
        // date column.
        const long = mailbox
          .panel()
          .getByRole('button', { name: LONG_SUBJECT[locale], exact: true })
        await expect(long).toHaveAttribute('title', LONG_SUBJECT[locale])
        const longBox = (await long.boundingBox())!
        expect(longBox.height).toBeLessThan(30)
        expect(await long.evaluate((link) => link.scrollWidth > link.clientWidth)).toBe(true)
        const dateCell = long.locator('xpath=ancestor::tr').locator('td').nth(-2)
        expect(longBox.x + longBox.width).toBeLessThanOrEqual((await dateCell.boundingBox())!.x)

        await mailbox.panel().getByText(text.receiptSubject, { exact: true }).first().click()
        await expect(reader.subject(text.receiptSubject)).toBeVisible()
        await expect.poll(() => mailbox.unreadOf(inbox)).toBe(unreadBefore - 1)

        await reader.toolbar.getByRole('button', { name: reader.labels.next }).click()
        await expect(reader.subject(text.receiptSubject)).toBeHidden()
        await reader.toolbar.getByRole('button', { name: reader.labels.previous }).click()
        await expect(reader.subject(text.receiptSubject)).toBeVisible()

        // The first mail of the first page: previous is disabled, next is not.
        const [first] = await mailbox.listMail('INBOX')
        expect(first!.uid).toBe(longUid)
        await mailbox.tabList.getByRole('tab').first().click()
        await mailbox.panel().getByText(first!.subject, { exact: true }).first().click()
        await expect(reader.subject(first!.subject)).toBeVisible()
        await expect(
          reader.toolbar.getByRole('button', { name: reader.labels.previous }),
        ).toBeDisabled()
        await expect(reader.toolbar.getByRole('button', { name: reader.labels.next })).toBeEnabled()
        // In the reader the long subject wraps inside the pane.
        const heading = reader.subject(LONG_SUBJECT[locale])
        const headingBox = (await heading.boundingBox())!
        const fontSize = await heading.evaluate((title) =>
          parseFloat(getComputedStyle(title).fontSize),
        )
        expect(headingBox.height).toBeGreaterThanOrEqual(2 * fontSize)
        expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(page.viewportSize()!.width)
        expect(await heading.evaluate((title) => title.scrollWidth <= title.clientWidth)).toBe(true)
        // Its tab says the first 6 characters (12 Latin letters) and an ellipsis, all of it shown
        // (nothing cut earlier).
        const tabTitle = truncateTabTitle(LONG_SUBJECT[locale])
        expect(tabTitle).toMatch(locale === 'en' ? /^.{12}…$/u : /^.{6}…$/u)
        const tab = mailbox.tab(tabTitle)
        await expect(tab).toBeVisible()
        expect(await tab.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true)
      },
    )

    test('a protected mail opens with its password; an invitation is answered and changed', async ({
      page,
    }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      await mailbox.open()

      const locked = await reader.uidOf(text.protectedSubject)
      await mailbox.follow(`/mailbox/innerbox/INBOX?init=openMail&uid=${locked}`)
      await expect(reader.subject(text.protectedSubject)).toBeVisible()
      await expect(reader.body()).toHaveCount(0)
      await reader.enterPassword('Wrong1')
      await expect(page.getByText(reader.labels.wrongPassword)).toBeVisible()
      await reader.enterPassword(PROTECTED_MAIL_PASSWORD)
      await expect(reader.body()).toBeVisible()
      await expect(reader.body().contentFrame().getByText(text.protectedPlain)).toBeVisible()

      const invite = await reader.uidOf(text.inviteSubject)
      await mailbox.follow(`/mailbox/innerbox/INBOX?init=openMail&uid=${invite}`)
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

    test('a preview over 10 MB is refused; the More menu opens the source; attachments, body frame and print lay out', async ({
      page,
      context,
      mock,
    }) => {
      const mailbox = new MailboxPage(page, locale)
      const reader = new ReaderPage(page, locale)
      await mailbox.open()
      const popups: string[] = []
      context.on('page', (popup) => popups.push(popup.url()))

      const big = await reader.uidOf(text.bigSubject)
      await mailbox.follow(`/mailbox/innerbox/INBOX?init=openMail&uid=${big}`)
      await reader.button(reader.labels.preview(text.files.bigPdf)).click()
      await expect(page.getByText(reader.labels.previewRefused)).toBeVisible()
      await page.waitForTimeout(300)
      expect(popups).toEqual([])

      const html = await reader.uidOf(text.htmlSubject)
      await mailbox.follow(`/mailbox/innerbox/INBOX?init=openMail&uid=${html}`)
      await expect(reader.subject(text.htmlSubject)).toBeVisible()

      // 11 attachments: one row of cards, the body right under them on screen.
      const cards = reader.attachments().getByRole('listitem')
      await expect(cards.first()).toBeVisible()
      const shownCards = await cards.count()
      expect(shownCards).toBeLessThan(11)
      const rowTop = (await cards.first().boundingBox())!.y
      expect((await cards.last().boundingBox())!.y).toBe(rowTop)
      await expect(reader.body()).toBeInViewport()
      await reader
        .attachments()
        .getByRole('button', { name: reader.labels.showAll(11) })
        .click()
      await expect(cards).toHaveCount(11)
      expect((await cards.last().boundingBox())!.y).toBeGreaterThan(rowTop)
      const download = page.waitForEvent('download')
      await reader.attachments().getByRole('button', { name: reader.labels.downloadAll }).click()
      expect((await download).suggestedFilename()).toBe(`${text.htmlSubject}.zip`)
      // The frame is as tall as the mail: nothing scrolls inside it, the reader scrolls.
      await expect.poll(() => reader.bodyOverflow()).toBeLessThanOrEqual(1)
      expect((await reader.body().boundingBox())!.height).toBeGreaterThan(300)

      // Printed: the header lines right under the title, the body at its full height.
      await context.addInitScript(() => {
        window.print = () => undefined
      })
      const printWindow = context.waitForEvent('page')
      await reader.toolbar.getByRole('button', { name: reader.labels.print }).click()
      const printed = await printWindow
      const printTitle = printed.getByRole('heading', { level: 1, name: text.htmlSubject })
      const fromLabel = printed.getByText(reader.labels.from, { exact: true }).first()
      await expect(fromLabel).toBeVisible()
      const titleBox = (await printTitle.boundingBox())!
      expect((await fromLabel.boundingBox())!.y - (titleBox.y + titleBox.height)).toBeLessThan(40)
      await printed.close()
      popups.length = 0
      const sourceWindow = context.waitForEvent('page')
      await reader.chooseMore(reader.labels.viewSource)
      const source = await sourceWindow
      await expect(source).toHaveURL(new RegExp(`/messageInfo/${html}\\?folder=INBOX&view=2$`))
      await expect(source.getByLabel(reader.labels.sourceTitle)).toContainText('Return-Path:')

      // A short html mail takes little room: its frame is as short as its one line.
      const short = await mock.deliverMessage({
        subject: 'Short',
        is_html: true,
        html_text: '<p>See you at 3pm.</p>',
      })
      await mailbox.follow(`/mailbox/innerbox/INBOX?init=openMail&uid=${short}`)
      await expect
        .poll(async () => (await reader.body().boundingBox())?.height ?? Infinity)
        .toBeLessThan(100)
    })
  })
}
