/**
 * Components read the session through these hooks and talk to it only by sending events.
 * The real `loadSession` actor stores the full API objects, so the machine's structural types are
 * widened back to the contract's types here (one place).
 */
import { useSelector } from '@xstate/react'
import type { LoginAfterInfo, SharedStatus, UserInfo } from '../../api/types.ts'
import type { SessionEvent } from '../../../machines/session/index.ts'
import { useSessionActor, type SessionActor } from './SessionProvider.tsx'

type Snapshot = ReturnType<SessionActor['getSnapshot']>

export function useSession() {
  const actor = useSessionActor()
  const snapshot = useSelector(actor, (s: Snapshot) => s)
  return { snapshot, send: actor.send as (event: SessionEvent) => void, actor }
}

export interface ActiveSession {
  user: UserInfo
  loginAfter: LoginAfterInfo
  shared: SharedStatus
  send: (event: SessionEvent) => void
}

/** For screens inside the main layout, which only renders once session info is loaded. */
export function useActiveSession(): ActiveSession {
  const actor = useSessionActor()
  const user = useSelector(actor, (s: Snapshot) => s.context.user) as UserInfo | null
  const loginAfter = useSelector(
    actor,
    (s: Snapshot) => s.context.loginAfter,
  ) as LoginAfterInfo | null
  const shared = useSelector(actor, (s: Snapshot) => s.context.shared) as SharedStatus | null
  if (!user || !loginAfter || !shared)
    throw new Error('useActiveSession before session info was loaded')
  return { user, loginAfter, shared, send: actor.send as (event: SessionEvent) => void }
}
