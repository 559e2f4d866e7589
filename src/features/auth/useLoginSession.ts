/**
 * The login form's view of the session without XState in the login page's JavaScript: the
 * session may not be running yet when the form shows (it loads after the first paint), so this
 * reads it when it is there and `signIn` loads it when the user submits first.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { LoginCredentials } from '../../../machines/session/session.types.ts'
import {
  useLoadedSessionActor,
  useSessionSource,
  type SessionActor,
} from '../../app/session/SessionProvider.tsx'

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>

const isSigningIn = (snapshot: SessionSnapshot | null) =>
  Boolean(snapshot && (snapshot.matches('authenticating') || snapshot.matches('loadingSession')))

/** Resolves with the first snapshot that is past the sign-in (now or later). */
function untilSignedInOrRefused(actor: SessionActor): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    const current = actor.getSnapshot()
    if (!isSigningIn(current)) return resolve(current)
    const subscription = actor.subscribe((snapshot) => {
      if (isSigningIn(snapshot)) return
      subscription.unsubscribe()
      resolve(snapshot)
    })
  })
}

export function useLoginSession() {
  const source = useSessionSource()
  const actor = useLoadedSessionActor()
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null)
  const error = snapshot?.matches('loggedOut') ? snapshot.context.error : null

  /** Loads the session if needed, sends the login and waits for its outcome. */
  const signIn = useCallback(
    async (credentials: LoginCredentials): Promise<SessionSnapshot> => {
      const running = await source.load()
      running.send({ type: 'session.login', credentials })
      return untilSignedInOrRefused(running)
    },
    [source],
  )

  return { signingIn: isSigningIn(snapshot), error, signIn }
}
