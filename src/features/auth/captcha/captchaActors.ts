/** The captcha machine's real I/O: the login captcha calls of the contract. */
import { fromPromise } from 'xstate'
import { api } from '../../../app/services.ts'
import type { components } from '../../../api/schema.gen.ts'
import type {
  CaptchaChallenge,
  LoadChallengeInput,
  VerifyAnswerInput,
  VerifyOutcome,
} from '../../../../machines/captcha/index.ts'

type CaptchaBody = components['schemas']['CaptchaAnswer']
type CaptchaResponse = components['schemas']['Captcha']

export function toChallenge(
  data: CaptchaResponse,
  kind: LoadChallengeInput['kind'],
): CaptchaChallenge {
  const piece =
    data.piece_image !== undefined && data.piece_y !== undefined && data.piece_size !== undefined
      ? { image: data.piece_image, y: data.piece_y, size: data.piece_size }
      : undefined
  return {
    id: data.captcha_id,
    kind,
    image: data.image,
    width: data.width,
    height: data.height,
    ...(piece ? { piece } : {}),
    ...(data.chars ? { chars: data.chars } : {}),
    ...(data.question !== undefined ? { question: data.question } : {}),
  }
}

export function toAnswerBody({ challengeId, answer }: VerifyAnswerInput): CaptchaBody {
  switch (answer.kind) {
    case 'slider':
      return { captcha_id: challengeId, x: Math.round(answer.x) }
    case 'click':
      return {
        captcha_id: challengeId,
        points: answer.points.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) })),
      }
    default:
      return { captcha_id: challengeId, value: answer.value.trim() }
  }
}

export const loadChallengeFromApi = fromPromise<CaptchaChallenge, LoadChallengeInput>(
  async ({ input, signal }) => {
    const { data } = await api().GET('/api/login/captcha/', {
      params: { query: { type: input.kind } },
      signal,
    })
    if (!data) throw new Error('captcha challenge unavailable')
    return toChallenge(data, input.kind)
  },
)

/** 400 is the server refusing the answer; anything else means it could not be checked. */
export const verifyAnswerWithApi = fromPromise<VerifyOutcome, VerifyAnswerInput>(
  async ({ input, signal }) => {
    const { data, response } = await api().POST('/api/login/captcha/verify/', {
      body: toAnswerBody(input),
      signal,
    })
    if (data) return { accepted: true, ticket: data.ticket }
    if (response.status === 400) return { accepted: false }
    throw new Error(`captcha verification failed with ${response.status}`)
  },
)
