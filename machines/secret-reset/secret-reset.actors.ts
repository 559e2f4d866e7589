/**
 * Contracts of the reset's I/O; src/features/auth/reset/resetActors.ts provides the real calls
 * (getSecretResetQuestions, resetPasswordBySecret with the passwords encrypted). Both reject with
 * a ResetRejection when the server refused.
 */
import { fromPromise } from 'xstate'
import type { ResetInput, ResetQuestions } from './secret-reset.types.ts'

export const loadQuestions = fromPromise<ResetQuestions, { account: string }>(() =>
  Promise.reject(new Error('secret-reset machine: provide the loadQuestions actor')),
)

export const resetPassword = fromPromise<{ message: string | null }, ResetInput>(() =>
  Promise.reject(new Error('secret-reset machine: provide the resetPassword actor')),
)
