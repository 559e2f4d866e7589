/**
 * The folder tree (R-MAILBOX, R-VALID-1, R-LOCK-5) in
 * simplified Chinese and English: adding a folder with the 1–20 rule, deleting the open folder
 * (its mail moves to INBOX and the screen goes there), and a locked folder that asks for the
 * mailbox lock password once per session (the demo's is Lock@2468).
 */
import { expect, signedInAt, test, coreIn } from '../fixtures'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

for (const locale of ['zh-hans', 'en'] as const satisfies MailboxLocale[]) {
  test.describe(`folders (${locale})`, () => {
    test.use({ language: locale === 'zh-hans' ? null : locale })

    // A login and at least one full load of the mailbox, each restarting the in-page fake
    // backend: on busy 2-core machines that alone can take most of the default 45 s.
    test.beforeEach(() => test.slow())

    test('adds a folder: required, at most 20 characters, then it joins My Folders', async ({
      page,
    }) => {
      const mailbox = new MailboxPage(page, locale)
      await mailbox.open()
      const { labels } = mailbox

      await mailbox.addFolder('   ')
      await expect(mailbox.dialog()).toContainText(labels.nameRequired)
      await mailbox.dialog().getByRole('textbox').fill('项'.repeat(21))
      await mailbox.dialog().getByRole('button', { name: labels.ok }).click()
      await expect(mailbox.dialog()).toContainText(labels.nameLength)

      await mailbox.dialog().getByRole('textbox').fill(' 2025 年度合同 ')
      await mailbox.dialog().getByRole('button', { name: labels.ok }).click()
      await expect(mailbox.dialog()).toBeHidden()
      await expect(mailbox.myFolders.getByRole('link', { name: /2025 年度合同/ })).toBeVisible()
    })

    test.describe(() => {
      // Opened in the folder it deletes: the signed-in start is there (one load).
      test.use(signedInAt('/mailbox/innerbox/Clients'))

      // R-MAILBOX-5
      test(
        'deleting the open folder moves its mail to INBOX and goes there',
        coreIn(locale),
        async ({ page, mock }) => {
          const mailbox = new MailboxPage(page, locale)
          await mailbox.open('/mailbox/innerbox/Clients')
          // An unread mail in the folder, so its move shows in INBOX's unread count.
          await mock.deliverMessage({
            folder: 'Clients',
            subject: '季度对账单',
            plain_text: '附件',
          })
          await mailbox.refreshFolders()
          const inbox = mailbox.folder(mailbox.labels.inbox)
          await expect(mailbox.folder(/客户往来/)).toHaveAttribute('aria-current', 'page')
          const before = await mailbox.unreadOf(inbox)

          await mailbox.tree
            .getByRole('button', { name: mailbox.labels.deleteFolder('客户往来') })
            .click()
          const dialog = mailbox.dialog()
          await expect(dialog.getByRole('radio', { name: mailbox.labels.moveTo })).toBeChecked()
          await expect(dialog.getByRole('combobox')).toHaveValue('INBOX')
          await dialog
            .getByRole('button', { name: mailbox.labels.deleteConfirm, exact: true })
            .click()

          await page.waitForURL('**/mailbox/innerbox/INBOX')
          await expect(mailbox.folder(/客户往来/)).toHaveCount(0)
          await expect(inbox).toHaveAttribute('aria-current', 'page')
          await expect.poll(() => mailbox.unreadOf(inbox)).toBeGreaterThan(before)
        },
      )
    })

    test('a locked folder asks for the lock password once per session', async ({ page }) => {
      const mailbox = new MailboxPage(page, locale)
      await mailbox.open()
      const finance = mailbox.folder(/财务报销/)
      await expect(finance.getByLabel(mailbox.labels.locked)).toBeVisible()

      await finance.click()
      await mailbox.unlock('not-the-password')
      await expect(mailbox.dialog()).toContainText(mailbox.labels.wrongLockPassword)
      await mailbox.dialog().getByRole('button', { name: mailbox.labels.cancel }).click()
      await expect(mailbox.dialog()).toBeHidden()
      await expect(page.getByText(mailbox.labels.lockedNotice)).toBeVisible()

      await mailbox.folder(mailbox.labels.inbox).click()
      await finance.click()
      await mailbox.unlock('Lock@2468')
      await expect(mailbox.dialog()).toBeHidden()
      await expect(page.getByText(mailbox.labels.lockedNotice)).toBeHidden()

      await mailbox.folder(mailbox.labels.inbox).click()
      await finance.click()
      await expect(page).toHaveURL(/\/mailbox\/innerbox\/Finance/)
      await expect(mailbox.dialog()).toBeHidden()
      await expect(page.getByText(mailbox.labels.lockedNotice)).toBeHidden()
    })
  })
}
