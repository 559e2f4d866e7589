/**
 * What a click in a mail list opens, fetched when the pointer or the focus first reaches the
 * list rather than with the list (its first paint stays small) or on the click (the mail would
 * wait for the reader's code): the reader, and the sender's hover card with its avatar and
 * contact dialog.
 */
import { preloadable } from '../../../app/preloadable.ts'
import { ReaderTab } from '../tabs/lazyTabs.tsx'

export const SenderCard = preloadable(() =>
  import('../../mail-actions/SenderCard.tsx').then((module) => module.SenderCard),
)

export function preloadNextClick(): void {
  for (const preload of [ReaderTab.preload, SenderCard.preload]) {
    void preload().catch(() => undefined)
  }
}
