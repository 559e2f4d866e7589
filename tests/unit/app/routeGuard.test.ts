import { describe, expect, it } from 'vitest'
import { decideRoute } from '../../../src/app/routeGuard.ts'

describe('route guard (R-ROUTE)', () => {
  it.each([
    // R-ROUTE-5: no token: only the three public pages
    ['/login', false, false, undefined, false],
    ['/twofactor_login', false, false, undefined, false],
    ['/fileshare', false, false, undefined, false],
    ['/fileshare/', false, false, undefined, false],
    ['/mailbox/welcome', false, false, '/login', false],
    ['/lockscreen', false, false, '/login', false],
    ['/setting/user', false, false, '/login', false],
    ['/no/such/page', false, false, '/login', false],
    // R-ROUTE-6: token + locked session: cleared and sent to /login; the lock screen itself stays
    ['/mailbox/welcome', true, true, '/login', true],
    ['/login', true, true, undefined, true],
    ['/lockscreen', true, true, undefined, false],
    // R-ROUTE-7: logged in
    ['/login', true, false, '/mailbox', false],
    ['/mailbox/innerbox/INBOX', true, false, undefined, false],
    ['/twofactor_login', true, false, undefined, false],
  ] as const)(
    '%s (token %s, locked %s) → %s, clear %s',
    (path, hasToken, isLocked, redirectTo, clearSession) => {
      expect(decideRoute(path, { hasToken, isLocked })).toEqual(
        redirectTo ? { redirectTo, clearSession } : { clearSession },
      )
    },
  )
})
