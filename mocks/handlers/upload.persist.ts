/**
 * Held upload chunks kept across page reloads of the browser demo, in their own IndexedDB
 * database (the demo snapshot in persistence.ts holds only the collections), so a reload in the
 * middle of a big upload resumes from the chunks already "on the server". Node has no
 * IndexedDB: the store is memory only there. Best effort throughout, like persistence.ts: a
 * failed write only means those chunks are sent again.
 */

export interface SavedChunk {
  chunkNumber: number
  totalChunks: number | null
  bytes: Uint8Array
}

const DB_NAME = 'webmail-demo-uploads'
const STORE = 'chunks'

let connection: Promise<IDBDatabase | null> | null = null

/** One connection for the page: transactions then run in the order they were made. */
function database(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null)
  connection ??= new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    // Private windows may refuse IndexedDB: memory only then.
    request.onerror = () => resolve(null)
  })
  return connection
}

function done(request: IDBRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

const rangeOf = (fileKey: string) => IDBKeyRange.bound([fileKey, 0], [fileKey, Infinity])

export async function saveChunk(fileKey: string, chunk: SavedChunk): Promise<void> {
  const db = await database()
  if (!db) return
  try {
    const store = db.transaction(STORE, 'readwrite').objectStore(STORE)
    await done(store.put(chunk, [fileKey, chunk.chunkNumber]))
  } catch {
    // Best effort (quota, a closing page).
  }
}

export async function loadChunks(fileKey: string): Promise<SavedChunk[]> {
  const db = await database()
  if (!db) return []
  try {
    const request = db.transaction(STORE).objectStore(STORE).getAll(rangeOf(fileKey))
    await done(request)
    return request.result as SavedChunk[]
  } catch {
    return []
  }
}

export async function clearSavedChunks(): Promise<void> {
  const db = await database()
  if (!db) return
  try {
    await done(db.transaction(STORE, 'readwrite').objectStore(STORE).clear())
  } catch {
    // Best effort.
  }
}
