import { describe, expect, it } from 'vitest'
import {
  CLICK_POINTS,
  CLICK_TOLERANCE_PX,
  isClickSequenceMatch,
  isSliderMatch,
  isTextCaptchaMatch,
  SLIDER_TOLERANCE_PX,
  TEXT_CAPTCHA_LENGTH,
  type Point,
} from '../../../../src/domain/captcha/captcha.ts'

it('exports the spec tolerances', () => {
  expect([SLIDER_TOLERANCE_PX, CLICK_TOLERANCE_PX, CLICK_POINTS, TEXT_CAPTCHA_LENGTH]).toEqual([
    5, 40, 3, 6,
  ])
})

// R-LOGIN-2: within 5 px
describe('isSliderMatch', () => {
  it.each([
    [120, 120, true],
    [124, 120, true],
    [125, 120, true],
    [126, 120, false],
    [115, 120, true],
    [114, 120, false],
    [125.5, 120, false],
    [Number.NaN, 120, false],
  ])('x=%d against %d → %s', (x, target, expected) => {
    expect(isSliderMatch(x, target)).toBe(expected)
  })
})

// R-LOGIN-2: 3 points within 40 px
describe('isClickSequenceMatch', () => {
  const targets: Point[] = [
    { x: 50, y: 50 },
    { x: 150, y: 80 },
    { x: 250, y: 120 },
  ]
  const shift = (dx: number, dy: number, index: number): Point[] =>
    targets.map((t, i) => (i === index ? { x: t.x + dx, y: t.y + dy } : t))

  it.each([
    ['exact', targets, true],
    ['40 px straight off', shift(40, 0, 1), true],
    ['41 px straight off', shift(0, 41, 1), false],
    ['40 px diagonal (24, 32)', shift(24, 32, 2), true],
    ['41 px diagonal (24, 33.3)', shift(24, 33.3, 2), false],
    ['right spots, wrong order', [targets[1], targets[0], targets[2]] as Point[], false],
    ['only two clicks', targets.slice(0, 2), false],
    ['a fourth click', [...targets, { x: 0, y: 0 }], false],
    ['a NaN click', shift(Number.NaN, 0, 0), false],
  ])('%s → %s', (_name, points, expected) => {
    expect(isClickSequenceMatch(points, targets)).toBe(expected)
  })

  it('needs exactly three targets', () => {
    expect(isClickSequenceMatch(targets.slice(0, 2), targets.slice(0, 2))).toBe(false)
  })
})

// R-LOGIN-2: 6 characters, case-insensitive
describe('isTextCaptchaMatch', () => {
  it.each([
    ['aB3dE6', 'Ab3De6', true],
    ['  ab3de6 ', 'AB3DE6', true],
    ['ab3de', 'ab3de6', false],
    ['ab3de67', 'ab3de6', false],
    ['ab3de7', 'ab3de6', false],
    ['ab3 e6', 'ab3de6', false],
    ['', '', false],
  ])('%j against %j → %s', (input, answer, expected) => {
    expect(isTextCaptchaMatch(input, answer)).toBe(expected)
  })
})
