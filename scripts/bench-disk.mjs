#!/usr/bin/env node
/* global window, document, requestAnimationFrame, sessionStorage */
// Disk bench (issue 15 "Listing a folder of 5,000 files stays smooth"): the personal disk's
// folder of 5,000 files (window.__mock.fillDiskFolder) on /file/pfile, against a demo build
// served at the URL given (default http://127.0.0.1:4173, e.g. `npx vite preview --mode demo`).
// Not a test: it prints the figures; bench/README.md keeps the last ones and the targets.
//
//   node scripts/bench-disk.mjs [baseURL] [runs]
//
// `openMs`: from a click on the folder's link to its first rows painted (the in-browser fake
// backend answers the whole folder in one list call, the table sorts and virtualises it).
// `scroll`: the table scrolled top to bottom in 60 steps, one per frame: frame times (median,
// p95, worst) and long tasks (> 50 ms) seen meanwhile. `sortMs`: from a click on the Size
// header to the first row of the new order painted.
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'

const base = process.argv[2] ?? 'http://127.0.0.1:4173'
const runs = Number(process.argv[3] ?? 5)
const COUNT = 5000
const FOLDER = 'bench-5000'

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
await page.evaluate(({ name, count }) => window.__mock.fillDiskFolder(name, count), {
  name: FOLDER,
  count: COUNT,
})
await page.goto(`${base}/file/pfile`)
const folderLink = page.getByRole('link', { name: FOLDER })
await folderLink.waitFor({ timeout: 60_000 })

/**
 * Milliseconds from `act` to the folder's first row painted with the name `first` (`equal`) or
 * with another name (`!equal`), checked every frame.
 */
async function timeUntil(act, { first, equal }) {
  const done = page.evaluate(
    ({ folder, first, equal }) =>
      new Promise((resolve) => {
        const start = performance.now()
        window.__benchStart = start
        const poll = () => {
          const table = document.querySelector(`table[aria-label="${folder}"]`)
          const cell = table?.querySelector('tbody tr td:nth-child(2)')
          const shown = cell ? cell.textContent === first : false
          if (cell && shown === equal) resolve(performance.now() - start)
          else requestAnimationFrame(poll)
        }
        requestAnimationFrame(poll)
      }),
    { folder: FOLDER, first, equal },
  )
  await page.waitForFunction(() => window.__benchStart !== undefined)
  await act()
  const ms = await done
  await page.evaluate(() => {
    window.__benchStart = undefined
  })
  return ms
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const open = []
for (let i = 0; i < runs; i++) {
  open.push(await timeUntil(() => folderLink.click(), { first: '0001.txt', equal: true }))
  await page
    .getByRole('navigation', { name: '个人网盘中的位置' })
    .getByRole('button', { name: '个人网盘' })
    .click()
  await folderLink.waitFor()
}
await folderLink.click()
await page.getByRole('table', { name: FOLDER }).getByText('0001.txt').waitFor()
const rowsInDom = await page.getByRole('table', { name: FOLDER }).locator('tbody tr').count()

const scroll = await page.evaluate(async (folder) => {
  const table = document.querySelector(`table[aria-label="${folder}"]`)
  const scroller = table.parentElement
  const longTasks = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration)
  })
  observer.observe({ type: 'longtask', buffered: false })
  const frames = []
  const steps = 60
  const stride = (scroller.scrollHeight - scroller.clientHeight) / steps
  let last = performance.now()
  for (let i = 1; i <= steps; i++) {
    scroller.scrollTop = stride * i
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const now = performance.now()
    frames.push(now - last)
    last = now
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
  observer.disconnect()
  const lastRow = [...table.querySelectorAll('tbody tr td:nth-child(2)')].at(-1)?.textContent
  return { frames, longTasks, lastRow }
}, FOLDER)
const sorted = [...scroll.frames].sort((a, b) => a - b)
const p95 = sorted[Math.floor(sorted.length * 0.95)]

// Back to the top, then sort by size (the fake files' sizes are not in name order).
await page.evaluate((folder) => {
  document.querySelector(`table[aria-label="${folder}"]`).parentElement.scrollTop = 0
}, FOLDER)
const sort = []
const sizeHeader = page.getByRole('columnheader', { name: '大小' })
const nameHeader = page.getByRole('columnheader', { name: '名称' })
for (let i = 0; i < runs; i++) {
  sort.push(await timeUntil(() => sizeHeader.click(), { first: '0001.txt', equal: false }))
  // Back to name order (ascending) for the next run.
  await nameHeader.click()
  await page
    .getByRole('table', { name: FOLDER })
    .locator('tbody tr')
    .first()
    .getByText('0001.txt')
    .waitFor()
}

console.log(
  JSON.stringify({
    files: COUNT,
    rowsInDom,
    openMs: Math.round(median(open)),
    scroll: {
      frames: scroll.frames.length,
      medianFrameMs: Math.round(median(scroll.frames) * 10) / 10,
      p95FrameMs: Math.round(p95 * 10) / 10,
      worstFrameMs: Math.round(sorted.at(-1) * 10) / 10,
      longTasks: scroll.longTasks.length,
      longTaskMs: Math.round(scroll.longTasks.reduce((a, b) => a + b, 0)),
      lastRow: scroll.lastRow,
    },
    sortMs: Math.round(median(sort)),
    runs: { open: open.map(Math.round), sort: sort.map(Math.round) },
  }),
)
await browser.close()
