export { passwordChangeMachine } from './password-change.machine.ts'
export { changePassword, loadRules } from './password-change.actors.ts'
export * from './password-change.selectors.ts'
export type * from './password-change.types.ts'
