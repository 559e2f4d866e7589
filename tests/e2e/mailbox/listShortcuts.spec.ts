/**
 * The mail keys on the folder list (issue 17, decisions 330, 331) in the demo bundle: two unread
 * mails ticked with their checkboxes, then Shift+I marks them read and Shift+U unread again, s
 * flags them, # deletes them (they leave the inbox and are listed in Trash); a row reached with
 * j / k, then e opens the move-to picker, and a folder moves that mail.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { FolderListPage } from '../pages/FolderListPage'
import { MailboxPage } from '../pages/MailboxPage'

test.use({ signedInAs: 'demo' })

async function inboxPage(page: Page) {
  return page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const response = await fetch('/api/mail/messages/?folder=INBOX&page=1&page_size=20', {
      headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
    })
    const body = (await response.json()) as {
      results: { uid: number; subject: string; flags: string[] }[]
    }
    return body.results
  })
}

test('ticked mails: Shift+I read, Shift+U unread, s flag, # to Trash; j / k then e opens Move to', async ({
  page,
}) => {
  const mailbox = new MailboxPage(page, 'zh-hans')
  await mailbox.open()
  const list = new FolderListPage(page, 'zh-hans')
  await list.waitLoaded()
  // The letter keys are bound once their code arrived, after the list painted.
  await expect(list.panel().locator('[data-letter-keys]')).toHaveCount(1)

  const mails = await inboxPage(page)
  // Two unread mails without a flag (neither answered nor forwarded), as the rows show them.
  const plainRows = list
    .mailRows()
    .filter({ has: page.getByRole('img', { name: '未读', exact: true }) })
    .filter({ has: page.getByRole('button', { name: list.labels.setFlag, exact: true }) })
  const uids = await plainRows.evaluateAll((rows) =>
    rows.slice(0, 2).map((row) => Number(row.getAttribute('data-uid'))),
  )
  const picked = mails.filter((m) => uids.includes(m.uid))
  expect(picked).toHaveLength(2)
  const rowOf = (uid: number) => list.table().locator(`tr[data-uid="${uid}"]`)
  for (const mail of picked) {
    await rowOf(mail.uid).getByRole('checkbox').check()
  }
  await expect(list.panel().getByText(list.labels.selected(2))).toBeVisible()

  await page.keyboard.press('Shift+I')
  for (const mail of picked) {
    await expect(rowOf(mail.uid).getByRole('img', { name: '已读', exact: true })).toBeVisible()
  }
  await page.keyboard.press('Shift+U')
  for (const mail of picked) {
    await expect(rowOf(mail.uid).getByRole('img', { name: '未读', exact: true })).toBeVisible()
  }

  await page.keyboard.press('s')
  for (const mail of picked) {
    await expect(rowOf(mail.uid).getByRole('button', { name: '红色旗标' })).toBeVisible()
  }

  await page.keyboard.press('#')
  for (const mail of picked) await expect(rowOf(mail.uid)).toHaveCount(0)
  const trash = (await mailbox.listMail('Trash')).map((m) => m.subject)
  for (const mail of picked) expect(trash).toContain(mail.subject)

  // Nothing ticked now: j / k choose the row the keys act on.
  await expect(list.panel().getByText(list.labels.selected(2))).toHaveCount(0)
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await page.keyboard.press('k')
  const focused = page.locator('tr[data-uid]:focus')
  await expect(focused).toHaveAttribute('aria-rowindex', /\d+/)
  const uid = Number(await focused.getAttribute('data-uid'))
  const subject = mails.find((m) => m.uid === uid)?.subject ?? ''
  expect(subject).not.toBe('')
  await page.keyboard.press('e')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await menu.getByRole('menuitem', { name: list.labels.spam, exact: true }).click()
  await expect(rowOf(uid)).toHaveCount(0)
  expect((await mailbox.listMail('Spam')).map((m) => m.subject)).toContain(subject)

  // The deleted mails are listed in Trash.
  await mailbox.open('/mailbox/innerbox/Trash')
  await list.waitLoaded()
  for (const mail of picked) {
    await expect(list.mailRows().filter({ hasText: mail.subject }).first()).toBeVisible()
  }
})

// Issue 17: the keyboard's row shows Fluent's 2 px focus stroke, inside the row (the scroll box
// would cut an outer one), in place of the browser's thin ring that the dark theme nearly hid.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the row reached with j has a clear focus ring (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    const mailbox = new MailboxPage(page, 'zh-hans')
    await mailbox.open()
    const list = new FolderListPage(page, 'zh-hans')
    await list.waitLoaded()
    await expect(list.panel().locator('[data-letter-keys]')).toHaveCount(1)
    await list.mailRows().first().focus()
    await page.keyboard.press('j')
    const row = list.mailRows().nth(1)
    await expect(row).toBeFocused()
    const ring = await row.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        style: style.outlineStyle,
        width: style.outlineWidth,
        offset: style.outlineOffset,
        color: style.outlineColor,
        background: getComputedStyle(document.body).backgroundColor,
      }
    })
    expect(ring).toMatchObject({ style: 'solid', width: '2px', offset: '-2px' })
    expect(ring.color).not.toBe(ring.background)
  })
}
