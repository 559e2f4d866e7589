/**
 * Contract of the lock machine's only I/O. The placeholder carries the types; the UI provides the
 * real call (POST /api/core/lockscreen/ with the password encrypted, see src/domain/crypto) and
 * tests provide fakes, through `lockMachine.provide({ actors: { unlock } })`.
 */
import { fromPromise } from 'xstate'
import type { UnlockInput, UnlockOutput } from './lock.types.ts'

/** Resolves with the new token; rejects on a wrong password or any failed request. */
export const unlock = fromPromise<UnlockOutput, UnlockInput>(async () => {
  throw new Error("lock machine: actor 'unlock' was not provided")
})
