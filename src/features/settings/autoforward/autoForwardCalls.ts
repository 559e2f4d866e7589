/** /setting/autoforward's calls: getAutoForward and updateAutoForward. */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type AutoForward = components['schemas']['AutoForward']

export async function loadAutoForward(signal: AbortSignal): Promise<AutoForward> {
  const { data, error } = await api().GET('/api/setting/autoforward/', { signal })
  return data ?? fail(error)
}

const FIELDS = sameNames('is_enabled', 'target', 'keep_copy')

export async function saveAutoForward(
  body: AutoForward,
  signal: AbortSignal,
): Promise<AutoForward> {
  const { data, error } = await api().PUT('/api/setting/autoforward/', {
    body,
    signal,
    ...ownSaveErrors,
  })
  if (data) return data
  throw rejectionOf(error, FIELDS)
}
