import type { SnapshotFrom } from 'xstate'
import type { passwordChangeMachine } from './password-change.machine.ts'
import type { PasswordFieldMessages } from './password-change.types.ts'

type Snapshot = SnapshotFrom<typeof passwordChangeMachine>

export const selectRules = (s: Snapshot) => s.context.rules
export const selectRulesLoading = (s: Snapshot) => s.matches('loadingRules')
export const selectRulesFailed = (s: Snapshot) => s.matches('rulesFailed')
/** The form shows (and is kept on screen while saving and after the change). */
export const selectFormShown = (s: Snapshot) => s.context.rules !== null
export const selectIsSaving = (s: Snapshot) => s.matches('saving')
export const selectIsChanged = (s: Snapshot) => s.matches('changed')
export const selectChangeFailed = (s: Snapshot) => s.context.failure?.code === 'changeFailed'

const NO_FIELDS: PasswordFieldMessages = {}
export const selectFieldMessages = (s: Snapshot): PasswordFieldMessages =>
  s.context.failure?.code === 'fields' ? s.context.failure.fields : NO_FIELDS
