/**
 * The remark on a mail (R-VALID-3, C-LIMIT-3): required and at most REMARK_MAX characters.
 * The check runs on the trimmed text, so a note of spaces alone counts as empty; the length limit
 * counts code points, as a user counts characters (an emoji is one).
 */
import { REMARK_MAX } from '../constants.ts'

export { REMARK_MAX }

/** `required` = M-TEXT-2; `tooLong` = M-TEXT-3. */
export type RemarkError = 'required' | 'tooLong'

export type RemarkValidation = { ok: true; remark: string } | { ok: false; error: RemarkError }

export function validateRemark(text: string): RemarkValidation {
  const remark = text.trim()
  if (remark === '') return { ok: false, error: 'required' }
  if ([...remark].length > REMARK_MAX) return { ok: false, error: 'tooLong' }
  return { ok: true, remark }
}
