/**
 * Where the session's state sends the user. One subscription (not effects in components) maps
 * session states to routes: signed out → /login, locked → /lockscreen, two-factor step →
 * /twofactor_login, signed in on an entry page → home, and the machine's 'session.navigate'.
 */
import type { AnyRouter } from '@tanstack/react-router'
import {
  selectIsActive,
  selectIsLocked,
  selectIsLoggedOut,
  selectTwoFactorMethods,
  type SessionSnapshot,
} from '../../../machines/session/index.ts'
import { PUBLIC_PATHS } from '../routeGuard.ts'
import type { SessionActor } from './SessionProvider.tsx'

const ENTRY_PATHS = ['/login', '/twofactor_login', '/lockscreen']

/** Where to go for this snapshot from this path; undefined = stay. */
export function routeForSession(snapshot: SessionSnapshot, path: string): string | undefined {
  if (selectIsLoggedOut(snapshot)) {
    return (PUBLIC_PATHS as readonly string[]).includes(path) ? undefined : '/login'
  }
  if (selectTwoFactorMethods(snapshot))
    return path === '/twofactor_login' ? undefined : '/twofactor_login'
  if (selectIsLocked(snapshot)) return path === '/lockscreen' ? undefined : '/lockscreen'
  if (selectIsActive(snapshot) && ENTRY_PATHS.includes(path)) return '/mailbox/welcome'
  return undefined
}

export function connectSessionToRouter(actor: SessionActor, router: AnyRouter): () => void {
  const follow = (snapshot: SessionSnapshot) => {
    const target = routeForSession(snapshot, router.state.location.pathname)
    if (target) void router.navigate({ to: target, replace: true })
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
