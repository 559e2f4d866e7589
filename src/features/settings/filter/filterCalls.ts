/** /setting/filter's calls: listFilters, and createFilter / updateFilter / deleteFilter. */
import type { components } from '../../../api/schema.gen.ts'
import { filterRulePayload, type FilterRuleValues } from '../../../domain/settings/index.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type FilterRule = components['schemas']['FilterRule']

export async function loadFilters(signal: AbortSignal): Promise<FilterRule[]> {
  const { data, error } = await api().GET('/api/setting/filters/', { signal })
  return data ?? fail(error)
}

// The server's `conditions` text is about the rows as a whole: said as the dialog's general text.
const FIELDS = sameNames('name', 'priority', 'action_value')

export async function saveFilter(
  { id, values }: { id: number | null; values: FilterRuleValues },
  signal: AbortSignal,
): Promise<FilterRule> {
  const body = filterRulePayload(values)
  const { data, error } =
    id === null
      ? await api().POST('/api/setting/filters/', { body, signal, ...ownSaveErrors })
      : await api().PUT('/api/setting/filters/{id}/', {
          params: { path: { id } },
          body,
          signal,
          ...ownSaveErrors,
        })
  if (data) return data
  throw rejectionOf(error, FIELDS)
}

export async function deleteFilter({ id }: { id: number }, signal: AbortSignal): Promise<void> {
  const { error, response } = await api().DELETE('/api/setting/filters/{id}/', {
    params: { path: { id } },
    signal,
    ...ownSaveErrors,
  })
  if (error !== undefined || !response.ok) throw rejectionOf(error, {})
}

export const valuesOf = (rule: FilterRule): FilterRuleValues => ({
  name: rule.name,
  priority: String(rule.priority),
  is_enabled: rule.is_enabled,
  logic: rule.logic,
  conditions: rule.conditions.map((c) => ({ ...c })),
  action: rule.action,
  action_value: rule.action_value ?? '',
})
