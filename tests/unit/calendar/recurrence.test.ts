import { describe, expect, it } from 'vitest'
import {
  expand,
  fromRRule,
  isOccurrenceOf,
  shiftSeriesStart,
  splitSeries,
  toRRule,
  type Series,
} from '../../../src/domain/calendar/index.ts'

const SH = 'Asia/Shanghai'
const NY = 'America/New_York'
const starts = (list: { start: string }[]) => list.map((o) => o.start)

describe('expand', () => {
  it('repeats weekly on the chosen days across a month boundary', () => {
    // Mon 2026-11-23 09:00 Shanghai, Mondays and Wednesdays.
    const series: Series = {
      start: '2026-11-23T09:00:00+08:00',
      end: '2026-11-23T10:00:00+08:00',
      timeZone: SH,
      repeat: { freq: 'weekly', byweekday: [1, 3] },
    }
    const list = expand(series, '2026-11-28T00:00:00+08:00', '2026-12-10T00:00:00+08:00')
    expect(starts(list)).toEqual([
      '2026-11-30T09:00:00+08:00',
      '2026-12-02T09:00:00+08:00',
      '2026-12-07T09:00:00+08:00',
      '2026-12-09T09:00:00+08:00',
    ])
    expect(list[0]).toEqual({
      start: '2026-11-30T09:00:00+08:00',
      end: '2026-11-30T10:00:00+08:00',
      occurrence: '2026-11-30T09:00:00+08:00',
    })
  })

  it('repeats every N days and weeks', () => {
    const daily: Series = {
      start: '2026-01-01T08:00:00+08:00',
      end: '2026-01-01T08:30:00+08:00',
      timeZone: SH,
      repeat: { freq: 'daily', interval: 3 },
    }
    expect(starts(expand(daily, '2026-01-01T00:00:00+08:00', '2026-01-10T00:00:00+08:00'))).toEqual(
      ['2026-01-01T08:00:00+08:00', '2026-01-04T08:00:00+08:00', '2026-01-07T08:00:00+08:00'],
    )
    const fortnightly: Series = { ...daily, repeat: { freq: 'weekly', interval: 2 } }
    // 2026-01-01 is a Thursday: every other Thursday.
    expect(
      starts(expand(fortnightly, '2026-01-02T00:00:00+08:00', '2026-02-01T00:00:00+08:00')),
    ).toEqual(['2026-01-15T08:00:00+08:00', '2026-01-29T08:00:00+08:00'])
  })

  it('stops on the until day (inclusive) and after a count', () => {
    const base: Series = {
      start: '2026-03-01T10:00:00+08:00',
      end: '2026-03-01T11:00:00+08:00',
      timeZone: SH,
      repeat: { freq: 'daily', until: '2026-03-03' },
    }
    const range = ['2026-02-01T00:00:00+08:00', '2026-04-01T00:00:00+08:00'] as const
    expect(starts(expand(base, ...range))).toEqual([
      '2026-03-01T10:00:00+08:00',
      '2026-03-02T10:00:00+08:00',
      '2026-03-03T10:00:00+08:00',
    ])
    const counted = { ...base, repeat: { freq: 'monthly' as const, count: 2 } }
    expect(starts(expand(counted, ...range))).toEqual(['2026-03-01T10:00:00+08:00'])
    expect(
      starts(expand(counted, '2026-01-01T00:00:00+08:00', '2027-01-01T00:00:00+08:00')),
    ).toEqual(['2026-03-01T10:00:00+08:00', '2026-04-01T10:00:00+08:00'])
  })

  it('leaves EXDATE occurrences out, whatever offset they are written with', () => {
    const series: Series = {
      start: '2026-11-02T14:00:00+08:00',
      end: '2026-11-02T15:00:00+08:00',
      timeZone: SH,
      repeat: { freq: 'weekly' },
      exdates: ['2026-11-09T06:00:00Z'],
    }
    expect(
      starts(expand(series, '2026-11-01T00:00:00+08:00', '2026-11-20T00:00:00+08:00')),
    ).toEqual(['2026-11-02T14:00:00+08:00', '2026-11-16T14:00:00+08:00'])
  })

  it('keeps the wall-clock time across a DST change (America/New_York)', () => {
    // DST ends 2026-11-01: 09:00 EDT (-04:00) before, 09:00 EST (-05:00) after.
    const series: Series = {
      start: '2026-10-26T09:00:00-04:00',
      end: '2026-10-26T10:00:00-04:00',
      timeZone: NY,
      repeat: { freq: 'weekly' },
    }
    const list = expand(series, '2026-10-25T00:00:00-04:00', '2026-11-10T00:00:00-05:00')
    expect(list.map((o) => [o.start, o.end])).toEqual([
      ['2026-10-26T09:00:00-04:00', '2026-10-26T10:00:00-04:00'],
      ['2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00'],
      ['2026-11-09T09:00:00-05:00', '2026-11-09T10:00:00-05:00'],
    ])
  })

  it('moves a time inside the spring-forward gap forward, as RFC 5545 asks', () => {
    const series: Series = {
      start: '2026-03-07T02:30:00-05:00',
      end: '2026-03-07T03:00:00-05:00',
      timeZone: NY,
      repeat: { freq: 'daily', count: 3 },
    }
    expect(
      starts(expand(series, '2026-03-01T00:00:00-05:00', '2026-03-20T00:00:00-04:00')),
    ).toEqual([
      '2026-03-07T02:30:00-05:00',
      '2026-03-08T03:30:00-04:00',
      '2026-03-09T02:30:00-04:00',
    ])
  })

  it('returns an occurrence that started before the range but overlaps it', () => {
    const allDay: Series = {
      start: '2026-12-31T00:00:00+08:00',
      end: '2027-01-02T00:00:00+08:00',
      timeZone: SH,
      repeat: { freq: 'none' },
    }
    expect(
      starts(expand(allDay, '2027-01-01T00:00:00+08:00', '2027-01-08T00:00:00+08:00')),
    ).toEqual(['2026-12-31T00:00:00+08:00'])
    expect(expand(allDay, '2027-01-02T00:00:00+08:00', '2027-01-08T00:00:00+08:00')).toEqual([])
  })

  it('expands yearly and monthly across the year boundary', () => {
    const series: Series = {
      start: '2025-12-15T09:00:00+08:00',
      end: '2025-12-15T09:30:00+08:00',
      timeZone: SH,
      repeat: { freq: 'monthly' },
    }
    expect(
      starts(expand(series, '2025-12-20T00:00:00+08:00', '2026-02-20T00:00:00+08:00')),
    ).toEqual(['2026-01-15T09:00:00+08:00', '2026-02-15T09:00:00+08:00'])
  })
})

