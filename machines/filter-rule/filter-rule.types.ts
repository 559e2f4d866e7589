/**
 * Types of the filter-rule chart (/setting/filter's rule dialog and delete confirmation). The
 * values and their rule live in src/domain/settings/filterRule.ts.
 */
import type {
  FilterConditionValues,
  FilterRuleError,
  FilterRuleField,
  FilterRuleValues,
} from '../../src/domain/settings/filterRule.ts'
import type { SaveFailure } from '../settings-resource/index.ts'

export type RuleErrors = Partial<Record<FilterRuleField, FilterRuleError>>

/** The fields of a rule that are not its list of conditions. */
export type RulePatch = Partial<Omit<FilterRuleValues, 'conditions'>>

export interface FilterRuleContext {
  /** The rule being edited; null for a new one. */
  id: number | null
  values: FilterRuleValues
  /** The values the dialog opened with: anything else is unsaved. */
  initial: FilterRuleValues
  /** The domain rule's codes, set by a submit that did not pass. */
  errors: RuleErrors
  /** The last save or delete the server refused or that failed. */
  failure: SaveFailure | null
  /** The rule a delete is asked about. */
  target: { id: number; name: string } | null
}

export interface SaveRuleInput {
  id: number | null
  values: FilterRuleValues
}

export type FilterRuleEvent =
  | { type: 'rule.new'; priority: number }
  | { type: 'rule.edit'; id: number; values: FilterRuleValues }
  | { type: 'rule.delete'; id: number; name: string }
  | { type: 'rule.set'; patch: RulePatch }
  | { type: 'condition.add' }
  | { type: 'condition.remove'; index: number }
  | { type: 'condition.set'; index: number; patch: Partial<FilterConditionValues> }
  | { type: 'rule.submit' }
  | { type: 'rule.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }

export type FilterRuleEmitted = { type: 'rule.saved' } | { type: 'rule.deleted'; id: number }
