/**
 * The client cache (issue 17): the last answers of the reading calls — the session check, the
 * folders, the list pages and the mails already opened — kept in IndexedDB so the app stays
 * readable with the network down. Partitioned per user (a shared computer never shows one user's
 * mail to the next) and cleared by logout (src/app/session/sessionActors.ts).
 */

const DB_NAME = 'webmail-offline'
const STORE = 'answers'
/** Separates the user from the request in a key; never part of a user name. */
const SEP = '\u0000'

export interface ClientCache {
  /** The stored answer (JSON text) of `request` for `user`, if any. */
  read(user: string, request: string): Promise<string | undefined>
  /**
   * Stores `body`; with `answeredAt` (a `performance.now()` time), not if the user's answers were
   * cleared since: a copy stored late (when the page is idle) must not outlive a logout.
   */
  write(user: string, request: string, body: string, answeredAt?: number): Promise<void>
  /** Forgets everything stored for `user`. */
  clearUser(user: string): Promise<void>
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })

/** A cache over `indexedDB` (the browser's, or fake-indexeddb's in unit tests). */
export function createClientCache(factory: IDBFactory): ClientCache {
  let opened: Promise<IDBDatabase> | undefined
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => {
        opened = undefined
        reject(request.error ?? new Error('IndexedDB unavailable'))
      }
    })
    return opened
  }
  const store = async (mode: IDBTransactionMode) =>
    (await db()).transaction(STORE, mode).objectStore(STORE)
  /** When each user's answers were last cleared. */
  const clearedAt = new Map<string, number>()

  return {
    async read(user, request) {
      const value: unknown = await done((await store('readonly')).get(user + SEP + request))
      return typeof value === 'string' ? value : undefined
    },
    async write(user, request, body, answeredAt) {
      const cleared = clearedAt.get(user)
      if (answeredAt !== undefined && cleared !== undefined && cleared >= answeredAt) return
      await done((await store('readwrite')).put(body, user + SEP + request))
    },
    async clearUser(user) {
      clearedAt.set(user, performance.now())
      // Every key of the user: from "user\0" up to (not including) "user\1".
      const range = IDBKeyRange.bound(user + SEP, `${user}\u0001`, false, true)
      await done((await store('readwrite')).delete(range))
    },
  }
}

let shared: ClientCache | null | undefined

/** The browser's cache, or null where IndexedDB is missing (private modes of some browsers). */
export function clientCache(): ClientCache | null {
  if (shared === undefined)
    shared = typeof indexedDB === 'undefined' ? null : createClientCache(indexedDB)
  return shared
}

/**
 * The user a JWT belongs to (its payload's `username`, as djangorestframework-jwt issues them,
 * or `user_id`), without checking the signature: it only names the cache partition.
 */
export function userOfToken(token: string | undefined): string | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const claims = JSON.parse(json) as { username?: unknown; user_id?: unknown }
    const user = claims.username ?? claims.user_id
    return typeof user === 'string' || typeof user === 'number' ? String(user) : null
  } catch {
    return null
  }
}
