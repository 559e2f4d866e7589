/**
 * The white and black lists (R-DATA-16: an address or a whole domain; R-VALID-23: email fields
 * must be valid; decisions.md #178 for the wording). The fake backend checks with the same rule.
 */
import { isValidEmail } from '../compose/recipients.ts'

export type SenderListKind = 'white' | 'black'

export interface SenderEntryValues {
  email: string
}

export type SenderListError = 'senderRequired' | 'senderInvalid'

const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`
/** `example.com` or `@example.com`: at least two labels, the last one not a number. */
const DOMAIN = new RegExp(
  String.raw`^@?(?:${LABEL}\.)+[\p{L}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$`,
  'u',
)

/** An address (x@example.com) or a domain (example.com, @example.com). */
export function isValidSender(text: string): boolean {
  const value = text.trim()
  return value.includes('@') && !value.startsWith('@') ? isValidEmail(value) : DOMAIN.test(value)
}

export function validateSenderEntry(
  values: SenderEntryValues,
): Partial<Record<keyof SenderEntryValues, SenderListError>> {
  const value = values.email.trim()
  if (value === '') return { email: 'senderRequired' }
  if (!isValidSender(value)) return { email: 'senderInvalid' }
  return {}
}
