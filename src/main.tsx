/**
 * Start-up: runtime config (real bundle) or the in-browser fake backend (demo bundle), the
 * language, the API client, the session actor and the router — then render.
 */
import { createRoot } from 'react-dom/client'
import { createApiClient } from './api/client.ts'
import { notify } from './api/notices.ts'
import { App } from './app/App.tsx'
import { loadRuntimeConfig } from './app/config.ts'
import { tokenCookie, lockedCookie } from './app/cookies.ts'
import { createAppRouter } from './app/router.tsx'
import { inFlight, setApi } from './app/services.ts'
import { trackActivity } from './app/session/activity.ts'
import { createSessionActor } from './app/session/createSession.ts'
import { expiredBox } from './app/session/expiredBox.ts'
import { connectSessionToRouter } from './app/session/navigation.ts'
import { watchStaleModalHiding } from './app/staleModal.ts'
import { connectSessionNotices } from './app/session/sessionNotices.ts'
import { activateLocale, detectLocale } from './i18n/i18n.ts'

async function start() {
  const demo = import.meta.env.VITE_DEMO === 'true'
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    demo ? import('./app/demo.ts').then((m) => m.startDemo()) : Promise.resolve(),
    activateLocale(detectLocale()),
  ])

  const session = createSessionActor(window.location.pathname)
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

  session.start()
  connectSessionToRouter(session, router)
  connectSessionNotices(session, notify)
  trackActivity(() => session.send({ type: 'user.activity' }))
  watchStaleModalHiding((listener) => router.subscribe('onResolved', listener))

  createRoot(document.getElementById('root')!).render(<App router={router} session={session} />)
}

void start()
