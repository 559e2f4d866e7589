/**
 * The session at run time, loaded as a chunk of its own (see sessionSource.ts): creates and
 * starts the one session actor, and wires it to the router (navigation follows its state), to
 * the toasts (errors that belong to no screen) and to user activity (the idle lock).
 */
import type { AnyRouter } from '@tanstack/react-router'
import type { Notice } from '../../api/notices.ts'
import { trackActivity } from './activity.ts'
import { createSessionActor } from './createSession.ts'
import { connectSessionToRouter } from './navigation.ts'
import { connectSessionNotices } from './sessionNotices.ts'
import type { SessionActor } from './SessionProvider.tsx'

export interface SessionWiring {
  /** The path the page was opened at (a reload on /lockscreen resumes the lock). */
  initialPath: string
  router: AnyRouter
  notify: (notice: Notice) => void
}

export function startSession({ initialPath, router, notify }: SessionWiring): SessionActor {
  const session = createSessionActor(initialPath)
  session.start()
  connectSessionToRouter(session, router)
  connectSessionNotices(session, notify)
  trackActivity(() => session.send({ type: 'user.activity' }))
  return session
}
