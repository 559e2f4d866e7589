/**
 * Runs before every test file of every vitest project (node and jsdom), also where files share
 * one module cache (vitest.config.ts): what must happen per file happens here. Keep it light: it
 * is paid once per file.
 */
import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { FakeBackendHooks } from './support/server.ts'

/** How long findBy / waitFor wait in dom files (see below). */
const DOM_WAIT_MS = 5_000

if (typeof document !== 'undefined') {
  // Upload tests put Node's FormData and Blob in place of jsdom's (their request bodies go through
  // msw), and files share one global scope per worker. A later file then met a mixed pair: a form
  // submit, which React turns into `new FormData(form)` when it starts a transition, met Node's
  // FormData, which refuses a jsdom form; jsdom's FormData refused Node's Blob as a file part
  // (the editor's picture upload failed with no server reason). Each file starts with jsdom's
  // three, as the worker's first file found them.
  const saved = globalThis as unknown as Record<symbol, unknown>
  const restore = <K extends 'FormData' | 'Blob' | 'File'>(name: K) => {
    const key = Symbol.for(`webmail.test.jsdom${name}`)
    saved[key] ??= globalThis[name]
    globalThis[name] = saved[key] as (typeof globalThis)[K]
  }
  restore('FormData')
  restore('Blob')
  restore('File')
  // jsdom lays nothing out, so <body> measures 0 × 0, and tabster (Fluent's focus manager) takes
  // every element for invisible: a Fluent dialog then finds nothing to focus inside and focuses
  // its own surface, which tabster does not activate as the modal — the dialog stays aria-hidden,
  // with no accessible name, until some later focus inside happens to activate it (the "slow
  // dialog" flakes, decision 97). With a window-sized body the dialog focuses its first control
  // and is the active modal at once, as in a browser (tests/unit/app/dialogUnderJsdom.test.tsx).
  HTMLBodyElement.prototype.getBoundingClientRect = function bodyRect() {
    return DOMRect.fromRect({ width: window.innerWidth, height: window.innerHeight })
  }
  // jsdom's offsetParent is always null, which tabster reads as display: none. The parent stands
  // in, except under a `hidden` ancestor or an inline display: none.
  const insideDisplayNone = (element: HTMLElement | null): boolean =>
    element !== null &&
    (element.style.display === 'none' || insideDisplayNone(element.parentElement))
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement): Element | null {
      if (!this.isConnected || this.closest('[hidden]') || insideDisplayNone(this)) return null
      return this.parentElement
    },
  })
  // Testing Library unmounts by itself only with vitest globals on; they are off here. The import
  // is lazy so node-environment files do not load React DOM.
  const { cleanup, configure, getConfig } = await import('@testing-library/react')
  // Files share modules (vitest.config.ts): a file's `configure({ asyncUtilTimeout })` would
  // carry over to the next file of the worker. Each file starts from the defaults instead.
  //
  // The defaults wait 5 s, not Testing Library's 1 s: on two cores shared by two workers (and a
  // build), a fetch through msw and the render after it have taken more than a second, and a
  // findBy / waitFor that gave up then failed a test that was right (reviewRefresh's beat, CI
  // run 16). A test that is wrong still fails, 4 s later.
  const store = globalThis as { [key: symbol]: ReturnType<typeof getConfig> | undefined }
  const defaults = (store[Symbol.for('webmail.test.domConfig')] ??= {
    ...getConfig(),
    asyncUtilTimeout: DOM_WAIT_MS,
  })
  configure(defaults)
  afterEach(() => {
    cleanup()
    // Files share one jsdom window (vitest.config.ts). Whatever a test's portals left in <body>
    // after the unmount (tabster's dummy nodes, a dialog's layer) and the aria-hidden its modal
    // put on the siblings would hide the next test's tree from getByRole: two dom tests failed
    // once a run that way ("There are no accessible roles", an aria-hidden container).
    document.body.replaceChildren()
    document.body.removeAttribute('aria-hidden')
  })
}

// The fake backend's per-file hooks, registered after cleanup so that they run before it, as when
// tests/support/server.ts registered them itself. Only once that module is loaded (by this file,
// or by an earlier file of the same worker): a file that needs no backend does not load msw.
const fakeBackend = (): FakeBackendHooks | undefined =>
  (globalThis as { [key: symbol]: FakeBackendHooks | undefined })[
    Symbol.for('webmail.test.fakeBackendHooks')
  ]
await fakeBackend()?.beforeCollect()
beforeAll(() => fakeBackend()?.beforeFile())
afterEach(() => fakeBackend()?.afterTest())
// A file whose rows started the reader's download must not end while vitest still imports it: the
// torn-down environment failed the import, and the failed module stayed in the worker's shared
// cache for every later file (src/app/preloadable.ts `settlePreloads`).
if (typeof document !== 'undefined') {
  afterAll(async () => {
    const { settlePreloads } = await import('../src/app/preloadable.ts')
    await settlePreloads()
  })
}
afterAll(() => fakeBackend()?.afterFile())
