/**
 * Captcha verification geometry (R-LOGIN-2), shared by the fake server, which
 * decides, and the UI, which may pre-check before posting. All tolerances are inclusive.
 */

export const SLIDER_TOLERANCE_PX = 5
export const CLICK_TOLERANCE_PX = 40
export const CLICK_POINTS = 3
export const TEXT_CAPTCHA_LENGTH = 6

export interface Point {
  x: number
  y: number
}

const isCoordinate = (v: number): boolean => Number.isFinite(v)

/** The slider piece was dropped within SLIDER_TOLERANCE_PX of the gap. */
export function isSliderMatch(x: number, targetX: number): boolean {
  if (!isCoordinate(x) || !isCoordinate(targetX)) return false
  return Math.abs(x - targetX) <= SLIDER_TOLERANCE_PX
}

/**
 * Exactly CLICK_POINTS clicks, in the order of the targets, each within CLICK_TOLERANCE_PX
 * (straight-line distance) of its own target.
 */
export function isClickSequenceMatch(points: readonly Point[], targets: readonly Point[]): boolean {
  if (points.length !== CLICK_POINTS || targets.length !== CLICK_POINTS) return false
  return points.every((p, i) => {
    const t = targets[i]
    if (t === undefined || ![p.x, p.y, t.x, t.y].every(isCoordinate)) return false
    return Math.hypot(p.x - t.x, p.y - t.y) <= CLICK_TOLERANCE_PX
  })
}

/** The typed text, trimmed, equals the 6-character answer ignoring case. */
export function isTextCaptchaMatch(input: string, answer: string): boolean {
  const typed = Array.from(input.trim())
  const expected = Array.from(answer.trim())
  if (typed.length !== TEXT_CAPTCHA_LENGTH || expected.length !== TEXT_CAPTCHA_LENGTH) return false
  return typed.join('').toLowerCase() === expected.join('').toLowerCase()
}
