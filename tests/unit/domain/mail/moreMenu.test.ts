/**
 * The More menu's visibility rules, one table row per rule of R-ROLE,
 * each checked against the item numbers the rule names.
 */
import { describe, expect, it } from 'vitest'
import {
  MORE_ITEMS,
  visibleMoreItems,
  type MoreItemNo,
  type MoreMenuContext,
} from '../../../../src/domain/mail/moreMenu.ts'

const ALL: MoreMenuContext = {
  folder: 'INBOX',
  isFwmail: true,
  isMaildownload: true,
  disableDeleteButton: false,
  changeDeleteButton: false,
  mailSize: 10_000,
  isHtmlMail: true,
  viewMode: 'html',
}

const shown = (overrides: Partial<MoreMenuContext>): MoreItemNo[] =>
  visibleMoreItems({ ...ALL, ...overrides }).map((item) => item.no)

const without = (...hidden: MoreItemNo[]) =>
  // In INBOX with every switch on and html view: all but 12 (Spam only) and 17 (text view).
  ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16] as MoreItemNo[]).filter(
    (no) => !hidden.includes(no),
  )

// R-READ-5
describe('More menu numbering', () => {
  it('numbers 17 items once, in order, with distinct keys', () => {
    expect(MORE_ITEMS.map((i) => i.no)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
    ])
    expect(new Set(MORE_ITEMS.map((i) => i.key)).size).toBe(MORE_ITEMS.length)
  })

  it('puts the named actions where the brief and the contract fix them', () => {
    const key = (no: number) => MORE_ITEMS.find((i) => i.no === no)?.key
    expect(key(1)).toBe('sendAgain')
    expect(key(2)).toBe('forwardWithAttachments')
    expect(key(7)).toBe('realDelete')
    // change_delete_button: "toolbar delete button instead of more-menu item 10".
    expect(key(10)).toBe('delete')
    expect(key(11)).toBe('download')
    expect(key(12)).toBe('notSpam')
    expect(key(16)).toBe('readAsText')
    expect(key(17)).toBe('readAsHtml')
  })
})

describe('visibleMoreItems (R-ROLE)', () => {
  it.each<[string, Partial<MoreMenuContext>, MoreItemNo[]]>([
    ['every switch on, html view in INBOX', {}, without()],
    // R-ROLE-6
    ['without is_fwmail items 2, 3, 5 are hidden', { isFwmail: false }, without(2, 3, 5)],
    [
      // R-ROLE-7
      'without is_maildownload items 6, 9, 11 are hidden',
      { isMaildownload: false },
      without(6, 9, 11),
    ],
    // R-ROLE-8
    ['disable_delete_button hides 7 and 10', { disableDeleteButton: true }, without(7, 10)],
    [
      'change_delete_button hides 10 (the toolbar has delete)',
      { changeDeleteButton: true },
      without(10),
    ],
    [
      'both delete switches: 7 and 10 hidden',
      { changeDeleteButton: true, disableDeleteButton: true },
      without(7, 10),
    ],
    // R-ROLE-9 (and the Drafts rows below)
    ['11 shows just under 2048000 bytes', { mailSize: 2_047_999 }, without()],
    ['11 is hidden at 2048000 bytes', { mailSize: 2_048_000 }, without(11)],
    ['11 is hidden above 2048000 bytes', { mailSize: 5_000_000 }, without(11)],
    [
      '12 shows only in Spam',
      { folder: 'Spam' },
      [...without(), 12 as MoreItemNo].sort((a, b) => a - b),
    ],
    [
      'text view of an html mail: 17 instead of 16',
      { viewMode: 'text' },
      [...without(16), 17 as MoreItemNo],
    ],
    [
      'a plain-text mail offers neither 16 nor 17',
      { isHtmlMail: false, viewMode: 'text' },
      without(16),
    ],
    ['a plain-text mail in html view: neither', { isHtmlMail: false }, without(16)],
    ['Drafts shows only 6, 7, 8', { folder: 'Drafts' }, [6, 7, 8]],
    ['Drafts without download: 7, 8', { folder: 'Drafts', isMaildownload: false }, [7, 8]],
    ['Drafts with delete disabled: 6, 8', { folder: 'Drafts', disableDeleteButton: true }, [6, 8]],
    ['Drafts in text view still only 6, 7, 8', { folder: 'Drafts', viewMode: 'text' }, [6, 7, 8]],
    [
      'every switch off in Spam',
      {
        folder: 'Spam',
        isFwmail: false,
        isMaildownload: false,
        disableDeleteButton: true,
        mailSize: 3_000_000,
      },
      [1, 4, 8, 12, 13, 14, 15, 16],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(shown(overrides)).toEqual(expected)
  })
})
