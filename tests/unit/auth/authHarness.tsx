/**
 * What the auth component tests share on top of tests/support/render.tsx: the app's API client
 * pointed at the msw fake backend, a session actor with the app's real session actors, and a
 * memory router (the login page navigates to /twofactor_login). Import tests/support/server.ts in
 * the test file itself so its lifecycle hooks register there.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { createActor, waitFor } from 'xstate'
import { lockMachine, sessionMachine } from '../../../machines/session/index.ts'
import { createApiClient } from '../../../src/api/client.ts'
import { InFlightCounter } from '../../../src/api/inflight.ts'
import type { Notice } from '../../../src/api/notices.ts'
import { setApi } from '../../../src/app/services.ts'
import type { SessionActor } from '../../../src/app/session/SessionProvider.tsx'
import { forgetPublicKey } from '../../../src/app/session/publicKey.ts'
import { realSessionActors } from '../../../src/app/session/sessionActors.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { TEST_ORIGIN } from '../../support/server.ts'

export interface Harness {
  session: SessionActor
  /** Toasts the client middleware raised (it owns the error catalogue toasts). */
  notices: Notice[]
}

/** Wires api() to the fake backend and starts a session; `token` starts it signed in. */
export function startHarness(options: { token?: string; path?: string } = {}): Harness {
  const notices: Notice[] = []
  let token = options.token
  forgetPublicKey()
  setApi(
    createApiClient({
      baseUrl: TEST_ORIGIN,
      fetch: (request) => globalThis.fetch(request),
      getToken: () => token,
      clearToken: () => {
        token = undefined
      },
      currentPath: () => options.path ?? '/login',
      notify: (notice) => notices.push(notice),
      onSessionExpired: () => undefined,
      onDropped: () => undefined,
      inFlight: new InFlightCounter(),
    }),
  )
  const { unlock, ...sessionActors } = realSessionActors
  const machine = sessionMachine.provide({
    // The lock child resolves its own `unlock`; providing it on the session alone does not reach it.
    actors: { ...sessionActors, lock: lockMachine.provide({ actors: { unlock } }) },
    actions: {
      storeToken: (_, params: { token: string }) => {
        token = params.token
      },
      clearSession: () => {
        token = undefined
      },
    },
  })
  const session = createActor(machine, { input: { token: token ?? null, locked: false } }).start()
  return { session, notices }
}

/** A signed-in session moved to the lock screen, as the idle timer would. */
export async function lockedSession(token: string): Promise<Harness> {
  const harness = startHarness({ token, path: '/lockscreen' })
  await waitFor(harness.session, (s) => s.matches('signedIn'))
  harness.session.send({ type: 'session.lock' })
  return harness
}

/** Renders `page` at /login inside a memory router that also knows /twofactor_login. */
export function renderPage(page: ReactElement, session: SessionActor, path = '/login') {
  const rootRoute = createRootRoute({ component: Outlet })
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: () => page })
  const twoFactorRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/twofactor_login',
    component: () => <p>two-factor page</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, twoFactorRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = renderWithProviders(<RouterProvider router={router} />, {
    locale: 'zh-hans',
    session,
  })
  return { ...result, router }
}
