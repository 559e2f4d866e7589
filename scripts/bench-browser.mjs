// Browser half of `npm run bench` (see bench.mjs and bench/README.md): serves dist-demo with
// `vite preview` and measures cold loads in headless Chromium, each in a fresh context.
import { createServer } from 'node:net'
import { performance } from 'node:perf_hooks'
import process from 'node:process'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'
import { mailboxFigures } from './bench-mailbox.mjs'

const RUNS = 5

/** The demo user of docs/mocks.md (mocks/seed/org.ts); override if the seed changes. */
const DEMO_USER = process.env.BENCH_USER ?? 'demo'
const DEMO_PASSWORD = process.env.BENCH_PASSWORD ?? 'Webmail@2468'
// Accessible names as the zh-hans login form shows them (the bench browses in zh-CN).
const USERNAME_NAME = /^(邮箱账号|用户名|工号)$/
const PASSWORD_NAME = /^密码$/
const LOGIN_BUTTON = /^登\s*录$/

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)]
}

// `npm run demo` and the Playwright runs of parallel work use these; never take one of them.
const RESERVED_PORTS = new Set([4173, 4181, 4182, 4183, 4184, 4185, 4186])

async function freePort() {
  for (;;) {
    const port = await anyFreePort()
    if (!RESERVED_PORTS.has(port)) return port
  }
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Gzip size of a script response's body at level 9. The wire size is not used: `vite preview`
 * compresses at another level, and responses relayed by the fake backend's service worker report
 * no wire size at all. Level 9 everywhere keeps this comparable with the manifest figures.
 */
async function transferSize(response) {
  return gzipSize(await response.body())
}

/**
 * One cold load of /login in a fresh context. Counts JS until the login form shows and the
 * network has then been idle: idleness alone comes too early, while the demo seeds its
 * database the network is quiet but the login chunks have not been asked for yet.
 */
async function coldLoginBytes(browser, baseUrl) {
  const context = await browser.newContext({ locale: 'zh-CN' })
  try {
    const page = await context.newPage()
    const sizes = []
    // Scripts in flight, so that the count waits for those asked for as the form settles (the
    // configured captcha widget is a lazy chunk): Playwright's 'networkidle' may have fired
    // already, before the login chunks were even requested.
    let scriptsInFlight = 0
    let lastScriptChange = Date.now()
    const isScript = (request) => request.resourceType() === 'script'
    page.on('request', (request) => {
      if (!isScript(request)) return
      scriptsInFlight += 1
      lastScriptChange = Date.now()
    })
    const settled = (request) => {
      if (!isScript(request)) return
      scriptsInFlight -= 1
      lastScriptChange = Date.now()
    }
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
    page.on('response', (response) => {
      // A body that can no longer be read (context closed) counts as 0 instead of crashing.
      if (isScript(response.request())) sizes.push(transferSize(response).catch(() => 0))
    })
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' })
    const formSeen = await usernameField(page)
      .waitFor({ state: 'visible', timeout: 30_000 })
      .then(() => true)
      .catch(() => false)
    await page.waitForLoadState('networkidle')
    const deadline = Date.now() + 10_000
    while ((scriptsInFlight > 0 || Date.now() - lastScriptChange < 500) && Date.now() < deadline) {
      await page.waitForTimeout(100)
    }
    const bytes = await Promise.all(sizes)
    return { jsBytes: bytes.reduce((a, b) => a + b, 0), jsRequests: bytes.length, formSeen }
  } finally {
    await context.close()
  }
}

const usernameField = (page) => page.getByRole('textbox', { name: USERNAME_NAME }).first()

/** Fills the login form once it shows; returns when it became visible (ms since navigation). */
export async function loginAsDemoUser(page, elapsed) {
  const username = usernameField(page)
  await username.waitFor({ state: 'visible', timeout: 20_000 }).catch(() => {
    throw new Error(`no textbox named ${USERNAME_NAME} on /login within 20 s (UI not ready?)`)
  })
  const visibleMs = elapsed()
  await username.fill(DEMO_USER)
  await page.getByRole('textbox', { name: PASSWORD_NAME }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: LOGIN_BUTTON }).click()
  return visibleMs
}

