export { contactBatchMachine } from './contact-batch.machine.ts'
export { applyGroupChange } from './contact-batch.actors.ts'
export * from './contact-batch.selectors.ts'
export type * from './contact-batch.types.ts'
