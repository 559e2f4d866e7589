/**
 * Repeats (RFC 5545 RRULE) expanded into occurrences, once, for the fake backend and the UI.
 *
 * rrule works on "floating" times: it knows nothing of zones, so a 09:00 weekly meeting computed
 * in UTC would drift an hour across a DST change. We therefore hand it the series' wall-clock
 * time coded as UTC, let it step through wall-clock dates, and turn each result back into an
 * instant in the series' zone with Temporal ('compatible': a time inside a spring-forward gap
 * moves forward, as RFC 5545 §3.3.5 asks).
 */
import { RRule, type Options } from 'rrule'
import { Temporal } from 'temporal-polyfill'
import type { EventRepeat } from './types.ts'

export interface Series {
  /** ISO instants with offset (the seed and the API use +08:00 style). */
  start: string
  end: string
  timeZone: string
  repeat: EventRepeat
  /** Original starts of occurrences taken out of the series (deleted or edited alone). */
  exdates?: readonly string[]
}

export interface Occurrence {
  start: string
  end: string
  /** The original start: identifies the occurrence for EXDATE, "this" and "following". */
  occurrence: string
}

const FREQ = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
} as const
const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
const DAY_MS = 86_400_000

export const isRepeating = (repeat: EventRepeat): boolean => repeat.freq !== 'none'

/** Whether `name` is an IANA zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    Temporal.Now.instant().toZonedDateTimeISO(name)
    return true
  } catch {
    return false
  }
}

export function zoned(iso: string, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone)
}

/** ISO text with the zone's offset and no bracketed zone name: 2026-11-26T09:00:00+08:00. */
export function formatZoned(value: Temporal.ZonedDateTime): string {
  return value.toString({ timeZoneName: 'never', smallestUnit: 'second' })
}

/** `iso` re-expressed with the offset `timeZone` has at that instant. */
export function toZoneIso(iso: string, timeZone: string): string {
  return formatZoned(zoned(iso, timeZone))
}

const floating = (value: Temporal.ZonedDateTime | Temporal.PlainDateTime): Date =>
  new Date(Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute, value.second))

function fromFloating(date: Date, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.PlainDateTime.from({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  }).toZonedDateTime(timeZone, { disambiguation: 'compatible' })
}

const epoch = (iso: string): number => Temporal.Instant.from(iso).epochMilliseconds

/** The weekly days of a series: the chosen ones, else the start's own weekday (ISO 1–7). */
function weekdays(repeat: EventRepeat, start: Temporal.ZonedDateTime): number[] {
  const days = repeat.byweekday?.length ? repeat.byweekday : [start.dayOfWeek]
  return [...new Set(days)].sort((a, b) => a - b)
}

function ruleOf(series: Series, weekStart = 1): RRule {
  const { repeat } = series
  if (repeat.freq === 'none') throw new Error('not a repeating series')
  const start = zoned(series.start, series.timeZone)
  const options: Partial<Options> = {
    freq: FREQ[repeat.freq],
    interval: Math.max(1, repeat.interval ?? 1),
    dtstart: floating(start),
    wkst: (weekStart + 6) % 7,
  }
  if (repeat.count !== undefined && repeat.count > 0) options.count = repeat.count
  else if (repeat.until) {
    const day = Temporal.PlainDate.from(repeat.until)
    options.until = new Date(Date.UTC(day.year, day.month - 1, day.day, 23, 59, 59))
  }
  if (repeat.freq === 'weekly') options.byweekday = weekdays(repeat, start).map((d) => d - 1)
  return new RRule(options)
}

/** Wall-clock length, so a 09:00–10:00 meeting stays 09:00–10:00 on the far side of DST. */
function wallLength(series: Series): number {
  return (
    floating(zoned(series.end, series.timeZone)).getTime() -
    floating(zoned(series.start, series.timeZone)).getTime()
  )
}

function occurrenceAt(startFloating: Date, length: number, timeZone: string): Occurrence {
  const start = fromFloating(startFloating, timeZone)
  const end = fromFloating(new Date(startFloating.getTime() + length), timeZone)
  const text = formatZoned(start)
  return { start: text, end: formatZoned(end), occurrence: text }
}

/**
 * The occurrences of a series that overlap [rangeStart, rangeEnd), EXDATEs left out, soonest
 * first. A non-repeating event is its own single occurrence.
 */
export function expand(
  series: Series,
  rangeStart: string,
  rangeEnd: string,
  weekStart = 1,
): Occurrence[] {
  const from = epoch(rangeStart)
  const to = epoch(rangeEnd)
  const overlaps = (o: Occurrence) => epoch(o.start) < to && epoch(o.end) > from
  const tz = series.timeZone
  const length = wallLength(series)
  if (!isRepeating(series.repeat)) {
    const single = occurrenceAt(floating(zoned(series.start, tz)), length, tz)
    return overlaps(single) ? [single] : []
  }
  const removed = new Set((series.exdates ?? []).map(epoch))
  // A day of slack either side covers the zone's offset changing inside the range.
  const after = new Date(floating(zoned(rangeStart, tz)).getTime() - length - DAY_MS)
  const before = new Date(floating(zoned(rangeEnd, tz)).getTime() + DAY_MS)
  return ruleOf(series, weekStart)
    .between(after, before, true)
    .map((date) => occurrenceAt(date, length, tz))
    .filter((o) => overlaps(o) && !removed.has(epoch(o.occurrence)))
}

