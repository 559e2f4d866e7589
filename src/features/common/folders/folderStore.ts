/**
 * One folder-list request per mailbox change, however many screens show folders. The tree, the
 * list tab and every Move-to menu (list and reader) each hold folders; a change ('folders'
 * version) used to make each of them ask again. They now share the request of that version, and
 * a screen mounting later (a reader's Move-to menu) reuses it too.
 *
 * The shared result lives only while some screen holds it: when the mailbox is left (logout,
 * switching into a shared mailbox) the last holder lets go and nothing carries over.
 */
import { api } from '../../../app/services.ts'
import type { Folder } from '../../../api/types.ts'

export async function fetchFolders(): Promise<Folder[]> {
  const { data, error } = await api().GET('/api/mail/folders/')
  if (error || !data) throw new Error('listFolders failed')
  return data
}

interface Shared {
  version: number
  request: Promise<Folder[]>
}

let shared: Shared | null = null
let holders = 0

/** The folders as of mailbox change `version`; `fresh` asks the server again regardless. */
export function loadFolders(version: number, fresh = false): Promise<Folder[]> {
  if (!fresh && shared?.version === version) return shared.request
  const request = fetchFolders()
  const entry = { version, request }
  shared = entry
  // A failed request is not shared: the next screen to ask tries again.
  request.catch(() => {
    if (shared === entry) shared = null
  })
  return request
}

/**
 * The folders asked for at start-up (src/app/startRequests.ts), shared with the first screen
 * that shows them; dropped after `ttlMs` when no screen took them by then.
 */
export function primeFolders(ttlMs: number): Promise<Folder[]> {
  const request = loadFolders(0, true)
  const entry = shared
  setTimeout(() => {
    if (holders === 0 && shared === entry) shared = null
  }, ttlMs)
  return request
}

/** A screen showing folders holds the shared result; call the returned function on unmount. */
export function holdFolders(): () => void {
  holders += 1
  return () => {
    holders -= 1
    if (holders === 0) shared = null
  }
}
