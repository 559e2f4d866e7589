/**
 * Uploaded files' bytes in the browser demo: their own IndexedDB database, one record per file
 * keyed by disk id, like the held chunks (upload.persist.ts). Node without IndexedDB: none.
 */
import type { ContentBackend } from './fileContents.ts'

const DB_NAME = 'webmail-demo-files'
const STORE = 'contents'

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

export function indexedDbContents(): ContentBackend | null {
  if (typeof indexedDB === 'undefined') return null
  let connection: Promise<IDBDatabase> | null = null
  const database = () =>
    (connection ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      // Private windows may refuse IndexedDB: the bytes then live in memory only.
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
    }))
  const store = async (mode: IDBTransactionMode) =>
    (await database()).transaction(STORE, mode).objectStore(STORE)
  return {
    async put(id, bytes) {
      await done((await store('readwrite')).put(bytes, id))
    },
    async get(id) {
      const found: unknown = await done((await store('readonly')).get(id))
      return found instanceof Uint8Array ? found : null
    },
    async delete(id) {
      await done((await store('readwrite')).delete(id))
    },
    async clear() {
      await done((await store('readwrite')).clear())
    },
  }
}
