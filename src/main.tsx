/**
 * Start-up: runtime config (real bundle) or the in-browser fake backend (demo bundle), the
 * language, the API client and the router — then render. The session (XState and its machines)
 * is a chunk of its own: started at once when there is a token, and after the first paint of
 * the login page otherwise (src/app/session/sessionSource.ts).
 */
import 'virtual:default-skin.css'
import { createRoot } from 'react-dom/client'
import { createApiClient } from './api/client.ts'
import { notify } from './api/notices.ts'
import { App } from './app/App.tsx'
import { loadRuntimeConfig } from './app/config.ts'
import { tokenCookie, lockedCookie } from './app/cookies.ts'
import { createAppRouter } from './app/router.tsx'
import { inFlight, setApi } from './app/services.ts'
import { expiredBox } from './app/session/expiredBox.ts'
import { lazySession } from './app/session/sessionSource.ts'
import { decideRoute } from './app/routeGuard.ts'
import { watchStaleModalHiding } from './app/staleModal.ts'
import { activateLocale, activateStartLocale, completeLocale, detectLocale } from './i18n/i18n.ts'

/** After the browser has painted and is idle, so the login page never waits for the session. */
function afterFirstPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 })
    else setTimeout(callback, 200)
  })
}

async function start() {
  const demo = import.meta.env.VITE_DEMO === 'true'
  const initialPath = window.location.pathname
  const signedIn = Boolean(tokenCookie.read())
  // Without a token the first screen is the login page (unless it is another public page): it
  // waits only for its own messages, the rest of the catalog follows after the first paint.
  const onLogin =
    !signedIn &&
    (decideRoute(initialPath, { hasToken: false, isLocked: false }).redirectTo ??
      initialPath.replace(/(.)\/+$/, '$1')) === '/login'
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    demo ? import('./app/demo.ts').then((m) => m.startDemo()) : Promise.resolve(),
    onLogin ? activateStartLocale(detectLocale()) : activateLocale(detectLocale()),
  ])

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

  setApi(
    createApiClient({
      baseUrl: config.apiBaseUrl || window.location.origin,
      getToken: tokenCookie.read,
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

  watchStaleModalHiding((listener) => router.subscribe('onResolved', listener))

  createRoot(document.getElementById('root')!).render(<App router={router} session={session} />)
  // A failed chunk load is retried by the next load() (the login form's submit, a screen).
  const load = () => void session.load().catch(() => undefined)
  if (signedIn) load()
  else
    afterFirstPaint(() => {
      load()
      if (onLogin) void completeLocale().catch(() => undefined)
    })
}

void start()
