/**
 * Vitest 4 for every unit, model and component test under tests/ (Playwright's e2e specs are
 * `*.spec.ts` and not picked up). The Vite config is reused so Lingui macros and React compile
 * the same way as in the app. Two projects share it:
 *  - `node`: `*.test.ts` — domain rules, machines, client, mocks (fast, no DOM);
 *  - `dom`: `*.test.tsx` — components under jsdom.
 */
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

const shared = mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      setupFiles: ['tests/setup.ts'],
      // Two cores: one worker per core; forks keep msw's global fetch patching per file.
      pool: 'forks',
      maxWorkers: 2,
      clearMocks: true,
      restoreMocks: true,
    },
  }),
)

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/**/*.test.ts'],
            // Node 20 has WebSocket only behind this flag; msw's ws.link (the live channel) needs it.
            execArgv: ['--experimental-websocket'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['tests/**/*.test.tsx'],
            // No retry: the Fluent dialog "flakes" were jsdom's missing layout (tests/setup.ts,
            // decision 97), not slowness.
          },
        },
      ],
    },
  }),
)
