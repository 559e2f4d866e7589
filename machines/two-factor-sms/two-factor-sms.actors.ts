/**
 * Contract of the SMS code machine's I/O: the UI provides the real call (the two-factor login's
 * sendTwofactorLoginSms, or the settings page's sendTwofactorSmsCode), tests provide fakes.
 */
import { fromPromise } from 'xstate'
import type { SendCodeInput, SmsCodeSent } from './two-factor-sms.types.ts'

/** Asks the server to send a code; rejects with the server's error body. */
export const sendCode = fromPromise<SmsCodeSent, SendCodeInput>(async () => {
  throw new Error("two-factor-sms machine: actor 'sendCode' was not provided")
})
