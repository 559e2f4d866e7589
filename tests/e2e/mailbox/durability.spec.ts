/**
 * Demo data survives a reload right after a change (docs/mocks.md "Persistence"): a mail
 * delivered through the control surface is saved before `deliverMessage` resolves, and a change
 * in the large scenario's computed INBOX (a mail read, 'mark all read', a mail deleted for good)
 * is kept without storing its 100,000 mails. Each reload comes at once, with no pause for the
 * debounced save.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { FolderListPage } from '../pages/FolderListPage'
import { MailboxPage } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

interface Listed {
  count: number
  unseen: number
  results: { uid: number; subject: string; flags: string[] }[]
}

/** One call of the API with the session's token, as the app makes it. */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `JWT ${decodeURIComponent(token)}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
      return (await response.json()) as T
    },
    { method, path, body },
  )
}

const inbox = (page: Page) =>
  api<Listed>(page, 'GET', '/api/mail/messages/?folder=INBOX&page=1&page_size=20')

async function openInbox(page: Page): Promise<void> {
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  await new FolderListPage(page).waitLoaded()
}

async function reloadInbox(page: Page): Promise<void> {
  await page.reload()
  await new FolderListPage(page).waitLoaded()
}

test('a delivered mail is there after an immediate reload', async ({ page, mock }) => {
  await openInbox(page)
  const subject = `保存测试 ${Date.now()}`
  const uid = await mock.deliverMessage({ subject, plain_text: '重新加载后仍在' })
  await reloadInbox(page)
  const listed = await inbox(page)
  expect(listed.results.find((m) => m.uid === uid)?.subject).toBe(subject)
  await expect(new FolderListPage(page).table().getByText(subject)).toBeVisible()
})

test.describe('large scenario', () => {
  test.use({ scenario: 'large' })

  test('reading, deleting for good and marking all read survive a reload', async ({ page }) => {
    await openInbox(page)
    const before = await inbox(page)
    const unread = before.results.find((m) => !m.flags.includes('\\Seen'))!
    const doomed = before.results.find((m) => m.uid !== unread.uid)!
    await api(page, 'GET', `/api/mail/messages/${unread.uid}/?folder=INBOX`)
    await api(page, 'POST', '/api/mail/messages/real-delete/', {
      folder: 'INBOX',
      uids: [doomed.uid],
    })
    await reloadInbox(page)
    const after = await inbox(page)
    expect(after.count).toBe(before.count - 1)
    const doomedUnread = doomed.flags.includes('\\Seen') ? 0 : 1
    expect(after.unseen).toBe(before.unseen - 1 - doomedUnread)
    expect(after.results.find((m) => m.uid === unread.uid)?.flags).toContain('\\Seen')
    expect(after.results.some((m) => m.uid === doomed.uid)).toBe(false)

    await api(page, 'POST', '/api/mail/messages/read-all/', { folder: 'INBOX' })
    await reloadInbox(page)
    const read = await inbox(page)
    expect(read.unseen).toBe(0)
    expect(read.results.every((m) => m.flags.includes('\\Seen'))).toBe(true)
  })
})
