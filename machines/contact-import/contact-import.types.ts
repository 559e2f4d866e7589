/**
 * Types of the contacts import dialog's flow (issue 13 "Import and export"): a file is picked,
 * parsed (in a worker), previewed with its column mapping, then sent in parts with a progress
 * bar, and the result shown.
 */
import type {
  ColumnTarget,
  ContactFileRefusal,
  ContactTable,
} from '../../src/domain/contacts/transfer/index.ts'

/**
 * - the file refusals of the domain (`fileType`, `fileEmpty`, `fileTooLarge` before reading;
 *   `fileUnreadable`, `noContacts` after; `noEmailColumn` when the mapping reads no address);
 * - `importFailed`: a part could not be sent (the client middleware said why); retry goes on
 *   from that part.
 */
export type ContactImportError = ContactFileRefusal | 'importFailed'

export type DuplicateChoice = 'ignore' | 'overwrite'

export interface ImportFailure {
  row: number
  reason: string
}

export interface ImportTally {
  created: number
  updated: number
  skipped: number
  failed: ImportFailure[]
}

export interface ContactImportContext {
  file: File | null
  table: ContactTable | null
  /** What each column of the table is read as. */
  mapping: ColumnTarget[]
  onDuplicate: DuplicateChoice
  /** The group new and overwritten contacts join (0 = none). */
  groupId: number
  /** Rows a part carries. */
  batchSize: number
  /** The next part to send (0-based); parts before it are counted in `tally`. */
  nextBatch: number
  tally: ImportTally
  error: ContactImportError | null
  /** The user stopped the import: the parts sent so far stay imported. */
  stopped: boolean
}

export interface ContactImportInput {
  groupId: number
  /** 100 by default; tests use small parts. */
  batchSize?: number
}

export type ContactImportEvent =
  | { type: 'file.pick'; file: File }
  | { type: 'mapping.set'; column: number; target: ColumnTarget }
  | { type: 'duplicate.set'; choice: DuplicateChoice }
  | { type: 'group.set'; groupId: number }
  | { type: 'import.start' }
  | { type: 'import.retry' }
  | { type: 'import.cancel' }
  /** Pick another file (from the mapping or the result). */
  | { type: 'file.reset' }

export interface ParseFileInput {
  file: File
}

/** One part: the normalised table's rows (field keys as columns) and where they start in the file. */
export interface ImportBatchInput {
  rows: string[][]
  firstRow: number
  groupId: number
  onDuplicate: DuplicateChoice
}

/** Emitted once the import ends with something written, for the page to reload its list. */
export type ContactImportEmitted = { type: 'contacts.imported'; tally: ImportTally }