/**
 * Runs in the page before any app code: the moment the fake backend publishes window.__mock,
 * switch the captcha off, so the timing measures the app and not a person solving a slider.
 */
export function disableCaptchaOnceMockIsReady() {
  let control
  Object.defineProperty(globalThis, '__mock', {
    configurable: true,
    get: () => control,
    set: (value) => {
      control = value
      void value?.setCaptchaType?.('none')
    },
  })
}

/**
 * One cold load of /login, demo log-in, until `data-testid="welcome-page"` is visible. A step
 * that fails leaves its figure null and says why in `error`.
 */
async function coldLoadToWelcome(browser, baseUrl) {
  const context = await browser.newContext({ locale: 'zh-CN' })
  await context.addInitScript(disableCaptchaOnceMockIsReady)
  const page = await context.newPage()
  const start = performance.now()
  const run = { loginVisibleMs: null, welcomeMs: null }
  try {
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' })
    run.loginVisibleMs = await loginAsDemoUser(page, () => performance.now() - start)
    await page
      .getByTestId('welcome-page')
      .waitFor({ state: 'visible', timeout: 30_000 })
      .catch(() => {
        throw new Error('no data-testid="welcome-page" within 30 s of submitting the demo log-in')
      })
    run.welcomeMs = performance.now() - start
  } catch (error) {
    run.error = String(error.message).split('\n')[0]
  } finally {
    await context.close()
  }
  return run
}

/**
 * Figures for bench/results.json `demo.browser` and `mailbox.browser`; `status: 'n/a'` with a
 * reason when impossible.
 */
export async function browserFigures() {
  const executablePath = findChromium()
  if (!executablePath) {
    const none = { status: 'n/a', reason: 'no Chromium: run node scripts/ensure-chromium.mjs' }
    return { demo: none, mailbox: none }
  }
  const { chromium } = await import('@playwright/test')
  const { preview } = await import('vite')
  const port = await freePort()
  const server = await preview({
    mode: 'demo',
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  })
  try {
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] })
    try {
      const baseUrl = `http://127.0.0.1:${port}`
      const demo = await measure(browser, baseUrl)
      const mailbox = await mailboxFigures(browser, baseUrl).catch((error) => ({
        status: 'n/a',
        reason: String(error.message).split('\n')[0],
      }))
      return { demo, mailbox }
    } finally {
      await browser.close()
    }
  } finally {
    await server.close()
  }
}

async function measure(browser, baseUrl) {
  const result = { status: 'ok', chromium: browser.version(), runs: RUNS }
  result.loginLoads = []
  for (let run = 0; run < RUNS; run += 1) {
    result.loginLoads.push(await coldLoginBytes(browser, baseUrl))
  }
  result.loginJsBytes = median(result.loginLoads.map((load) => load.jsBytes))
  if (result.loginLoads.some((load) => !load.formSeen)) {
    result.reason = 'login form not seen: JS counted only until the network was idle'
  }
  result.welcomeRuns = []
  for (let run = 0; run < RUNS; run += 1) {
    const outcome = await coldLoadToWelcome(browser, baseUrl)
    result.welcomeRuns.push(outcome)
    // The same failure would repeat, each time after a long timeout.
    if (outcome.error) break
  }
  const failed = result.welcomeRuns.find((run) => run.error)
  const measured = (key) => result.welcomeRuns.map((run) => run[key]).filter((ms) => ms != null)
  result.loginVisibleMs = median(measured('loginVisibleMs'))
  result.welcomeMs = failed ? null : median(measured('welcomeMs'))
  if (failed) result.welcomeReason = `log-in flow not measurable: ${failed.error}`
  return result
}