/** Whether `occurrence` (an original start) is one the rule produces (EXDATEs ignored). */
export function isOccurrenceOf(series: Series, occurrence: string): boolean {
  if (!isRepeating(series.repeat)) return epoch(series.start) === epoch(occurrence)
  const at = epoch(occurrence)
  return expand({ ...series, exdates: [] }, occurrence, new Date(at + 1).toISOString()).some(
    (o) => epoch(o.occurrence) === at,
  )
}

export interface SeriesSplit {
  /** The series' repeat cut before the occurrence; null = nothing stays before it. */
  head: EventRepeat | null
  /** The repeat of the new series starting at the occurrence (a count keeps what is left). */
  tail: EventRepeat
}

/** "This and following": the series up to the occurrence, and what goes on from it. */
export function splitSeries(series: Series, occurrence: string, weekStart = 1): SeriesSplit {
  const { repeat } = series
  const tz = series.timeZone
  const rule = ruleOf(series, weekStart)
  const at = floating(zoned(occurrence, tz))
  const previous = rule.before(at, false)
  const byweekday = repeat.freq === 'weekly' ? weekdays(repeat, zoned(series.start, tz)) : []
  const base: EventRepeat = { freq: repeat.freq, interval: Math.max(1, repeat.interval ?? 1) }
  if (byweekday.length) base.byweekday = byweekday
  if (previous === null) return { head: null, tail: { ...repeat } }
  if (repeat.count !== undefined && repeat.count > 0) {
    // COUNT counts EXDATEd occurrences too (RFC 5545 §3.8.5.1), so count the rule's own dates.
    const kept = rule.between(floating(zoned(series.start, tz)), previous, true).length
    return {
      head: { ...base, count: kept },
      tail: { ...base, count: Math.max(1, repeat.count - kept) },
    }
  }
  const lastDay = fromFloating(previous, tz).toPlainDate().toString()
  const tail = repeat.until ? { ...base, until: repeat.until } : base
  return { head: { ...base, until: lastDay }, tail }
}

/**
 * Moving one occurrence with scope "all" moves the series by the same wall-clock step: the new
 * start of the series for an occurrence dragged from `occurrence` to `movedTo`.
 */
export function shiftSeriesStart(
  seriesStart: string,
  occurrence: string,
  movedTo: string,
  timeZone: string,
): string {
  const step =
    floating(zoned(movedTo, timeZone)).getTime() - floating(zoned(occurrence, timeZone)).getTime()
  const start = floating(zoned(seriesStart, timeZone))
  return formatZoned(fromFloating(new Date(start.getTime() + step), timeZone))
}

/** The RRULE value of a repeat (no DTSTART; UNTIL in UTC as RFC 5545 wants with a TZID). */
export function toRRule(repeat: EventRepeat, start: string, timeZone: string): string {
  if (repeat.freq === 'none') return ''
  const parts = [`FREQ=${repeat.freq.toUpperCase()}`]
  const interval = Math.max(1, repeat.interval ?? 1)
  if (interval > 1) parts.push(`INTERVAL=${interval}`)
  if (repeat.freq === 'weekly') {
    const days = weekdays(repeat, zoned(start, timeZone))
    parts.push(`BYDAY=${days.map((d) => BYDAY[d - 1]).join(',')}`)
  }
  if (repeat.count !== undefined && repeat.count > 0) parts.push(`COUNT=${repeat.count}`)
  else if (repeat.until) {
    const end = Temporal.PlainDate.from(repeat.until)
      .toZonedDateTime({ timeZone, plainTime: '23:59:59' })
      .toInstant()
      .toString()
    parts.push(`UNTIL=${end.replace(/[-:]/g, '').replace(/\.\d+/, '')}`)
  }
  return parts.join(';')
}

/**
 * An RRULE value (from an .ics file) as a repeat, or null for what the editor cannot show
 * (hourly and finer, BYSETPOS …): the caller keeps the first occurrence only.
 */
export function fromRRule(value: string, timeZone: string): EventRepeat | null {
  const text = value.replace(/^RRULE:/i, '').trim()
  const fields = new Map(
    text.split(';').map((part) => {
      const [key = '', val = ''] = part.split('=')
      return [key.toUpperCase(), val] as const
    }),
  )
  const freq = (fields.get('FREQ') ?? '').toLowerCase()
  if (!(freq in FREQ)) return null
  const known = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'WKST'])
  if ([...fields.keys()].some((key) => !known.has(key))) return null
  const repeat: EventRepeat = { freq: freq as keyof typeof FREQ }
  const interval = Number(fields.get('INTERVAL') ?? 1)
  if (interval > 1) repeat.interval = interval
  const count = Number(fields.get('COUNT') ?? 0)
  if (count > 0) repeat.count = count
  const until = fields.get('UNTIL')
  if (until) repeat.until = untilDay(until, timeZone)
  const byday = fields.get('BYDAY')
  if (byday) {
    if (freq !== 'weekly') return null
    const days = byday.split(',').map((d) => BYDAY.indexOf(d as (typeof BYDAY)[number]) + 1)
    if (days.some((d) => d === 0)) return null
    repeat.byweekday = days
  }
  return repeat
}

function untilDay(value: string, timeZone: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value)
  if (!m) return value
  const day = `${m[1]}-${m[2]}-${m[3]}`
  if (!m[7]) return day
  return zoned(`${day}T${m[4]}:${m[5]}:${m[6]}Z`, timeZone).toPlainDate().toString()
}
