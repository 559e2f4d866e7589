export { secretResetMachine } from './secret-reset.machine.ts'
export { loadQuestions, resetPassword } from './secret-reset.actors.ts'
export * from './secret-reset.selectors.ts'
export type * from './secret-reset.types.ts'
