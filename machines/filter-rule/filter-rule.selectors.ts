import type { SnapshotFrom } from 'xstate'
import type { filterRuleMachine } from './filter-rule.machine.ts'

type Snapshot = SnapshotFrom<typeof filterRuleMachine>

/** The rule dialog shows (editing or saving). */
export const selectIsOpen = (s: Snapshot) => s.hasTag('open')
export const selectIsNew = (s: Snapshot) => s.context.id === null
export const selectIsSaving = (s: Snapshot) => s.matches('saving')
export const selectValues = (s: Snapshot) => s.context.values
export const selectErrors = (s: Snapshot) => s.context.errors
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectIsDirty = (s: Snapshot) =>
  s.hasTag('open') && JSON.stringify(s.context.values) !== JSON.stringify(s.context.initial)
/** The rule a delete is asked about, while the question shows. */
export const selectDeleteTarget = (s: Snapshot) =>
  s.matches('confirmingDelete') || s.matches('deleting') ? s.context.target : null
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting')
