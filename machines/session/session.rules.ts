/**
 * The session's timing rules as pure functions (R-SESSION, C-TIME), so the
 * machine's guards, actions and delays read as the spec does and tests can name the numbers.
 */
import {
  DEFAULT_EXPIRED_LEFT,
  DEFAULT_LOCK_LEFT,
  IDLE_LOCK_SECONDS,
  IDLE_TICK_SECONDS,
  SESSION_CHECK_SECONDS,
  TOKEN_EXPIRY_RESET_SECONDS,
  TOKEN_REFRESH_LEAD_SECONDS,
} from '../../src/domain/constants.ts'
import type {
  LoginResult,
  SessionContext,
  SessionError,
  SessionErrorCode,
  SharedStatus,
} from './session.types.ts'

export {
  IDLE_LOCK_SECONDS,
  IDLE_TICK_SECONDS,
  SESSION_CHECK_SECONDS,
  TOKEN_EXPIRY_RESET_SECONDS,
  TOKEN_REFRESH_LEAD_SECONDS,
}

/** A failed refresh is retried after one session-check period (the spec gives no value). */
export const TOKEN_REFRESH_RETRY_SECONDS = SESSION_CHECK_SECONDS

/** A zero, negative or missing server counter means "use the default" rather than "now". */
function positiveOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback
}

/** R-SESSION-4: lock_left and expired_left default to 600 s. */
export const lockLeftOf = (shared: SharedStatus | null): number =>
  positiveOr(shared?.lock_left, DEFAULT_LOCK_LEFT)

export const expiredLeftOf = (shared: SharedStatus | null): number =>
  positiveOr(shared?.expired_left, DEFAULT_EXPIRED_LEFT)

/**
 * R-SESSION-1: the idle tick that brings idleness to 600 s locks the screen (the 20th tick, not
 * the 19th).
 */
export const idleLockDue = (idleSeconds: number): boolean =>
  idleSeconds + IDLE_TICK_SECONDS >= IDLE_LOCK_SECONDS

/** R-SESSION-2: idleness must EXCEED lock_left ("idle beyond lock_left"), on a 60 s check. */
export const beyondLockLeft = (checkIdleSeconds: number, lockLeftSeconds: number): boolean =>
  checkIdleSeconds + SESSION_CHECK_SECONDS > lockLeftSeconds

/** R-SESSION-3: ms from token issue to its refresh: expired_left − 300 s, never negative. */
export const tokenRefreshDelayMs = (expiredLeftSeconds: number): number =>
  Math.max(0, expiredLeftSeconds - TOKEN_REFRESH_LEAD_SECONDS) * 1000

export const tokenOf = (result: LoginResult): string | null =>
  result.kind === 'token' ? result.token : null

export const twoFactorOf = (result: LoginResult): SessionContext['twoFactor'] =>
  result.kind === 'twoFactor' ? { ticket: result.ticket, methods: result.methods } : null

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value
  if (Array.isArray(value)) return firstString(value[0])
  return undefined
}

/**
 * Turns whatever an injected actor rejected with into an error code plus, when the server said
 * something, its text: first `non_field_errors`, else `detail`, else `error` (§8). Actors may
 * reject with the response body itself or with an object carrying it as `body`.
 */
export function toSessionError(failure: unknown, code: SessionErrorCode): SessionError {
  const bodies = [failure, (failure as { body?: unknown } | null)?.body]
  for (const body of bodies) {
    if (typeof body !== 'object' || body === null) continue
    const record = body as Record<string, unknown>
    const message =
      firstString(record.non_field_errors) ??
      firstString(record.detail) ??
      firstString(record.error)
    if (message !== undefined) return { code, message }
  }
  return { code }
}

/** Seconds before session info is fetched again after the server could not be reached. */
export const SESSION_LOAD_RETRY_SECONDS = 2

/**
 * Actors reject with `{ unreachable: true }` when the request never got a verdict from the
 * server (network failure, aborted by a page unload, a 5xx). Anything else — a 401, a 400 with a
 * message — is the server refusing the session.
 */
export function isUnreachable(failure: unknown): boolean {
  return (
    typeof failure === 'object' &&
    failure !== null &&
    (failure as { unreachable?: unknown }).unreachable === true
  )
}
