/**
 * Contract of the verification's I/O; src/features/settings/transfer/ provides the real call
 * (verifySmtpRelay, which encrypts the password) with `.provide`.
 */
import { fromCallback, fromPromise } from 'xstate'
import type { SmtpVerifyAnswer, SmtpVerifyRequest } from './smtp-verify.types.ts'

export const verifySmtpRelay = fromPromise<SmtpVerifyAnswer, SmtpVerifyRequest>(() =>
  Promise.reject(new Error('smtp-verify machine: provide the verifySmtpRelay actor')),
)

/** One `verify.tick` a second while the verification waits, for its progress text. */
export const secondTicker = fromCallback(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'verify.tick' }), 1000)
  return () => clearInterval(timer)
})
