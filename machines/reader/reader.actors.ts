/**
 * Contracts of the reader machine's I/O. The placeholders only carry the types; the UI provides
 * the real calls (src/features/reader/readerActors.ts) and tests provide fakes, both through
 * `readerMachine.provide({ actors })`.
 */
import { fromPromise } from 'xstate'
import type { DecryptMessageInput, LoadMessageInput, ReaderMail } from './reader.types.ts'

function notProvided(name: string): never {
  throw new Error(`reader machine: actor '${name}' was not provided`)
}

/** Reads the mail (the server marks it read). Rejects with a ReaderIoError for gone mail. */
export const loadMessage = fromPromise<ReaderMail, LoadMessageInput>(async () =>
  notProvided('loadMessage'),
)

/** Opens a protected mail. Rejects with ReaderIoError('wrongPassword') for a refused password. */
export const decryptMessage = fromPromise<ReaderMail, DecryptMessageInput>(async () =>
  notProvided('decryptMessage'),
)
