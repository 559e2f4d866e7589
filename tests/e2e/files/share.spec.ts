/**
 * File share links (issue 15) in Chromium: the demo user shares a file of the seed's personal
 * disk with an extraction code; ANOTHER browser, never signed in, opens the link on /fileshare,
 * is told a wrong code is wrong, opens it with the right one and downloads exactly the bytes the
 * owner's disk holds (sha256). The owner cancels the share in "my shares" and the link is refused
 * as cancelled; a share past its expiry is refused as expired.
 *
 * The disk pages that open the share dialog belong to another branch (filedisk): the share is
 * made here with the same createFileShare call the dialog sends (its form is covered by
 * tests/unit/files/ShareDialog.test.tsx).
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { CORE, callHttpMock, expect, test, type Backend } from '../fixtures'
import { go } from '../pages/navigation'
import { PublicSharePage } from '../pages/PublicSharePage'

test.use({ signedInAs: 'demo' })

interface Share {
  id: number
  link: string
  code: string
  expire_at: string | null
}

/** A call of the signed-in page, with its token, as the app makes it. */
function apiCall<T>(page: Page, path: string, init: { method?: string; json?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
      const response = await fetch(path, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers: {
          Authorization: `JWT ${decodeURIComponent(token)}`,
          'Content-Type': 'application/json',
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      })
      return (await response.json()) as unknown
    },
    { path, init },
  ) as Promise<T>
}

/** The seed's architecture.pdf on the demo user's personal disk (root or one folder down). */
async function seededFile(page: Page): Promise<{ id: number; name: string }> {
  type Listing = { results: { id: number; name: string; nettype: string }[] }
  const root = await apiCall<Listing>(page, '/api/netdisk/netdisks/?page_size=100')
  const folders = root.results.filter((item) => item.nettype === 'folder')
  const listings = [root]
  for (const folder of folders) {
    listings.push(
      await apiCall<Listing>(page, `/api/netdisk/netdisks/?page_size=100&folder_id=${folder.id}`),
    )
  }
  const file = listings.flatMap((l) => l.results).find((i) => i.name === 'architecture.pdf')
  if (!file) throw new Error('the seed has no architecture.pdf on the personal disk')
  return file
}

/** sha256 of the file as the owner downloads it from their own disk. */
function ownerSha256(page: Page, fileId: number): Promise<string> {
  return page.evaluate(async (fileId) => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const response = await fetch(`/api/netdisk/netdisks/${fileId}/download/`, {
      headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
    })
    const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer())
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
  }, fileId)
}

/**
 * Another browser: no cookies (never signed in). On the mock server (`http`) the server is simply
 * shared; the demo's server keeps its data in the page's IndexedDB, so that is carried over.
 */
async function visitorBrowser(page: Page, browser: Browser, backend: Backend, baseURL: string) {
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

/** The fake backend's clock as the visitor's page sees it (demo: its own in-page backend). */
async function setVisitorClock(visitor: Page, backend: Backend, baseURL: string, ms: number) {
  if (backend === 'http') await callHttpMock(baseURL, 'setNow', [ms])
  else await visitor.evaluate((ms) => window.__mock!.setNow(ms), ms)
}

test(
  'a shared file opens without login with its code, downloads the same bytes; cancelled and expired links are refused',
  CORE,
  async ({ page, browser, backend, baseURL }) => {
    const file = await seededFile(page)
    const share = await apiCall<Share>(page, '/api/share/', {
      json: { ids: [file.id], source: 'netdisk', expire_days: 7, need_code: true },
    })
    const shortLived = await apiCall<Share>(page, '/api/share/', {
      json: { ids: [file.id], source: 'netdisk', expire_days: 1, need_code: true },
    })
    expect(share.code).toMatch(/^[a-z0-9]{4}$/)
    const original = await ownerSha256(page, file.id)

    const context = await visitorBrowser(page, browser, backend, baseURL!)
    const visitor = new PublicSharePage(await context.newPage())
    const scripts: string[] = []
    visitor.page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
    await visitor.open(share.link)
    // No token, and the guard keeps the visitor on /fileshare (R-ROUTE-5).
    await expect(visitor.heading('请输入提取码')).toBeVisible()
    expect(new URL(visitor.page.url()).pathname).toBe('/fileshare')
    expect((await context.cookies()).some((c) => c.name === 'token')).toBe(false)
    // The real bundle gives a visitor none of the session's, the shell's or the mailbox's code.
    if (backend === 'http') {
      expect(
        scripts.filter((path) => /^\/assets\/(session|runtime|shell|mailbox)-/.test(path)),
      ).toEqual([])
    }

    await visitor.enterCode('zzzz')
    await expect(visitor.codeBox()).toHaveAccessibleDescription('提取码错误，请重新输入')
    await visitor.enterCode(share.code.toUpperCase())
    await expect(visitor.heading('分享的文件')).toBeVisible()
    await expect(visitor.page.getByText('王小明 <demo@huayu.example.com>')).toBeVisible()
    const row = visitor.page.getByRole('row', { name: /architecture\.pdf/ })
    await expect(row).toContainText('1.72 MB')

    const downloading = visitor.page.waitForEvent('download')
    await visitor.downloadButton(file.name).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(file.name)
    const bytes = await readFile((await download.path())!)
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(original)

    // The owner cancels it in "my shares" (the file centre's menu).
    await go(page, '/file/pfile')
    await page.getByRole('button', { name: '我的分享' }).click()
    const dialog = page.getByRole('dialog', { name: '我的分享' })
    const shares = dialog.getByRole('row', { name: new RegExp(share.code) })
    await expect(shares).toHaveCount(1)
    await shares.getByRole('button', { name: '取消 architecture.pdf 的分享' }).click()
    await page
      .getByRole('alertdialog', { name: '取消分享？' })
      .getByRole('button', { name: '确认取消分享' })
      .click()
    await expect(dialog.getByRole('status')).toHaveText('分享已取消，链接已失效')
    await expect(shares).toHaveCount(0)

    const later = await visitorBrowser(page, browser, backend, baseURL!)
    const again = new PublicSharePage(await later.newPage())
    await again.open(share.link)
    await expect(again.heading('无法打开此分享')).toBeVisible()
    await expect(again.alert()).toHaveText('该分享已被分享者取消，链接已失效。')

    // Expired, last: on the mock server the clock is shared and the owner's token would expire
    // with it. The link asks for its code, then the clock passes the link's end.
    await visitor.open(shortLived.link)
    await expect(visitor.heading('请输入提取码')).toBeVisible()
    await setVisitorClock(visitor.page, backend, baseURL!, Date.parse(shortLived.expire_at!) + 1000)
    await visitor.enterCode(shortLived.code)
    await expect(visitor.heading('无法打开此分享')).toBeVisible()
    await expect(visitor.alert()).toHaveText('该分享已过期，链接已失效。')
    await context.close()
    await later.close()
  },
)
