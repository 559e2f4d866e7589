/**
 * Types of the chunked upload queue (R-CALL-8, M-ERR-19 upload errors; R-STATE-4 upload states,
 * R-STATE-5 big-file upload, R-VALID-18 and R-VALID-19 refusals, §5 import eml). One machine holds the list of
 * files and uploads one file at a time, its chunks at most three at once.
 */
import type { CHUNK_PARALLEL } from '../../src/domain/constants.ts'
import { CHUNK_SIZE_BYTES, UPLOAD_PROGRESS_POLL_MS } from '../../src/domain/constants.ts'

export const CHUNK_SIZE = CHUNK_SIZE_BYTES
export const PROGRESS_POLL_MS = UPLOAD_PROGRESS_POLL_MS

/**
 * The slots chunk uploads run in, one per chunk in flight; their fixed ids give fixed done/error
 * event types. A literal list for those types: the check below keeps it CHUNK_PARALLEL long.
 */
export const CHUNK_SLOTS = [0, 1, 2] as const
const slotsMatchParallel: (typeof CHUNK_SLOTS)['length'] extends typeof CHUNK_PARALLEL
  ? true
  : never = true
void slotsMatchParallel
export type ChunkSlot = (typeof CHUNK_SLOTS)[number]
export const chunkActorId = (slot: ChunkSlot) => `chunk${slot}` as const

/** R-STATE-4: success, failed, uploading, paused, waiting. */
export type UploadStatus = 'waiting' | 'uploading' | 'paused' | 'success' | 'failed'

/** A file refused before it joins the list (it never reaches the server; R-VALID-18, R-VALID-19). */
export type UploadRejection = 'empty' | 'excludedExt' | 'wrongType' | 'duplicate' | 'overCapacity'

/** Where the upload failed; `message` is the server's text when it sent one (shown as is). */
export interface UploadError {
  code: 'hashFailed' | 'testFailed' | 'stateFailed' | 'chunkFailed' | 'finishFailed'
  message?: string
}

/** The contract's upload_type: eml imports into a mail folder; the others feed compose / disk. */
export type UploadType = 'netdisk' | 'company' | 'transit' | 'attach' | 'eml'

/** The finish request's destination, taken when a file is added. */
export interface UploadTarget {
  uploadType: UploadType
  /** Mail folder raw_name (eml). */
  folder?: string
  /** Disk folder (netdisk, company). */
  folderId?: number
  /** Online attachment expiry (transit, attach). */
  expireDays?: number
}

/**
 * The refusal rules as data, so each use (eml import, compose's big-file upload) brings its own:
 * zero-size files are always refused; the rest apply when set.
 */
export interface UploadRules {
  /** Lower-case extensions without the dot; null = any. */
  allowedExt: readonly string[] | null
  /** Refused for security (exclude_ext); lower-case, no dot. */
  excludeExt: readonly string[]
  rejectDuplicateNames: boolean
  /** Names already at the destination (a disk folder's files), for the duplicate rule. */
  existingNames: readonly string[]
}

export interface UploadFileInput {
  name: string
  size: number
  /** MIME type as the browser reports it ('' when unknown). */
  type: string
  data: Blob
}

export interface FinishOutput {
  id: number
  name: string
  size: number
  /** eml: the imported mail's uid. */
  uid?: number
}

export interface UploadEntry {
  id: string
  name: string
  size: number
  type: string
  data: Blob
  target: UploadTarget
  status: UploadStatus
  /** 0..1 as last polled: what the progress bar shows. */
  progress: number
  /** Known after hashing; kept across pause so a resume only asks the server what it holds. */
  md5: string | null
  /** Chunk numbers (1-based) the server holds. */
  doneChunks: number[]
  error: UploadError | null
  result: FinishOutput | null
}

export interface UploadInput {
  target: UploadTarget
  rules?: Partial<UploadRules>
  /** Bytes left in the mailbox; null or absent = unlimited (capacity total 0). */
  capacityLeft?: number | null
  /** Tests shrink it; the product always uses CHUNK_SIZE. */
  chunkSize?: number
}

export interface UploadContext {
  entries: UploadEntry[]
  /** The file being hashed, checked, uploaded or finished. */
  activeId: string | null
  /** Chunk numbers of the active file still to send. */
  pending: number[]
  /** The chunk number each slot is sending, or null. */
  slots: [number | null, number | null, number | null]
  capacityLeft: number | null
  rules: UploadRules
  target: UploadTarget
  chunkSize: number
  nextId: number
}

type ChunkDoneEvent = { type: `xstate.done.actor.chunk${ChunkSlot}`; output: unknown }
type ChunkErrorEvent = { type: `xstate.error.actor.chunk${ChunkSlot}`; error: unknown }

export type UploadEvent =
  | { type: 'file.add'; file: UploadFileInput }
  | { type: 'file.pause'; id: string }
  | { type: 'file.resume'; id: string }
  | { type: 'file.remove'; id: string }
  | { type: 'upload.pause' }
  | { type: 'upload.resume' }
  | { type: 'upload.clear' }
  | { type: 'target.set'; target: UploadTarget }
  | { type: 'capacity.set'; bytes: number | null }
  | ChunkDoneEvent
  | ChunkErrorEvent

export type UploadEmitted =
  | { type: 'upload.rejected'; name: string; reason: UploadRejection }
  | { type: 'upload.succeeded'; id: string; name: string; result: FinishOutput }
  | { type: 'upload.failed'; id: string; name: string; error: UploadError }

/** Inputs of the injected actors. */
export interface HashInput {
  data: Blob
  chunkSize: number
}
export interface ChunkRef {
  md5: string
  chunkNumber: number
  totalChunks: number
  chunkSize: number
}
export interface ChunkInput extends ChunkRef {
  chunk: Blob
}
export interface UploadStateOutput {
  state: 0 | 1 | 2
  chunks: number[]
}
export interface FinishInput {
  md5: string
  name: string
  type: string
  size: number
  target: UploadTarget
}
