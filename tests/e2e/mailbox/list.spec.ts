/**
 * The folder list (R-LIST, R-STATE-1, R-STATE-3, R-VALID) in
 * simplified Chinese and English: select menu, mark read lowering the unseen count, a colour
 * flag, a new tag applied to a mail, the inline remark with its two messages, move to a folder,
 * paging with jump, sort by size and the in-folder search. The `large` scenario checks that a
 * 100-mail page is virtualised: scrolling keeps the rendered rows bounded.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { FolderListPage } from '../pages/FolderListPage'
import { MailboxPage, type MailboxLocale } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

async function listPage(page: Page, query: string) {
  return page.evaluate(async (search) => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const response = await fetch(`/api/mail/messages/?${search}`, {
      headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
    })
    return (await response.json()) as {
      count: number
      unseen: number
      results: { uid: number; subject: string; size: number; flags: string[] }[]
    }
  }, query)
}

for (const locale of ['zh-hans', 'en'] as const satisfies MailboxLocale[]) {
  test.describe(`folder list (${locale})`, () => {
    test.use({ language: locale === 'zh-hans' ? null : locale })

    let list: FolderListPage

    test.beforeEach(async ({ page }) => {
      const mailbox = new MailboxPage(page, locale)
      await mailbox.open()
      list = new FolderListPage(page, locale)
      await list.waitLoaded()
    })

    test('select menu, then mark read lowers the unseen count', async ({ page }) => {
      const { labels } = list
      const first = await listPage(page, 'folder=INBOX&page=1&page_size=20')
      const unreadOnPage = first.results.filter((m) => !m.flags.includes('\\Seen')).length
      expect(unreadOnPage).toBeGreaterThan(0)

      await list.selectFromMenu('page')
      await expect(list.panel().getByText(labels.selected(20))).toBeVisible()
      await list.selectFromMenu('invert')
      await expect(list.panel().getByText(labels.selected(20))).toHaveCount(0)
      await list.selectFromMenu('all')
      await expect(list.panel().getByText(labels.selected(first.count))).toBeVisible()
      await list.panel().getByText(labels.cancelSelection).click()

      const before = await list.unseen()
      expect(before).toBe(first.unseen)
      await list.selectFromMenu('unread')
      await expect(list.panel().getByText(labels.selected(unreadOnPage))).toBeVisible()
      await list.menu(labels.markAs, labels.read)
      await list.selectFromMenu('none')
      await expect(list.unseenText()).toHaveText(labels.unseen(before - unreadOnPage))
    })

    test('a colour flag and a new tag on a mail', async ({ page }) => {
      const { labels } = list
      const [mail] = (await listPage(page, 'folder=INBOX&page=1&page_size=20')).results
      const row = list.row(mail!.subject)
      await row.getByRole('button', { name: labels.setFlag }).click()
      await page.getByRole('menuitem', { name: labels.greenFlag }).click()
      await expect(row.getByRole('button', { name: labels.greenFlag })).toBeVisible()

      await row.getByRole('button', { name: labels.tag, exact: true }).click()
      await page.getByRole('menuitem', { name: labels.newTag }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('textbox', { name: labels.tagName }).fill('  e2e标签  ')
      await dialog.getByRole('button', { name: labels.ok }).click()
      await expect(dialog).toBeHidden()
      await expect(list.row(mail!.subject).getByText('e2e标签', { exact: true })).toBeVisible()
    })

    test('inline remark: the two messages, then saved', async ({ page }) => {
      const { labels } = list
      const mails = (await listPage(page, 'folder=INBOX&page=1&page_size=20')).results
      const mail = mails.find((m) => m.subject.length > 0)!
      const row = list.row(mail.subject)
      await row.getByRole('button', { name: labels.addRemark }).first().click()
      const box = row.getByRole('textbox', { name: labels.remark })
      await row.getByRole('button', { name: labels.save }).click()
      await expect(row.getByText(labels.remarkRequired)).toBeVisible()
      await box.fill('长'.repeat(201))
      await row.getByRole('button', { name: labels.save }).click()
      await expect(row.getByText(labels.remarkTooLong)).toBeVisible()
      await box.fill('  回电客户  ')
      await row.getByRole('button', { name: labels.save }).click()
      await expect(list.row(mail.subject).getByText('回电客户', { exact: true })).toBeVisible()
      await expect(page.getByRole('textbox', { name: labels.remark })).toHaveCount(0)
    })

    test('move a mail to Spam', async ({ page }) => {
      const { labels } = list
      const first = await listPage(page, 'folder=INBOX&page=1&page_size=20')
      const mail = first.results[0]!
      await list.row(mail.subject).getByRole('checkbox').check()
      await list.menu(labels.moveTo, labels.spam)
      await expect(list.mailRows().filter({ hasText: mail.subject })).toHaveCount(0)
      const spam = await listPage(page, 'folder=Spam&page=1&page_size=100')
      expect(spam.results.map((m) => m.uid)).toContain(mail.uid)
    })

    // R-LIST-7 (paging, jump), R-LIST-5 (size sort)
    test('paging, jump to a page, and sort by size', async ({ page }) => {
      const { labels } = list
      const { count } = await listPage(page, 'folder=INBOX&page=1&page_size=20')
      const pages = Math.ceil(count / 20)
      const nav = list.panel().getByRole('navigation')
      await nav.getByRole('button', { name: labels.nextPage }).click()
      await expect(nav.getByText(labels.pageOf(2, pages))).toBeVisible()
      await nav.getByRole('spinbutton', { name: labels.jumpTo }).fill('5')
      await nav.getByRole('button', { name: labels.jump, exact: true }).click()
      await expect(nav.getByText(labels.pageOf(5, pages))).toBeVisible()
      const fifth = await listPage(page, 'folder=INBOX&page=5&page_size=20')
      await expect(list.mailRows().first()).toContainText(fifth.results[0]!.subject)

      await list.table().getByRole('columnheader', { name: labels.size }).click()
      const bySize = await listPage(page, 'folder=INBOX&page=1&page_size=20&sort=size&order=desc')
      await expect(nav.getByText(labels.pageOf(1, pages))).toBeVisible()
      await expect(list.mailRows().first()).toContainText(bySize.results[0]!.subject)
      await expect(list.mailRows().nth(1)).toContainText(bySize.results[1]!.subject)
    })

    // R-LIST-3
    test('in-folder search by subject', async ({ page }) => {
      const { labels } = list
      const [mail] = (await listPage(page, 'folder=INBOX&page=1&page_size=20')).results
      const word = Array.from(mail!.subject).slice(0, 4).join('')
      await list.toolbarButton(labels.moreSearch).click()
      const panel = list.panel().getByRole('search')
      await panel.getByRole('textbox', { name: labels.subject }).fill(word)
      await panel.getByRole('button', { name: labels.search, exact: true }).click()
      const expected = await listPage(
        page,
        `folder=INBOX&page=1&page_size=20&subject=${encodeURIComponent(word)}`,
      )
      await expect(list.mailRows()).toHaveCount(expected.results.length)
      for (const text of await list.mailRows().allInnerTexts()) expect(text).toContain(word)
    })
  })
}

test.describe('large scenario', () => {
  test.use({ scenario: 'large' })

  test('a 100-mail page is virtualised while scrolling', async ({ page }) => {
    const mailbox = new MailboxPage(page)
    await mailbox.open()
    const list = new FolderListPage(page)
    await list.waitLoaded()
    await list.panel().getByRole('combobox', { name: list.labels.pageSize }).selectOption('100')
    await expect(list.table()).toHaveAttribute('aria-rowcount', /^1\d\d$/)
    const scroller = list.table().locator('xpath=..')
    const rendered = () => list.table().locator('tbody tr[aria-rowindex]').count()
    expect(await rendered()).toBeLessThan(60)
    for (const fraction of [0.3, 0.6, 1]) {
      await scroller.evaluate((el, f) => el.scrollTo(0, el.scrollHeight * f), fraction)
      await page.waitForTimeout(150)
      expect(await rendered()).toBeLessThan(60)
    }
    // The end of the page is reachable: the last row is rendered after scrolling down.
    const rowCount = Number(await list.table().getAttribute('aria-rowcount'))
    await expect(list.table().locator(`tr[aria-rowindex="${rowCount}"]`)).toBeVisible()
  })
})
