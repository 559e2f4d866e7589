/**
 * The settings pages' form (docs/forms.md): the one form pattern, useResourceForm, with the
 * settings rules' words (src/domain/settings).
 */
import { SETTINGS_RULE_MESSAGES, type SettingsRuleCode } from '../../../domain/settings/index.ts'
import { useResourceForm, type ResourceFormOptions } from './useResourceForm.ts'

export type SettingsFormOptions<TData, TPayload, V> = Omit<
  ResourceFormOptions<TData, TPayload, V, SettingsRuleCode>,
  'messages'
>

export function useSettingsForm<TData, TPayload, V extends object>(
  options: SettingsFormOptions<TData, TPayload, V>,
) {
  return useResourceForm({ ...options, messages: SETTINGS_RULE_MESSAGES })
}
