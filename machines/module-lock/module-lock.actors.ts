/**
 * Contracts of the module lock machine's I/O. The placeholders only carry the types; the UI
 * provides the real calls (src/features/locks/moduleLockActors.ts) and tests provide fakes, both
 * through `moduleLockMachine.provide({ actors })`.
 */
import { fromPromise } from 'xstate'
import type { ModuleLockStates, ReleaseLockInput } from './module-lock.types.ts'

function notProvided(name: string): never {
  throw new Error(`module-lock machine: actor '${name}' was not provided`)
}

/** Reads every module's lock state. Rejects when it could not be read. */
export const loadLockState = fromPromise<ModuleLockStates>(async () => notProvided('loadLockState'))

/** Releases the module's lock for this session; rejects on a wrong password or a failed request. */
export const releaseLock = fromPromise<void, ReleaseLockInput>(async () =>
  notProvided('releaseLock'),
)
