/**
 * Invitations between two people (issue 14 "Proof"; §4, R-STATE-2): demo creates an event with a
 * colleague as participant → the colleague, in another browser, finds the invitation mail in
 * their inbox and accepts it from the mail's invitation bar → their calendar shows the same
 * answer → demo, opening the event again, sees that participant as accepted.
 */
import { expect, test } from '../fixtures.ts'
import { FolderListPage } from '../pages/FolderListPage.ts'
import { MailboxPage } from '../pages/MailboxPage.ts'
import { ReaderPage } from '../pages/ReaderPage.ts'
import { CalendarPage, dayAfter } from '../pages/CalendarPage.ts'
import { signInElsewhere } from './otherUser.ts'

// No mail of demo's own: a smaller database to hand from one browser to the next (otherUser.ts).
test.use({ signedInAs: 'demo', scenario: 'empty' })

const COLLEAGUE = { username: 'reviewer', name: '陈静', email: 'reviewer@huayu.example.com' }

test('a colleague accepts an invitation from the mail; the organiser sees the answer', async ({
  page,
  browser,
  backend,
  scenario,
}) => {
  const title = `E2E 邀请 ${Date.now()}`
  const day = dayAfter(2)

  // demo invites the colleague (picked from the suggestions).
  const organiser = new CalendarPage(page)
  await organiser.open()
  const editor = await organiser.startNew()
  await organiser.fillEvent(editor, { title, day, from: '19:00', to: '20:00' })
  await editor.getByRole('combobox', { name: '参与人' }).pressSequentially(COLLEAGUE.username)
  await page.getByRole('option', { name: new RegExp(COLLEAGUE.email) }).click()
  await expect(editor.getByRole('button', { name: `移除 ${COLLEAGUE.email}` })).toBeVisible()
  await editor.getByRole('button', { name: '保存' }).click()
  await expect(editor).toBeHidden()

  // The colleague, elsewhere, answers from the invitation mail.
  const colleague = await signInElsewhere(browser, page, COLLEAGUE.username, backend, { scenario })
  const mailbox = new MailboxPage(colleague.page)
  await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
  const subject = `会议邀请：${title}`
  const list = new FolderListPage(colleague.page)
  await list.row(subject).getByRole('button', { name: subject, exact: true }).click()
  const reader = new ReaderPage(colleague.page)
  await expect(reader.subject(subject)).toBeVisible()
  const bar = colleague.page.getByRole('tabpanel').getByRole('group', { name: '会议邀请' })
  await expect(bar).toContainText('这是一封会议邀请，是否参加？')
  await bar.getByRole('button', { name: '接受', exact: true }).click()
  await expect(bar).toContainText('已接受')
  await expect(bar.getByRole('button', { name: '接受', exact: true })).toHaveCount(0)

  // Their calendar says the same: the invitation is answered, the event is in their calendar.
  const theirs = new CalendarPage(colleague.page)
  await theirs.open()
  const invitation = colleague.page
    .getByRole('region', { name: '日程邀请' })
    .getByRole('listitem', { name: title })
  await expect(invitation).toContainText('已接受')
  await expect(invitation.getByRole('button', { name: '接受', exact: true })).toHaveCount(0)
  await theirs.showDay(day)
  await expect(theirs.event(title)).toBeVisible()

  // The organiser opens the event again: the colleague has accepted.
  const back = await signInElsewhere(browser, colleague.page, 'demo', backend, { scenario })
  await colleague.context.close()
  const calendar = new CalendarPage(back.page)
  await calendar.open()
  await calendar.showDay(day)
  const view = await calendar.openEvent(title)
  await expect(view.getByRole('list', { name: '参与人' })).toContainText(
    `${COLLEAGUE.name} · 已接受`,
  )
  await back.context.close()
})
