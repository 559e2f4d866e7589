/** /setting/autoreply's calls: getAutoReply and updateAutoReply (one PUT of every field). */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type AutoReply = components['schemas']['AutoReply']

export async function loadAutoReply(signal: AbortSignal): Promise<AutoReply> {
  const { data, error } = await api().GET('/api/setting/autoreply/', { signal })
  return data ?? fail(error)
}

const FIELDS = sameNames(
  'is_enabled',
  'only_contacts',
  'range_type',
  'start_week',
  'end_week',
  'start_time',
  'end_time',
  'start_date',
  'end_date',
  'content',
)

export async function saveAutoReply(body: AutoReply, signal: AbortSignal): Promise<AutoReply> {
  const { data, error } = await api().PUT('/api/setting/autoreply/', {
    body,
    signal,
    ...ownSaveErrors,
  })
  if (data) return data
  throw rejectionOf(error, FIELDS)
}
