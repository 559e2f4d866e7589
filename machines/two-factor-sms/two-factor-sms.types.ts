/**
 * Types of the SMS code button (R-LOGIN-1: two-factor by SMS; R-LOGIN-3: phone binding): send a
 * code, then wait out the server's resend time before the next one.
 */

/** What the injected `sendCode` resolves with: the contract's SmsCodeSent. */
export interface SmsCodeSent {
  /** The masked number the code went to. */
  phone: string
  /** Seconds before another code may be asked for (the countdown). */
  resend_seconds: number
}

/** `sendFailed`: the request failed; `message` carries the server's text when it gave one. */
export interface SmsCodeError {
  code: 'sendFailed'
  message?: string
}

export interface SmsCodeContext {
  /** Seconds left before the button may send again (0 when it may). */
  remaining: number
  /** Masked number of the last code sent; null before the first. */
  phone: string | null
  error: SmsCodeError | null
}

/** `phone`: the number a binding code goes to (the login's code goes to the bound phone). */
export type SmsCodeEvent = { type: 'sms.send'; phone?: string } | { type: 'sms.dismiss' }

/** Input of the injected `sendCode`. */
export interface SendCodeInput {
  phone?: string
}
