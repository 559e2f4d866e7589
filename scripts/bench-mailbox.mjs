// Mailbox half of the browser bench (see bench-browser.mjs and bench/README.md): open a mail,
/* global document, requestAnimationFrame, addEventListener, HTMLIFrameElement -- functions below are serialised into the page */
import console from 'node:console'
import process from 'node:process'
// switch folder, scroll and page the large scenario's 100,000-message INBOX. Locators are the
// zh-hans ones of tests/e2e/pages (MailboxPage, FolderListPage, ReaderPage).
import { disableCaptchaOnceMockIsReady, loginAsDemoUser } from './bench-browser.mjs'

export const OPEN_RUNS = 20
const SWITCH_FOLDERS = ['Sent', 'Trash', 'Spam', 'INBOX']
const SWITCH_ROUNDS = 2
const STEP_TIMEOUT_MS = 15_000
const LIST = '邮件列表'
const BODY_TITLE = '邮件正文：'
export const COMPOSE_RUNS = 10
const EDITOR_LABEL = '邮件正文'

const debug = (...args) => process.env.BENCH_DEBUG && console.error('bench-mailbox:', ...args)

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]
}

/**
 * Runs in the page before the app: the pointerdown that starts a measurement, when each iframe
 * finished loading (its srcdoc; the sandbox hides its document from us), every long task.
 */
function instrument() {
  const bench = { t0: Infinity, loads: new WeakMap(), longtasks: [] }
  globalThis.__bench = bench
  addEventListener('pointerdown', (event) => (bench.t0 = event.timeStamp), true)
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLIFrameElement) bench.loads.set(event.target, event.timeStamp)
    },
    true,
  )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longtasks.push({ start: entry.startTime, duration: entry.duration })
    }
  }).observe({ type: 'longtask', buffered: true })
}

/**
 * Resolves in the first animation frame in which `ready()` holds after the pointerdown, with
 * ms since it. Serialised into the page, so it names its helpers inside.
 */
