/**
 * /setting/skin and /setting/tag (issue 12) in Chromium. Skin: a card chosen and saved is worn
 * at once, kept after a reload, and a NEW browser (no cookies, no local storage) signing in as
 * the same user gets it from the server. Tag: behind the file lock (R-ROUTE-8); a refused name
 * keeps the input; created, renamed and recoloured, kept after a reload and shown on a mail;
 * deleted after a confirmation, and the mail no longer shows it.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { CORE, expect, signedInAt, test, type Backend } from '../fixtures'
import { FolderListPage } from '../pages/FolderListPage'
import { LockSettingsPage, ModuleLockCheck } from '../pages/LockSettingsPage'
import { LoginPage } from '../pages/LoginPage'

const DEMO = { user: 'demo', password: 'Webmail@2468' }
/** The jade skin's brand colour (src/app/theme/skins.ts): what the app's buttons wear. */
const JADE = '#00845a'

const brandColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.querySelector('.fui-FluentProvider')!)
      .getPropertyValue('--colorBrandBackground')
      .trim()
      .toLowerCase(),
  )

/**
 * Another browser: nothing of this one's cookies or local storage. On the mock server (`http`)
 * the server is simply shared; the demo's server lives in the page's IndexedDB, so that (and only
 * that) is carried over.
 */
async function anotherBrowser(page: Page, browser: Browser, backend: Backend, baseURL: string) {
  if (backend === 'http') return browser.newContext({ baseURL })
  const state = await page.context().storageState({ indexedDB: true })
  return browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: state.origins.map((origin) => ({ ...origin, localStorage: [] })),
    },
  })
}

async function unreadMail(page: Page): Promise<{ uid: number; subject: string }> {
  return page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const response = await fetch(
      '/api/mail/messages/?folder=INBOX&page=1&page_size=20&view=unread',
      {
        headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
      },
    )
    const page = (await response.json()) as { results: { uid: number; subject: string }[] }
    return page.results[0]!
  })
}

