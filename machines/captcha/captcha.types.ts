/**
 * Shapes of the captcha statechart. Structural copies of the contract's Captcha / CaptchaAnswer
 * (machines never import src/api); the UI's real actors map between the two.
 */
import type { Point } from '../../src/domain/captcha/index.ts'

/** The interactive variants; login config `captcha_type: 'none'` means no machine at all. */
export type CaptchaKind = 'slider' | 'click' | 'text' | 'arith'

export interface CaptchaChallenge {
  id: string
  kind: CaptchaKind
  /** data URL: background (slider, click) or the code / question image (text, arith). */
  image: string
  width: number
  height: number
  /** slider: the piece dragged along the track, at a fixed height. */
  piece?: { image: string; y: number; size: number }
  /** click: the characters to click, in order. */
  chars?: readonly string[]
  /** arith: the question as text, for screen readers. */
  question?: string
}

export type CaptchaAnswer =
  | { kind: 'slider'; x: number }
  | { kind: 'click'; points: readonly Point[] }
  | { kind: 'text' | 'arith'; value: string }

/** A wrong answer is a normal outcome, not an error: the server answered, just not with a ticket. */
export type VerifyOutcome = { accepted: true; ticket: string } | { accepted: false }

/**
 * - `loadFailed`: no challenge could be fetched (network, server error);
 * - `rejected`: the server checked the answer and refused it;
 * - `verifyFailed`: the answer could not be checked (network, server error).
 */
export type CaptchaErrorCode = 'loadFailed' | 'rejected' | 'verifyFailed'

export interface CaptchaInput {
  kind: CaptchaKind
}

export interface CaptchaContext {
  kind: CaptchaKind
  challenge: CaptchaChallenge | null
  /** One-time proof for POST /api/login/ (`captcha_ticket`); only set in `verified`. */
  ticket: string | null
  /** Why the last attempt failed; kept across the automatic reload so the user can read it. */
  error: CaptchaErrorCode | null
}

export type CaptchaEvent =
  | { type: 'captcha.submit'; answer: CaptchaAnswer }
  /** New challenge: the refresh button, and the login page after a failed login (tickets are single-use). */
  | { type: 'captcha.refresh' }

export interface LoadChallengeInput {
  kind: CaptchaKind
}

export interface VerifyAnswerInput {
  challengeId: string
  answer: CaptchaAnswer
}
