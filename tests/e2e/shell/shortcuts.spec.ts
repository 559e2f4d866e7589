/**
 * Every keyboard shortcut of issue 17 in the demo bundle, each proved by what it visibly does
 * (the URL, the mail that opens, the compose tab and its subject, the dialog, the server's
 * flags): ? the sheet, c compose, / search, g then i / s / d, j / k / o / Enter / u on the list,
 * the reader's r / a / f / # / s / Shift+U / Shift+I / e, Ctrl+Enter send, Esc close. None fires
 * while typing in a field; the switch on /setting/param turns them all off and on again
 * (decisions 307–309, 332). The list's selection shortcuts (ticked rows) are not this journey's.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { FolderListPage } from '../pages/FolderListPage'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'

test.use({ signedInAs: 'demo' })

/** The flags the server keeps on one mail of INBOX (null: it is no longer there). */
async function flagsOf(page: Page, uid: number, folder = 'INBOX'): Promise<string[] | null> {
  return page.evaluate(
    async ({ uid, folder }) => {
      const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
      const query = new URLSearchParams({ folder, page_size: '100' })
      // Asked again each time (a GET the browser kept would answer with the flags of before).
      const response = await fetch(`/api/mail/messages/?${query.toString()}`, {
        headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
        cache: 'no-store',
      })
      const body = (await response.json()) as { results: { uid: number; flags: string[] }[] }
      return body.results.find((mail) => mail.uid === uid)?.flags ?? null
    },
    { uid, folder },
  )
}

/** The sheet of shortcuts (the ? dialog). */
const sheet = (page: Page): Locator => page.getByRole('dialog', { name: '键盘快捷键' })

const path = (page: Page): string => new URL(page.url()).pathname

/** The layout's keys bind once their code has arrived, after the first paint (GlobalShortcuts). */
const keysBound = (page: Page) => expect(page.locator('html[data-global-keys]')).toHaveCount(1)

test('anywhere: ? the sheet, / search (and no shortcut while typing), c compose, Ctrl+Enter send, g then i / s / d', async ({
  page,
}) => {
  const mailbox = new MailboxPage(page)
  const list = new FolderListPage(page)
  const compose = new ComposePage(page)
  await mailbox.open()
  await list.waitLoaded()
  await keysBound(page)

  // ? opens the sheet, Esc closes it (typed as on a US keyboard: Shift and the / key).
  await page.keyboard.press('Shift+?')
  await expect(sheet(page)).toBeVisible()
  await expect(sheet(page)).toContainText('转到收件箱')
  await page.keyboard.press('Escape')
  await expect(sheet(page)).toBeHidden()

  // / puts the caret in the top bar's search; typing "c" there is text, not compose.
  const search = page.getByRole('searchbox', { name: mailbox.labels.searchBox })
  await page.keyboard.press('/')
  await expect(search).toBeFocused()
  await page.keyboard.type('c')
  await expect(search).toHaveValue('c')
  await page.keyboard.press('?')
  await expect(search).toHaveValue('c?')
  await page.waitForTimeout(500)
  await expect(compose.form).toHaveCount(0)
  await expect(sheet(page)).toHaveCount(0)
  await search.fill('')
  await search.blur()

  // c opens a compose tab; Ctrl+Enter in its subject field sends.
  await page.keyboard.press('c')
  await expect(compose.form).toBeVisible({ timeout: 20_000 })
  await compose.addRecipient('zhangsan@example.com')
  await compose.write('快捷键发出的信', '按 Ctrl+Enter 发送')
  await compose.form.getByRole('textbox', { name: '主题' }).focus()
  await page.keyboard.press('Control+Enter')
  await compose.result()

  // g then s / d / i: Sent (where the mail just sent is), Drafts, INBOX.
  await page.keyboard.press('g')
  await page.keyboard.press('s')
  await page.waitForURL('**/mailbox/innerbox/Sent')
  await expect(list.row('快捷键发出的信')).toBeVisible()
  await page.keyboard.press('g')
  await page.keyboard.press('d')
  await page.waitForURL('**/mailbox/innerbox/Drafts')
  await page.keyboard.press('g')
  await page.keyboard.press('i')
  await page.waitForURL('**/mailbox/innerbox/INBOX')
  await list.waitLoaded()
  expect(path(page)).toBe('/mailbox/innerbox/INBOX')
})

