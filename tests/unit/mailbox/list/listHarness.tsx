/**
 * What the list, search-result and mail-action component tests share: a signed-in session on the
 * msw fake backend, a fake tab API (tests/unit/mailbox/mailboxHarness.tsx), the session given to
 * the render helper (the list reads login-after and shared flags), and the notices raised.
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
import { onTestFinished } from 'vitest'
import { subscribeNotices, type Notice } from '../../../../src/api/notices.ts'
import type { MailTabsApi } from '../../../../src/domain/mail/mailTabs.ts'
import { MailTabsContext } from '../../../../src/features/common/mailTabs/MailTabsContext.ts'
import { renderWithProviders } from '../../../support/render.tsx'
import { fakeTabs, signedIn } from '../mailboxHarness.tsx'

export { fakeTabs }

/** Every notice (toast) raised while the current test runs, the middleware's included. */
export function collectNotices(): Notice[] {
  const notices: Notice[] = []
  const stop = subscribeNotices((notice) => notices.push(notice))
  onTestFinished(() => {
    stop()
  })
  return notices
}

/** `ui` may be built after signing in (e.g. from data read with the session's client). */
export async function renderSignedIn(
  build: ReactElement | (() => Promise<ReactElement>),
  tabs: MailTabsApi = fakeTabs(),
) {
  const harness = await signedIn()
  const ui = typeof build === 'function' ? await build() : build
  const rootRoute = createRootRoute({
    component: () => <MailTabsContext.Provider value={tabs}>{ui}</MailTabsContext.Provider>,
  })
  const routes = ['/mailbox/innerbox/$boxId', '/setting/$page'].map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => null }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/mailbox/innerbox/INBOX'] }),
  })
  const result = renderWithProviders(<RouterProvider router={router} />, {
    locale: 'zh-hans',
    session: harness.session,
  })
  return { ...result, tabs, harness }
}
