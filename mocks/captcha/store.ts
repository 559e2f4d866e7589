import {
  isArithmeticMatch,
  isClickSequenceMatch,
  isSliderMatch,
  isTextCaptchaMatch,
} from '../../src/domain/captcha/index.ts'
import { SEED, deriveRng, hexId } from '../seed/random.ts'
import { now } from '../state.ts'
import { type Challenge, type ChallengeType, makeChallenge } from './images.ts'

/** A challenge may be answered for two minutes; a ticket used for five. Both only once. */
const CHALLENGE_TTL_MS = 120_000
const TICKET_TTL_MS = 300_000

interface Stored {
  challenge: Challenge
  createdMs: number
}

const challenges = new Map<string, Stored>()
const tickets = new Map<string, number>()
let rng = deriveRng(SEED, 'captcha')
let lastId: string | null = null

/** Seeded, so a test sees the same sequence of challenges after every reset. */
export function resetCaptchas(): void {
  challenges.clear()
  tickets.clear()
  lastId = null
  rng = deriveRng(SEED, 'captcha')
}

export function issueChallenge(type: ChallengeType): { id: string; challenge: Challenge } {
  const id = hexId(rng, 24)
  const challenge = makeChallenge(type, rng)
  challenges.set(id, { challenge, createdMs: now() })
  lastId = id
  return { id, challenge }
}

export interface CaptchaAnswerInput {
  value?: string
  x?: number
  points?: { x: number; y: number }[]
}

function matches(challenge: Challenge, input: CaptchaAnswerInput): boolean {
  switch (challenge.type) {
    case 'slider':
      return typeof input.x === 'number' && isSliderMatch(input.x, challenge.answer.x)
    case 'click':
      return (
        Array.isArray(input.points) && isClickSequenceMatch(input.points, challenge.answer.points)
      )
    case 'text':
      return (
        typeof input.value === 'string' && isTextCaptchaMatch(input.value, challenge.answer.value)
      )
    case 'arith':
      return (
        typeof input.value === 'string' &&
        isArithmeticMatch(input.value, Number(challenge.answer.value))
      )
  }
}

export type VerifyResult =
  { ok: true; ticket: string } | { ok: false; reason: 'unknown' | 'expired' | 'wrong' }

/** One attempt per challenge: right or wrong, it is gone afterwards, as on the real server. */
export function verifyChallenge(id: string, input: CaptchaAnswerInput): VerifyResult {
  const stored = challenges.get(id)
  if (!stored) return { ok: false, reason: 'unknown' }
  challenges.delete(id)
  if (now() - stored.createdMs > CHALLENGE_TTL_MS) return { ok: false, reason: 'expired' }
  if (!matches(stored.challenge, input)) return { ok: false, reason: 'wrong' }
  const ticket = hexId(rng, 32)
  tickets.set(ticket, now())
  return { ok: true, ticket }
}

/** True once per valid ticket. */
export function consumeTicket(ticket: string | undefined): boolean {
  if (!ticket) return false
  const issued = tickets.get(ticket)
  tickets.delete(ticket)
  return issued !== undefined && now() - issued <= TICKET_TTL_MS
}

/** Test/demo aid: the answer in the very shape verifyCaptcha accepts (minus captcha_id). */
export function peekAnswer(id: string): CaptchaAnswerInput | null {
  const stored = challenges.get(id)
  if (!stored) return null
  return structuredClone(stored.challenge.answer)
}

/** For browser tests that cannot see the captcha_id: the newest live challenge's answer. */
export function peekLastChallenge(): CaptchaAnswerInput | null {
  return lastId === null ? null : peekAnswer(lastId)
}
