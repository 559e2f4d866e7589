/* global window, document -- the arrow functions given to page.evaluate run in the page */
// OUR copy of ../shared/bench/roundcube/measure.mjs for `npm run bench:race`: the same
// browser, flags, viewport, fresh context per run, warm-up runs left out of the medians, and the
// same metric definitions (a)–(e), applied to our app (real bundle on the mock server, or the
// demo bundle). The in-page half, with the selectors side by side: scripts/bench-race-page.mjs.
//
//   login   : HTTP only, before the page: real = GET /api/core/pubkey/ + POST /api/login/ (the
//             password RSA-encrypted with a timestamp, as the client does), the token put into
//             the `token` cookie as the app keeps it; demo = the log-in form in a first page
//             (its fake backend lives in the page), then that page is closed and the HTTP cache
//             cleared. Timed as login_ms, part of no other figure.
//   (a) nav_to_rows_ms   page.goto(/mailbox/innerbox/INBOX) → first row painted, in the page
//   (b) open_msg_ms      pointerdown on the first row → body painted
//   (c) folder_other_ms / folder_back_ms / folder_roundtrip_ms: click Sent → rows; INBOX → rows
//   (d) js_*             script responses from navigation until network idle after the rows
//   (e) heap_used_mb / heap_used_after_gc_mb (CDP)
// The logins: scripts/bench-race-login.mjs.
// Extra: *_server_ms = the longest Server-Timing `app` share of the /api calls in that span
// (real bundle only: the demo's fake backend answers inside the page).
import zlib from 'node:zlib'
import { disableCaptchaOnceMockIsReady, loginAsDemoUser } from './bench-browser.mjs'
import { scriptBreakdown } from './bench-race-chunks.mjs'
import { loginDemo, loginReal } from './bench-race-login.mjs'
import { apiServerShare, raceInit } from './bench-race-page.mjs'
import { demoTargets, pickResult } from './bench-race-report.mjs'

/** measure.mjs's launch flags, verbatim. */
export const RC_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const CONTEXT = { viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'UTC' }
const INBOX_URL = '/mailbox/innerbox/INBOX'

export const KEYS = [
  'login_ms',
  'nav_to_rows_ms',
  'nav_wall_ms',
  'nav_ttfb_ms',
  'nav_dcl_ms',
  'nav_load_ms',
  'nav_list_start_ms',
  'nav_list_xhr_end_ms',
  'nav_list_server_ms',
  'nav_rows_dom_ms',
  'open_msg_ms',
  'open_server_ms',
  'folder_other_ms',
  'folder_back_ms',
  'folder_roundtrip_ms',
  'folder_server_ms',
  'js_files',
  'js_wire_bytes',
  'js_service_worker_files',
  'js_decoded_bytes',
  'js_gzip6_bytes',
  'js_inline_bytes',
  'heap_used_mb',
  'heap_used_after_gc_mb',
]

async function readScript(req, baseUrl) {
  const resp = await req.response()
  const sizes = await req.sizes()
  const body = await resp.body()
  return {
    url: req.url().replace(baseUrl, ''),
    status: resp.status(),
    encoding: (await resp.allHeaders())['content-encoding'] || 'identity',
    // Served by the page's service worker (the demo's precache): nothing crossed the network,
    // and Chromium reports no size (-1, or a negative figure) for it.
    from_service_worker: resp.fromServiceWorker(),
    wire_body: resp.fromServiceWorker() ? 0 : Math.max(0, sizes.responseBodySize),
    decoded: body.length,
    gzip6: zlib.gzipSync(body, { level: 6 }).length,
  }
}

