/**
 * The list's dates without dayjs (decision 350) must read and write every date as dayjs did:
 * the same instant from the same input, the same 'YYYY-MM-DD HH:mm', the same calendar days.
 */
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { formatListTime, parseDate, startOfDay } from '../../../../src/domain/format/localTime.ts'

const INPUTS: (string | number | Date)[] = [
  '2026-11-27',
  '2026-11-27 10:30',
  '2026-11-27 10:30:15',
  '2026-11-27T10:30:15.123456',
  '2026-11-27T10:30:15Z',
  '2026-11-27T10:30:15.5z',
  '2026-11-27T10:30:15+08:00',
  '2026/3/5 7:05',
  '20261127',
  '2026-11',
  '2026',
  'Fri, 27 Nov 2026 10:30:15 +0800',
  'Thu, 1 Jan 2026 00:00:00 GMT',
  'not a date',
  '',
  1_764_000_000_000,
  0,
  Number.NaN,
  new Date(2026, 0, 1, 23, 59),
  new Date(Number.NaN),
]

describe('localTime against dayjs', () => {
  it.each(INPUTS.map((input) => [String(input), input] as const))(
    'parseDate and formatListTime read %s as dayjs does',
    (_, input) => {
      expect(parseDate(input).getTime()).toEqual(dayjs(input).valueOf())
      expect(formatListTime(input)).toBe(dayjs(input).format('YYYY-MM-DD HH:mm'))
    },
  )

  it('startOfDay is dayjs subtract(n, day).startOf(day), across month and year ends', () => {
    for (const now of [new Date(2026, 0, 1, 0, 0, 1), new Date(2026, 2, 1, 23, 59), new Date()])
      for (const n of [0, 1, 2])
        expect(startOfDay(now, n)).toBe(dayjs(now).subtract(n, 'day').startOf('day').valueOf())
  })
})
