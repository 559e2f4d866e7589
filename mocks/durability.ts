/**
 * Writes that the next page load must see — a new session, a closed one, a released lock — are
 * flushed to storage BEFORE the response goes out: the browser navigates (and may unload the
 * page) right after a login, and an IndexedDB write started on `pagehide` may never finish.
 * In Node there is nothing to flush.
 */
let flush: () => Promise<void> = async () => {}

export function setDurableFlush(next: () => Promise<void>): void {
  flush = next
}

export function flushDurably(): Promise<void> {
  return flush()
}
