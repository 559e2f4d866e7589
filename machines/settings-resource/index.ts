export { settingsResourceMachine, saveFailureOf } from './settings-resource.machine.ts'
export { load, save } from './settings-resource.actors.ts'
export * from './settings-resource.selectors.ts'
export type * from './settings-resource.types.ts'
