/**
 * The compose address book picker in Chromium (R-ADDR): the dialog
 * is reachable by role and name (jsdom's tabster may hide it; a browser must not), keyboard moves
 * through the tree, a searched personal contact and two members of a department go to To as
 * chips on OK.
 */
import { expect, test } from '../fixtures'
import { AddressBookPage } from '../pages/AddressBookPage'
import { ComposePage } from '../pages/ComposePage'
import { MailboxPage } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

test('a personal contact and two department members are picked into To', async ({ page }) => {
  test.setTimeout(120_000)
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const compose = new ComposePage(page)
  await compose.open(mailbox)

  const book = new AddressBookPage(page)
  await book.open(compose.form)
  await expect(book.node('个人通讯录')).toBeVisible()
  await expect(book.node('组织通讯录')).toBeVisible()
  await expect(book.dialog.getByText('第 1 / 4 页')).toBeVisible()

  // Keyboard: from the personal book down to its first group, Enter shows its members.
  await book.node('个人通讯录').focus()
  await page.keyboard.press('ArrowDown')
  await expect(book.node('同事')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(book.node('同事')).toHaveAttribute('aria-selected', 'true')

  await book.search('陈静')
  await book.row('陈静').check()
  await book.addTo()

  await book.choose('组织通讯录', '华宇科技', '研发中心', '前端组')
  await book.row('李霞').check()
  await book.row('周洋').check()
  await book.addTo()
  await expect(book.chosen.getByText('已选择（3）')).toBeVisible()
  await book.confirm()

  const to = compose.form.getByRole('group', { name: '收件人' })
  await expect(to.getByRole('button', { name: /^编辑收件人/ })).toHaveText(['陈静', '李霞', '周洋'])
})
