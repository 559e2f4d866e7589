/** Pure rules shared by the two-factor machines and screens. */

/** Authenticator and SMS codes are exactly six digits (spaces typed between groups are dropped). */
export const normaliseCode = (typed: string): string => typed.replace(/\s+/g, '')
export const isSixDigitCode = (typed: string): boolean => /^\d{6}$/.test(normaliseCode(typed))

/** The 16-character backup key in groups of four, as the user writes it down. */
export const groupKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ')

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : undefined

/**
 * The server's own text of a failure, if it gave one: non_field_errors, detail or error first
 * (M-ERR), else the first field's first message. Undefined otherwise.
 */
export function serverMessage(failure: unknown): string | undefined {
  if (typeof failure !== 'object' || failure === null) return undefined
  const body = failure as Record<string, unknown>
  for (const key of ['non_field_errors', 'detail', 'error']) {
    const text = firstString(body[key])
    if (text !== undefined) return text
  }
  for (const value of Object.values(body)) {
    const text = firstString(value)
    if (text !== undefined && Array.isArray(value)) return text
  }
  return undefined
}
