/**
 * What a click in a mail list opens, fetched when the pointer or the focus first reaches the
 * list rather than with the list (its first paint stays small) or on the click (the mail would
 * wait for the reader's code): the reader, and the sender's hover card with its avatar and
 * contact dialog. The reader's code also comes as soon as the browser is idle after the list has
 * shown its rows: a click straight onto a row (keyboard, touch, a pointer already resting there)
 * gives no warning, and opening a mail is the screen's main click (docs/decisions.md). With the
 * reader's code, the process of the mail body's sandboxed frame is started (frameSandbox.ts).
 */
import { onIdle } from '../../../app/idle.ts'
import { readingModeOf } from '../../../app/readingPreference.ts'
import { ReaderTab } from '../tabs/lazyTabs.tsx'
import { warmMailFrame } from '../../reader/body/frameSandbox.ts'
import { SenderCard } from '../../mail-actions/LazySender.tsx'

/**
 * The reader's code and the account's reading choice (html or text, app/readingPreference.ts),
 * which the first reader waits for: read here, the first open neither waits for a call nor
 * suspends (and React holds a revealed boundary back for up to 300 ms).
 */
function preloadReader(account: string): void {
  void ReaderTab.preload().catch(() => undefined)
  void readingModeOf(account)
  // The mail body's sandboxed frame needs a process of its own: started now, not on the click.
  warmMailFrame()
}

export function preloadNextClick(account: string): void {
  preloadReader(account)
  void SenderCard.preload().catch(() => undefined)
}

/** Once the browser is idle (the rows are painted and nothing else waits), fetch the reader. */
export function preloadReaderWhenIdle(account: string): () => void {
  return onIdle(() => preloadReader(account), 2000, 200)
}
