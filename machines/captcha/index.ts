export { captchaMachine, CAPTCHA_FAILED_PAUSE_MS } from './captcha.machine.ts'
export { loadChallenge, verifyAnswer } from './captcha.actors.ts'
export * from './captcha.selectors.ts'
export type * from './captcha.types.ts'