function frameWhen({ check, arg, timeoutMs }) {
  const bench = globalThis.__bench
  const visiblePanel = () =>
    [...document.querySelectorAll('[role="tabpanel"]')].find((p) => p.checkVisibility())
  const shown = (el) => el && el.checkVisibility() && el.getBoundingClientRect().height > 0
  const checks = {
    painted(title) {
      const panel = visiblePanel()
      const frame = panel?.querySelector(`iframe[title^="${title}"]`)
      // A protected mail asks its password first: nothing to paint, skipped.
      if (panel?.querySelector('input[type="password"]')) return 'locked'
      if (frame) return (bench.loads.get(frame) ?? -1) > bench.t0 && shown(frame) ? 'html' : null
      return shown(panel?.querySelector('[data-testid="mail-body-text"]')) ? 'text' : null
    },
    editor(label) {
      const editor = visiblePanel()?.querySelector(
        `[contenteditable="true"][aria-label="${label}"]`,
      )
      return shown(editor) ? 'editor' : null
    },
    rows({ list, subject }) {
      const table = visiblePanel()?.querySelector(`table[aria-label="${list}"]`)
      const first = table?.querySelector('tbody tr[aria-rowindex] input[type="checkbox"]')
      const row = first?.closest('tr')
      return shown(row) && row.textContent.includes(subject) ? 'rows' : null
    },
  }
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + timeoutMs
    const tick = (now) => {
      const kind = bench.t0 < Infinity ? checks[check](arg) : null
      if (kind) resolve({ ms: now - bench.t0, kind })
      else if (performance.now() > deadline)
        reject(new Error(`${check} not seen in ${timeoutMs} ms`))
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
}

async function measureClick(page, click, check, arg) {
  await page.evaluate(() => (globalThis.__bench.t0 = Infinity))
  const done = page.evaluate(frameWhen, { check, arg, timeoutMs: STEP_TIMEOUT_MS })
  done.catch(() => undefined)
  await click()
  // page.evaluate has no timeout of its own: a page that stops producing frames would hang it.
  let timer
  const stalled = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${check}: page stalled`)), STEP_TIMEOUT_MS + 5000)
  })
  try {
    return await Promise.race([done, stalled])
  } finally {
    clearTimeout(timer)
  }
}

/** First page of a folder as the list shows it by default, read with the session's token. */
function firstPage(page, folder, pageSize = 20) {
  return page.evaluate(
    async ({ name, pageSize }) => {
      const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
      const response = await fetch(
        `/api/mail/messages/?folder=${name}&page=1&page_size=${pageSize}`,
        {
          headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
        },
      )
      return ((await response.json()).results ?? []).map((m) => m.subject)
    },
    { name: folder, pageSize },
  )
}

async function signedInMailbox(browser, baseUrl, scenario) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  })
  await context.addInitScript(disableCaptchaOnceMockIsReady)
  await context.addInitScript(instrument)
  const page = await context.newPage()
  page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined))
  await page.goto(`${baseUrl}/login?scenario=${scenario}`, { waitUntil: 'commit' })
  await loginAsDemoUser(page, () => 0)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 })
  await page.goto(`${baseUrl}/mailbox/innerbox/INBOX`)
  const panel = page.getByRole('tabpanel')
  await panel
    .getByRole('grid', { name: LIST })
    .locator('tbody tr[aria-rowindex]')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
  debug('signed in', scenario)
  // The layout's reminder cards sit over the list's pager (FolderListPage.dismissCards).
  const closers = page.getByRole('status').getByRole('button', { name: '关闭' })
  for (let left = await closers.count(); left > 0; left -= 1) await closers.first().click()
  return { context, page, panel }
}

/**
 * Opens INBOX mails of the first (20-mail) page one after the other, closing the tab in
 * between, until `OPEN_RUNS` bodies were painted (protected mails ask a password: skipped).
 */
async function openMailRuns(page, panel) {
  const subjects = await firstPage(page, 'INBOX', 20)
  const runs = []
  debug('open candidates', subjects.length)
  for (const subject of subjects) {
    debug('open', subject)
    if (runs.filter((run) => run.kind === 'html' || run.kind === 'text').length >= OPEN_RUNS) break
    const run = { subject }
    try {
      const row = panel.getByRole('grid', { name: LIST }).getByText(subject, { exact: true })
      Object.assign(run, await measureClick(page, () => row.first().click(), 'painted', BODY_TITLE))
    } catch (error) {
      run.error = String(error.message).split('\n')[0]
    }
    debug('→', run.kind ?? run.error)
    const closeAll = page.getByRole('button', { name: '全部关闭' })
    if (await closeAll.isVisible()) await closeAll.click()
    await page.getByRole('tablist', { name: '邮件标签页' }).getByRole('tab').first().click()
    await panel.getByRole('grid', { name: LIST }).waitFor({ state: 'visible' })
    runs.push(run)
  }
  return runs
}

/**
 * Compose open → editor ready (issue 4): clicks 'compose' `COMPOSE_RUNS` times, each opening a
 * new compose tab, until the tab's editor is shown and editable. The first run also loads the
 * compose chunk (Lexical); the tabs stay open (nothing typed, nothing to confirm).
 */
async function composeOpenRuns(page) {
  const runs = []
  const button = page.getByRole('button', { name: '写信', exact: true }).first()
  for (let run = 0; run < COMPOSE_RUNS; run += 1) {
    try {
      runs.push(await measureClick(page, () => button.click(), 'editor', EDITOR_LABEL))
    } catch (error) {
      runs.push({ error: String(error.message).split('\n')[0] })
    }
  }
  return runs
}

async function switchFolderRuns(page) {
  const runs = []
  const tree = page.getByRole('navigation', { name: '文件夹', exact: true })
  for (let round = 0; round < SWITCH_ROUNDS; round += 1) {
    for (const folder of SWITCH_FOLDERS) {
      const [subject] = await firstPage(page, folder)
      const run = { folder }
      try {
        if (!subject) throw new Error(`${folder} is empty`)
        const link = tree.locator(`a[href$="/mailbox/innerbox/${folder}"]`).first()
        Object.assign(
          run,
          await measureClick(page, () => link.click(), 'rows', { list: LIST, subject }),
        )
      } catch (error) {
        run.error = String(error.message).split('\n')[0]
      }
      runs.push(run)
    }
  }
  return runs
}

/** Long tasks and the longest gap between animation frames while `act` runs. */
async function watchMainThread(page, act) {
  await page.evaluate(() => {
    const bench = globalThis.__bench
    bench.longtasks = []
    bench.maxGap = 0
    bench.watching = true
    let last = performance.now()
    const frame = (now) => {
      bench.maxGap = Math.max(bench.maxGap, now - last)
      last = now
      if (bench.watching) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  const steps = await act()
  // Long-task entries are delivered after the task: give the observer a moment.
  await page.waitForTimeout(300)
  const seen = await page.evaluate(() => {
    const bench = globalThis.__bench
    bench.watching = false
    return { longtasks: bench.longtasks, maxGap: bench.maxGap }
  })
  const durations = seen.longtasks.map((task) => task.duration)
  return {
    steps,
    longTasks: durations.length,
    longestTaskMs: durations.length > 0 ? Math.max(...durations) : 0,
    longestFrameGapMs: seen.maxGap,
  }
}

async function largeInboxRuns(page, panel, profile) {
  await panel.getByRole('combobox', { name: '每页数量' }).selectOption('100')
  const table = panel.getByRole('grid', { name: LIST })
  await page.waitForFunction(
    () =>
      /^1\d\d$/.test(
        document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') ?? '',
      ),
    undefined,
    { timeout: 30_000 },
  )
  await page.waitForTimeout(500)
  const box = await table.boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300))
  const scrolling = await profile(page, 'scrolling', () =>
    watchMainThread(page, async () => {
      let steps = 0
      for (const delta of [400, -400]) {
        for (let i = 0; i < 15; i += 1, steps += 1) {
          await page.mouse.wheel(0, delta)
          await page.waitForTimeout(50)
        }
      }
      return steps
    }),
  )
  // A CSS locator: getByRole('tabpanel' / 'navigation') re-resolves on every action by working
  // out the role of every element of the page, in the page's main thread, which then showed
  // up as the app's long tasks (≈ 300 ms of the paging run was Playwright's role engine).
  const nav = page.locator('[role="tabpanel"] nav[aria-label="分页"]')
  const pages = Math.ceil(100_000 / 100)
  const showsPage = (n) =>
    nav
      .getByText(new RegExp(`第 ${n} / ${pages} 页`))
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
  const paging = await profile(page, 'paging', () =>
    watchMainThread(page, async () => {
      let steps = 0
      for (let n = 2; n <= 6; n += 1, steps += 1) {
        await nav.getByRole('button', { name: '下一页' }).click()
        await showsPage(n)
      }
      for (const target of [500, pages]) {
        await nav.getByRole('spinbutton', { name: '跳转到页' }).fill(String(target))
        await nav.getByRole('button', { name: '跳转', exact: true }).click()
        await showsPage(target)
        steps += 1
      }
      return steps
    }),
  )
  return { scrolling, paging }
}

async function stage(result, key, fn) {
  try {
    result[key] = await fn()
  } catch (error) {
    result[`${key}Error`] = String(error.message).split('\n')[0]
  }
}

const unprofiled = (_page, _name, act) => act()

/**
 * Figures for bench/results.json `mailbox.browser`. `options` (the standalone run): `largeOnly`
 * skips the default-scenario runs; `profile(page, name, act)` wraps each large-INBOX phase.
 */
export async function mailboxFigures(browser, baseUrl, options = {}) {
  const result = { status: 'ok' }
  const profile = options.profile ?? unprofiled
  if (options.largeOnly) return largeFigures(browser, baseUrl, result, profile)
  const normal = await signedInMailbox(browser, baseUrl, 'default').catch((error) => error)
  if (normal instanceof Error) return { status: 'n/a', reason: normal.message.split('\n')[0] }
  try {
    await stage(result, 'openRuns', () => openMailRuns(normal.page, normal.panel))
    await stage(result, 'switchRuns', () => switchFolderRuns(normal.page))
    await stage(result, 'composeRuns', () => composeOpenRuns(normal.page))
  } finally {
    await normal.context.close()
  }
  const painted = (run) => run.kind === 'html' || run.kind === 'text'
  const opened = (result.openRuns ?? []).filter(painted).map((run) => run.ms)
  result.openMailP50Ms = quantile(opened, 0.5)
  result.openMailP90Ms = quantile(opened, 0.9)
  result.openMailMeasured = opened.length
  result.openMailHtml = (result.openRuns ?? []).filter((run) => run.kind === 'html').length
  const switched = (result.switchRuns ?? []).filter((run) => run.ms != null).map((run) => run.ms)
  result.switchFolderMedianMs = quantile(switched, 0.5)
  result.switchFolderMeasured = switched.length
  const composed = (result.composeRuns ?? []).filter((run) => run.ms != null).map((r) => r.ms)
  result.composeFirstMs = composed[0] ?? null
  result.composeMedianMs = quantile(composed.slice(1), 0.5)
  result.composeMeasured = composed.length
  debug('switches done')
  return largeFigures(browser, baseUrl, result, profile)
}

async function largeFigures(browser, baseUrl, result, profile) {
  const large = await signedInMailbox(browser, baseUrl, 'large').catch((error) => error)
  if (large instanceof Error) {
    result.largeError = large.message.split('\n')[0]
    return result
  }
  try {
    await stage(result, 'largeInbox', () => largeInboxRuns(large.page, large.panel, profile))
  } finally {
    await large.context.close()
  }
  return result
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--standalone')) {
  const { runStandalone } = await import('./bench-mailbox-standalone.mjs')
  console.log(JSON.stringify(await runStandalone(process.argv.slice(2), mailboxFigures), null, 2))
}
