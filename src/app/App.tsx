import { I18nProvider } from '@lingui/react'
import { RouterProvider, type AnyRouter } from '@tanstack/react-router'
import { i18n } from '../i18n/i18n.ts'
import { LoadingBar } from './layout/LoadingBar.tsx'
import { SessionDialogs } from './SessionDialogs.tsx'
import { SessionProvider, type SessionActor } from './session/SessionProvider.tsx'
import { SkinProvider } from './theme/SkinProvider.tsx'
import { Toasts } from './Toasts.tsx'

export function App({ router, session }: { router: AnyRouter; session: SessionActor }) {
  return (
    <I18nProvider i18n={i18n}>
      <SessionProvider actor={session}>
        <SkinProvider>
          <LoadingBar />
          <Toasts />
          <RouterProvider router={router} />
          <SessionDialogs />
        </SkinProvider>
      </SessionProvider>
    </I18nProvider>
  )
}
