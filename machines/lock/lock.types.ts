/**
 * Types of the screen-lock password flow (R-LOCK, R-VALID, M-ERR). The machine is
 * invoked by machines/session under the fixed id 'lock'; the UI sends it 'lock.submit' (Enter or
 * the confirm button) through the session actor.
 */

/**
 * - `passwordRequired`: the password was empty (the password-rule message; R-VALID-8, M-ERR-14);
 *   no call was made.
 * - `wrongPassword`: the server refused it or the request failed (the read-password-error message;
 *   M-ERR-14).
 */
export type LockErrorCode = 'passwordRequired' | 'wrongPassword'

export interface LockContext {
  error: LockErrorCode | null
  /** The token the lockscreen call returned; set only in the final state. */
  token: string | null
}

export type LockEvent = { type: 'lock.submit'; password: string }

/** Input of the injected `unlock` actor: the password as typed (the actor encrypts it). */
export interface UnlockInput {
  password: string
}

/** Output of `unlock` and of the lock machine itself. */
export interface UnlockOutput {
  token: string
}
