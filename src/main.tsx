/**
 * Start-up: runtime config (real bundle) or the in-browser fake backend (demo bundle), the
 * language, the API client and the router — then render. The session (XState and its machines)
 * is a chunk of its own: started at once when there is a token, and after the first paint of
 * the login page otherwise (src/app/session/sessionSource.ts).
 */
import 'virtual:default-skin.css'
import { i18n } from '@lingui/core'
import { createRoot } from 'react-dom/client'
import { createApiClient } from './api/client.ts'
import { notify } from './api/notices.ts'
import { App } from './app/App.tsx'
import { loadRuntimeConfig } from './app/config.ts'
import { tokenCookie, lockedCookie } from './app/cookies.ts'
import { demoSignsInOnStart } from './app/demoSignIn.ts'
import { createAppRouter } from './app/router.tsx'
import { api, inFlight, setApi } from './app/services.ts'
import { expiredBox } from './app/session/expiredBox.ts'
import { lazySession } from './app/session/sessionSource.ts'
import { warmSignedInStart } from './app/warmStart.ts'
import { firstScreen } from './app/routeGuard.ts'
import { onFirstInput } from './app/firstInput.ts'
import { watchStaleModalHiding } from './app/staleModal.ts'
import { onIdle } from './app/idle.ts'
import { createOfflineMiddleware } from './app/offline/offlineMiddleware.ts'
import {
  activateLocale,
  activateLocalePart,
  catalogPartFor,
  completeLocale,
  detectLocale,
} from './i18n/i18n.ts'

/** The real bundle's service worker registers after this long without input or API calls, */
const SW_AFTER_QUIET_MS = 3_000
/** or this long after the first paint at the latest (src/app/quiet.ts, decision 381). */
const SW_AT_LATEST_MS = 30_000

/** After the browser has painted and is idle, so the login page never waits for the session. */
function afterFirstPaint(callback: () => void): void {
  requestAnimationFrame(() => onIdle(callback, 2000, 200))
}

async function start() {
  const demo = import.meta.env.VITE_DEMO === 'true'
  const initialPath = window.location.pathname
  // The demo's signed-in start has its token once the fake backend is up, before any call.
  const signedIn = Boolean(tokenCookie.read()) || (demo && demoSignsInOnStart())
  // The login page (no token), the home page and a folder's screen (a token) wait only for
  // their own part of the catalog; the rest follows after the first paint (the folder's: on the
  // first input), and the router waits for it before any other screen (src/i18n/i18n.ts).
  const firstPath = firstScreen(initialPath, {
    hasToken: signedIn,
    isLocked: lockedCookie.isSet(),
  })
  const part = catalogPartFor(firstPath)
  const configReady = loadRuntimeConfig()
  const backendReady = demo ? import('./app/demo.ts').then((m) => m.startDemo()) : undefined
  const catalogReady = part
    ? activateLocalePart(detectLocale(), part)
    : activateLocale(detectLocale())
  // The start-up calls' module (with the session's, a chunk the login page does not need), then
  // every chunk of the first signed-in screen in one wave, while config and catalog load; a
  // folder's screen once the start-up calls have left (warmStart.ts).
  const startCalls =
    signedIn && firstPath.startsWith('/mailbox/') ? import('./app/startRequests.ts') : null
  let startCallsSent = () => {}
  if (signedIn)
    warmSignedInStart(firstPath, new Promise<void>((resolve) => (startCallsSent = resolve)))

  const session = lazySession(() =>
    import('./app/session/runtime.ts').then((m) => m.startSession({ initialPath, router, notify })),
  )
  const router = createAppRouter({
    clearSession: () => {
      tokenCookie.clear()
      lockedCookie.clear()
      session.send({ type: 'session.unauthorized' })
    },
  })

  const [config] = await Promise.all([configReady, backendReady])
  setApi(
    createApiClient({
      baseUrl: config.apiBaseUrl || window.location.origin,
      getToken: tokenCookie.read,
      // The catalog may still be loading: the language it will activate.
      language: () => i18n.locale || detectLocale(),
      clearToken: tokenCookie.clear,
      currentPath: () => router.state.location.pathname,
      notify,
      inFlight,
      onSessionExpired: (message) => {
        session.send({ type: 'session.unauthorized' })
        return expiredBox.open(message)
      },
      onDropped: () => {
        if (!tokenCookie.read()) session.send({ type: 'session.unauthorized' })
      },
    }),
  )
  // After the main middleware: offline, the reading calls answer from the client cache (issue 17).
  api().use(
    createOfflineMiddleware({
      answers: () =>
        import('./app/offline/offlineAnswers.ts').then((m) => m.browserOfflineAnswers()),
      getToken: tokenCookie.read,
    }),
  )
  // The session check and the first list page go out now, not once their chunks ran.
  void (startCalls ?? Promise.resolve(null))
    .then((m) => m?.startSignedInRequests(firstPath, window.location.search))
    .catch(() => undefined)
    .finally(startCallsSent)
  await catalogReady

  watchStaleModalHiding((listener) => router.subscribe('onResolved', listener))
  // No dialog is open before the first paint: the focus keeper comes with the first idle moment.
  void import('./app/dialogFocus.ts').then((m) => m.keepFocusInDialogs())

  createRoot(document.getElementById('root')!).render(<App router={router} session={session} />)
  // A failed chunk load is retried by the next load() (the login form's submit, a screen).
  const load = () => void session.load().catch(() => undefined)
  if (signedIn) load()
  const completeCatalog = () => void completeLocale().catch(() => undefined)
  // The mail screen's part leaves out its compose, search and review tabs, which wait for the
  // rest themselves (withWholeCatalog): no need to fetch it before the user acts (decision 215).
  if (part === 'mail') onFirstInput(completeCatalog)
  // The public share page never needs the session: a visitor without a token gets none of its
  // code (its login link, if followed, loads it like the login page's submit does).
  const publicOnly = !signedIn && initialPath.startsWith('/fileshare')
  afterFirstPaint(() => {
    if (!signedIn && !publicOnly) load()
    // The demo's worker is registered by msw's start (it runs msw's worker too, decision 323).
    // The real bundle's, once the user and the network have been quiet (decision 381): its
    // install downloads the whole build, which right after the first paint slowed the first
    // clicks (on the mock server a first folder switch took 230 – 314 ms with the download,
    // 129 – 154 ms without it).
    // The waiting itself loads after the first paint too: the entry (the login page's budget)
    // does not carry it.
    if (!demo && import.meta.env.PROD && 'serviceWorker' in navigator)
      void import('./app/quiet.ts')
        .then(({ onQuiet }) =>
          onQuiet(
            () =>
              void import('./app/offline/serviceWorker.ts')
                .then((m) => m.registerServiceWorker())
                .catch(() => undefined),
            { quietMs: SW_AFTER_QUIET_MS, latestMs: SW_AT_LATEST_MS, busy: inFlight },
          ),
        )
        .catch(() => undefined)
    if (part && part !== 'mail') completeCatalog()
  })
}

void start()
