export { filterRuleMachine, MAX_CONDITIONS } from './filter-rule.machine.ts'
export { saveRule, deleteRule } from './filter-rule.actors.ts'
export * from './filter-rule.selectors.ts'
export type * from './filter-rule.types.ts'
