/**
 * Contracts of the captcha machine's I/O. These placeholders only carry the types; the UI
 * provides real implementations (src/features/auth/captcha/captchaActors.ts) and tests provide
 * fakes, both through `captchaMachine.provide({ actors })`.
 */
import { fromPromise } from 'xstate'
import type {
  CaptchaChallenge,
  LoadChallengeInput,
  VerifyAnswerInput,
  VerifyOutcome,
} from './captcha.types.ts'

function notProvided(name: string): never {
  throw new Error(`captcha machine: actor '${name}' was not provided`)
}

/** Fetches a new challenge of the given kind. Rejects when none could be loaded. */
export const loadChallenge = fromPromise<CaptchaChallenge, LoadChallengeInput>(async () =>
  notProvided('loadChallenge'),
)

/**
 * Sends the answer. Resolves `{accepted: false}` when the server refused it; rejects only when it
 * could not be checked at all.
 */
export const verifyAnswer = fromPromise<VerifyOutcome, VerifyAnswerInput>(async () =>
  notProvided('verifyAnswer'),
)
