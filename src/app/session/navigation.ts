/**
 * Where the session's state sends the user. One subscription (not effects in components) maps
 * session states to routes: signed out → /login, locked → /lockscreen, two-factor step →
 * /twofactor_login, signed in on an entry page → the page opened before the login (its
 * `redirect` query) or home, and the machine's 'session.navigate'.
 */
import type { AnyRouter } from '@tanstack/react-router'
import {
  selectIsActive,
  selectIsLocked,
  selectIsLoggedOut,
  selectTwoFactorMethods,
  type SessionSnapshot,
} from '../../../machines/session/index.ts'
import { RETURN_PARAM, safeReturnPath } from '../../domain/navigation/returnPath.ts'
import { PUBLIC_PATHS } from '../routeGuard.ts'
import type { SessionActor } from './SessionProvider.tsx'

const ENTRY_PATHS = ['/login', '/twofactor_login', '/lockscreen']

/**
 * Where to go for this snapshot from this path; undefined = stay. `returnTo` is the page the
 * user opened before signing in (already checked by safeReturnPath): signed in on an entry page,
 * that is where they go instead of home.
 */
export function routeForSession(
  snapshot: SessionSnapshot,
  path: string,
  returnTo: string | null = null,
): string | undefined {
  if (selectIsLoggedOut(snapshot)) {
    return (PUBLIC_PATHS as readonly string[]).includes(path) ? undefined : '/login'
  }
  if (selectTwoFactorMethods(snapshot))
    return path === '/twofactor_login' ? undefined : withReturn('/twofactor_login', returnTo)
  if (selectIsLocked(snapshot)) return path === '/lockscreen' ? undefined : '/lockscreen'
  if (selectIsActive(snapshot) && ENTRY_PATHS.includes(path)) return returnTo ?? '/mailbox/welcome'
  return undefined
}

const withReturn = (path: string, returnTo: string | null) =>
  returnTo ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : path

/** The return path of the login pages' query, validated again (it is in the user's hands). */
function returnPathOf(router: AnyRouter): string | null {
  const { pathname, search } = router.state.location
  if (pathname !== '/login' && pathname !== '/twofactor_login') return null
  return safeReturnPath((search as Record<string, unknown>)[RETURN_PARAM])
}

export function connectSessionToRouter(actor: SessionActor, router: AnyRouter): () => void {
  const follow = (snapshot: SessionSnapshot) => {
    const target = routeForSession(snapshot, router.state.location.pathname, returnPathOf(router))
    // `href`: a return path carries its own query (init=composeMail&to=…).
    if (target) void router.navigate({ href: target, replace: true })
  }
  const subscription = actor.subscribe(follow)
  const emitted = actor.on(
    'session.navigate',
    () => void router.navigate({ to: '/mailbox/welcome' }),
  )
  follow(actor.getSnapshot())
  return () => {
    subscription.unsubscribe()
    emitted.unsubscribe()
  }
}
