/**
 * Saving "all" from an occurrence: the editor shows that occurrence's dates, but the contract's
 * updateEvent takes the SERIES' start and end for scope=all (`occurrence` only serves this /
 * following). Sending the opened dates as they are would make the series begin at the opened
 * occurrence and lose every earlier one. Like Outlook and Google Calendar, the series keeps its
 * first day and takes the edited time of day and length; a date moved by N days (a drag) moves
 * the whole series by N days.
 */
import dayjs from 'dayjs'

interface Span {
  start: string
  end: string
}

/** `edited` (the opened occurrence's values) carried back to the series starting at `seriesStart`. */
export function onSeriesDays<T extends Span>(
  edited: T,
  openedOccurrence: string,
  seriesStart: string,
): T {
  // Whole days in the user's zone, so the wall-clock time typed stays what is saved.
  const days = dayjs(openedOccurrence).startOf('day').diff(dayjs(seriesStart).startOf('day'), 'day')
  if (days === 0) return edited
  return {
    ...edited,
    start: dayjs(edited.start).subtract(days, 'day').format(),
    end: dayjs(edited.end).subtract(days, 'day').format(),
  }
}
