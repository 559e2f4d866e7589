/**
 * The password reset's calls (calls §7: /setting/secret-reset is sent without the token,
 * src/api/client.ts) for machines/secret-reset: the account's questions with its password rules,
 * then the answers with both passwords encrypted. Refusals become ResetRejection (the server's
 * field texts under the form's names, its general text for wrong answers).
 */
import { fromPromise } from 'xstate'
import type {
  ResetInput,
  ResetQuestions,
  ResetRejection,
} from '../../../../machines/secret-reset/index.ts'
import { api } from '../../../app/services.ts'
import { encryptForServer } from '../../../app/session/publicKey.ts'
import { ownSaveErrors, rejectionOf } from '../../common/forms/settingsCalls.ts'

const SERVER_TO_FORM = {
  username: 'account',
  answers: 'answers',
  new_password: 'password',
  confirm_password: 'confirm',
}

const rejection = (error: unknown): ResetRejection | Error => {
  const refused = rejectionOf(error, SERVER_TO_FORM)
  if (refused instanceof Error) return refused
  const fields: Record<string, string> = {}
  for (const [field, text] of Object.entries(refused.fields ?? {})) if (text) fields[field] = text
  return { fields, message: refused.message ?? null }
}

export const loadQuestions = fromPromise<ResetQuestions, { account: string }>(
  async ({ input, signal }) => {
    const { data, error } = await api().GET('/api/setting/secret-reset/', {
      params: { query: { username: input.account } },
      signal,
      ...ownSaveErrors,
    })
    if (data) return { questions: data.questions, rules: data.password_rules }
    throw rejection(error)
  },
)

export const resetPassword = fromPromise<{ message: string | null }, ResetInput>(
  async ({ input, signal }) => {
    const [password, confirm] = await Promise.all([
      encryptForServer(input.password),
      encryptForServer(input.confirm),
    ])
    const { data, error } = await api().POST('/api/setting/secret-reset/', {
      body: {
        username: input.account,
        answers: input.answers,
        new_password: password,
        confirm_password: confirm,
      },
      signal,
      ...ownSaveErrors,
    })
    if (data) return { message: data.message ?? null }
    throw rejection(error)
  },
)

export const realResetActors = { loadQuestions, resetPassword }
