export { sessionMachine } from './session.machine.ts'
export * from './session.actors.ts'
export * from './session.selectors.ts'
export {
  IDLE_LOCK_SECONDS,
  IDLE_TICK_SECONDS,
  SESSION_CHECK_SECONDS,
  TOKEN_EXPIRY_RESET_SECONDS,
  TOKEN_REFRESH_LEAD_SECONDS,
  TOKEN_REFRESH_RETRY_SECONDS,
  toSessionError,
} from './session.rules.ts'
export type * from './session.types.ts'
export { lockMachine, unlock, type LockErrorCode } from '../lock/index.ts'
