/**
 * Contracts of the lock settings machine's I/O. The placeholders only carry the types; the UI
 * provides the real calls (src/features/locks/lockSettingsActors.ts) and tests provide fakes.
 */
import { fromPromise } from 'xstate'
import type {
  CancelLockInput,
  ClearUserLockInput,
  LockSettingsData,
  ModuleLockSettings,
  SaveLockInput,
} from './lock-settings.types.ts'

function notProvided(name: string): never {
  throw new Error(`lock-settings machine: actor '${name}' was not provided`)
}

/** Reads every module's lock setting, the password rule and the user's folders. */
export const loadLockSettings = fromPromise<LockSettingsData>(async () =>
  notProvided('loadLockSettings'),
)

/** Sets (mode 'set') or changes (mode 'edit', with the old password) a module's lock. */
export const saveLock = fromPromise<ModuleLockSettings, SaveLockInput>(async () =>
  notProvided('saveLock'),
)

/** Removes a module's lock; rejects on a wrong password or a failed request. */
export const cancelLock = fromPromise<ModuleLockSettings, CancelLockInput>(async () =>
  notProvided('cancelLock'),
)

/** Clears every lock password of a user (administrators); rejects with Error(code) otherwise. */
export const clearUserLock = fromPromise<void, ClearUserLockInput>(async () =>
  notProvided('clearUserLock'),
)
