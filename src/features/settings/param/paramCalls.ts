/** /setting/param's calls: getParamSettings and updateParamSettings (one PUT of every field). */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type ParamSettings = components['schemas']['ParamSettings']

export async function loadParam(signal: AbortSignal): Promise<ParamSettings> {
  const { data, error } = await api().GET('/api/setting/param/', { signal })
  return data ?? fail(error)
}

const FIELDS = sameNames(
  'page_limit',
  'is_text_view',
  'draft_auto_save_minute',
  'sw_new_mail_remind',
  'session_timeout',
  'is_save_sent',
  'is_confirm_read',
  'sw_keyboard_shortcuts',
)

export async function saveParam(body: ParamSettings, signal: AbortSignal): Promise<ParamSettings> {
  const { data, error } = await api().PUT('/api/setting/param/', { body, signal, ...ownSaveErrors })
  if (data) return data
  throw rejectionOf(error, FIELDS)
}
