export { lockMachine } from './lock.machine.ts'
export { unlock } from './lock.actors.ts'
export * from './lock.selectors.ts'
export type * from './lock.types.ts'
