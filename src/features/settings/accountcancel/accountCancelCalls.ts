/** /setting/accountcancel's calls: getAccountCancel and requestAccountCancel (password encrypted). */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { encryptForServer } from '../../../app/session/publicKey.ts'
import type { AccountCancelValues } from '../../../domain/settings/index.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type AccountCancel = components['schemas']['AccountCancel']

export async function loadAccountCancel(signal: AbortSignal): Promise<AccountCancel> {
  const { data, error } = await api().GET('/api/setting/account-cancel/', { signal })
  return data ?? fail(error)
}

export async function requestAccountCancel(
  values: AccountCancelValues,
  signal: AbortSignal,
): Promise<AccountCancel> {
  const { data, error } = await api().POST('/api/setting/account-cancel/', {
    body: { reason: values.reason.trim(), password: await encryptForServer(values.password) },
    signal,
    ...ownSaveErrors,
  })
  if (data) return data
  throw rejectionOf(error, sameNames('reason', 'password'))
}
