/**
 * Saving "all" from an occurrence: the editor shows that occurrence's dates, but the contract's
 * updateEvent takes the SERIES' start and end for scope=all (`occurrence` only serves this /
 * following). Sending the opened dates as they are would make the series begin at the opened
 * occurrence and lose every earlier one. Like Outlook and Google Calendar, the series keeps its
 * first day and takes the edited time of day and length; a date moved by N days (a drag) moves
 * the whole series by N days, and a weekly rule's days with it (Monday and Wednesday dragged a
 * day later repeat on Tuesday and Thursday), unless the user chose other days in the same edit.
 */
import dayjs from 'dayjs'
import { isoWeekday } from './eventForm.ts'

interface Span {
  start: string
  end: string
  repeat?: { freq: string; byweekday?: number[] }
}

/** ISO weekdays (1 = Monday) moved by `days`, in order. */
const shiftWeekdays = (weekdays: readonly number[], days: number): number[] =>
  weekdays.map((d) => ((((d - 1 + days) % 7) + 7) % 7) + 1).sort((a, b) => a - b)

const sameDays = (a: readonly number[] = [], b: readonly number[] = []): boolean =>
  a.length === b.length && [...a].sort().every((d, i) => d === [...b].sort()[i])

/**
 * `edited` (the opened occurrence's values) carried back to the series starting at `seriesStart`;
 * `seriesWeekdays` are the stored rule's days (a weekly series).
 */
export function onSeriesDays<T extends Span>(
  edited: T,
  openedOccurrence: string,
  seriesStart: string,
  seriesWeekdays?: readonly number[],
): T {
  // Whole days in the user's zone, so the wall-clock time typed stays what is saved.
  const day = (iso: string) => dayjs(iso).startOf('day')
  const days = day(openedOccurrence).diff(day(seriesStart), 'day')
  const moved = day(edited.start).diff(day(openedOccurrence), 'day')
  const repeat = edited.repeat
  // A weekly rule without days repeats on its first day's weekday (RFC 5545).
  const storedDays = seriesWeekdays?.length ? seriesWeekdays : [isoWeekday(day(seriesStart))]
  const weekdays =
    moved !== 0 && repeat?.freq === 'weekly' && sameDays(repeat.byweekday, storedDays)
      ? { repeat: { ...repeat, byweekday: shiftWeekdays(repeat.byweekday ?? [], moved) } }
      : {}
  if (days === 0 && !('repeat' in weekdays)) return edited
  return {
    ...edited,
    ...weekdays,
    start: dayjs(edited.start).subtract(days, 'day').format(),
    end: dayjs(edited.end).subtract(days, 'day').format(),
  }
}
