/** What the UI asks of the upload machine; components never chain `matches()`. */
import type { SnapshotFrom } from 'xstate'
import type { uploadMachine } from './upload.machine.ts'
import type { UploadEntry } from './upload.types.ts'

export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>

export const selectEntries = (s: UploadSnapshot): readonly UploadEntry[] => s.context.entries
/** A file is being hashed, checked, uploaded or finished. */
export const selectIsWorking = (s: UploadSnapshot): boolean => s.hasTag('active')
/** 'Pause all' has something to pause. */
export const selectCanPauseAll = (s: UploadSnapshot): boolean =>
  s.context.entries.some((e) => e.status === 'waiting' || e.status === 'uploading')
/** 'Resume all' has something to resume (paused files, and failed ones as a retry). */
export const selectCanResumeAll = (s: UploadSnapshot): boolean =>
  s.context.entries.some((e) => e.status === 'paused' || e.status === 'failed')
/** The active file cannot be paused while its chunks are being joined. */
export const selectCanPause = (s: UploadSnapshot, entry: UploadEntry): boolean =>
  entry.status === 'waiting' || (entry.status === 'uploading' && !s.matches('finishing'))
export const selectCanRemove = (s: UploadSnapshot, entry: UploadEntry): boolean =>
  !(entry.id === s.context.activeId && s.matches('finishing'))
export const selectCapacityLeft = (s: UploadSnapshot): number | null => s.context.capacityLeft
/** A paused file goes on from the chunks the server holds. */
export const selectCanResume = (entry: UploadEntry): boolean => entry.status === 'paused'
/**
 * A failed file (a refused or dropped chunk, a failed finish) is retried the same way: the server
 * is asked again which chunks it holds and only the others are sent, the failed one included.
 */
export const selectCanRetry = (entry: UploadEntry): boolean => entry.status === 'failed'
