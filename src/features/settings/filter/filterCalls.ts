/** /setting/filter's calls: listFilters, and createFilter / updateFilter / deleteFilter. */
import type { components } from '../../../api/schema.gen.ts'
import { filterRulePayload, type FilterRuleValues } from '../../../domain/settings/index.ts'
import { itemCalls } from '../../common/forms/itemCalls.ts'
import { sameNames } from '../../common/forms/settingsCalls.ts'

export type FilterRule = components['schemas']['FilterRule']

// The server's `conditions` text is about the rows as a whole: said as the dialog's general text.
// A refused delete shows in the confirmation (machines/filter-rule), not in the client's toast.
const calls = itemCalls('/api/setting/filters/', sameNames('name', 'priority', 'action_value'), {
  deleteErrors: 'own',
})

export const loadFilters = (signal: AbortSignal): Promise<FilterRule[]> => calls.list(signal)

export const saveFilter = (
  { id, values }: { id: number | null; values: FilterRuleValues },
  signal: AbortSignal,
): Promise<FilterRule> => calls.save(id, filterRulePayload(values), signal)

export const deleteFilter = ({ id }: { id: number }, signal: AbortSignal): Promise<void> =>
  calls.remove(id, signal)

export const valuesOf = (rule: FilterRule): FilterRuleValues => ({
  name: rule.name,
  priority: String(rule.priority),
  is_enabled: rule.is_enabled,
  logic: rule.logic,
  conditions: rule.conditions.map((c) => ({ ...c })),
  action: rule.action,
  action_value: rule.action_value ?? '',
})
