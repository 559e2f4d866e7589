import {
  createContext,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { ActorRefFrom } from 'xstate'
import type { sessionMachine } from '../../../machines/session/index.ts'
import { readySession, type SessionSource } from './sessionSource.ts'

export type SessionActor = ActorRefFrom<typeof sessionMachine>

const SessionContext = createContext<SessionSource | null>(null)

/**
 * Makes the one session available to components: either a running `actor` (tests) or the app's
 * `source`, which loads the session chunk on demand (src/main.tsx).
 */
export function SessionProvider({
  actor,
  source,
  children,
}: { children: ReactNode } & (
  { actor: SessionActor; source?: undefined } | { source: SessionSource; actor?: undefined }
)) {
  const value = useMemo(() => source ?? readySession(actor!), [actor, source])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSessionSource(): SessionSource {
  const source = useContext(SessionContext)
  if (!source) throw new Error('session hook outside SessionProvider')
  return source
}

const NO_SOURCE = { subscribe: () => () => undefined, current: () => null }

/**
 * The running actor, or null while it loads or outside any session (a component shown on its own,
 * e.g. compose in a test): for what has a default without a session, such as the shortcuts' switch.
 */
export function useOptionalSessionActor(): SessionActor | null {
  const source = useContext(SessionContext) ?? NO_SOURCE
  return useSyncExternalStore(source.subscribe, source.current)
}

/** The running actor or null; never suspends (the login form renders before the session). */
export function useLoadedSessionActor(): SessionActor | null {
  const source = useSessionSource()
  return useSyncExternalStore(source.subscribe, source.current)
}

/** The running actor; suspends while the session chunk loads (screens behind the token). */
export function useSessionActor(): SessionActor {
  const source = useSessionSource()
  return useLoadedSessionActor() ?? use(source.load())
}
