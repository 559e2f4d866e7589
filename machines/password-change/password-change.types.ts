/**
 * Types of the forced password change (R-LAYOUT: shared status change_password;
 * §5 "Passwords"): the rules are loaded, then the change is posted until the server accepts it.
 */
import type { PasswordRules } from '../../src/domain/password/passwordRules.ts'
import type { PasswordChangeInput } from '../../src/domain/password/validatePasswordChange.ts'

export type { PasswordChangeInput, PasswordRules }

export type PasswordChangeField = keyof PasswordChangeInput

/** The server's own texts under the fields it refused (password / new_password / confirm_password). */
export type PasswordFieldMessages = Partial<Record<PasswordChangeField, string>>

/**
 * - `fields`: the server refused one or more fields, with its texts (shown under them);
 * - `changeFailed`: anything else (network, 5xx, a refusal without field errors).
 */
export type PasswordChangeFailure =
  { code: 'fields'; fields: PasswordFieldMessages } | { code: 'changeFailed' }

export interface PasswordChangeContext {
  rules: PasswordRules | null
  failure: PasswordChangeFailure | null
}

export type PasswordChangeEvent =
  | { type: 'rules.retry' }
  /** The form's values, already checked against the rules by the form (trimmed, as typed). */
  | { type: 'password.submit'; values: PasswordChangeInput }
  /** A field was edited: the server's message under it no longer applies. */
  | { type: 'field.edit'; field: PasswordChangeField }

export interface ChangePasswordOutput {
  /** The only valid token after the change. */
  token: string
}

/** How the changePassword actor rejects when the server named the fields it refused. */
export interface FieldsRejection {
  fields: PasswordFieldMessages
}

/** The change was accepted: `token` is the session's new token. */
export interface PasswordChangeEmitted {
  type: 'password.changed'
  token: string
}
