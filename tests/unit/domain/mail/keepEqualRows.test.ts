import { describe, expect, it } from 'vitest'
import { keepEqualRows } from '../../../../src/domain/mail/keepEqualRows.ts'

interface Row {
  uid: number
  folder: string
  flags: string[]
}
const row = (uid: number, flags: string[] = [], folder = 'INBOX'): Row => ({ uid, folder, flags })
/** A page as the server sends it again: equal data, new objects. */
const again = (rows: Row[]): Row[] => JSON.parse(JSON.stringify(rows)) as Row[]

describe('keepEqualRows (structural sharing of a reloaded page)', () => {
  it('keeps the objects of unchanged rows and takes the changed one', () => {
    const before = [row(3), row(2, []), row(1)]
    const after = again(before)
    after[1]!.flags = ['\\Seen']
    const rows = keepEqualRows(before, after)
    expect(rows).not.toBe(before)
    expect(rows[0]).toBe(before[0])
    expect(rows[1]).toBe(after[1])
    expect(rows[1]).toEqual(row(2, ['\\Seen']))
    expect(rows[2]).toBe(before[2])
  })

  it('gives the page of before itself when nothing changed', () => {
    const before = [row(3), row(2), row(1)]
    expect(keepEqualRows(before, again(before))).toBe(before)
  })

  it('follows the new order, length and rows', () => {
    const before = [row(3), row(2), row(1)]
    const after = [row(4), ...again(before).slice(0, 2)]
    const rows = keepEqualRows(before, after)
    expect(rows.map((r) => r.uid)).toEqual([4, 3, 2])
    expect(rows[0]).toBe(after[0])
    expect(rows[1]).toBe(before[0])
    expect(rows[2]).toBe(before[1])
    const reordered = keepEqualRows(before, again(before).reverse())
    expect(reordered).not.toBe(before)
    expect(reordered).toEqual([before[2], before[1], before[0]])
    expect(reordered[0]).toBe(before[2])
  })

  it('tells rows of other folders with the same uid apart (search results)', () => {
    const before = [row(7, [], 'INBOX'), row(7, [], 'Sent')]
    const after = [row(7, ['\\Seen'], 'INBOX'), row(7, [], 'Sent')]
    const rows = keepEqualRows(before, after)
    expect(rows[0]).toBe(after[0])
    expect(rows[1]).toBe(before[1])
  })

  it('takes a first page as it comes', () => {
    const first = [row(1)]
    expect(keepEqualRows([], first)).toBe(first)
  })
})
