/** What the UI asks of the SMS code machine. */
import type { SnapshotFrom } from 'xstate'
import type { twoFactorSmsMachine } from './two-factor-sms.machine.ts'
import type { SmsCodeError } from './two-factor-sms.types.ts'

export type SmsCodeSnapshot = SnapshotFrom<typeof twoFactorSmsMachine>

/** The button may send (not sending, no countdown running). */
export const selectCanSend = (s: SmsCodeSnapshot): boolean => s.matches('idle')
export const selectIsSending = (s: SmsCodeSnapshot): boolean => s.hasTag('busy')
/** Seconds left of the resend wait; 0 when none runs. */
export const selectRemaining = (s: SmsCodeSnapshot): number =>
  s.matches('counting') ? s.context.remaining : 0
/** The masked number of the last code sent, or null. */
export const selectSentTo = (s: SmsCodeSnapshot): string | null => s.context.phone
export const selectSmsError = (s: SmsCodeSnapshot): SmsCodeError | null => s.context.error
