/**
 * What the settings page tests share: a signed-in session on the fake backend (authHarness) and
 * a memory router with the page at /setting/<page> and one other page to leave to (the
 * unsaved-changes prompt holds router navigations).
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { waitFor } from 'xstate'
import type { Locale } from '../../../src/i18n/locales.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

export async function openSettingsPage(
  Page: ComponentType,
  page: string,
  { username = 'demo', locale = 'zh-hans' }: { username?: string; locale?: Locale } = {},
) {
  const path = `/setting/${page}`
  const harness = startHarness({ token: await tokenFor(username), path })
  await waitFor(harness.session, (s) => s.matches('signedIn'))
  const rootRoute = createRootRoute({ component: Outlet })
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <Page />,
  })
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/elsewhere',
    component: () => <p>elsewhere</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, otherRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { locale, session: harness.session })
  return { ...harness, router }
}
