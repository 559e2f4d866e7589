/**
 * What the page tests share: a signed-in session on the fake backend (authHarness), a memory
 * router with the page under test at its path, the mailbox route that "write mail" goes to (it
 * shows the compose deep link it was given), one other page to leave to (the unsaved-changes
 * prompt holds router navigations), and a client of the fake backend as the oracle.
 */
import { screen } from '@testing-library/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { waitFor } from 'xstate'
import type { Locale } from '../../src/i18n/locales.ts'
import { deepLinkOf, type MailboxDeepLink } from '../../src/features/mailbox/mailboxDeepLink.ts'
import { parseMailboxSearch } from '../../src/features/mailbox/mailboxSearch.ts'
import { startHarness } from '../unit/auth/authHarness.tsx'
import { renderWithProviders } from './render.tsx'
import { testClient, tokenFor } from './server.ts'

export interface PageOptions {
  username?: string
  locale?: Locale
}

/** Renders a route tree at `path` for a user signed in on the fake backend. */
export async function openRoutes(
  path: string,
  routes: (root: AnyRoute) => AnyRoute[],
  { username = 'demo', locale = 'zh-hans' }: PageOptions = {},
) {
  const token = await tokenFor(username)
  const harness = startHarness({ token, path })
  await waitFor(harness.session, (s) => s.matches('signedIn'))
  const rootRoute = createRootRoute({ component: Outlet })
  const mailboxRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/mailbox/innerbox/$boxId',
    validateSearch: parseMailboxSearch,
    component: function Mailbox() {
      const search = mailboxRoute.useSearch()
      return <output aria-label="compose link">{JSON.stringify(deepLinkOf(search))}</output>
    },
  })
  const elsewhereRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/elsewhere',
    component: () => <p>elsewhere</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([...routes(rootRoute), mailboxRoute, elsewhereRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { locale, session: harness.session })
  return { ...harness, router, api: testClient(token) }
}

/** One page at `path` (e.g. `/setting/tag`, `/contact/oab`). */
export function openPage(Page: ComponentType, path: string, options?: PageOptions) {
  return openRoutes(
    path,
    (root) => [createRoute({ getParentRoute: () => root, path, component: () => <Page /> })],
    options,
  )
}

/** The [address, name] pairs the mailbox's compose deep link opens with. */
export async function composedTo(): Promise<[string, string][]> {
  const link = await screen.findByRole('status', { name: 'compose link' }, { timeout: 15_000 })
  const parsed = JSON.parse(link.textContent ?? 'null') as MailboxDeepLink | null
  if (parsed?.kind !== 'compose') throw new Error(`not a compose link: ${link.textContent}`)
  return parsed.to
}
