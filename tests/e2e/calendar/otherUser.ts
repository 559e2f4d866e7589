/**
 * Another user at another computer: a fresh browser context, signed in as `username`, on the
 * same server state as the page it is handed over from.
 *
 *  - `http` backend (the `real` project): the mock server holds one state for every context, so
 *    the new context just signs in there.
 *  - `demo` backend: each context runs its own fake backend in the page and keeps its data in
 *    IndexedDB (docs/mocks.md "Persistence"). The new context starts from a copy of that
 *    storage, as a second browser on the same server would; the writes that matter (events,
 *    shares, answers, delivered mail) are flushed to it before their responses go out
 *    (mocks/durability.ts). The old context keeps its own copy: a later look from the first
 *    user goes through another hand-over, from the newest context.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { type Backend, type Scenario, SIGNED_IN_START, callHttpMock, test } from '../fixtures.ts'

/** The project's context options a new context needs (a bare browser.newContext has none). */
function projectOptions(): BrowserContextOptions {
  const use = test.info().project.use
  return {
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
  }
}

/** As fixtures.ts `signInOnFirstLoad`: the demo backend signs this user in as it starts. */
function signInOnFirstLoad({ username, scenario }: { username: string; scenario: string }) {
  if (sessionStorage.getItem('e2e-signed-in-start')) return
  sessionStorage.setItem('e2e-signed-in-start', '1')
  // The saved data is kept per scenario: the one the first context saved.
  sessionStorage.setItem('webmail-demo-scenario', scenario)
  sessionStorage.setItem('webmail-demo-sign-in', username)
}

export interface Elsewhere {
  page: Page
  context: BrowserContext
}

/**
 * Opens `path` signed in as `username` in a new browser context that sees what `from` has
 * saved. Close it with `context.close()` (the test's own contexts close by themselves).
 */
export async function signInElsewhere(
  browser: Browser,
  from: Page,
  username: string,
  backend: Backend,
  { language, scenario = 'default' }: { language?: 'zh-hans' | 'en'; scenario?: Scenario } = {},
): Promise<Elsewhere> {
  const options = projectOptions()
  const baseURL = options.baseURL!
  const languageCookie = language ? [{ name: 'language', value: language, url: baseURL }] : []
  if (backend === 'http') {
    const context = await browser.newContext(options)
    const token = String(await callHttpMock(baseURL, 'signIn', [username]))
    await context.addCookies([{ name: 'token', value: token, url: baseURL }, ...languageCookie])
    const page = await context.newPage()
    await page.goto(SIGNED_IN_START)
    return { page, context }
  }
  const saved = await from.context().storageState({ indexedDB: true })
  const context = await browser.newContext({
    ...options,
    // Not the first user's session: the backend signs `username` in as the app starts.
    storageState: {
      cookies: saved.cookies.filter((c) => c.name !== 'token' && c.name !== 'language'),
      origins: saved.origins,
    },
  })
  if (language) await context.addCookies(languageCookie)
  const page = await context.newPage()
  await page.addInitScript(signInOnFirstLoad, { username, scenario })
  await page.goto(SIGNED_IN_START)
  // The session the backend opened for `username` (the app keeps its token as a cookie).
  await page.waitForFunction(() => /(?:^|; )token=/.test(document.cookie), undefined, {
    timeout: 20_000,
  })
  return { page, context }
}
