/**
 * What a click in a mail list opens, fetched when the pointer or the focus first reaches the
 * list rather than with the list (its first paint stays small) or on the click (the mail would
 * wait for the reader's code): the reader, and the sender's hover card with its avatar and
 * contact dialog. The reader's code also comes on the user's first input anywhere in the page
 * once the list has shown rows (the pointer moving, a key, a press): a click straight onto a row
 * (keyboard, touch) gives no warning of its own, and opening a mail is the screen's main click,
 * but a visitor who only looks does not need it (docs/decisions.md #187, #216).
 */
import { onFirstInput } from '../../../app/firstInput.ts'
import { preloadable } from '../../../app/preloadable.ts'
import { readingModeOf } from '../../../app/readingPreference.ts'
import { ReaderTab } from '../tabs/lazyTabs.tsx'

export const SenderCard = preloadable(() =>
  import('../../mail-actions/SenderCard.tsx').then((module) => module.SenderCard),
)

/**
 * The reader's code and the account's reading choice (html or text, app/readingPreference.ts),
 * which the first reader waits for: read here, the first open neither waits for a call nor
 * suspends (and React holds a revealed boundary back for up to 300 ms).
 */
function preloadReader(account: string): void {
  void ReaderTab.preload().catch(() => undefined)
  void readingModeOf(account)
}

export function preloadNextClick(account: string): void {
  preloadReader(account)
  void SenderCard.preload().catch(() => undefined)
}

/** On the first input after the rows show, fetch the reader; returns a cancel. */
export function preloadReaderOnFirstInput(account: string): () => void {
  return onFirstInput(() => preloadReader(account))
}