async function oneRun(browser, idx, { baseUrl, mode, loginInPage, contextInit }) {
  const ctx = await browser.newContext(CONTEXT)
  if (contextInit) await ctx.addInitScript(contextInit)
  const r = { run: idx }
  try {
    const t0 = performance.now()
    const expected =
      mode === 'demo' ? await loginDemo(ctx, baseUrl, loginInPage) : await loginReal(ctx, baseUrl)
    r.login_ms = performance.now() - t0
    await ctx.addInitScript(raceInit, expected)
    const page = ctx.pages()[0] ?? (await ctx.newPage())
    const cdp = await ctx.newCDPSession(page)
    const scriptReqs = []
    let collecting = true
    page.on('requestfinished', (req) => {
      if (collecting && req.resourceType() === 'script') scriptReqs.push(req)
    })

    // (a) cold navigation -> rows visible
    const tNav = performance.now()
    await page.goto(`${baseUrl}${INBOX_URL}`, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__perf && window.__perf.rowsAt, null, {
      timeout: 120_000,
      polling: 50,
    })
    r.nav_wall_ms = performance.now() - tNav
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0]
      const list = performance
        .getEntriesByType('resource')
        .find((e) => /\/api\/mail\/messages\/\?/.test(e.name))
      const server = (list?.serverTiming || []).find((t) => t.name === 'app')
      return {
        rows: window.__perf.rows.painted - performance.timeOrigin,
        rows_dom: window.__perf.rows.seen - performance.timeOrigin,
        list_start: list?.startTime,
        list_xhr_end: list?.responseEnd,
        list_server: server?.duration,
        ttfb: n.responseStart,
        dcl: n.domContentLoadedEventEnd,
        load: n.loadEventEnd,
        rows_n: document.querySelectorAll('[role="tabpanel"] table tbody tr[aria-rowindex]').length,
      }
    })
    Object.assign(r, {
      nav_to_rows_ms: nav.rows,
      nav_rows_dom_ms: nav.rows_dom,
      nav_list_start_ms: nav.list_start,
      nav_list_xhr_end_ms: nav.list_xhr_end,
      nav_list_server_ms: nav.list_server,
      nav_ttfb_ms: nav.ttfb,
      nav_dcl_ms: nav.dcl,
      nav_load_ms: nav.load,
      rows_rendered: nav.rows_n,
    })

    await page.waitForLoadState('networkidle')
    collecting = false
    const js = await Promise.all(scriptReqs.map((req) => readScript(req, baseUrl)))
    r.js_files = js.length
    r.js_wire_bytes = js.reduce((s, x) => s + x.wire_body, 0)
    r.js_service_worker_files = js.filter((x) => x.from_service_worker).length
    r.js_decoded_bytes = js.reduce((s, x) => s + x.decoded, 0)
    r.js_gzip6_bytes = js.reduce((s, x) => s + x.gzip6, 0)
    r.js_inline_bytes = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].reduce(
        (s, e) => s + new TextEncoder().encode(e.textContent).length,
        0,
      ),
    )
    r.js_detail = js

    // (e) heap after the inbox is loaded and idle
    r.heap_used_mb = (await cdp.send('Runtime.getHeapUsage')).usedSize / 1048576
    await cdp.send('HeapProfiler.collectGarbage')
    r.heap_used_after_gc_mb = (await cdp.send('Runtime.getHeapUsage')).usedSize / 1048576

    // (b) click the first row (the next one while a mail asks for its password) -> body painted
    for (let row = 0; row < 5 && r.open_msg_ms === undefined; row += 1) {
      const waiter = page.evaluate(() => window.__waitFor(() => window.__bodyState() !== null))
      await page.evaluate(() => (window.__perf.down = null))
      const rows = page.locator('[role="tabpanel"]:visible table tbody tr[aria-rowindex]')
      await rows
        .filter({ has: page.locator('input[type="checkbox"]') })
        .nth(row)
        .click()
      const at = await waiter
      const state = await page.evaluate(() => window.__bodyState())
      const down = await page.evaluate(() => window.__perf.down)
      if (state === 'locked') {
        // Back to the list's tab (the first), to click the next row.
        r.open_skipped_locked = (r.open_skipped_locked ?? 0) + 1
        await page.getByRole('tab').first().click()
        continue
      }
      r.open_msg_ms = at.painted - down
      r.open_kind = state
      r.open_server_ms = (await page.evaluate(apiServerShare, { from: down, to: at.painted })).maxMs
    }

    // (c) other folder and back
    const switchTo = async (folder) => {
      await page.evaluate(() => (window.__perf.down = null))
      const p = page.evaluate((f) => window.__waitFor(() => window.__rowVisible(f)), folder)
      await page.locator(`a[href$="/mailbox/innerbox/${folder}"]:visible`).first().click()
      const at = await p
      const down = await page.evaluate(() => window.__perf.down)
      const share = await page.evaluate(apiServerShare, { from: down, to: at.painted })
      return { ms: at.painted - down, serverMs: share.maxMs }
    }
    const other = await switchTo('Sent')
    const back = await switchTo('INBOX')
    r.folder_other_ms = other.ms
    r.folder_back_ms = back.ms
    r.folder_roundtrip_ms = other.ms + back.ms
    r.folder_server_ms =
      other.serverMs === null && back.serverMs === null
        ? null
        : (other.serverMs ?? 0) + (back.serverMs ?? 0)
  } finally {
    await ctx.close()
  }
  return r
}

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b)
  if (!v.length) return null
  const m = v.length >> 1
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2
}
const r1 = (x) => (typeof x === 'number' ? Math.round(x * 10) / 10 : x)

/**
 * Runs `warmup + runs` fresh-context runs against `baseUrl` and returns measure.mjs's result
 * shape: medians over the measured runs, every run, the script files of the first run.
 */
export async function measureOurs(browser, options) {
  const { runs, warmup, mode, log } = options
  const measured = []
  const warm = []
  for (let i = 0; i < warmup + runs; i++) {
    const r = await oneRun(browser, i, options)
    ;(i < warmup ? warm : measured).push(r)
    const brief = Object.fromEntries(
      KEYS.filter((k) => k.endsWith('_ms') || k.startsWith('heap')).map((k) => [k, r1(r[k])]),
    )
    log?.(`[race ${mode}] ${i < warmup ? 'warm-up' : 'run'}: ${JSON.stringify(brief)}`)
  }
  const strip = (run) =>
    Object.fromEntries(
      Object.entries(run)
        .filter(([k]) => k !== 'js_detail')
        .map(([k, v]) => [k, r1(v)]),
    )
  return {
    date: new Date().toISOString(),
    browser: `chromium ${browser.version()} (headless)`,
    url: options.baseUrl,
    runs_measured: measured.length,
    warmup_runs: warm.length,
    median: Object.fromEntries(KEYS.map((k) => [k, r1(median(measured.map((r) => r[k])))])),
    warmup: warm.map(strip),
    runs: measured.map(strip),
    js_files: measured[0]?.js_detail,
  }
}

/** The demo bundle in `outDir` under `vite preview` on `port`: the figures, the JS split, targets. */
export async function measureDemo(browser, { outDir, port, runs, warmup, log }) {
  const { preview } = await import('vite')
  const server = await preview({
    mode: 'demo',
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  })
  try {
    const result = await measureOurs(browser, {
      baseUrl: `http://127.0.0.1:${port}`,
      runs,
      warmup,
      mode: 'demo',
      contextInit: disableCaptchaOnceMockIsReady,
      loginInPage: (page) => loginAsDemoUser(page, () => 0),
      log,
    })
    const breakdown = scriptBreakdown(result.js_files, outDir)
    return { ...pickResult(result), breakdown, targets: demoTargets(result.median, breakdown) }
  } finally {
    await server.close()
  }
}
