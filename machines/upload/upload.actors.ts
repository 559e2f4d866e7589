/**
 * Contracts of the upload machine's I/O. The placeholders only carry the types; the UI provides
 * the real calls (src/features/upload/uploadActors.ts: compose's big upload, the .eml import and
 * the file centre) and tests provide fakes, both through `uploadMachine.provide({ actors })`. Every actor gets an AbortSignal: leaving the state
 * (pause, remove) aborts it. A rejection may carry the server's text as `{ serverMessage: string }`.
 */
import { fromPromise } from 'xstate'
import type {
  ChunkInput,
  ChunkRef,
  FinishInput,
  FinishOutput,
  HashInput,
  UploadStateOutput,
} from './upload.types.ts'

function notProvided(name: string): never {
  throw new Error(`upload machine: actor '${name}' was not provided`)
}

/** MD5 (hex) of the whole file, chunk by chunk; the browser's runs in a worker (md5.worker.ts). */
export const hashFile = fromPromise<string, HashInput>(async () => notProvided('hashFile'))

/** The GET test request: does the server already hold this chunk? */
export const testChunk = fromPromise<{ uploaded: boolean }, ChunkRef>(async () =>
  notProvided('testChunk'),
)

/** What the server holds for this hash: 0 nothing, 1 some chunks, 2 the whole file. */
export const checkState = fromPromise<UploadStateOutput, { md5: string }>(async () =>
  notProvided('checkState'),
)

/** POST one chunk. */
export const uploadChunk = fromPromise<void, ChunkInput>(async () => notProvided('uploadChunk'))

/** Join the chunks into the target (a disk file, an online attachment, an imported mail). */
export const finishUpload = fromPromise<FinishOutput, FinishInput>(async () =>
  notProvided('finishUpload'),
)
