import type { SnapshotFrom } from 'xstate'
import type { contactBatchMachine } from './contact-batch.machine.ts'

type Snapshot = SnapshotFrom<typeof contactBatchMachine>

/** Saved so far and in all, for the progress bar. */
export const selectBatchProgress = (s: Snapshot) => ({
  done: s.context.done,
  total: s.context.ids.length,
})
