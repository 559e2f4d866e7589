/**
 * Types of the module lock check (R-HOME and "Route guard", R-LOCK
 * Lock, §8): before the calendar or the file centre opens, the lock state is read and, when the
 * module is locked and not yet released for this session, the lock password is asked for.
 */

/** The lockable modules; the names equal the contract's `LockType`. */
export type LockModule = 'calendar' | 'file' | 'mailbox'

/**
 * - `checkFailed`: the lock state could not be read; the user stays where they are.
 * - `passwordRequired`: the password was empty (the password-rule message); no call was made.
 * - `wrongPassword`: the server refused it or the request failed (the read-password-error message).
 */
export type ModuleLockErrorCode = 'checkFailed' | 'passwordRequired' | 'wrongPassword'

export interface ModuleLockContext {
  /** The module of the check in progress (or of the last one). */
  module: LockModule | null
  error: ModuleLockErrorCode | null
  /** The 'contact your administrator' warning of a forgotten password is showing. */
  forgotShown: boolean
}

export type ModuleLockEvent =
  | { type: 'lock.check'; module: LockModule }
  | { type: 'lock.submit'; password: string }
  | { type: 'lock.forgot' }
  | { type: 'lock.cancel' }

/** Emitted when the user may go on to the module: the UI navigates on it. */
export type ModuleLockEmitted = { type: 'lock.passed'; module: LockModule }

/** One module's lock: a password is set / it was released for this session. */
export interface ModuleLockStatus {
  locked: boolean
  released: boolean
}

/** Output of the injected `loadLockState`: every module's lock, as GET /api/core/lock/ reports. */
export type ModuleLockStates = Record<LockModule, ModuleLockStatus>

/** Input of the injected `releaseLock`: the password as typed (the actor encrypts it). */
export interface ReleaseLockInput {
  module: LockModule
  password: string
}
