/**
 * Vitest 4 for every unit, model and component test under tests/ (Playwright's e2e specs are
 * `*.spec.ts` and not picked up). The Vite config is reused so Lingui macros and React compile
 * the same way as in the app. Projects share it:
 *  - `node`: `*.test.ts` — domain rules, machines, client, contract tests (fast, no DOM);
 *  - `dom`: `*.test.tsx` — components under jsdom;
 *  - `node-isolated` / `dom-isolated`: the few files that need a module cache of their own.
 *
 * Speed (decision 151): `node` and `dom` run WITHOUT isolation. Each worker imports React, Fluent,
 * Lexical, msw and the fake backend once and keeps them for every file it runs, instead of once
 * per file (that import was most of the run: ~40 % less CPU on a mixed sample). The price: module
 * state lives on from one file to the next in the same worker. What keeps that safe:
 *  - tests/setup.ts runs per file: it resets the fake backend before the file is loaded and wraps
 *    it in the listen / contract check / reset / close hooks (tests/support/server.ts);
 *  - mocks and timers are restored after every file by vitest itself;
 *  - a file that needs its own copy of modules goes to an isolated project (ISOLATED below):
 *    `vi.mock` (a mock would leak into later files, and modules already loaded ignore it), the
 *    fake backend driven without tests/support/server.ts (other scenarios or seed anchors,
 *    e.g. `large`), the mock server in-process (it rewires how the backend calls itself), scripts.
 */
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/** Files that need isolation (see above); add a file here when it calls `vi.mock`. */
const ISOLATED_NODE = [
  'tests/unit/mocks/**/*.test.ts',
  'tests/contract/mockServer/**/*.test.ts',
  'tests/unit/scripts/**/*.test.ts',
]
const ISOLATED_DOM = [
  'tests/unit/mail-actions/mailGuards.test.tsx',
  'tests/unit/contacts/useWriteMail.test.tsx',
  // Counts the shared review-poll timer's holders (module state): a file earlier in the worker
  // that rendered the count in a root it never unmounted left a holder behind, so this file's
  // faked interval was never started and its beat never came (once a run or so).
  'tests/unit/review/reviewRefresh.test.tsx',
  // Opens a company folder right after changing demo's grant on it: a disk page of an earlier
  // file in the worker left that folder's listing in the client's list cache (module state), so
  // the page showed the old listing and the file looked missing (two full runs in three).
  'tests/unit/files/diskPreview.test.tsx',
]
const ISOLATED = [...ISOLATED_NODE, ...ISOLATED_DOM]

const shared = mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      setupFiles: ['tests/setup.ts'],
      // Two cores: one worker per core. Forks, not threads: msw patches the process's fetch.
      pool: 'forks',
      maxWorkers: 2,
      clearMocks: true,
      restoreMocks: true,
      // Room for a dom test's findBy / waitFor, which wait up to 5 s (tests/setup.ts), on two
      // busy cores; a test that needs more says so in its describe.
      testTimeout: 15_000,
    },
  }),
)

/** Node 20 has WebSocket only behind this flag; msw's ws.link (the live channel) needs it. */
const nodeEnv = { environment: 'node' as const, execArgv: ['--experimental-websocket'] }

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            ...nodeEnv,
            include: ['tests/**/*.test.ts'],
            exclude: ISOLATED,
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'node-isolated', ...nodeEnv, include: ISOLATED_NODE },
        },
        {
          extends: true,
          // No retry: the Fluent dialog "flakes" were jsdom's missing layout (tests/setup.ts,
          // decision 97), not slowness.
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['tests/**/*.test.tsx'],
            exclude: ISOLATED,
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'dom-isolated', environment: 'jsdom', include: ISOLATED_DOM },
        },
      ],
    },
  }),
)
