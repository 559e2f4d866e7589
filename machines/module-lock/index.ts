export { moduleLockMachine } from './module-lock.machine.ts'
export { loadLockState, releaseLock } from './module-lock.actors.ts'
export * from './module-lock.selectors.ts'
export type * from './module-lock.types.ts'
