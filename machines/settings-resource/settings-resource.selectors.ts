import type { SnapshotFrom } from 'xstate'
import type { settingsResourceMachine } from './settings-resource.machine.ts'
import type { FieldMessages, SaveFailure } from './settings-resource.types.ts'

type Snapshot = SnapshotFrom<typeof settingsResourceMachine>

const NO_FIELDS: FieldMessages = {}

/** First load in flight: a spinner, never an empty form. */
export const selectLoading = (s: Snapshot): boolean => s.matches('loading')
/** The first load failed: say so with a retry; no form that could overwrite the server's values. */
export const selectLoadFailed = (s: Snapshot): boolean => s.matches('loadFailed')
/** Data to show (also while refreshing or saving). */
export const selectData = (s: Snapshot): unknown => s.context.data
export const selectHasData = (s: Snapshot): boolean =>
  s.matches('ready') || s.matches('refreshing') || s.matches('saving')
export const selectRefreshing = (s: Snapshot): boolean => s.matches('refreshing')
export const selectSaving = (s: Snapshot): boolean => s.matches('saving')
export const selectSaved = (s: Snapshot): boolean => s.context.saved
export const selectFailure = (s: Snapshot): SaveFailure | null => s.context.failure
export const selectFieldMessages = (s: Snapshot): FieldMessages =>
  s.context.failure?.code === 'fields' ? s.context.failure.fields : NO_FIELDS
/** The server's general text of the last refused save, if any. */
export const selectFailureMessage = (s: Snapshot): string | null => {
  const failure = s.context.failure
  return failure && (failure.code === 'fields' || failure.code === 'refused')
    ? failure.message
    : null
}
