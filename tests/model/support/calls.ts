/** The harnesses' record of the calls a machine made to its injected actors. */
import { fromPromise, type Actor, type AnyActorLogic, type EventFromLogic } from 'xstate'
import { settle } from '../../support/settle.ts'

/** One call to a promise actor, held open until the path settles it. */
export interface Pending<TOutput = void, TInput = unknown> {
  input: TInput
  resolve: (value: TOutput) => void
  reject: (error: unknown) => void
  signal: AbortSignal
}

/**
 * A promise actor that records each call in `calls` and answers only when the path resolves or
 * rejects it, so the model decides when the server replies.
 */
export function pendingActor<TOutput, TInput>(calls: Pending<TOutput, TInput>[]) {
  return fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject, signal })),
  )
}

/** Sends an event to the actor, then lets its promises and microtasks run. */
export function sender<TLogic extends AnyActorLogic>(actor: Actor<TLogic>) {
  return async (event: EventFromLogic<TLogic>): Promise<void> => {
    actor.send(event)
    await settle()
  }
}

/** The latest call the machine made; fails the path when it made none. */
export function lastOf<T>(list: T[]): T {
  const item = list.at(-1)
  if (item === undefined) throw new Error('the machine did not call the actor')
  return item
}
