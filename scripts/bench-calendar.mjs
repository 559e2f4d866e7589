#!/usr/bin/env node
/* global window, document, requestAnimationFrame, sessionStorage */
// Calendar bench (issue 14): a week with 500 events on /calendar/index, against a demo build
// served at the URL given (default http://127.0.0.1:4173, e.g. `npx vite preview --mode demo`).
// Not a test: it prints the figures; bench/README.md keeps the last ones and the target.
//
//   node scripts/bench-calendar.mjs [baseURL] [runs]
//
// `renderMs`: switching "我的日历" back on, from the click to the week drawn again (FullCalendar's
// own work, no request). `viewMs`: from the Day tab to the Week tab drawn with its events
// (includes the in-browser fake backend expanding and answering the week).
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'

const base = process.argv[2] ?? 'http://127.0.0.1:4173'
const runs = Number(process.argv[3] ?? 5)
const COUNT = 500
const SELECTOR = 'main [role="button"]'

const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] })
const context = await browser.newContext({
  viewport: { width: 1440, height: 900 },
  timezoneId: 'Asia/Shanghai',
})
await context.addInitScript(() => {
  if (sessionStorage.getItem('bench-signed-in')) return
  sessionStorage.setItem('bench-signed-in', '1')
  sessionStorage.setItem('webmail-demo-scenario', 'default')
  sessionStorage.setItem('webmail-demo-sign-in', 'demo')
})
const page = await context.newPage()
await page.goto(`${base}/mailbox/innerbox/INBOX`)
await page.waitForFunction(() => /(?:^|; )token=/.test(document.cookie), undefined, {
  timeout: 60_000,
})
await page.evaluate((count) => window.__mock.seedCalendarWeek(count), COUNT)
await page.goto(`${base}/calendar/index`)
await page.getByRole('tab', { name: '周', exact: true }).click()
// What FullCalendar draws for the week (all-day events past the row's limit hide behind
// "+N more"): wait until it settles, then time each redraw back to that count.
await page.waitForFunction((sel) => document.querySelectorAll(sel).length > 300, SELECTOR, {
  timeout: 60_000,
})
await page.waitForTimeout(1500)
const drawn = await page.locator(SELECTOR).count()

/** Milliseconds from `act` to `n` event buttons in the grid, checked every frame. */
async function timeUntil(act, n) {
  await page.evaluate(() => {
    window.__benchStart = 0
  })
  const done = page.evaluate(
    ({ n, sel }) =>
      new Promise((resolve) => {
        const check = () => {
          const shown = document.querySelectorAll(sel).length
          if (window.__benchStart && shown >= n) resolve(performance.now() - window.__benchStart)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    { n, sel: SELECTOR },
  )
  await page.evaluate(() => {
    window.__benchStart = performance.now()
  })
  await act()
  return done
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const render = []
const view = []
const mine = page.getByRole('checkbox', { name: /我的日历/ })
for (let i = 0; i < runs; i++) {
  await mine.uncheck()
  render.push(await timeUntil(() => mine.check(), drawn))
  await page.getByRole('tab', { name: '日', exact: true }).click()
  view.push(
    await timeUntil(() => page.getByRole('tab', { name: '周', exact: true }).click(), drawn),
  )
}
console.log(
  JSON.stringify({
    events: COUNT,
    drawn,
    renderMs: Math.round(median(render)),
    viewMs: Math.round(median(view)),
    runs: { render: render.map(Math.round), view: view.map(Math.round) },
  }),
)
await browser.close()
