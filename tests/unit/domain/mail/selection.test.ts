import { describe, expect, it } from 'vitest'
import {
  invertSelection,
  isSelected,
  pageCheckState,
  resolveSelection,
  retainSelection,
  selectAll,
  selectNone,
  selectPage,
  selectRead,
  selectUnread,
  selectedCount,
  selectedOnPage,
  singleSelected,
  toggleRow,
  type Selection,
} from '../../../../src/domain/mail/selection.ts'

const rows = [
  { uid: 1, flags: [] },
  { uid: 2, flags: ['\\Seen'] },
  { uid: 3, flags: ['\\Seen', '\\flagged'] },
  { uid: 4, flags: ['\\flagged'] },
]
const TOTAL = 42
const picked = (s: Selection) => selectedOnPage(s, rows)

describe('select menu (R-LIST-2)', () => {
  it.each([
    ['none', selectNone(), [], 0],
    ['current page', selectPage(rows), [1, 2, 3, 4], 4],
    ['unread', selectUnread(rows), [1, 4], 2],
    ['read', selectRead(rows), [2, 3], 2],
    ['all (whole folder)', selectAll(), [1, 2, 3, 4], TOTAL],
  ])('%s ticks %j of the page and counts %i', (_, selection, onPage, count) => {
    expect(picked(selection)).toEqual(onPage)
    expect(selectedCount(selection, TOTAL)).toBe(count)
  })

  it('inverts on the page', () => {
    expect(picked(invertSelection(selectUnread(rows), rows))).toEqual([2, 3])
    expect(picked(invertSelection(selectNone(), rows))).toEqual([1, 2, 3, 4])
    expect(picked(invertSelection(selectPage(rows), rows))).toEqual([])
  })

  it('inverts the whole-folder mode into exactly the unticked ones', () => {
    const allButTwo = toggleRow(toggleRow(selectAll(), 2), 4)
    expect(selectedCount(allButTwo, TOTAL)).toBe(TOTAL - 2)
    const inverted = invertSelection(allButTwo, rows)
    expect(inverted.mode).toBe('some')
    expect(picked(inverted)).toEqual([2, 4])
    expect(selectedCount(inverted, TOTAL)).toBe(2)
  })

  it('toggles a row in both modes', () => {
    const one = toggleRow(selectNone(), 3)
    expect(isSelected(one, 3)).toBe(true)
    expect(isSelected(toggleRow(one, 3), 3)).toBe(false)
    const all = toggleRow(selectAll(), 3)
    expect(isSelected(all, 3)).toBe(false)
    expect(isSelected(all, 99)).toBe(true)
    expect(isSelected(toggleRow(all, 3), 3)).toBe(true)
  })
})

describe('selection bookkeeping', () => {
  it('header checkbox state', () => {
    expect(pageCheckState(selectNone(), rows)).toBe('none')
    expect(pageCheckState(selectUnread(rows), rows)).toBe('some')
    expect(pageCheckState(selectPage(rows), rows)).toBe('all')
    expect(pageCheckState(selectAll(), rows)).toBe('all')
    expect(pageCheckState(selectAll(), [])).toBe('none')
  })

  it('a reload keeps ticked rows that are still listed; the folder mode stays', () => {
    const s = selectPage(rows)
    expect(picked(retainSelection(s, rows.slice(0, 2)))).toEqual([1, 2])
    expect(retainSelection(s, rows)).toBe(s)
    const all = toggleRow(selectAll(), 1)
    expect(retainSelection(all, [])).toBe(all)
  })

  it('single-mail actions need exactly one (the only-one alert otherwise)', () => {
    expect(singleSelected(selectNone(), rows, TOTAL)).toBeNull()
    expect(singleSelected(toggleRow(selectNone(), 2), rows, TOTAL)).toBe(2)
    expect(singleSelected(selectUnread(rows), rows, TOTAL)).toBeNull()
    expect(singleSelected(selectAll(), rows, TOTAL)).toBeNull()
    // Folder of one mail, all selected: that one.
    expect(singleSelected(selectAll(), rows.slice(0, 1), 1)).toBe(1)
  })

  it('resolves the folder-wide mode against every uid of the list', () => {
    const all = toggleRow(selectAll(), 7)
    expect(resolveSelection(all, [5, 6, 7, 8])).toEqual([5, 6, 8])
    expect(resolveSelection(selectUnread(rows), [5, 6])).toEqual([1, 4])
  })
})
