/**
 * Forgetting the password (R-DATA-16 security questions, calls §7 secret-reset): first the
 * account, then one answer per question and the new password with the account's rules. Which
 * answer was wrong is never said (the server refuses them as a whole).
 */
import type { PasswordRules } from '../password/passwordRules.ts'
import { newPasswordProblems, type RegisterError } from './registration.ts'

export interface ResetValues {
  answers: string[]
  password: string
  confirm: string
}

export type ResetError = 'accountRequired' | 'answerRequired' | RegisterError
/** `answer0` … `answer2`, `password`, `confirm`. */
export type ResetField = `answer${number}` | 'password' | 'confirm'

export function accountProblem(account: string): ResetError | undefined {
  return account.trim() === '' ? 'accountRequired' : undefined
}

export function validateReset(
  values: ResetValues,
  options: { rules: PasswordRules | null | undefined; account: string },
): Partial<Record<ResetField, ResetError>> {
  const errors: Partial<Record<ResetField, ResetError>> = {}
  values.answers.forEach((answer, index) => {
    if (answer.trim() === '') errors[`answer${index}`] = 'answerRequired'
  })
  // The part before '@' is what the account rule compares (passwordRules.ts).
  return {
    ...errors,
    ...newPasswordProblems(values.password, values.confirm, options.rules, {
      account: options.account.trim(),
      namePinyin: '',
    }),
  }
}
