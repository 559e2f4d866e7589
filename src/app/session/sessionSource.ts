/**
 * Where components find the session actor. The actor, its machines and XState itself live in a
 * chunk of their own (src/app/session/runtime.ts): a visitor without a token sees the login page
 * first, and the login form needs the session only once it is submitted. So the source hands out
 * the actor when it is there, and loads it on demand otherwise. No XState here on purpose: this
 * module is part of the start-up JavaScript.
 */
import type { SessionEvent } from '../../../machines/session/session.types.ts'
import type { SessionActor } from './SessionProvider.tsx'

export interface SessionSource {
  /** The running actor, or null while it has not been loaded. */
  current(): SessionActor | null
  /** The running actor; loads and starts it on the first call. */
  load(): Promise<SessionActor>
  /** Told once, when the actor becomes available. */
  subscribe(listener: () => void): () => void
  /**
   * Sends when the actor runs; before that the event is dropped. The machine reads token and
   * locked cookies when it starts, so a sign-out before it exists needs no replay.
   */
  send(event: SessionEvent): void
}

/** A source around an actor that already runs (tests, and anything created eagerly). */
export function readySession(actor: SessionActor): SessionSource {
  return {
    current: () => actor,
    load: () => Promise.resolve(actor),
    subscribe: () => () => undefined,
    send: (event) => actor.send(event),
  }
}

/** A source that runs `start` (at most once, retried after a failed chunk load) when needed. */
export function lazySession(start: () => Promise<SessionActor>): SessionSource {
  let actor: SessionActor | null = null
  let loading: Promise<SessionActor> | null = null
  const listeners = new Set<() => void>()
  return {
    current: () => actor,
    load() {
      loading ??= start().then(
        (started) => {
          actor = started
          listeners.forEach((listener) => listener())
          return started
        },
        (error: unknown) => {
          loading = null
          throw error
        },
      )
      return loading
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    send(event) {
      actor?.send(event)
    },
  }
}
