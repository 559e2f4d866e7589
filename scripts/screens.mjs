#!/usr/bin/env node
/**
 * Screenshots for looking at what was built (the guide's "look at what you built"): each named
 * path of the DEMO bundle, signed in as a demo user, at 1440×900 (or another size), in one
 * language and colour scheme.
 *
 *   npm run build:demo && npx vite preview --mode demo --outDir dist-demo --port 4395 --strictPort
 *   node scripts/screens.mjs --port 4395 --locale en --dark --out shots inbox=/mailbox/innerbox/INBOX
 *
 * Options: --port (4395), --locale zh-hans|zh-tw|en (zh-hans), --dark, --size 390x844,
 * --user (demo; --user none stays signed out), --scenario default|empty|large, --out DIR (shots),
 * --prefix NAME, --wait MS after the page settles (600). Each NAME=PATH writes DIR/PREFIX-NAME.png;
 * NAME=PATH#CLICK clicks the button or link named CLICK first (a dialog or menu). --focus CSS
 * focuses the first element matching CSS, then --keys "j j Tab" presses those keys (Playwright
 * key names, space-separated) before each shot: a focus ring, a keyboard state.
 */
/* global window, document, sessionStorage, localStorage -- these run inside the page */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '4395' },
    locale: { type: 'string', default: 'zh-hans' },
    dark: { type: 'boolean', default: false },
    size: { type: 'string', default: '1440x900' },
    user: { type: 'string', default: 'demo' },
    scenario: { type: 'string', default: 'default' },
    out: { type: 'string', default: 'shots' },
    prefix: { type: 'string' },
    wait: { type: 'string', default: '600' },
    focus: { type: 'string' },
    keys: { type: 'string' },
  },
})
if (positionals.length === 0) {
  console.error('usage: node scripts/screens.mjs [options] NAME=PATH[#CLICK] …')
  process.exit(2)
}
const [width, height] = values.size.split('x').map(Number)
const base = `http://127.0.0.1:${values.port}`
const prefix = values.prefix ?? `${values.locale}${values.dark ? '-dark' : ''}-${values.size}`
await mkdir(values.out, { recursive: true })

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [...CHROMIUM_ARGS],
})
const context = await browser.newContext({
  viewport: { width, height },
  colorScheme: values.dark ? 'dark' : 'light',
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
})
await context.addCookies([{ name: 'language', value: values.locale, url: base }])
// The same signed-in start as the e2e fixture (tests/e2e/fixtures.ts, signInOnFirstLoad).
if (values.user !== 'none')
  await context.addInitScript(
    ({ username, scenario }) => {
      if (sessionStorage.getItem('e2e-signed-in-start')) return
      sessionStorage.setItem('e2e-signed-in-start', '1')
      sessionStorage.setItem('webmail-demo-scenario', scenario)
      sessionStorage.setItem('webmail-demo-sign-in', username)
    },
    { username: values.user, scenario: values.scenario },
  )
await context.addInitScript(() => localStorage.setItem('webmail-demo-lean-worker', '1'))
const page = await context.newPage()
await page.goto(`${base}/mailbox/innerbox/INBOX`)
await page.waitForFunction(() => typeof window.__mock === 'object', undefined, { timeout: 30_000 })
if (values.user !== 'none')
  await page.waitForFunction(() => /(?:^|; )token=/.test(document.cookie), undefined, {
    timeout: 30_000,
  })

for (const spec of positionals) {
  const [name, rest] = spec.split(/=(.*)/s)
  const [path, click] = rest.split('#')
  await page.goto(`${base}${path}`)
  await page.waitForLoadState('networkidle').catch(() => {})
  if (click)
    await page
      .getByRole('button', { name: click })
      .or(page.getByRole('link', { name: click }))
      .first()
      .click()
  if (values.focus) await page.locator(values.focus).first().focus()
  for (const key of (values.keys ?? '').split(' ').filter(Boolean)) await page.keyboard.press(key)
  await page.waitForTimeout(Number(values.wait))
  const file = join(values.out, `${prefix}-${name}.png`)
  await page.screenshot({ path: file })
  console.log(file)
}
await browser.close()
