/**
 * Types of the remark box on a mail (R-STATE-3, R-VALID-3): shown in the folder
 * list's subject cell and in the reader.
 */
import type { RemarkError } from '../../src/domain/mail/remark.ts'

/**
 * - `required` / `tooLong`: the draft broke the rule ('Please enter a note!' / 'No more than
 *   200 characters!'); nothing was sent.
 * - `saveFailed` / `deleteFailed`: the server refused or the request failed (the client
 *   middleware already showed why).
 */
export type RemarkErrorCode = RemarkError | 'saveFailed' | 'deleteFailed'

export interface RemarkContext {
  /** The saved remark ('' = none). */
  remark: string
  /** The text being edited. */
  draft: string
  error: RemarkErrorCode | null
}

export interface RemarkInput {
  remark: string
}

export type RemarkEvent =
  | { type: 'remark.edit' }
  | { type: 'remark.change'; text: string }
  | { type: 'remark.save' }
  | { type: 'remark.cancel' }
  | { type: 'remark.delete' }
  /** The mail was read again (list or reader reload): take the server's remark. */
  | { type: 'remark.sync'; remark: string }

export interface SaveRemarkInput {
  remark: string
}

/** Emitted after the server saved or deleted the remark. */
export type RemarkEmitted = { type: 'remark.changed'; remark: string }
