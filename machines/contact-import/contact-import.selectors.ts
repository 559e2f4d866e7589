import type { SnapshotFrom } from 'xstate'
import { normalisedRow, rowValues } from '../../src/domain/contacts/transfer/index.ts'
import type { contactImportMachine } from './contact-import.machine.ts'
import type { ContactImportContext } from './contact-import.types.ts'

type Snapshot = SnapshotFrom<typeof contactImportMachine>

/** Rows shown in the preview. */
export const PREVIEW_ROWS = 5

export const batchCount = (context: ContactImportContext): number =>
  Math.ceil((context.table?.rows.length ?? 0) / context.batchSize)

/** The normalised rows of part `index`, through the current mapping. */
export function batchRows(context: ContactImportContext, index: number): string[][] {
  const rows = context.table?.rows ?? []
  const start = index * context.batchSize
  return rows
    .slice(start, start + context.batchSize)
    .map((row) => normalisedRow(rowValues(row, context.mapping)))
}

export const selectStep = (s: Snapshot) => s.value
export const selectError = (s: Snapshot) => s.context.error
export const selectTable = (s: Snapshot) => s.context.table
export const selectMapping = (s: Snapshot) => s.context.mapping
export const selectPreview = (s: Snapshot) => s.context.table?.rows.slice(0, PREVIEW_ROWS) ?? []
export const selectTally = (s: Snapshot) => s.context.tally
export const selectStopped = (s: Snapshot) => s.context.stopped
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
/** Share of the rows sent, 0 to 1. */
export const selectProgress = (s: Snapshot) => {
  const total = batchCount(s.context)
  return total === 0 ? 0 : Math.min(1, s.context.nextBatch / total)
}
export const selectRowCount = (s: Snapshot) => s.context.table?.rows.length ?? 0
