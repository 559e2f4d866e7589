/**
 * What the /file disk page tests share: a signed-in session on the fake backend and a memory
 * router with the real FilesLayout and its pages from FILE_PAGE_COMPONENTS.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router'
import { Suspense } from 'react'
import { waitFor } from 'xstate'
import FilesLayout from '../../../src/features/files/FilesLayout.tsx'
import { FILE_PAGE_COMPONENTS, type FilePage } from '../../../src/features/files/filePages.ts'
import type { Locale } from '../../../src/i18n/locales.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

function FilePageRoute() {
  const { page } = useParams({ strict: false }) as { page: FilePage }
  const Page = FILE_PAGE_COMPONENTS[page]
  if (!Page) return <p>later version</p>
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}

export async function openDisk(
  path: string,
  { username = 'demo', locale = 'zh-hans' }: { username?: string; locale?: Locale } = {},
) {
  const harness = startHarness({ token: await tokenFor(username), path })
  await waitFor(harness.session, (s) => s.matches('signedIn'))
  const rootRoute = createRootRoute({ component: Outlet })
  const fileRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/file',
    component: FilesLayout,
  })
  const pageRoute = createRoute({
    getParentRoute: () => fileRoute,
    path: '/$page',
    component: FilePageRoute,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([fileRoute.addChildren([pageRoute])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { locale, session: harness.session })
  return { ...harness, router }
}
