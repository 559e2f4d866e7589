import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { waitFor } from 'xstate'
import {
  captchaMachine,
  selectCanAnswer,
  selectCaptchaError,
  selectChallenge,
  selectIsBusy,
  selectIsFailed,
  selectIsVerified,
  selectIsVerifying,
  selectLoadFailed,
  selectTicket,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type CaptchaErrorCode,
  type CaptchaKind,
} from '../../../../machines/captcha/index.ts'
import { loadChallengeFromApi, verifyAnswerWithApi } from './captchaActors.ts'

/** Everything the login form and the captcha widgets need from the running captcha machine. */
export interface CaptchaController {
  kind: CaptchaKind
  challenge: CaptchaChallenge | null
  ticket: string | null
  error: CaptchaErrorCode | null
  busy: boolean
  verifying: boolean
  verified: boolean
  failed: boolean
  loadFailed: boolean
  canAnswer: boolean
  submit: (answer: CaptchaAnswer) => void
  /**
   * Submits and waits for the server: the ticket, or `null` when the answer was refused, could not
   * be checked, or no challenge was ready to answer.
   */
  verify: (answer: CaptchaAnswer) => Promise<string | null>
  refresh: () => void
}

const liveMachine = captchaMachine.provide({
  actors: { loadChallenge: loadChallengeFromApi, verifyAnswer: verifyAnswerWithApi },
})

export function useCaptcha(kind: CaptchaKind): CaptchaController {
  const actor = useActorRef(liveMachine, { input: { kind } })
  const challenge = useSelector(actor, selectChallenge)
  const ticket = useSelector(actor, selectTicket)
  const error = useSelector(actor, selectCaptchaError)
  const busy = useSelector(actor, selectIsBusy)
  const verifying = useSelector(actor, selectIsVerifying)
  const verified = useSelector(actor, selectIsVerified)
  const failed = useSelector(actor, selectIsFailed)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const canAnswer = useSelector(actor, selectCanAnswer)
  return useMemo(
    () => ({
      kind,
      challenge,
      ticket,
      error,
      busy,
      verifying,
      verified,
      failed,
      loadFailed,
      canAnswer,
      submit: (answer) => actor.send({ type: 'captcha.submit', answer }),
      refresh: () => actor.send({ type: 'captcha.refresh' }),
      verify: async (answer) => {
        actor.send({ type: 'captcha.submit', answer })
        const settled = await waitFor(actor, (s) => !s.matches('verifying'))
        return selectTicket(settled)
      },
    }),
    [
      actor,
      kind,
      challenge,
      ticket,
      error,
      busy,
      verifying,
      verified,
      failed,
      loadFailed,
      canAnswer,
    ],
  )
}
