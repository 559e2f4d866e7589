export { smtpVerifyMachine } from './smtp-verify.machine.ts'
export { secondTicker, verifySmtpRelay } from './smtp-verify.actors.ts'
export * from './smtp-verify.selectors.ts'
export type * from './smtp-verify.types.ts'
