import { describe, expect, it } from 'vitest'
import {
  ADD_OPERAND_MAX,
  isArithmeticMatch,
  makeArithmetic,
  MULTIPLY_OPERAND_MAX,
  type Rng,
} from '../../../../src/domain/captcha/arithmetic.ts'

/** mulberry32: a tiny seeded PRNG so every run sees the same challenges. */
function seeded(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Replays fixed draws: operator pick, left operand, right operand. */
const sequence = (...values: number[]): Rng => {
  let i = 0
  return () => values[i++ % values.length] ?? 0
}

// R-LOGIN-2: the arithmetic variant (add, subtract, multiply)
describe('makeArithmetic', () => {
  it.each([
    ['add', sequence(0, 0.1, 0.5), '3 + 11 = ?', 14],
    ['subtract, operands swapped to stay positive', sequence(0.5, 0.1, 0.5), '11 - 3 = ?', 8],
    ['multiply', sequence(0.9, 0.5, 0.99), '5 × 9 = ?', 45],
    ['an rng that returns 1 stays in range', sequence(1, 1, 1), '9 × 9 = ?', 81],
  ])('%s', (_name, rng, question, answer) => {
    expect(makeArithmetic(rng)).toMatchObject({ question, answer })
  })

  it('keeps 500 seeded challenges small, non-negative and self-consistent', () => {
    const rng = seeded(42)
    const operators = new Set<string>()
    for (let i = 0; i < 500; i += 1) {
      const c = makeArithmetic(rng)
      operators.add(c.operator)
      const max = c.operator === '×' ? MULTIPLY_OPERAND_MAX : ADD_OPERAND_MAX
      expect(c.left).toBeGreaterThanOrEqual(1)
      expect(c.left).toBeLessThanOrEqual(max)
      expect(c.right).toBeGreaterThanOrEqual(1)
      expect(c.right).toBeLessThanOrEqual(max)
      expect(c.answer).toBeGreaterThanOrEqual(0)
      const [l, op, r] = c.question.split(' ')
      const expected =
        op === '+'
          ? Number(l) + Number(r)
          : op === '-'
            ? Number(l) - Number(r)
            : Number(l) * Number(r)
      expect(c.answer).toBe(expected)
      expect(isArithmeticMatch(String(c.answer), c.answer)).toBe(true)
    }
    expect([...operators].sort()).toEqual(['+', '-', '×'])
  })
})

describe('isArithmeticMatch', () => {
  it.each([
    ['14', 14, true],
    [' 14 ', 14, true],
    ['１４', 14, true],
    ['014', 14, true],
    ['15', 14, false],
    ['14.0', 14, false],
    ['1 4', 14, false],
    ['', 0, false],
    ['0', 0, true],
    ['-3', -3, true],
    ['－3', -3, true],
  ])('%j for %d → %s', (input, answer, expected) => {
    expect(isArithmeticMatch(input, answer)).toBe(expected)
  })
})
