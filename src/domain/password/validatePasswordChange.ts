import {
  checkPassword,
  failedRules,
  type PasswordContext,
  type PasswordRuleCode,
  type PasswordRules,
} from './passwordRules.ts'

export interface PasswordChangeInput {
  old: string
  next: string
  confirm: string
}

/**
 * `required`: blank after trimming. `mismatch`: confirm differs from the new password (the UI says
 * 'two passwords are inconsistent' / 'New password mismatch!'). A rule code: the first rule of the
 * checklist the new password breaks.
 */
export type PasswordFieldError = 'required' | 'mismatch' | PasswordRuleCode

export interface PasswordChangeResult {
  ok: boolean
  errors: Partial<Record<keyof PasswordChangeInput, PasswordFieldError>>
  /** Every rule the new password breaks, for a summary; empty when it is blank. */
  failedRules: PasswordRuleCode[]
  /** The trimmed values, which are what gets encrypted and sent. */
  values: PasswordChangeInput
}

/**
 * Validates the change-password form (forced dialog and settings page): fields are trimmed, all
 * three are required, the new password must pass the rules and the confirmation must match it.
 */
export function validatePasswordChange(
  input: PasswordChangeInput,
  rules: PasswordRules | null | undefined,
  ctx: PasswordContext = {},
): PasswordChangeResult {
  const values: PasswordChangeInput = {
    old: input.old.trim(),
    next: input.next.trim(),
    confirm: input.confirm.trim(),
  }
  const errors: PasswordChangeResult['errors'] = {}
  if (values.old === '') errors.old = 'required'

  let failed: PasswordRuleCode[] = []
  if (values.next === '') {
    errors.next = 'required'
  } else {
    failed = failedRules(checkPassword(values.next, rules, ctx))
    const first = failed[0]
    if (first !== undefined) errors.next = first
  }

  if (values.confirm === '') errors.confirm = 'required'
  else if (values.confirm !== values.next) errors.confirm = 'mismatch'

  return { ok: Object.keys(errors).length === 0, errors, failedRules: failed, values }
}
