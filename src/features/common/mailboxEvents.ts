/**
 * One tiny bus for "the mailbox changed": after any action on mail (read, move, delete, flags,
 * tags, remark, import) the folder tree (unseen counts), open lists and open readers reload;
 * after a review decision the review lists and the pending-review count do. Components subscribe with `useMailboxVersion(kind)` and add the version to their load deps.
 */
import { useSyncExternalStore } from 'react'

export type MailboxChange = 'folders' | 'list' | 'tags' | 'review'

const versions: Record<MailboxChange, number> = { folders: 0, list: 0, tags: 0, review: 0 }
const listeners = new Set<() => void>()

/**
 * Announce changes; `'folders'` covers unseen counts, `'list'` every open list and reader,
 * `'review'` the review lists and the pending-review count (tree entry and layout card).
 */
export function emitMailboxChange(...kinds: MailboxChange[]): void {
  for (const kind of kinds) versions[kind] += 1
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useMailboxVersion(kind: MailboxChange): number {
  return useSyncExternalStore(
    subscribe,
    () => versions[kind],
    () => versions[kind],
  )
}
