import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs'

const isCI = Boolean(process.env.CI)
// Parallel local runs (several people or agents on one machine) pick their own port; each then
// builds into its own folder so the builds do not overwrite each other.
const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_PORT ? `dist-demo-${port}` : 'dist-demo'

/**
 * End-to-end tests run against the DEMO bundle (fake backend in the browser) served by
 * `vite preview`, in the system Chromium found by scripts/chromium-path.mjs — Playwright's own
 * browser download is never needed. `npm run test:e2e` runs scripts/ensure-chromium.mjs first.
 */
export default defineConfig({
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
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // undefined lets Playwright report its own "browser not installed" error.
          executablePath: findChromium() ?? undefined,
          args: [...CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite build --mode demo --outDir ${outDir} && npx vite preview --mode demo --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !isCI,
    // The build runs inside this window, and 2-core CI machines are slow.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
