/**
 * One tiny bus for "the mailbox changed": after any action on mail (read, move, delete, flags,
 * tags, remark, import) the folder tree (unseen counts), open lists and open readers reload;
 * after a review decision the review lists and the pending-review count do. Components subscribe with `useMailboxVersion(kind)` and add the version to their load deps.
 */
import { useSyncExternalStore } from 'react'
import { onIdle } from '../../app/idle.ts'

export type MailboxChange = 'folders' | 'list' | 'tags' | 'review'

/** Every announcement, at once: what readers follow (their own change must come back in order). */
const versions: Record<MailboxChange, number> = { folders: 0, list: 0, tags: 0, review: 0 }
/** What lists and counts reload for: the same, but a first read reaches them after the paint. */
const settled: Record<MailboxChange, number> = { ...versions }
const listeners = new Set<() => void>()
let catchUp: (() => void) | null = null

const IDLE_TIMEOUT_MS = 500

function notify(): void {
  for (const listener of listeners) listener()
}

/** Lists and counts catch up with every announcement so far (a pending catch-up is dropped). */
function settle(): void {
  catchUp = null
  Object.assign(settled, versions)
  notify()
}

/**
 * Announce changes; `'folders'` covers unseen counts, `'list'` every open list and reader,
 * `'review'` the review lists and the pending-review count (tree entry and layout card).
 */
export function emitMailboxChange(...kinds: MailboxChange[]): void {
  for (const kind of kinds) versions[kind] += 1
  settle()
}

/**
 * The same announcement, but lists and counts hear it once the page is idle (at the latest after
 * `IDLE_TIMEOUT_MS`), while readers hear it at once as always (decision 370). For a mail's first
 * read: the reloads it sets off (the folder tree's counts, the open lists, in the demo the fake
 * backend's queries on the same thread) ran while the reader rendered and its body painted, the
 * step a mail's open is timed to (issue 11). Readers must hear it at once: a reader knows the
 * next change it hears after its own announcement is that announcement (reader.machine.ts
 * `ownChange`); decision 364 delayed it for everyone and a reader then took someone else's change
 * for its own. Any other announcement before the idle moment brings the lists up to date at once;
 * several first reads before it reload them once.
 */
export function emitMailboxChangeAfterPaint(...kinds: MailboxChange[]): void {
  for (const kind of kinds) versions[kind] += 1
  notify()
  if (catchUp) return
  // A settle in between (another announcement) made this run stale: it then does nothing.
  const run = () => {
    if (catchUp === run) settle()
  }
  catchUp = run
  onIdle(run, IDLE_TIMEOUT_MS)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The version of `kind` to add to a load's dependencies. Lists and counts take the default, which
 * may trail a first read until the page is idle; a reader takes `'at once'` (see above).
 */
export function useMailboxVersion(
  kind: MailboxChange,
  timing: 'settled' | 'at once' = 'settled',
): number {
  const source = timing === 'at once' ? versions : settled
  return useSyncExternalStore(
    subscribe,
    () => source[kind],
    () => source[kind],
  )
}