async function tagMail(page: Page, uid: number, tagname: string) {
  const status = await page.evaluate(
    async ({ uid, tagname }) => {
      const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
      const response = await fetch('/api/mail/messages/flags/', {
        method: 'POST',
        headers: {
          Authorization: `JWT ${decodeURIComponent(token)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ folder: 'INBOX', uids: [uid], action: 'add', flags: [tagname] }),
      })
      return response.status
    },
    { uid, tagname },
  )
  expect(status).toBe(200)
}

// The screen size the product is drawn for: the login notices' card tray (bottom right) stays
// clear of the settings column.
test.use({ viewport: { width: 1440, height: 900 } })

/** The inbox's unread mail, reached in the app (home page's link), not by a new load. */
async function openUnread(page: Page) {
  await page.getByRole('tablist', { name: '功能区' }).getByRole('tab', { name: '邮箱' }).click()
  await page.getByRole('link', { name: /^收件箱有 \d+ 封未读邮件/ }).click()
}

// Both journeys start signed in on the page they begin with (one load of the app); the new
// browser of the first signs in through the form, as a user there would.
test.describe(() => {
  test.use(signedInAt('/setting/skin'))
  test(
    'a saved skin is worn, kept after a reload and follows the user to a new browser',
    CORE,
    async ({ page, browser, backend, baseURL }) => {
      const jade = page.getByRole('radio', { name: '翡翠绿' })
      await expect(page.getByRole('radio', { name: '经典蓝' })).toBeChecked()
      // The card is the radio's label (the radio itself is visually hidden).
      await page.getByText('翡翠绿', { exact: true }).click()
      await expect(jade).toBeChecked()
      await page.getByRole('button', { name: '保存' }).click()
      await expect(page.getByText('保存成功')).toBeVisible()
      await expect.poll(() => brandColour(page)).toBe(JADE)

      await page.reload()
      await expect(page.getByRole('radio', { name: '翡翠绿' })).toBeChecked({ timeout: 20_000 })
      await expect(page.getByRole('radio', { name: '翡翠绿' })).toHaveAccessibleDescription(
        '使用中',
      )
      expect(await brandColour(page)).toBe(JADE)

      let other: BrowserContext | undefined
      try {
        other = await anotherBrowser(page, browser, backend, baseURL!)
        const fresh = await other.newPage()
        await fresh.goto('/login')
        await new LoginPage(fresh).loginAs(DEMO.user, DEMO.password)
        await expect.poll(() => brandColour(fresh), { timeout: 20_000 }).toBe(JADE)
        await fresh.goto('/setting/skin')
        await expect(fresh.getByRole('radio', { name: '翡翠绿' })).toBeChecked({ timeout: 20_000 })
      } finally {
        await other?.close()
      }
    },
  )
})

test.describe(() => {
  test.use(signedInAt('/mailbox/welcome'))
  test('tags: behind the file lock; created, renamed, recoloured, deleted off the mail', async ({
    page,
  }) => {
    const locks = new LockSettingsPage(page)
    await locks.openFromAvatar()
    await locks.tab('文件中心')
    await locks.setPassword('File@2468')
    await locks.close()
    await page.goto('/setting/tag')
    const check = new ModuleLockCheck(page, '文件中心已加锁')
    await check.enter('File@2468')
    await expect(check.dialog).toBeHidden()
    const tags = page.getByRole('list', { name: '我的标签' })
    await expect(tags.getByText('项目', { exact: true })).toBeVisible()

    // A name the server refuses (taken) keeps what was typed.
    await page.getByRole('button', { name: '新建标签' }).click()
    const create = page.getByRole('dialog', { name: '新建标签' })
    const name = create.getByRole('textbox', { name: /标签名称/ })
    await name.fill('重要')
    await create.getByRole('button', { name: '确定' }).click()
    await expect(create.getByText('该标签已存在')).toBeVisible()
    await expect(name).toHaveValue('重要')
    await name.fill('  季度汇报 ')
    await create.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('标签已创建')).toBeVisible()
    await expect(tags.getByText('季度汇报', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: '编辑标签“季度汇报”' }).click()
    const edit = page.getByRole('dialog', { name: '编辑标签' })
    await edit.getByRole('textbox', { name: /标签名称/ }).fill('季度汇报终稿')
    await edit.getByRole('radio', { name: '#3F51B5' }).click()
    await edit.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('标签已保存')).toBeVisible()

    await page.reload()
    const row = page.getByRole('listitem').filter({ hasText: '季度汇报终稿' })
    await expect(row).toContainText('#3F51B5', { timeout: 20_000 })
    const tagname = await page.evaluate(async () => {
      const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
      const response = await fetch('/api/mail/tags/', {
        headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
      })
      const all = (await response.json()) as { tagname: string; name: string }[]
      return all.find((tag) => tag.name === '季度汇报终稿')!.tagname
    })

    // A mail with the tag shows it; once the tag is deleted, it no longer does.
    const mail = await unreadMail(page)
    await tagMail(page, mail.uid, tagname)
    // In-app navigation from here on: a full load restarts the in-page fake backend.
    await openUnread(page)
    const list = new FolderListPage(page)
    await expect(list.row(mail.subject).getByText('季度汇报终稿', { exact: true })).toBeVisible()

    await page.getByRole('link', { name: '个人设置' }).click()
    await page
      .getByRole('navigation', { name: '设置菜单' })
      .getByRole('link', { name: '标签管理' })
      .click()
    await page.getByRole('button', { name: '删除标签“季度汇报终稿”' }).click()
    const confirm = page.getByRole('alertdialog', { name: '删除标签“季度汇报终稿”？' })
    await confirm.getByRole('button', { name: '删除' }).click()
    await expect(page.getByText('标签已删除')).toBeVisible()
    await expect(tags.getByText('季度汇报终稿', { exact: true })).toHaveCount(0)

    await openUnread(page)
    await expect(list.row(mail.subject)).toBeVisible()
    await expect(list.row(mail.subject).getByText('季度汇报终稿', { exact: true })).toHaveCount(0)
  })
})
