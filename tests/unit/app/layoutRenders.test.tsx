/**
 * The layout's bars do not render again when the route changes inside an area (issue 11: a folder
 * switch rendered the sidebar's and top bar's links, tooltips and menus again; decision 371).
 * Counted through the router's `buildLocation`, which every link's render calls: a folder switch
 * under the layout must build no more locations than the same switch without it.
 */
import '../auth/jsdomShims.ts'
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import '../../support/server.ts'
import { renderLayout } from './layoutHarness.tsx'

async function renderAt(withLayout: boolean) {
  const { router } = await renderLayout({
    path: '/mailbox/innerbox/INBOX',
    routes: { '/mailbox/innerbox/$boxId': () => <h2>folder</h2> },
    root: withLayout
      ? undefined
      : () => (
          <main>
            <h2>bare</h2>
          </main>
        ),
  })
  if (withLayout) await screen.findByRole('navigation', { name: '主导航' }, { timeout: 10_000 })
  else await screen.findByRole('heading', { name: 'bare' })
  const builds = vi.spyOn(router, 'buildLocation')
  await act(() => router.navigate({ to: '/mailbox/innerbox/$boxId', params: { boxId: 'Sent' } }))
  expect(router.state.location.pathname).toBe('/mailbox/innerbox/Sent')
  // Which locations were built, not how often: what a busy machine does during the switch as
  // well (a late render, a preload) says nothing about the area links.
  const built = builds.mock.calls.map(([options]) => String((options as { to?: string }).to))
  return [...new Set(built)].sort()
}

describe('the layout on a folder switch', { timeout: 30_000 }, () => {
  it('builds no area link again: only the links that show their own active state', async () => {
    const bare = await renderAt(false)
    expect(bare).toEqual(['/mailbox/innerbox/$boxId'])
    const layout = await renderAt(true)
    // Home, settings and search are router links that mark themselves current (aria-current);
    // the areas' links are still links and are not built again (src/app/links.tsx).
    const selfMarking = ['/mailbox/welcome', '/search', '/setting/$page']
    expect(layout).toEqual(expect.arrayContaining([...bare, ...selfMarking]))
    // /search redirects to its first page: the router builds that location when it preloads the
    // search link (on intent), which a busy machine may do during the switch.
    const allowed = [...bare, ...selfMarking, '/search/$page']
    expect(layout.filter((to) => !allowed.includes(to))).toEqual([])
  })
})