test('the list and the reader: j / k / o / Enter / u, r / a / f, s, Shift+U / Shift+I, e, #', async ({
  page,
  mock,
}) => {
  const mailbox = new MailboxPage(page)
  const list = new FolderListPage(page)
  const reader = new ReaderPage(page)
  const compose = new ComposePage(page)
  const subjects = ['快捷键之一', '快捷键之二', '快捷键之三']
  const uids: number[] = []
  for (const subject of subjects) {
    uids.push(await mock.deliverMessage({ subject, plain_text: `${subject}的正文` }))
  }
  await mailbox.open()
  await list.waitLoaded()
  // Newest first: 之三, 之二, 之一.
  await expect(list.mailRows().nth(0)).toContainText(subjects[2]!)
  await expect(list.mailRows().nth(1)).toContainText(subjects[1]!)
  // The letter keys are bound once the list painted (ListShortcuts.tsx).
  await expect(list.panel().locator('[data-letter-keys]')).toHaveCount(1)

  // j / k move the active row (it takes the focus), o opens it, u goes back to the list.
  await page.keyboard.press('j')
  await expect(list.mailRows().nth(1)).toBeFocused()
  await page.keyboard.press('j')
  await expect(list.mailRows().nth(2)).toBeFocused()
  await page.keyboard.press('k')
  await expect(list.mailRows().nth(1)).toBeFocused()
  await page.keyboard.press('o')
  await expect(reader.subject(subjects[1]!)).toBeVisible()
  await page.keyboard.press('u')
  await expect(reader.subject(subjects[1]!)).toHaveCount(0)
  await expect(mailbox.tabList.getByRole('tab')).toHaveCount(1)
  await expect(list.table()).toBeVisible()
  // Enter opens the active row too.
  await page.keyboard.press('k')
  await expect(list.mailRows().nth(0)).toBeFocused()
  await page.keyboard.press('Enter')
  const subject = subjects[2]!
  const uid = uids[2]!
  await expect(reader.subject(subject)).toBeVisible()
  await expect.poll(() => flagsOf(page, uid)).toContain('\\Seen')

  // Shift+I marks it read: the action's "operation success" (the first toast of the journey).
  // The toast itself (the live region repeats its text for screen readers).
  const success = page.locator('.fui-ToastTitle').filter({ hasText: '操作成功' })
  await expect(success).toHaveCount(0)
  await page.keyboard.press('Shift+I')
  await expect(success).toBeVisible()

  // r / a / f: a compose tab with the right subject; Esc closes it.
  for (const [key, prefix] of [
    ['r', 'Re: '],
    ['a', 'Re: '],
    ['f', 'Fw: '],
  ] as const) {
    await page.keyboard.press(key)
    await expect(compose.form.getByRole('textbox', { name: '主题' })).toHaveValue(
      `${prefix}${subject}`,
      { timeout: 20_000 },
    )
    // Esc closes the compose tab; unsent, it asks first (the tab's close question).
    await page.keyboard.press('Escape')
    const question = page.getByRole('alertdialog')
    await expect(question).toContainText('邮件尚未发送，确定要关闭吗？')
    await question.getByRole('button', { name: '关闭', exact: true }).click()
    await expect(compose.form).toHaveCount(0)
    await expect(reader.subject(subject)).toBeVisible()
  }

  // s flags the mail (the red flag).
  await page.keyboard.press('s')
  await expect.poll(() => flagsOf(page, uid)).toContain('\\flagged')

  // Shift+U marks it unread: unread mail goes back to the list.
  await page.keyboard.press('Shift+U')
  await expect(reader.subject(subject)).toHaveCount(0)
  await expect(list.row(subject).getByRole('img', { name: '未读' })).toBeVisible()
  await expect.poll(() => flagsOf(page, uid)).not.toContain('\\Seen')

  // e opens the move-to picker, Esc closes it; # deletes (to 已删除).
  await page.keyboard.press('Enter')
  await expect(reader.subject(subject)).toBeVisible()
  await page.keyboard.press('e')
  const picker = page.getByRole('menu')
  await expect(picker.getByRole('menuitem', { name: /^已删除/ })).toBeVisible()
  // Opened by the key, the picker does not take the focus (left for the reader's owner):
  // Esc reaches it once the focus is in it.
  await picker.getByRole('menuitem').first().focus()
  await page.keyboard.press('Escape')
  await expect(picker).toHaveCount(0)
  await expect(reader.subject(subject)).toBeVisible()
  // # as typed on a US keyboard (Shift+3); delete is More-menu item 10 for this account.
  await page.keyboard.press('Shift+#')
  await expect(reader.subject(subject)).toHaveCount(0)
  await expect.poll(() => flagsOf(page, uid)).toBeNull()
  expect((await mailbox.listMail('Trash')).map((mail) => mail.subject)).toContain(subject)
  await expect(list.row(subject)).toHaveCount(0)
})

test('the switch on /setting/param turns the shortcuts off, and on again', async ({ page }) => {
  const mailbox = new MailboxPage(page)
  const list = new FolderListPage(page)
  const compose = new ComposePage(page)
  const shortcuts = page.getByRole('switch', { name: '键盘快捷键' })
  const save = async (on: boolean) => {
    await page.goto('/setting/param')
    await expect(shortcuts).toBeChecked({ checked: !on, timeout: 20_000 })
    await shortcuts.click()
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible()
    // Back to the mail (a new load: the switch is kept on the server; that a save applies at
    // once to the open app is ParamSettingsPage.test.tsx's).
    await mailbox.open()
    await list.waitLoaded()
    // Bound or not, the keys' code is there: off is the switch, not a key pressed too early.
    await keysBound(page)
  }

  await save(false)
  await page.keyboard.press('c')
  await page.keyboard.press('?')
  // Nothing to wait for when nothing happens: long enough for either to have shown.
  await page.waitForTimeout(1_000)
  await expect(compose.form).toHaveCount(0)
  await expect(sheet(page)).toHaveCount(0)
  expect(new URL(page.url()).search).toBe('')

  await save(true)
  // A c pressed before the layout's keys arrived was lost (1 run in 9): save() waits for them.
  await page.keyboard.press('c')
  await expect(compose.form).toBeVisible()
})
