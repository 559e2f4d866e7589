import type { SnapshotFrom } from 'xstate'
import type { lockMachine } from './lock.machine.ts'
import type { LockErrorCode } from './lock.types.ts'

export type LockSnapshot = SnapshotFrom<typeof lockMachine>

export const selectLockError = (snapshot: LockSnapshot): LockErrorCode | null =>
  snapshot.context.error

/** True while the password is with the server: the UI disables the confirm button. */
export const selectIsUnlocking = (snapshot: LockSnapshot): boolean => snapshot.hasTag('busy')
