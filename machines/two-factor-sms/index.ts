export { twoFactorSmsMachine } from './two-factor-sms.machine.ts'
export { sendCode } from './two-factor-sms.actors.ts'
export * from './two-factor-sms.selectors.ts'
export type * from './two-factor-sms.types.ts'
