/**
 * The security questions' calls: getSecurityQuestions (the questions, never the answers) and
 * setSecurityQuestions (the three with answers, and the login password encrypted as every
 * password is, decisions.md #12).
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { encryptForServer } from '../../../app/session/publicKey.ts'
import type { SecurityValues } from '../../../domain/settings/index.ts'
import { fail, ownSaveErrors, rejectionOf } from '../../common/forms/settingsCalls.ts'

export type SecurityQuestions = components['schemas']['SecurityQuestions']

export async function loadSecurityQuestions(signal: AbortSignal): Promise<SecurityQuestions> {
  const { data, error } = await api().GET('/api/setting/secret/', { signal })
  return data ?? fail(error)
}

export async function saveSecurityQuestions(
  values: SecurityValues,
  signal: AbortSignal,
): Promise<SecurityQuestions> {
  const password = await encryptForServer(values.password)
  const { data, error } = await api().PUT('/api/setting/secret/', {
    body: { items: values.items, password },
    signal,
    ...ownSaveErrors,
  })
  if (data) return data
  throw rejectionOf(error, { password: 'password' })
}
