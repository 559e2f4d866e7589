/**
 * What the mailbox component tests share: the app's API client signed in against the msw fake
 * backend (tests/unit/auth/authHarness.tsx does the wiring), a memory router that knows the
 * mailbox paths the screen links to, and a fake tab API that records what it was asked.
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
import { vi } from 'vitest'
import { waitFor } from 'xstate'
import type { MailTabsApi } from '../../../src/domain/mail/mailTabs.ts'
import { MailTabsContext } from '../../../src/features/common/mailTabs/MailTabsContext.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

export async function signedIn(username = 'demo') {
  const harness = startHarness({ token: await tokenFor(username), path: '/mailbox/innerbox/INBOX' })
  await waitFor(harness.session, (s) => s.matches('signedIn'))
  return harness
}

export function fakeTabs(): MailTabsApi {
  return {
    tabs: [{ kind: 'list', key: 'list' }],
    activeKey: 'list',
    composeCoolingDown: false,
    openMail: vi.fn(),
    replaceMail: vi.fn(),
    openSearch: vi.fn(),
    openCompose: vi.fn(),
    openReview: vi.fn(),
    retitle: vi.fn(),
    setCloseConfirm: vi.fn(),
    activate: vi.fn(),
    close: vi.fn(),
    closeAll: vi.fn(),
  }
}

/** Renders `ui` on every path (the screen under test) inside the tab context given. */
export function renderMailbox(
  ui: ReactElement,
  tabs: MailTabsApi,
  path = '/mailbox/innerbox/INBOX',
) {
  const rootRoute = createRootRoute({
    component: () => <MailTabsContext.Provider value={tabs}>{ui}</MailTabsContext.Provider>,
  })
  const routes = ['/mailbox/innerbox/$boxId', '/mailbox/review'].map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => null }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = renderWithProviders(<RouterProvider router={router} />, { locale: 'zh-hans' })
  return { ...result, router }
}
