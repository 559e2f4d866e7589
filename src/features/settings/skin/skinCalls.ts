/**
 * The skin's calls (getSkin, setSkin): the one path both /setting/skin and the top-bar skin menu
 * save through, so a skin chosen either way is the one the next login starts with.
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type SkinSetting = components['schemas']['SkinSetting']

export async function loadSkin(signal: AbortSignal): Promise<SkinSetting> {
  const { data, error } = await api().GET('/api/setting/skin/', { signal })
  return data ?? fail(error)
}

/**
 * `inline`: the caller shows a refusal itself (the settings page); otherwise the client's toast
 * says it (the top-bar menu has no place for it).
 */
export async function saveSkin(
  body: SkinSetting,
  signal?: AbortSignal,
  { inline = true }: { inline?: boolean } = {},
): Promise<SkinSetting> {
  const { data, error } = await api().PUT('/api/setting/skin/', {
    body,
    signal,
    ...(inline ? ownSaveErrors : {}),
  })
  if (data) return data
  throw rejectionOf(error, sameNames('skin_name', 'appearance'))
}
