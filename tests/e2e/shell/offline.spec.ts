/**
 * Installable, opens offline (issue 17). The real bundle on the mock server: the service worker
 * serves the app with the network down, the offline bar shows, the folders and a mail opened
 * before stay readable from the client cache, a send fails clearly and keeps the mail, and it
 * goes out once the network is back; logout clears the cache. A new version waits for the
 * update bar's "reload". The demo bundle: after one visit the whole app works offline (its
 * fake backend runs in the page, through the same worker as the shell).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test, CORE } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'
import { ShellPage } from '../pages/ShellPage'

// The real project blocks service workers for its other journeys (playwright.config.ts).
test.use({ signedInAs: 'demo', serviceWorkers: 'allow', offlineShell: true })

const OFFLINE_BAR = '离线'
const BODY = '离线时也要能读到的正文：下周一上午十点开会。'

/**
 * Waits until the app's worker is active and its precache complete: the worker answers
 * PRECACHED once it is (src/sw/sw.ts; on the demo's first visit that is a few seconds after the
 * first screen, decision 352).
 */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const channel = new MessageChannel()
    const answer = new Promise((resolve) => (channel.port1.onmessage = resolve))
    registration.active?.postMessage({ type: 'PRECACHED' }, [channel.port2])
    await answer
  })
}

/** How many answers the client cache holds (every user's). */
function cachedAnswers(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('webmail-offline', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('answers')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('answers').objectStore('answers').count()
          count.onsuccess = () => {
            resolve(count.result)
            open.result.close()
          }
        }
      }),
  )
}

test.describe('real bundle', () => {
  test.skip(({ backend }) => backend !== 'http', 'the real bundle’s service worker')

  test(
    'offline: the app opens, folders and an opened mail read, a send fails and keeps the mail',
    CORE,
    async ({ page, mock }) => {
      test.setTimeout(90_000)
      const subject = `离线可读 ${Date.now()}`
      await mock.deliverMessage({ subject, is_html: false, plain_text: BODY })
      const mailbox = new MailboxPage(page)
      const reader = new ReaderPage(page)
      await mailbox.open()
      await workerReady(page)
      await mailbox.panel().getByText(subject, { exact: true }).first().click()
      await expect(reader.subject(subject)).toBeVisible()
      await expect(reader.mail(subject).getByText(BODY)).toBeVisible()

      await page.context().setOffline(true)
      await page.reload()
      await expect(page.getByText(OFFLINE_BAR, { exact: true })).toBeVisible({ timeout: 20_000 })
      await expect(mailbox.folder(mailbox.labels.inbox)).toBeVisible()
      // The list page seen before, then the mail opened before, both from the client cache.
      await mailbox.panel().getByText(subject, { exact: true }).first().click()
      await expect(reader.subject(subject)).toBeVisible()
      await expect(reader.mail(subject).getByText(BODY)).toBeVisible()
      // Still signed in: a network failure is not a 401.
      await expect(page).not.toHaveURL(/\/login/)

      const compose = new ComposePage(page)
      await compose.open(mailbox)
      const mail = { recipient: 'reviewer@huayu.example.com', subject: `离线发送 ${Date.now()}` }
      await compose.addRecipient(mail.recipient)
      await compose.write(mail.subject, '网络断开时发送。')
      await compose.clickSend()
      await compose.expectSendFailed()
      await expect(compose.form.getByRole('textbox', { name: '主题' })).toHaveValue(mail.subject)
      await expect(compose.form.getByRole('textbox', { name: '邮件正文' })).toContainText(
        '网络断开时发送。',
      )

      await page.context().setOffline(false)
      await expect(page.getByText(OFFLINE_BAR, { exact: true })).toBeHidden()
      await compose.sendAgain().click()
      await expect(await compose.result()).toContainText(mail.subject)

      expect(await cachedAnswers(page)).toBeGreaterThan(0)
      await new ShellPage(page).logout()
      await expect.poll(() => cachedAnswers(page)).toBe(0)
    },
  )

  test('a new version is offered and "reload" activates it', CORE, async ({ page }) => {
    const mailbox = new MailboxPage(page)
    await mailbox.open()
    await workerReady(page)
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    )
    expect(firstWorker).toMatch(/\/sw\.js$/)
    // A new version waits only while a page runs under the current one: the first visit's page
    // is not (no claim), the next load is.
    await page.reload()
    await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    // A new build: another worker file on the server (the same app, one byte apart).
    const file = 'dist/sw.js'
    const original = readFileSync(file, 'utf8')
    try {
      writeFileSync(file, `${original}\n// next version ${Date.now()}\n`)
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.ready).update()
      })
      const bar = page.getByText('有新版本，重新加载以更新')
      await expect(bar).toBeVisible({ timeout: 20_000 })
      const reloaded = page.waitForEvent('load')
      await page.getByRole('button', { name: '重新加载' }).click()
      await reloaded
      await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
      await expect(bar).toBeHidden()
      // The page now runs under the new worker, and none waits any more.
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready
          return {
            controlled: navigator.serviceWorker.controller !== null,
            waiting: registration.waiting !== null,
          }
        }),
      ).toEqual({ controlled: true, waiting: false })
    } finally {
      writeFileSync(file, original)
    }
  })
})

test('demo bundle: the first visit does not wait for the precache, which fills after it', async ({
  browser,
  backend,
  baseURL,
}) => {
  test.skip(backend === 'http', 'the demo bundle’s worker (msw inside it)')
  // A browser that has never seen the app (the fixture's page registered the worker already).
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' })
  try {
    const page = await context.newPage()
    /** Files in the worker's precache (workbox names its cache `…precache…`). */
    const precachedFiles = () =>
      page.evaluate(async () => {
        let count = 0
        for (const name of await caches.keys())
          if (name.includes('precache')) count += (await (await caches.open(name)).keys()).length
        return count
      })
    const firstAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/'))
    await page.goto('/login')
    await firstAnswer
    // Decision 352: the fake backend answered before anything of the build was precached.
    expect(await precachedFiles()).toBe(0)
    await workerReady(page)
    expect(await precachedFiles()).toBeGreaterThan(100)
  } finally {
    await context.close()
  }
})

test('demo bundle: after one visit the whole app works offline', async ({ page, backend }) => {
  test.skip(backend === 'http', 'the demo bundle’s worker (msw inside it)')
  test.setTimeout(90_000)
  const mailbox = new MailboxPage(page)
  const reader = new ReaderPage(page)
  await mailbox.open()
  await workerReady(page)

  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByText(OFFLINE_BAR, { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
  // The fake backend answers through the worker: lists and mails load, not from a cache.
  const [first] = await mailbox.listMail('INBOX')
  await mailbox.panel().getByText(first!.subject, { exact: true }).first().click()
  await expect(reader.subject(first!.subject)).toBeVisible()
  await mailbox.folder(/^已发送/).click()
  await page.waitForURL(/\/mailbox\/innerbox\/Sent/)
  const compose = new ComposePage(page)
  await compose.open(mailbox)
  const subject = `演示离线发送 ${Date.now()}`
  await compose.addRecipient('reviewer@huayu.example.com')
  await compose.write(subject, '演示模式离线也能发送。')
  await compose.clickSend()
  await expect(await compose.result()).toContainText(subject)
})
