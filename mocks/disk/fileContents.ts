/**
 * The bytes of disk and transit-area files made by a big upload, by disk id. Memory holds what
 * this process has seen; a backend keeps them across a reload of the browser demo (IndexedDB,
 * fileContents.idb.ts) or a restart of the mock server with `--data FILE` (a side directory next
 * to the snapshot, mocks/server/fileContentsDir.ts). The bytes stay out of the data snapshot,
 * which is written whole after every change: a 40 MB file there would be rewritten each time
 * (decision 265). Backend calls run one after another, so a reset never overtakes a later save.
 */
import { indexedDbContents } from './fileContents.idb.ts'

export interface ContentBackend {
  put(id: number, bytes: Uint8Array): Promise<void>
  get(id: number): Promise<Uint8Array | null>
  delete(id: number): Promise<void>
  clear(): Promise<void>
}

const memory = new Map<number, Uint8Array>()
let backend: ContentBackend | null = indexedDbContents()
let queue: Promise<unknown> = Promise.resolve()

/** Best effort: a failed backend call only means those bytes do not outlive this page. */
function queued<T>(work: (store: ContentBackend) => Promise<T>, fallback: T): Promise<T> {
  const store = backend
  if (!store) return Promise.resolve(fallback)
  const next = queue.then(
    () => work(store),
    () => work(store),
  )
  queue = next.catch(() => undefined)
  return next.catch(() => fallback)
}

/** Where the bytes are kept from now on; null = memory only. Returns the previous backend. */
export function keepContentsIn(next: ContentBackend | null): ContentBackend | null {
  const previous = backend
  backend = next
  memory.clear()
  return previous
}

/** Kept before the finish answer goes out: a reload right after still finds them. */
export async function saveContent(id: number, bytes: Uint8Array): Promise<void> {
  memory.set(id, bytes)
  await queued((store) => store.put(id, bytes), undefined)
}

/** The bytes of a disk file created by a big upload (null for seeded files). */
export async function uploadedContent(id: number): Promise<Uint8Array | null> {
  const known = memory.get(id)
  if (known) return known
  const kept = await queued((store) => store.get(id), null)
  if (kept) memory.set(id, kept)
  return kept
}

/** A deleted disk or transit file's bytes go with it. */
export function forgetUploadedContent(id: number): void {
  memory.delete(id)
  void queued((store) => store.delete(id), undefined)
}

/** A reset of the fake server. */
export function forgetUploadedContents(): void {
  memory.clear()
  void queued((store) => store.clear(), undefined)
}

/** What a reload of the demo page (or a restart of the server) does to memory (tests). */
export function forgetContentsInMemory(): void {
  memory.clear()
}
