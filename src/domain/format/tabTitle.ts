import { TAB_TITLE_MAX } from '../constants.ts'

export const TAB_TITLE_ELLIPSIS = '…'

/**
 * Tab titles are cut to 6 characters plus an ellipsis (R-MAILBOX-4, C-LIMIT-13). Characters
 * are code points, so an emoji or a rare CJK character is never split in half. A cut that ends
 * on a space drops it, so the ellipsis follows the word ("relay…", not "relay …").
 */
export function truncateTabTitle(title: string | null | undefined): string {
  const chars = Array.from((title ?? '').trim())
  return chars.length > TAB_TITLE_MAX
    ? `${chars.slice(0, TAB_TITLE_MAX).join('').trimEnd()}${TAB_TITLE_ELLIPSIS}`
    : chars.join('')
}
