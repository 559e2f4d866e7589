/** The lock password rules as pure functions (R-VALID, M-ERR; server LockSettings.rule). */
import type {
  LockRule,
  LockSaveForm,
  LockSaveMode,
  LockSettingsError,
} from './lock-settings.types.ts'

/** Whitespace alone counts as empty, as in the module lock check. */
export const isBlank = (value: string | undefined): boolean => (value ?? '').trim() === ''

/** The first thing wrong with a set / edit form, field by field from the top; null = send it. */
export function formError(
  mode: LockSaveMode,
  form: LockSaveForm,
  rule: LockRule,
): LockSettingsError | null {
  if (mode === 'edit' && isBlank(form.oldPassword))
    return { field: 'oldPassword', code: 'passwordRequired' }
  if (isBlank(form.password)) return { field: 'password', code: 'passwordRequired' }
  const length = [...form.password].length
  if (length < rule.minLength || length > rule.maxLength)
    return { field: 'password', code: 'passwordLength' }
  if (form.confirm !== form.password) return { field: 'confirm', code: 'confirmMismatch' }
  return null
}
