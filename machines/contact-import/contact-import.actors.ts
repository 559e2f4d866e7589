/**
 * Contracts of the import's I/O; src/features/contacts/transfer/ provides the real ones (the
 * worker's parse, the importContacts call).
 */
import { fromPromise } from 'xstate'
import type { ContactTable } from '../../src/domain/contacts/transfer/index.ts'
import type { ImportBatchInput, ImportTally, ParseFileInput } from './contact-import.types.ts'

export const parseFile = fromPromise<ContactTable, ParseFileInput>(() =>
  Promise.reject(new Error('contact import: provide the parseFile actor')),
)

export const importBatch = fromPromise<ImportTally, ImportBatchInput>(() =>
  Promise.reject(new Error('contact import: provide the importBatch actor')),
)
