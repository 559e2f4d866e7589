/**
 * What the directory page tests share: a signed-in session on the fake backend, a memory router
 * with the page at /contact/<book> and the mailbox route its "write mail" goes to (it shows the
 * compose deep link it was given), and the fake backend's own answers as the oracle.
 */
import { screen } from '@testing-library/react'
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
import { deepLinkOf, type MailboxDeepLink } from '../../../src/features/mailbox/mailboxDeepLink.ts'
import { parseMailboxSearch } from '../../../src/features/mailbox/mailboxSearch.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { testClient, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

export async function openDirectoryPage(
  Page: ComponentType,
  book: string,
  { username = 'demo', locale = 'en' }: { username?: string; locale?: Locale } = {},
) {
  const path = `/contact/${book}`
  const token = await tokenFor(username)
  const harness = startHarness({ token, path })
  await waitFor(harness.session, (s) => s.matches('signedIn'))
  const rootRoute = createRootRoute({ component: Outlet })
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <Page />,
  })
  const mailboxRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/mailbox/innerbox/$boxId',
    validateSearch: parseMailboxSearch,
    component: function Mailbox() {
      const search = mailboxRoute.useSearch()
      return <output aria-label="compose link">{JSON.stringify(deepLinkOf(search))}</output>
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, mailboxRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { locale, session: harness.session })
  return { ...harness, router, api: testClient(token) }
}

/** The [address, name] pairs the mailbox's compose deep link opens with. */
export async function composedTo(): Promise<[string, string][]> {
  const link = await screen.findByRole('status', { name: 'compose link' }, { timeout: 15_000 })
  const parsed = JSON.parse(link.textContent ?? 'null') as MailboxDeepLink | null
  if (parsed?.kind !== 'compose') throw new Error(`not a compose link: ${link.textContent}`)
  return parsed.to
}
