import type { DbSnapshot } from './db/index.ts'
import type { ScenarioName } from './seed/scenarios.ts'

/**
 * Demo data kept across page reloads in IndexedDB, one snapshot per scenario. localStorage (what
 * @msw/data's persist() uses) holds about 5 MB and writes only on unload; the default scenario's
 * mail alone is larger, and a tab that is killed never unloads.
 */
export interface SavedDemo {
  scenario: ScenarioName
  anchorMs: number
  data: DbSnapshot
}

const DB_NAME = 'webmail-demo'
const STORE = 'snapshots'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
  })
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
    })
  } finally {
    db.close()
  }
}

export async function loadDemo(scenario: ScenarioName): Promise<SavedDemo | null> {
  try {
    const saved = (await run('readonly', (store) => store.get(scenario))) as SavedDemo | undefined
    return saved ?? null
  } catch {
    // Private windows may refuse IndexedDB: the demo then simply starts from the seed.
    return null
  }
}

export async function saveDemo(saved: SavedDemo): Promise<void> {
  try {
    await run('readwrite', (store) => store.put(saved, saved.scenario))
  } catch {
    // Best effort: losing a save only means the next reload starts from the seed.
  }
}

export async function clearDemos(): Promise<void> {
  try {
    await run('readwrite', (store) => store.clear())
  } catch {
    // Nothing stored, nothing to clear.
  }
}
