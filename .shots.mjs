import { chromium } from '@playwright/test'
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium-path.mjs'
const base = 'http://127.0.0.1:4408'
const call = async (m, a) => (await (await fetch(`${base}/__mock/${m}`, { method: 'POST', body: JSON.stringify(a) })).json()).result
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] })
for (const lang of ['zh-hans', 'en']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  const token = String(await call('signIn', ['demo']))
  await context.addCookies([{ name: 'token', value: token, url: base }, { name: 'language', value: lang, url: base }])
  const page = await context.newPage()
  await page.goto(`${base}/mailbox/innerbox/INBOX`)
  await page.getByRole('tablist').first().waitFor()
  await page.evaluate(async () => { await navigator.serviceWorker.ready })
  await page.waitForTimeout(1500)
  await context.setOffline(true)
  await page.reload()
  await page.getByTestId('offline-bar').waitFor({ timeout: 20000 })
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `/work/helpers/shots/pwa/offline-${lang}.png` })
  await context.setOffline(false)
  await page.evaluate(async () => {
    const m = await import('/src/app/offline/appStatus.ts').catch(() => null)
  })
  await context.close()
}
await browser.close()
