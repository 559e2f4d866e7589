/** What the UI asks of the captcha machine; components never chain `matches()`. */
import type { SnapshotFrom } from 'xstate'
import type { captchaMachine } from './captcha.machine.ts'
import type { CaptchaChallenge, CaptchaErrorCode } from './captcha.types.ts'

export type CaptchaSnapshot = SnapshotFrom<typeof captchaMachine>

export const selectChallenge = (s: CaptchaSnapshot): CaptchaChallenge | null => s.context.challenge
export const selectTicket = (s: CaptchaSnapshot): string | null =>
  s.hasTag('verified') ? s.context.ticket : null
export const selectCaptchaError = (s: CaptchaSnapshot): CaptchaErrorCode | null => s.context.error
export const selectIsBusy = (s: CaptchaSnapshot): boolean => s.hasTag('busy')
export const selectIsVerified = (s: CaptchaSnapshot): boolean => s.hasTag('verified')
export const selectIsFailed = (s: CaptchaSnapshot): boolean => s.hasTag('failed')
/** Accepting answers: a challenge is shown and nothing is in flight or settled. */
export const selectCanAnswer = (s: CaptchaSnapshot): boolean =>
  s.matches('ready') && s.context.challenge !== null
/** Loading failed: the widget shows a retry instead of a challenge. */
export const selectLoadFailed = (s: CaptchaSnapshot): boolean => s.matches('error')
/** The server is checking an answer (as opposed to loading a challenge). */
export const selectIsVerifying = (s: CaptchaSnapshot): boolean => s.matches('verifying')
