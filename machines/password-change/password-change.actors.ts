/**
 * Contracts of the forced password change's I/O; src/features/auth/passwordChangeActors.ts
 * provides the real calls (getPasswordRules, changePassword with the three passwords encrypted).
 * `changePassword` rejects with `{fields}` (FieldsRejection) when the server refused fields.
 */
import { fromPromise } from 'xstate'
import type {
  ChangePasswordOutput,
  PasswordChangeInput,
  PasswordRules,
} from './password-change.types.ts'

export const loadRules = fromPromise<PasswordRules>(() =>
  Promise.reject(new Error('password-change machine: provide the loadRules actor')),
)

export const changePassword = fromPromise<ChangePasswordOutput, PasswordChangeInput>(() =>
  Promise.reject(new Error('password-change machine: provide the changePassword actor')),
)
