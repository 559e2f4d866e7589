/**
 * The review screen's component tests: the app's client on the fake backend, a signed-in session
 * (the reviewer unless said otherwise), the real review screen with its real tab strip inside a
 * memory router that knows the paths it links to, and a probe of the mailbox change versions.
 * Import tests/unit/auth/jsdomShims.ts first and tests/support/server.ts in the test file.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { useState } from 'react'
import { waitFor } from 'xstate'
import type { Notice } from '../../../src/api/notices.ts'
import { subscribeNotices } from '../../../src/api/notices.ts'
import type { SessionActor } from '../../../src/app/session/SessionProvider.tsx'
import { useMailboxVersion } from '../../../src/features/common/mailboxEvents.ts'
import ReviewPage from '../../../src/features/mailbox/ReviewPage.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { SPECIAL_USERNAMES, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

export async function signInAs(username: string = SPECIAL_USERNAMES.reviewer) {
  const token = await tokenFor(username)
  const harness = startHarness({ token, path: '/mailbox/review' })
  await waitFor(harness.session, (s) => s.context.loginAfter !== null, { timeout: 15_000 })
  const notices: Notice[] = []
  const unsubscribe = subscribeNotices((notice) => notices.push(notice))
  return { token, session: harness.session, notices, unsubscribe }
}

/** How often folders, lists and the review queue were told to reload since the render. */
function ChangeProbe() {
  const folders = useMailboxVersion('folders')
  const list = useMailboxVersion('list')
  const review = useMailboxVersion('review')
  const [start] = useState({ folders, list, review })
  return (
    <output data-testid="changes">
      {`${folders - start.folders}/${list - start.list}/${review - start.review}`}
    </output>
  )
}

export function changeVersions(): { folders: number; list: number; review: number } {
  const [folders = 0, list = 0, review = 0] = screen
    .getByTestId('changes')
    .textContent!.split('/')
    .map(Number)
  return { folders, list, review }
}

/** The review screen at /mailbox/review, with home and the folders as plain stand-ins. */
export function renderReviewScreen(session: SessionActor) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <ChangeProbe />
        <Outlet />
      </>
    ),
  })
  const routes = [
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/mailbox/review',
      component: ReviewPage,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/mailbox/innerbox/$boxId',
      component: () => <p>folder</p>,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/mailbox/welcome',
      component: () => <p>home</p>,
    }),
  ]
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/mailbox/review'] }),
  })
  const result = renderWithProviders(<RouterProvider router={router} />, {
    locale: 'zh-hans',
    session,
  })
  return { ...result, router }
}
