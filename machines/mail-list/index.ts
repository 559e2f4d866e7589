export { mailListMachine } from './mail-list.machine.ts'
export { loadPage } from './mail-list.actors.ts'
export * from './mail-list.selectors.ts'
export type * from './mail-list.types.ts'
