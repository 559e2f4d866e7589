/** /setting/sms's calls: getSmsSettings and updateSmsSettings (one PUT of every field). */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type SmsSettings = components['schemas']['SmsSettings']

export async function loadSms(signal: AbortSignal): Promise<SmsSettings> {
  const { data, error } = await api().GET('/api/setting/sms/', { signal })
  return data ?? fail(error)
}

const FIELDS = sameNames('is_enabled', 'mobile', 'start_time', 'end_time')

export async function saveSms(body: SmsSettings, signal: AbortSignal): Promise<SmsSettings> {
  const { data, error } = await api().PUT('/api/setting/sms/', { body, signal, ...ownSaveErrors })
  if (data) return data
  throw rejectionOf(error, FIELDS)
}
