/**
 * The address delay (C-TIME-13: 300 ms after leaving a recipient box): what was
 * typed into a box becomes chips that long after the box loses focus, unless the user comes
 * back to the box first. One per compose screen, keyed by field. Anything else the screen asks
 * of the machine (send, save, a toggle, another box) flushes what waits first, so a Send pressed
 * straight after typing an address still sends to it, and edits keep their order.
 */
import { RECIPIENT_COMMIT_DELAY_MS } from '../../domain/constants.ts'

export interface PendingRecipients {
  /** Runs `commit` after the address delay, replacing what `key` had waiting. */
  defer(key: string, commit: () => void): void
  /** The user is back in the box: nothing of `key` is committed. */
  cancel(key: string): void
  /** Commits everything that waits, now. */
  flush(): void
}

// C-TIME-13
export function createPendingRecipients(delayMs = RECIPIENT_COMMIT_DELAY_MS): PendingRecipients {
  const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; commit: () => void }>()
  const take = (key: string) => {
    const entry = waiting.get(key)
    if (entry) clearTimeout(entry.timer)
    waiting.delete(key)
    return entry
  }
  return {
    defer(key, commit) {
      take(key)
      waiting.set(key, { timer: setTimeout(() => take(key)?.commit(), delayMs), commit })
    },
    cancel(key) {
      take(key)
    },
    flush() {
      // Taken off before running: a commit sends an edit, which flushes again.
      for (const key of [...waiting.keys()]) take(key)?.commit()
    },
  }
}
