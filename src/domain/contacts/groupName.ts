/**
 * A personal contact group's name (R-VALID: contact group name required, 1 to 50): trimmed
 * first, counted in characters (a CJK character or an emoji is one), as the server counts it.
 */
import { CONTACT_GROUP_NAME_MAX } from '../constants.ts'

export type GroupNameError = 'groupNameRequired' | 'groupNameTooLong'

export function validateGroupName(raw: string): GroupNameError | null {
  const name = raw.trim()
  if (name === '') return 'groupNameRequired'
  if (Array.from(name).length > CONTACT_GROUP_NAME_MAX) return 'groupNameTooLong'
  return null
}
