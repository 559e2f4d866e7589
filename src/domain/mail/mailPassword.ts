/**
 * The view password of a protected mail (R-VALID-9, C-LIMIT-2): exactly 6 letters
 * or digits, case-sensitive, no leading or trailing spaces — so nothing is trimmed.
 */
import { PROTECTED_MAIL_PASSWORD_LENGTH } from '../constants.ts'

export const MAIL_PASSWORD_MAX_LENGTH = PROTECTED_MAIL_PASSWORD_LENGTH

const MAIL_PASSWORD = new RegExp(`^[A-Za-z0-9]{${PROTECTED_MAIL_PASSWORD_LENGTH}}$`)

export function isValidMailPassword(password: string): boolean {
  return MAIL_PASSWORD.test(password)
}
