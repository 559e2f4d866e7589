/**
 * The arithmetic captcha variant (add, subtract, multiply; R-VALID). The question is plain
 * maths notation, the same in every language, so it is built here rather than in the UI.
 */

export type ArithmeticOperator = '+' | '-' | '×'

export const ARITHMETIC_OPERATORS: readonly ArithmeticOperator[] = ['+', '-', '×']
/** Operands for + and - are 1..20; a product of two 1..9 operands stays mentally easy. */
export const ADD_OPERAND_MAX = 20
export const MULTIPLY_OPERAND_MAX = 9

export interface ArithmeticChallenge {
  /** e.g. '7 × 3 = ?' */
  question: string
  answer: number
  left: number
  right: number
  operator: ArithmeticOperator
}

/** A random source in [0, 1), e.g. Math.random or a seeded PRNG. */
export type Rng = () => number

function pick(rng: Rng, count: number): number {
  const r = rng()
  // A PRNG that returns exactly 1 (or garbage) must not index past the end.
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0
  return Math.floor(unit * count)
}

const between = (rng: Rng, min: number, max: number): number => min + pick(rng, max - min + 1)

export function makeArithmetic(rng: Rng): ArithmeticChallenge {
  const operator = ARITHMETIC_OPERATORS[pick(rng, ARITHMETIC_OPERATORS.length)] ?? '+'
  const max = operator === '×' ? MULTIPLY_OPERAND_MAX : ADD_OPERAND_MAX
  let left = between(rng, 1, max)
  let right = between(rng, 1, max)
  // A negative answer would need a minus sign nobody expects to type.
  if (operator === '-' && right > left) [left, right] = [right, left]
  const answer = operator === '+' ? left + right : operator === '-' ? left - right : left * right
  return { question: `${left} ${operator} ${right} = ?`, answer, left, right, operator }
}

/**
 * Accepts the answer as typed: surrounding spaces and full-width digits (from a Chinese IME) are
 * fine; anything that is not a whole number is not.
 */
export function isArithmeticMatch(input: string, answer: number): boolean {
  const normalised = input
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/^[－−]/, '-')
  if (!/^-?\d{1,6}$/.test(normalised)) return false
  return Number(normalised) === answer
}