describe('splitSeries ("this and following")', () => {
  const weekly: Series = {
    start: '2026-11-02T09:00:00+08:00',
    end: '2026-11-02T10:00:00+08:00',
    timeZone: SH,
    repeat: { freq: 'weekly', byweekday: [1] },
  }

  it('cuts an open series with UNTIL on the last day before the occurrence', () => {
    const split = splitSeries(weekly, '2026-11-23T09:00:00+08:00')
    expect(split).toEqual({
      head: { freq: 'weekly', interval: 1, byweekday: [1], until: '2026-11-16' },
      tail: { freq: 'weekly', interval: 1, byweekday: [1] },
    })
    const head = { ...weekly, repeat: split.head! }
    expect(starts(expand(head, '2026-11-01T00:00:00+08:00', '2027-01-01T00:00:00+08:00'))).toEqual([
      '2026-11-02T09:00:00+08:00',
      '2026-11-09T09:00:00+08:00',
      '2026-11-16T09:00:00+08:00',
    ])
  })

  it('shares a count between the two parts', () => {
    const counted = { ...weekly, repeat: { freq: 'weekly' as const, count: 10 } }
    const split = splitSeries(counted, '2026-11-16T09:00:00+08:00')
    expect(split.head?.count).toBe(2)
    expect(split.tail.count).toBe(8)
  })

  it('has no head when the first occurrence is split off', () => {
    expect(splitSeries(weekly, weekly.start).head).toBeNull()
  })
})

describe('occurrences, moves and RRULE text', () => {
  const series: Series = {
    start: '2026-11-02T09:00:00+08:00',
    end: '2026-11-02T10:00:00+08:00',
    timeZone: SH,
    repeat: { freq: 'weekly', interval: 2, byweekday: [1, 5], until: '2026-12-31' },
  }

  it('knows its own occurrences', () => {
    expect(isOccurrenceOf(series, '2026-11-06T09:00:00+08:00')).toBe(true)
    expect(isOccurrenceOf(series, '2026-11-09T09:00:00+08:00')).toBe(false)
  })

  it('moves the whole series by the step an occurrence was dragged', () => {
    expect(
      shiftSeriesStart(series.start, '2026-11-16T09:00:00+08:00', '2026-11-16T11:30:00+08:00', SH),
    ).toBe('2026-11-02T11:30:00+08:00')
  })

  it('writes and reads RFC 5545 RRULE values', () => {
    const text = toRRule(series.repeat, series.start, SH)
    expect(text).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;UNTIL=20261231T155959Z')
    expect(fromRRule(text, SH)).toEqual(series.repeat)
    expect(toRRule({ freq: 'monthly', count: 3 }, series.start, SH)).toBe('FREQ=MONTHLY;COUNT=3')
    expect(fromRRule('FREQ=HOURLY;COUNT=2', SH)).toBeNull()
    expect(fromRRule('FREQ=YEARLY;UNTIL=20300101', SH)).toEqual({
      freq: 'yearly',
      until: '2030-01-01',
    })
  })
})
