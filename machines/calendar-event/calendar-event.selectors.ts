import type { SnapshotFrom } from 'xstate'
import type { calendarEventMachine } from './calendar-event.machine.ts'

type Snapshot = SnapshotFrom<typeof calendarEventMachine>

/** The editor dialog shows (viewing, editing, asking, saving, deleting). */
export const selectIsOpen = (s: Snapshot) => s.hasTag('open')
export const selectIsViewing = (s: Snapshot) => s.matches('viewing')
/** The form's fields are editable (editing, or saving what was typed). */
export const selectIsEditing = (s: Snapshot) => s.hasTag('form')
export const selectIsNew = (s: Snapshot) => s.context.event === null
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsSaving = (s: Snapshot) => s.matches('saving')
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting')
/** The "this one / this and following / all" question, and what it is about. */
export const selectAskingScope = (s: Snapshot) =>
  s.matches('askingScope') ? s.context.pending : null
export const selectConfirmingDelete = (s: Snapshot) =>
  s.matches('confirmingDelete') || s.matches('deleting')
export const selectEvent = (s: Snapshot) => s.context.event
export const selectValues = (s: Snapshot) => s.context.values
export const selectErrors = (s: Snapshot) => s.context.errors
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectIsDirty = (s: Snapshot) =>
  s.hasTag('form') && JSON.stringify(s.context.values) !== JSON.stringify(s.context.initial)
