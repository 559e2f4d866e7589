export { clientAuthMachine } from './client-auth.machine.ts'
export { changeClientAuth, copyText, loadClientAuth } from './client-auth.actors.ts'
export * from './client-auth.selectors.ts'
export type * from './client-auth.types.ts'
