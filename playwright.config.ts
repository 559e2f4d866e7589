import { defineConfig, devices } from '@playwright/test'
import type { Backend } from './tests/e2e/fixtures.ts'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs'

const isCI = Boolean(process.env.CI)
// Parallel local runs (several people or agents on one machine) pick their own port; each then
// builds into its own folder so the builds do not overwrite each other.
const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_PORT ? `dist-demo-${port}` : 'dist-demo'
// The real bundle on the mock server, next to the demo's port.
const realPort = port + 100

/** The XSS corpus walk: its own project (see `projects`). */
const XSS = /reader\/xss\.spec\.ts$/

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // undefined lets Playwright report its own "browser not installed" error.
    executablePath: findChromium() ?? undefined,
    args: [...CHROMIUM_ARGS],
  },
}

/**
 * End-to-end tests in the system Chromium found by scripts/chromium-path.mjs — Playwright's own
 * browser download is never needed; `npm run test:e2e` runs scripts/ensure-chromium.mjs first.
 *  - `chromium`: every journey against the DEMO bundle (fake backend in the browser), served by
 *    `vite preview`;
 *  - `real`: the journeys tagged @core again, against the REAL bundle (dist/, no mock code)
 *    served by the mock server over HTTP and WebSocket (scripts/serve-real-bundle.mjs). The
 *    server's state is shared, so these run one at a time.
 */
export default defineConfig<{ backend: Backend }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // Merges the axe walks' findings into the a11y report (tests/e2e/a11y/report.ts).
  globalTeardown: './tests/e2e/a11y/report.ts',
  workers: 2,
  retries: isCI ? 1 : 0,
  // Every full page load starts the in-browser fake backend (≈ 1–3 s on 2 busy cores).
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The html report is for people; CI logs only need the list. Never pop a browser open.
  reporter: isCI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    trace: 'on-first-retry',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  },
  // `real` comes first on purpose (decision 152): Playwright hands out queued tests in project
  // order, skipping a project at its worker limit. Listed first, the one-at-a-time `real` journeys
  // run on one worker beside the demo journeys on the other, instead of last, alone, with the
  // second core idle.
  //
  // `xss` comes next (decision 275): the XSS corpus shards launch Chromium with their own
  // arguments (tests/e2e/reader/xss.spec.ts), so inside `chromium` they formed a worker group of
  // their own that Playwright queued after every other journey: the run ended on ~2 minutes of
  // them. As a project of their own they are queued here, and the worker `real` leaves free
  // takes them first, while the short journeys are still there to even out the end.
  projects: [
    {
      name: 'real',
      grep: /@core/,
      workers: 1,
      // The app's service worker would precache the whole build in every journey's fresh
      // context; tests/e2e/shell/offline.spec.ts allows it (issue 17).
      use: {
        ...chromium,
        baseURL: `http://127.0.0.1:${realPort}`,
        backend: 'http',
        serviceWorkers: 'block',
      },
    },
    { name: 'xss', testMatch: XSS, use: chromium },
    { name: 'chromium', testIgnore: XSS, use: chromium },
  ],
  webServer: [
    {
      // Builds only when a source is newer than the bundle (npm test has just built it).
      command: `node scripts/serve-demo-bundle.mjs ${port} ${outDir}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !isCI,
      // The build runs inside this window, and 2-core CI machines are slow.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve-real-bundle.mjs ${realPort}`,
      url: `http://127.0.0.1:${realPort}/config.json`,
      reuseExistingServer: !isCI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
