/** The password reset by security questions (calls §7 secret-reset; src/features/auth/reset). */
import type { PasswordRules } from '../../src/domain/password/passwordRules.ts'

export type { PasswordRules }

export interface ResetQuestions {
  questions: string[]
  rules: PasswordRules
}

export interface ResetInput {
  account: string
  answers: string[]
  password: string
  confirm: string
}

/**
 * A refusal: the server's texts by the form's field names (`account`, `password`, `confirm`) and
 * its general text (wrong answers: never which one). `failed`: no text at all (network, 5xx).
 */
export type ResetFailure =
  { code: 'refused'; fields: Record<string, string>; message: string | null } | { code: 'failed' }

/** What an actor rejects with when the server refused (else any Error: `failed`). */
export interface ResetRejection {
  fields: Record<string, string>
  message: string | null
}

export interface SecretResetContext {
  account: string
  questions: string[]
  rules: PasswordRules | null
  failure: ResetFailure | null
  /** The server's closing text once the password was reset. */
  doneMessage: string | null
}

export type SecretResetEvent =
  | { type: 'account.submit'; account: string }
  | { type: 'reset.submit'; values: Omit<ResetInput, 'account'> }
  | { type: 'account.change' }
  | { type: 'field.edit'; field: string }
