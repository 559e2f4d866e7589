/**
 * The fake server's chunk store for /api/netdisk/uploadnew/ (R-CALL): chunks
 * held per mailbox and file hash until finish joins them, kept afterwards so the same file again
 * is complete at once (state 2). In the browser demo they also survive a reload
 * (upload.persist.ts). A test hook drops the "connection" after N chunks, so resuming
 * from the chunks already held can be tested; it stays down until the hook is cleared.
 */
import SparkMD5 from 'spark-md5'
import { clearSavedChunks, loadChunks, saveChunk } from './upload.persist.ts'

interface HeldFile {
  chunks: Map<number, Uint8Array>
  totalChunks: number | null
}

const held = new Map<string, HeldFile>()
const keyOf = (mailbox: string, md5: string) => `${mailbox}\n${md5}`

/** Chunks the server still accepts before the connection drops; null = never drops. */
let chunksBeforeDrop: number | null = null
let chunkDelayMs = 0
/** Chunks stored since the last reset, and how many of those were already held (sent twice). */
const writes = { stored: 0, again: 0 }

/**
 * What the server stored since the last reset (mockControl.uploadChunkWrites): a resume that
 * sends only what is missing stores each chunk once (`again` stays 0). Counted here, where the
 * chunk is kept: the browser's own view misses a chunk the server stored after the page had
 * given up on it (a sibling chunk failed first, so the upload aborted the rest).
 */
export function uploadChunkWrites(): { stored: number; again: number } {
  return { ...writes }
}

/** Forgets every held chunk and heals the connection (tests; a reset of the fake server). */
export function resetUploads(): void {
  held.clear()
  chunksBeforeDrop = null
  chunkDelayMs = 0
  writes.stored = 0
  writes.again = 0
  void clearSavedChunks()
}

/** What a reload of the demo page does to the fake server's memory (tests). */
export function forgetHeldInMemory(): void {
  held.clear()
}

/**
 * After `chunks` more chunks are stored every upload request fails as a network error until
 * called again with null (mockControl.dropUploadAfter). 0 drops at once.
 */
export function dropUploadAfter(chunks: number | null): void {
  chunksBeforeDrop = chunks === null ? null : Math.max(0, Math.floor(chunks))
}

export const uploadConnectionDown = (): boolean => chunksBeforeDrop === 0

/**
 * Makes every stored chunk take `ms` longer (mockControl.slowUploads), as a slow line would:
 * long enough for a person, or a test, to pause an upload half way. 0 = full speed.
 */
export function slowUploads(ms: number): void {
  chunkDelayMs = Math.max(0, ms)
}

/** The delay a chunk waits before it is stored. */
export const chunkDelay = (): number => chunkDelayMs

/** Memory first; after a reload of the demo, what the previous page stored. */
export async function findHeld(mailbox: string, md5: string): Promise<HeldFile | undefined> {
  const key = keyOf(mailbox, md5)
  const inMemory = held.get(key)
  if (inMemory) return inMemory
  const saved = await loadChunks(key)
  // Another request may have loaded it meanwhile; the first one in wins.
  if (saved.length === 0 || held.has(key)) return held.get(key)
  const file: HeldFile = {
    chunks: new Map(saved.map((c) => [c.chunkNumber, c.bytes])),
    totalChunks: saved.find((c) => c.totalChunks !== null)?.totalChunks ?? null,
  }
  held.set(key, file)
  return file
}

/**
 * Keeps one chunk; false when the connection is down, so the chunk never arrived. Counting
 * toward the drop happens before any await, so parallel chunks cannot overshoot it.
 */
export async function storeChunk(
  mailbox: string,
  md5: string,
  chunkNumber: number,
  totalChunks: number | null,
  bytes: Uint8Array,
): Promise<boolean> {
  if (chunksBeforeDrop === 0) return false
  if (chunksBeforeDrop !== null) chunksBeforeDrop -= 1
  const key = keyOf(mailbox, md5)
  let file = await findHeld(mailbox, md5)
  if (!file) {
    file = { chunks: new Map(), totalChunks: null }
    held.set(key, file)
  }
  if (totalChunks !== null) file.totalChunks = totalChunks
  writes.stored += 1
  if (file.chunks.has(chunkNumber)) writes.again += 1
  file.chunks.set(chunkNumber, bytes)
  void saveChunk(key, { chunkNumber, totalChunks: file.totalChunks, bytes })
  return true
}

export function heldChunkNumbers(file: HeldFile | undefined): number[] {
  return file ? [...file.chunks.keys()].sort((a, b) => a - b) : []
}

export function isComplete(file: HeldFile | undefined): boolean {
  if (!file || file.totalChunks === null) return false
  for (let n = 1; n <= file.totalChunks; n++) if (!file.chunks.has(n)) return false
  return true
}

/** 0 nothing held, 1 some chunks, 2 every chunk of the file. */
export function stateOf(file: HeldFile | undefined): 0 | 1 | 2 {
  if (isComplete(file)) return 2
  return file && file.chunks.size > 0 ? 1 : 0
}

function orderedParts(file: HeldFile): Uint8Array[] {
  return [...file.chunks.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes)
}

export function joinedSize(file: HeldFile): number {
  return orderedParts(file).reduce((sum, part) => sum + part.length, 0)
}

export function joined(file: HeldFile): Uint8Array {
  const parts = orderedParts(file)
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** The server checks the joined file against the hash the client named it by. */
export function md5Of(file: HeldFile): string {
  const spark = new SparkMD5.ArrayBuffer()
  for (const part of orderedParts(file)) {
    // Parts are views over their own buffers; copy when a view does not span the whole buffer.
    const whole = part.byteOffset === 0 && part.byteLength === part.buffer.byteLength
    spark.append((whole ? part.buffer : part.slice().buffer) as ArrayBuffer)
  }
  return spark.end()
}
