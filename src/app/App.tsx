import { I18nProvider } from '@lingui/react'
import { RouterProvider, type AnyRouter } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { i18n, withWholeCatalog } from '../i18n/i18n.ts'
import { LoadingBar } from './layout/LoadingBar.tsx'
import { SessionProvider, useLoadedSessionActor } from './session/SessionProvider.tsx'
import type { SessionSource } from './session/sessionSource.ts'
import { SkinProvider } from './theme/SkinProvider.tsx'
import { LazyToasts } from './LazyToasts.tsx'
import { useAppStatus } from './offline/appStatus.ts'

// Demo-only code is reached through this constant so the real-backend bundle drops it entirely.
const DemoBar =
  import.meta.env.VITE_DEMO === 'true'
    ? lazy(() => withWholeCatalog(import('./DemoBar.tsx')).then((m) => ({ default: m.DemoBar })))
    : null

// The session's dialogs read its state, so they come with the session chunk, not before.
const SessionDialogs = lazy(() =>
  import('./SessionDialogs.tsx').then((m) => ({ default: m.SessionDialogs })),
)

// Offline or an update waiting is rare: the bars' code loads only then (issue 17).
const StatusBars = lazy(() =>
  withWholeCatalog(import('./offline/StatusBars.tsx')).then((m) => ({ default: m.StatusBars })),
)

function StatusBarsWhenNeeded() {
  const status = useAppStatus()
  if (!status.offline && !status.update) return null
  return (
    <Suspense fallback={null}>
      <StatusBars status={status} />
    </Suspense>
  )
}

function SessionDialogsOnceRunning() {
  if (!useLoadedSessionActor()) return null
  return (
    <Suspense fallback={null}>
      <SessionDialogs />
    </Suspense>
  )
}

export function App({ router, session }: { router: AnyRouter; session: SessionSource }) {
  return (
    <I18nProvider i18n={i18n}>
      <SessionProvider source={session}>
        <SkinProvider>
          <LoadingBar />
          <LazyToasts />
          <RouterProvider router={router} />
          <SessionDialogsOnceRunning />
          <StatusBarsWhenNeeded />
          {DemoBar && (
            <Suspense fallback={null}>
              <DemoBar />
            </Suspense>
          )}
        </SkinProvider>
      </SessionProvider>
    </I18nProvider>
  )
}
