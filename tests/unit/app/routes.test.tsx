/**
 * The route table's own redirects (R-ROUTE), resolved by the real router without rendering a
 * screen: the entry aliases, a section's default page, and the standalone pages that live
 * outside the main layout. The guard's decisions have their own table (routeGuard.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createAppRouter } from '../../../src/app/router.tsx'

const setToken = (token: string | null) => {
  document.cookie = token ? `token=${token}; path=/` : 'token=; path=/; max-age=0'
}

/** Where the router lands from `path`, and the ids of the routes it matched. */
async function land(path: string) {
  window.history.replaceState(null, '', path)
  const router = createAppRouter({ clearSession: () => {} })
  await router.load()
  return {
    path: router.state.location.pathname,
    routes: router.state.matches.map((match) => match.routeId as string),
  }
}

afterEach(() => setToken(null))

describe('route table', { timeout: 60_000 }, () => {
  // R-ROUTE-1
  it.each([
    ['/welcome', '/mailbox/welcome'],
    ['/mailbox', '/mailbox/welcome'],
    ['/mailbox/innerbox', '/mailbox/innerbox/INBOX'],
  ])('signed in, %s goes to %s', async (from, to) => {
    setToken('t')
    expect((await land(from)).path).toBe(to)
  })

  it('/ goes to /login (and from there home once signed in)', async () => {
    expect((await land('/')).path).toBe('/login')
  })

  // R-ROUTE-3: the first page of a section is its default.
  it.each([
    ['/file', '/file/pfile'],
    ['/calendar', '/calendar/index'],
    ['/contact', '/contact/pab'],
    ['/setting', '/setting/user'],
  ])('%s opens %s', async (from, to) => {
    setToken('t')
    expect((await land(from)).path).toBe(to)
  })

  // R-ROUTE-2: standalone pages hang off the root, outside the main layout.
  it.each(['/messageInfo/12', '/preview', '/print', '/lockscreen'])(
    '%s is outside the main layout',
    async (path) => {
      setToken('t')
      const { routes } = await land(path)
      expect(routes).not.toContain('/main')
      expect(routes.length).toBe(2)
    },
  )

  it('a mailbox page is inside the main layout (the contrast)', async () => {
    setToken('t')
    expect((await land('/mailbox/welcome')).routes).toContain('/main')
  })
})
