import { describe, expect, it } from 'vitest'
import { formatCapacity } from '../../../../src/domain/format/capacity.ts'
import { groupByDate } from '../../../../src/domain/format/dateGroup.ts'
import { splitRecipientList } from '../../../../src/domain/format/recipientList.ts'
import { formatSize } from '../../../../src/domain/format/size.ts'
import { truncateTabTitle } from '../../../../src/domain/format/tabTitle.ts'

// R-HOME-2
describe('formatCapacity', () => {
  it.each([
    [250, 1000, { used: 250, total: 1000, percent: 25, infinite: false }],
    [12.3456, 100, { used: 12.35, total: 100, percent: 12, infinite: false }],
    [0, 2048, { used: 0, total: 2048, percent: 0, infinite: false }],
    [1300, 1000, { used: 1300, total: 1000, percent: 100, infinite: false }],
    [250, 0, { used: 250, total: 0, percent: 0, infinite: true }],
    [250, undefined, { used: 250, total: 0, percent: 0, infinite: true }],
    [250, null, { used: 250, total: 0, percent: 0, infinite: true }],
    [undefined, 500, { used: 0, total: 500, percent: 0, infinite: false }],
    [-5, Number.NaN, { used: 0, total: 0, percent: 0, infinite: true }],
  ])('used %s of %s → %j', (used, total, expected) => {
    expect(formatCapacity(used, total)).toEqual(expected)
  })
})

describe('truncateTabTitle', () => {
  // C-LIMIT-13, decision 345: 6 CJK characters, a Latin letter counts half (12 of them)
  it.each([
    ['收件箱', '收件箱'],
    ['六个字的标题', '六个字的标题'],
    ['七个字的长标题', '七个字的长标…'],
    ['Compose', 'Compose'],
    ['Contacts', 'Contacts'],
    ['abcdefghijkl', 'abcdefghijkl'],
    ['abcdefghijklm', 'abcdefghijkl…'],
    ['Quarterly report', 'Quarterly re…'],
    // The cut falls after a space: the ellipsis follows the word.
    ['Weekly relay test', 'Weekly relay…'],
    ['周报 第三季度', '周报 第三季…'],
    // Mixed: 周报 (4 cells), two spaces and 6 Latin characters fill the 12.
    ['周报 Q3 plan', '周报 Q3 plan'],
    ['周报 Q3 plans', '周报 Q3 plan…'],
    ['写信：草稿', '写信：草稿'],
    ['写信：草稿一', '写信：草稿一'],
    ['写信：草稿一份', '写信：草稿一…'],
    ['😀😀😀😀😀😀😀', '😀😀😀😀😀😀…'],
    ['  padded  ', 'padded'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (title, expected) => {
    expect(truncateTabTitle(title)).toBe(expected)
  })
})

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10485760, '10 MB'],
    [10747904, '10.25 MB'],
    [1073741824, '1 GB'],
    [5 * 1024 ** 4, '5120 GB'],
    [-1, '0 B'],
    [Number.NaN, '0 B'],
    [undefined, '0 B'],
  ])('%s bytes → %j', (bytes, expected) => {
    expect(formatSize(bytes)).toBe(expected)
  })
})

// R-LIST-1: today, yesterday, the day before yesterday, earlier
describe('groupByDate', () => {
  // Local-time constructors keep the table independent of the machine's time zone.
  const now = new Date(2024, 2, 15, 9, 30)
  it.each([
    [new Date(2024, 2, 15, 0, 0), 'today'],
    [new Date(2024, 2, 15, 23, 59), 'today'],
    [new Date(2024, 2, 16, 8, 0), 'today'],
    [new Date(2024, 2, 14, 23, 59), 'yesterday'],
    [new Date(2024, 2, 14, 0, 0), 'yesterday'],
    [new Date(2024, 2, 13, 12, 0), 'dayBeforeYesterday'],
    [new Date(2024, 2, 12, 23, 59), 'earlier'],
    [new Date(2023, 2, 15, 9, 30), 'earlier'],
    ['not a date', 'earlier'],
  ])('%s → %s', (date, expected) => {
    expect(groupByDate(date, now)).toBe(expected)
  })

  it('counts calendar days across a month boundary, just after midnight', () => {
    const justAfterMidnight = new Date(2024, 2, 1, 0, 1)
    expect(groupByDate(new Date(2024, 1, 29, 23, 59), justAfterMidnight)).toBe('yesterday')
    expect(groupByDate(new Date(2024, 1, 28, 0, 0), justAfterMidnight)).toBe('dayBeforeYesterday')
  })

  it('accepts epoch milliseconds and ISO strings', () => {
    const yesterday = new Date(2024, 2, 14, 12, 0)
    expect(groupByDate(yesterday.getTime(), now.getTime())).toBe('yesterday')
    expect(groupByDate(yesterday.toISOString(), now.toISOString())).toBe('yesterday')
  })
})

describe('splitRecipientList', () => {
  it.each([
    ['a@x.com,b@x.com', ['a@x.com', 'b@x.com']],
    ['a@x.com;b@x.com', ['a@x.com', 'b@x.com']],
    ['a@x.com，b@x.com；c@x.com', ['a@x.com', 'b@x.com', 'c@x.com']],
    ['a@x.com b@x.com\tc@x.com\nd@x.com', ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']],
    ['a@x.com\u3000b@x.com', ['a@x.com', 'b@x.com']],
    [' ,; a@x.com,,;；， ', ['a@x.com']],
    ['Zhang San <zs@x.com>; li@x.com', ['Zhang San <zs@x.com>', 'li@x.com']],
    ['张三 <zs@x.com>，李四<ls@x.com>', ['张三 <zs@x.com>', '李四<ls@x.com>']],
    ['a@x.com,a@x.com', ['a@x.com', 'a@x.com']],
    ['', []],
    [null, []],
  ])('%j → %j', (text, expected) => {
    expect(splitRecipientList(text)).toEqual(expected)
  })
})
