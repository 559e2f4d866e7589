/**
 * Writes that the next page load must see — a new session, a closed one, a released lock, a
 * delivered mail — are flushed to storage BEFORE the response goes out: the browser navigates
 * (and may unload the page) right after, and an IndexedDB write started on `pagehide` may never
 * finish. The mail store also starts a save after every write without waiting for it, so a
 * reload soon after any change still finds it. In Node there is nothing to flush.
 *
 * Saves never overlap: while one runs, every caller waits for a single save that starts after
 * it (so a burst of writes costs two saves, not one each), and that one sees all their changes.
 */
let flush: () => Promise<void> = async () => {}
let running: Promise<void> | null = null
let queued: Promise<void> | null = null
let listening = false

export function setDurableFlush(next: () => Promise<void>): void {
  flush = next
  // A tab put in the background may be discarded without unloading: save while it still can.
  if (!listening && typeof document !== 'undefined') {
    listening = true
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flushDurably().catch(() => undefined)
    })
  }
}

export function flushDurably(): Promise<void> {
  if (!running) {
    running = flush().finally(() => {
      running = null
    })
    return running
  }
  queued ??= running
    .catch(() => undefined)
    .then(() => {
      queued = null
      return flushDurably()
    })
  return queued
}
