export { mailTabsMachine } from './mail-tabs.machine.ts'
export * from './mail-tabs.selectors.ts'
export { LIST_TAB } from './mail-tabs.rules.ts'
export type * from './mail-tabs.types.ts'
