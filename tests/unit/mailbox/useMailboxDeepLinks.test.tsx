/**
 * The mailbox's one-shot query (deep links and the search hand-over) opens its tab once — also
 * under StrictMode, which runs effects twice — and then leaves the URL, keeping view and page.
 */
import { render, waitFor } from '@testing-library/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useParams,
  useSearch,
} from '@tanstack/react-router'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import {
  parseMailboxSearch,
  type MailboxSearch,
} from '../../../src/features/mailbox/mailboxSearch.ts'
import type { MailTabsApi } from '../../../src/domain/mail/mailTabs.ts'
import { useMailboxDeepLinks } from '../../../src/features/mailbox/useMailboxDeepLinks.ts'
import { fakeTabs } from './mailboxHarness.tsx'

function renderAt(url: string, tabs: MailTabsApi) {
  function Screen() {
    const search = useSearch({ strict: false }) as MailboxSearch
    const { boxId } = useParams({ strict: false }) as { boxId: string }
    useMailboxDeepLinks(search, boxId, tabs)
    return null
  }
  const rootRoute = createRootRoute()
  const box = createRoute({
    getParentRoute: () => rootRoute,
    path: '/mailbox/innerbox/$boxId',
    validateSearch: parseMailboxSearch,
    component: Screen,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([box]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  return router
}

// The first test pays for loading the router under jsdom: slow on a busy machine.
describe('useMailboxDeepLinks', { timeout: 60_000 }, () => {
  it('opens the INBOX mail of init=openMail once and removes the link from the URL', async () => {
    const tabs = fakeTabs()
    const router = renderAt('/mailbox/innerbox/INBOX?init=openMail&uid=42&view=unread', tabs)
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'unread' }))
    expect(tabs.openMail).toHaveBeenCalledTimes(1)
    expect(tabs.openMail).toHaveBeenCalledWith({ folder: 'INBOX', uid: 42, subject: '' })
  })

  it("opens init=openMail in the URL's folder, not in INBOX", async () => {
    const tabs = fakeTabs()
    const router = renderAt('/mailbox/innerbox/Archive?init=openMail&uid=5', tabs)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(tabs.openMail).toHaveBeenCalledTimes(1)
    expect(tabs.openMail).toHaveBeenCalledWith({ folder: 'Archive', uid: 5, subject: '' })
  })

  it('opens one compose tab with the split recipients', async () => {
    const tabs = fakeTabs()
    const to = encodeURIComponent('a@x.com;b@y.com，c@z.cn')
    const router = renderAt(`/mailbox/innerbox/Sent?init=composeMail&to=${to}`, tabs)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(tabs.openCompose).toHaveBeenCalledTimes(1)
    expect(tabs.openCompose).toHaveBeenCalledWith({
      mode: 'new',
      to: [
        ['a@x.com', ''],
        ['b@y.com', ''],
        ['c@z.cn', ''],
      ],
    })
  })

  it('turns a handed-over search into a search tab, and the same search again re-activates it', async () => {
    const tabs = fakeTabs()
    const router = renderAt('/mailbox/innerbox/INBOX?keyword=%E5%90%88%E5%90%8C&size=2', tabs)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await router.navigate({ to: '.', search: { keyword: '合同', size: 2 } as never })
    await waitFor(() => expect(tabs.openSearch).toHaveBeenCalledTimes(2))
    expect(tabs.openSearch).toHaveBeenLastCalledWith({ keyword: '合同', size: 2 })
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })
})
