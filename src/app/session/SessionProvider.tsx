import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { sessionMachine } from '../../../machines/session/index.ts'

export type SessionActor = ActorRefFrom<typeof sessionMachine>

const SessionContext = createContext<SessionActor | null>(null)

/** Makes the one running session actor (created in src/main.tsx) available to components. */
export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext)
  if (!actor) throw new Error('useSessionActor outside SessionProvider')
  return actor
}
