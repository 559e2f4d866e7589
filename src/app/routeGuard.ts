/**
 * The route guard of R-ROUTE as a pure decision, so every rule is table-tested:
 * - R-ROUTE-5: no token: only /login, /twofactor_login and /fileshare; everything else → /login;
 * - R-ROUTE-6: token and a locked session: session data cleared, → /login (the lock screen itself
 *   stays reachable so a reload while locked still shows it, R-LOCK-4 — see docs/decisions.md);
 * - R-ROUTE-7: logged in and opening /login → /mailbox (which lands on /mailbox/welcome).
 */
export const PUBLIC_PATHS = ['/login', '/twofactor_login', '/fileshare'] as const
export const LOCK_SCREEN_PATH = '/lockscreen'

export interface GuardInput {
  hasToken: boolean
  isLocked: boolean
}

export interface GuardDecision {
  /** Where to go instead; undefined = stay on the requested path. */
  redirectTo?: string
  /** Clear the token, the locked flag and the session data first. */
  clearSession: boolean
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

function isPublic(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(path)
}

export function decideRoute(rawPath: string, { hasToken, isLocked }: GuardInput): GuardDecision {
  const path = normalise(rawPath)
  if (!hasToken) {
    return isPublic(path) ? { clearSession: false } : { redirectTo: '/login', clearSession: false }
  }
  if (isLocked) {
    if (path === LOCK_SCREEN_PATH) return { clearSession: false }
    // Once cleared there is no token, so /login itself needs no redirect.
    return path === '/login' ? { clearSession: true } : { redirectTo: '/login', clearSession: true }
  }
  if (path === '/login') return { redirectTo: '/mailbox', clearSession: false }
  return { clearSession: false }
}

/** Paths a signed-in user who opens them lands on the home page from (through redirects). */
const HOME_ALIASES = ['/', '/login', '/welcome', '/mailbox', '/mailbox/welcome']

/**
 * The screen a page load will show first, for choosing what to load with it (src/main.tsx): the
 * guard's redirect, then the routes' own redirects to the home page. Unknown paths are left as
 * they are (the router sends them home after its not-found step).
 */
export function firstScreen(rawPath: string, input: GuardInput): string {
  const path = decideRoute(rawPath, input).redirectTo ?? normalise(rawPath)
  return input.hasToken && !input.isLocked && HOME_ALIASES.includes(path)
    ? '/mailbox/welcome'
    : path
}
