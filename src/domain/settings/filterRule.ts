/**
 * A mail filter rule (R-DATA-16: name, priority, conditions, action delete / quarantine / move /
 * copy / forward; R-VALID-23: the filter form's required fields, wording in decisions.md #179).
 * Values are as typed (priority is text until checked); codes only, messages.ts words them.
 */
import { isValidEmail } from '../compose/recipients.ts'

export const FILTER_FIELDS = ['from', 'to', 'cc', 'subject', 'body', 'attach', 'size'] as const
export type FilterField = (typeof FILTER_FIELDS)[number]

export const TEXT_OPERATORS = ['contains', 'not_contains', 'equals', 'not_equals'] as const
export const SIZE_OPERATORS = ['gt', 'lt'] as const
export type FilterOperator = (typeof TEXT_OPERATORS)[number] | (typeof SIZE_OPERATORS)[number]

export const FILTER_ACTIONS = ['move', 'copy', 'forward', 'quarantine', 'delete'] as const
export type FilterAction = (typeof FILTER_ACTIONS)[number]

export type FilterLogic = 'all' | 'any'

export const RULE_NAME_MAX = 50
/** Size conditions are in KB (decisions.md #179). */
export const SIZE_KB_MAX = 1024 * 1024

export interface FilterConditionValues {
  field: FilterField
  operator: FilterOperator
  value: string
}

export interface FilterRuleValues {
  name: string
  priority: string
  is_enabled: boolean
  logic: FilterLogic
  conditions: FilterConditionValues[]
  action: FilterAction
  /** The folder (move, copy) or the address (forward); unused otherwise. */
  action_value: string
}

export type FilterRuleError =
  | 'ruleNameRequired'
  | 'ruleNameTooLong'
  | 'priorityInvalid'
  | 'conditionRequired'
  | 'sizeInvalid'
  | 'folderRequired'
  | 'forwardRequired'
  | 'forwardInvalid'

/** Field names: name, priority, action_value, and `condition<N>` for the Nth condition's value. */
export type FilterRuleField = 'name' | 'priority' | 'action_value' | `condition${number}`

export const operatorsOf = (field: FilterField): readonly FilterOperator[] =>
  field === 'size' ? SIZE_OPERATORS : TEXT_OPERATORS

/** A condition whose field changed keeps its operator when it still fits, else takes the first. */
export function withField(
  condition: FilterConditionValues,
  field: FilterField,
): FilterConditionValues {
  const operators = operatorsOf(field)
  const operator = operators.includes(condition.operator) ? condition.operator : operators[0]!
  return { ...condition, field, operator }
}

export const needsTarget = (action: FilterAction): boolean =>
  action === 'move' || action === 'copy' || action === 'forward'

export function emptyCondition(): FilterConditionValues {
  return { field: 'subject', operator: 'contains', value: '' }
}

export function emptyRule(priority = 0): FilterRuleValues {
  return {
    name: '',
    priority: String(priority),
    is_enabled: true,
    logic: 'all',
    conditions: [emptyCondition()],
    action: 'move',
    action_value: '',
  }
}

export function validateFilterRule(
  values: FilterRuleValues,
): Partial<Record<FilterRuleField, FilterRuleError>> {
  const errors: Partial<Record<FilterRuleField, FilterRuleError>> = {}
  const name = values.name.trim()
  if (name === '') errors.name = 'ruleNameRequired'
  else if ([...name].length > RULE_NAME_MAX) errors.name = 'ruleNameTooLong'
  if (!/^\d{1,4}$/.test(values.priority.trim())) errors.priority = 'priorityInvalid'
  values.conditions.forEach((condition, index) => {
    const value = condition.value.trim()
    if (value === '') errors[`condition${index}`] = 'conditionRequired'
    else if (condition.field === 'size' && !(/^\d+$/.test(value) && Number(value) <= SIZE_KB_MAX)) {
      errors[`condition${index}`] = 'sizeInvalid'
    }
  })
  const target = values.action_value.trim()
  if (values.action === 'move' || values.action === 'copy') {
    if (target === '') errors.action_value = 'folderRequired'
  } else if (values.action === 'forward') {
    if (target === '') errors.action_value = 'forwardRequired'
    else if (!isValidEmail(target)) errors.action_value = 'forwardInvalid'
  }
  return errors
}

/** What the create / update call sends, from valid values. */
export function filterRulePayload(values: FilterRuleValues) {
  return {
    name: values.name.trim(),
    priority: Number(values.priority.trim()),
    is_enabled: values.is_enabled,
    logic: values.logic,
    conditions: values.conditions.map((c) => ({ ...c, value: c.value.trim() })),
    action: values.action,
    action_value: needsTarget(values.action) ? values.action_value.trim() : '',
  }
}
