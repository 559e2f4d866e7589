/**
 * What opening a mail costs on the wire, on the whole mailbox screen (folder tree, list, tab
 * strip, reader) against the fake backend: the mail itself, then — because reading marked it
 * read — one refresh of the folder counts and one of the list. Nothing twice. (It was seven:
 * every screen holding folders asked for them again.)
 */
import '../auth/jsdomShims.ts'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import MailboxPage from '../../../src/features/mailbox/MailboxPage.tsx'
import { parseMailboxSearch } from '../../../src/features/mailbox/mailboxSearch.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { server } from '../../support/server.ts'
import { signIn } from './readerHarness.tsx'

configure({ asyncUtilTimeout: 10_000 })
const user = userEvent.setup({ delay: null })

function renderMailbox(session: Awaited<ReturnType<typeof signIn>>['session']) {
  const rootRoute = createRootRoute({ component: Outlet })
  const layout = createRoute({ getParentRoute: () => rootRoute, id: 'main', component: Outlet })
  const mailbox = createRoute({ getParentRoute: () => layout, path: '/mailbox' })
  const innerbox = createRoute({
    getParentRoute: () => mailbox,
    path: '/innerbox/$boxId',
    validateSearch: parseMailboxSearch,
    component: MailboxPage,
  })
  const setting = createRoute({ getParentRoute: () => layout, path: '/setting/$page' })
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      layout.addChildren([mailbox.addChildren([innerbox]), setting]),
    ]),
    history: createMemoryHistory({ initialEntries: ['/mailbox/innerbox/INBOX'] }),
  })
  return renderWithProviders(<RouterProvider router={router} />, { locale: 'zh-hans', session })
}

/** `GET /api/...?query` of every request from now on, without the cache-busting `_`. */
function recordRequests() {
  const seen: string[] = []
  const state = { seen, open: 0 }
  const started = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    url.searchParams.delete('_')
    seen.push(`${request.method} ${url.pathname}${url.search}`)
    state.open += 1
  }
  const ended = () => {
    state.open -= 1
  }
  server.events.on('request:start', started)
  server.events.on('request:end', ended)
  stops.push(() => {
    server.events.removeListener('request:start', started)
    server.events.removeListener('request:end', ended)
  })
  return state
}
const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

/** Resolves once nothing is in flight and no request has started for `quietMs`. */
async function settled(state: { seen: readonly string[]; open: number }, quietMs = 800) {
  let last = -1
  while (last !== state.seen.length || state.open > 0) {
    last = state.seen.length
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}

describe('opening a mail', { timeout: 60_000 }, () => {
  it('reads the mail, then refreshes folder counts and the list once each', async () => {
    const signedIn = await signIn()
    renderMailbox(signedIn.session)
    const subject = FIXTURE_TEXT['zh-hans'].receiptSubject
    const list = await screen.findByRole('region', { name: '邮件列表' })
    const row = await within(list).findByText(subject)
    const recorder = recordRequests()
    await settled(recorder)
    const requests = recorder.seen
    requests.length = 0

    await user.click(row)
    expect(await screen.findByRole('heading', { name: subject })).toBeInTheDocument()
    await settled(recorder)
    signedIn.unsubscribe()

    const kinds = requests.map((r) => {
      const path = r.replace(/\?.*$/, '')
      if (/^GET \/api\/mail\/messages\/\d+\/$/.test(path)) return 'message'
      if (path === 'GET /api/mail/folders/') return 'folders'
      if (path === 'GET /api/mail/messages/') return 'list'
      // The tree's audit entry follows every folder change (see the report: a 'review' change
      // kind would spare it); it is not asked twice either.
      if (path === 'GET /api/mail/review/show/') return 'review'
      return r
    })
    expect(kinds.filter((k) => k !== 'review').sort(), requests.join('\n')).toEqual([
      'folders',
      'list',
      'message',
    ])
    // Nothing asked twice.
    expect(requests.filter((r, i) => requests.indexOf(r) !== i)).toEqual([])
  })
})
