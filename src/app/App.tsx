import { I18nProvider } from '@lingui/react'
import { RouterProvider, type AnyRouter } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { i18n } from '../i18n/i18n.ts'
import { LoadingBar } from './layout/LoadingBar.tsx'
import { SessionDialogs } from './SessionDialogs.tsx'
import { SessionProvider, type SessionActor } from './session/SessionProvider.tsx'
import { SkinProvider } from './theme/SkinProvider.tsx'
import { LazyToasts } from './LazyToasts.tsx'

// Demo-only code is reached through this constant so the real-backend bundle drops it entirely.
const DemoBar =
  import.meta.env.VITE_DEMO === 'true'
    ? lazy(() => import('./DemoBar.tsx').then((m) => ({ default: m.DemoBar })))
    : null

export function App({ router, session }: { router: AnyRouter; session: SessionActor }) {
  return (
    <I18nProvider i18n={i18n}>
      <SessionProvider actor={session}>
        <SkinProvider>
          <LoadingBar />
          <LazyToasts />
          <RouterProvider router={router} />
          <SessionDialogs />
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
