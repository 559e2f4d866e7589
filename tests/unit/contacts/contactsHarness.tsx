/**
 * What the /contact tests share: a signed-in session on the fake backend (authHarness) and a
 * memory router with the real ContactsLayout, its pages from CONTACT_PAGE_COMPONENTS (a page not
 * built yet is the "later version" placeholder), and the mailbox route whose compose deep link
 * "write mail" follows.
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
import type { Locale } from '../../../src/i18n/locales.ts'
import ContactsLayout from '../../../src/features/contacts/ContactsLayout.tsx'
import { CONTACT_PAGE_COMPONENTS } from '../../../src/features/contacts/contactPages.ts'
import { parseMailboxSearch } from '../../../src/features/mailbox/mailboxSearch.ts'
import type { ContactPage } from '../../../src/app/useScreenTitles.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

function ContactPageRoute() {
  const { page } = useParams({ strict: false }) as { page: ContactPage }
  const Page = CONTACT_PAGE_COMPONENTS[page]
  if (!Page) return <p>later version</p>
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}

export async function openContacts(
  path: string,
  { username = 'demo', locale = 'zh-hans' }: { username?: string; locale?: Locale } = {},
) {
  const harness = startHarness({ token: await tokenFor(username), path })
  await waitFor(harness.session, (s) => s.matches('signedIn'))
  const rootRoute = createRootRoute({ component: Outlet })
  const contactRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/contact',
    component: ContactsLayout,
  })
  const pageRoute = createRoute({
    getParentRoute: () => contactRoute,
    path: '/$page',
    component: ContactPageRoute,
  })
  const mailboxRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/mailbox/innerbox/$boxId',
    validateSearch: parseMailboxSearch,
    component: () => <p>mailbox</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([contactRoute.addChildren([pageRoute]), mailboxRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { locale, session: harness.session })
  return { ...harness, router }
}
