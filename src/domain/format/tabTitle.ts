import { TAB_TITLE_MAX } from '../constants.ts'

export const TAB_TITLE_ELLIPSIS = '…'

/**
 * Characters that take a full CJK cell: Han, kana, Hangul, Bopomofo, CJK and full-width
 * punctuation, and emoji. Everything else (Latin, digits, spaces) is narrow.
 */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6\p{Extended_Pictographic}]/u

/** How many narrow cells a character takes: 2 for a wide one, else 1. */
export const cellWidth = (char: string) => (WIDE.test(char) ? 2 : 1)

/** A tab title's room in narrow cells: 6 CJK characters, or 12 Latin letters (decision 345). */
export const TAB_TITLE_CELLS = TAB_TITLE_MAX * 2

/**
 * Tab titles are cut to 6 characters plus an ellipsis (R-MAILBOX-4, C-LIMIT-13), counted by
 * width (decision 345): a CJK character or an emoji counts as 6 does in the spec, a Latin letter
 * half of one, so "Compose" and "Contacts" stay whole and a Latin title shows up to 12 letters.
 * Characters are code points, so an emoji or a rare CJK character is never split in half. A cut
 * that ends on a space drops it, so the ellipsis follows the word ("relay…", not "relay …").
 */
export function truncateTabTitle(title: string | null | undefined): string {
  const chars = Array.from((title ?? '').trim())
  let cells = 0
  const fits = chars.findIndex((char) => (cells += cellWidth(char)) > TAB_TITLE_CELLS)
  return fits === -1
    ? chars.join('')
    : `${chars.slice(0, fits).join('').trimEnd()}${TAB_TITLE_ELLIPSIS}`
}
