/**
 * The main layout around routed screens, signed in as demo against the fake backend: a memory
 * router with the layout (or a bare stand-in, as a control) at its root and the given child routes.
 * Import tests/unit/auth/jsdomShims.ts first and tests/support/server.ts in the test file.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import type { ReactElement } from 'react'
import MainLayout from '../../../src/app/layout/MainLayout.tsx'
import { SkinProvider } from '../../../src/app/theme/SkinProvider.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { signedIn } from '../mailbox/mailboxHarness.tsx'

function Layout() {
  return (
    <SkinProvider>
      <MainLayout />
    </SkinProvider>
  )
}

export async function renderLayout(options: {
  path: string
  routes: Record<string, () => ReactElement>
  /** The root instead of the layout (a control). */
  root?: () => ReactElement
}) {
  const harness = await signedIn()
  const rootRoute = createRootRoute({ component: options.root ?? Layout })
  const children = Object.entries(options.routes).map(([path, component]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [options.path] }),
  })
  const result = renderWithProviders(<RouterProvider router={router} />, {
    locale: 'zh-hans',
    session: harness.session,
  })
  return { ...result, router }
}
