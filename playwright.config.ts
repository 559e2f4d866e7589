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
  projects: [
    {
      name: 'real',
      grep: /@core/,
      workers: 1,
      use: { ...chromium, baseURL: `http://127.0.0.1:${realPort}`, backend: 'http' },
    },
    { name: 'chromium', use: chromium },
  ],
  webServer: [
    {
      command: `npx vite build --mode demo --outDir ${outDir} && npx vite preview --mode demo --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
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
