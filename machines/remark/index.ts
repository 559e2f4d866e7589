export { remarkMachine } from './remark.machine.ts'
export { deleteRemark, saveRemark } from './remark.actors.ts'
export * from './remark.selectors.ts'
export type * from './remark.types.ts'
