/**
 * The event editor's values (issue 14) and how they map to the contract's CalendarEventInput.
 * Dates and times are the user's wall clock (the browser's time zone), as the inputs show them;
 * the payload carries them as ISO strings with the local offset.
 */
import dayjs from 'dayjs'
import { validateEvent, validateRepeat, type CalendarRuleCode } from './rules.ts'
import { DEFAULT_TIME_ZONE, type EventRepeat } from './types.ts'

export type RepeatFreq = 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly'
/** How a repeat ends: never, on a date, or after a number of occurrences. */
export type RepeatEnd = 'never' | 'until' | 'count'

export interface ParticipantValue {
  email: string
  name: string
  status: 'start' | 'accept' | 'wait' | 'reject'
}

export interface EventFormValues {
  calendarId: number | null
  title: string
  /** YYYY-MM-DD */
  startDate: string
  /** HH:mm (ignored when all-day) */
  startTime: string
  endDate: string
  endTime: string
  allDay: boolean
  freq: RepeatFreq
  /** Every N (days, weeks…), as typed. */
  interval: string
  /** ISO weekdays 1 (Monday) … 7 (Sunday), for a weekly repeat. */
  byweekday: number[]
  repeatEnd: RepeatEnd
  until: string
  /** As typed, so a wrong entry can be shown with its message. */
  count: string
  place: string
  description: string
  remindEmail: boolean
  remindMinutes: number
  /** '' = the calendar's colour. */
  color: string
  participants: ParticipantValue[]
  /** IANA zone the repeats are expanded in (the event's, else the calendar settings'). */
  timeZone: string
}

export type EventFormField =
  'calendarId' | 'title' | 'end' | 'interval' | 'byweekday' | 'until' | 'count' | 'participants'

export type EventFormErrors = Partial<Record<EventFormField, CalendarRuleCode>>

const DATE = 'YYYY-MM-DD'
const TIME = 'HH:mm'

/** ISO weekday (1 Monday … 7 Sunday) of a date. */
export const isoWeekday = (date: dayjs.Dayjs): number => ((date.day() + 6) % 7) + 1

export function blankEvent(
  start: Date,
  end: Date,
  allDay: boolean,
  calendarId: number | null,
  remindMinutes = 15,
  timeZone = DEFAULT_TIME_ZONE,
): EventFormValues {
  const from = dayjs(start)
  // FullCalendar gives all-day selections an exclusive end; the form shows the last day.
  const to = allDay ? dayjs(end).subtract(1, 'day') : dayjs(end)
  return {
    calendarId,
    title: '',
    startDate: from.format(DATE),
    startTime: allDay ? '09:00' : from.format(TIME),
    endDate: (to.isBefore(from) ? from : to).format(DATE),
    endTime: allDay ? '10:00' : to.format(TIME),
    allDay,
    freq: 'none',
    interval: '1',
    byweekday: [isoWeekday(from)],
    repeatEnd: 'never',
    until: '',
    count: '',
    place: '',
    description: '',
    remindEmail: false,
    remindMinutes,
    color: '',
    participants: [],
    timeZone,
  }
}

const startOf = (v: EventFormValues) => dayjs(`${v.startDate}T${v.allDay ? '00:00' : v.startTime}`)
const endOf = (v: EventFormValues) => dayjs(`${v.endDate}T${v.allDay ? '00:00' : v.endTime}`)
/** The repeat's broken rule shows under the input it is about. */
const REPEAT_FIELD: Partial<Record<CalendarRuleCode, EventFormField>> = {
  repeatIntervalPositive: 'interval',
  repeatCountPositive: 'count',
  repeatUntilBeforeStart: 'until',
  repeatWeekdays: 'byweekday',
}

const asNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/**
 * The editor's rule: the domain's event rule (src/domain/calendar/rules.ts, the server's own
 * words) by field; an empty object passes.
 */
export function validateEventForm(v: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {}
  const start = startOf(v)
  const end = endOf(v)
  if (!start.isValid() || !end.isValid()) {
    if (v.title.trim() === '') errors.title = 'eventTitleRequired'
    errors.end = 'eventEndBeforeStart'
    return errors
  }
  if (v.repeatEnd === 'until' && v.freq !== 'none' && v.until === '') {
    errors.until = 'repeatUntilBeforeStart'
  }
  const payload = toEventPayload(v)
  const problems = validateEvent(
    { ...payload, start: start.toISOString(), end: dayjs(payload.end).toISOString() },
    v.timeZone,
  )
  if (problems.title) errors.title = problems.title
  if (problems.end) errors.end = problems.end
  if (problems.repeat) errors[REPEAT_FIELD[problems.repeat] ?? 'count'] = problems.repeat
  return errors
}

export interface EventRepeatPayload {
  freq: RepeatFreq
  interval?: number
  count?: number
  until?: string
  byweekday?: number[]
}

export interface EventPayload {
  calendar_id: number
  title: string
  start: string
  end: string
  is_allday: boolean
  repeat: EventRepeatPayload
  place: string
  description: string
  remind_email: boolean
  remind_minutes: number
  color?: string
  participants: ParticipantValue[]
  time_zone: string
}

function repeatOf(v: EventFormValues): EventRepeatPayload {
  if (v.freq === 'none') return { freq: 'none' }
  return {
    freq: v.freq,
    interval: asNumber(v.interval),
    ...(v.freq === 'weekly' ? { byweekday: [...v.byweekday].sort() } : {}),
    ...(v.repeatEnd === 'count' ? { count: asNumber(v.count) } : {}),
    ...(v.repeatEnd === 'until' ? { until: v.until } : {}),
  }
}

/**
 * The repeat the editor holds, for its one-line summary: null while it does not repeat or still
 * breaks a rule (the field's message says what is wrong; a summary of it would mislead).
 */
export function formRepeat(v: EventFormValues): EventRepeat | null {
  if (v.freq === 'none' || (v.repeatEnd === 'until' && v.until === '')) return null
  const start = startOf(v)
  if (!start.isValid()) return null
  const repeat = repeatOf(v)
  return validateRepeat(repeat, start.format(), v.timeZone) === null ? repeat : null
}

/** The values as the contract's CalendarEventInput (call only after validateEventForm passed). */
export function toEventPayload(v: EventFormValues): EventPayload {
  const start = startOf(v)
  // All-day ends are exclusive, as in RFC 5545 and FullCalendar: the day after the last one.
  const end = v.allDay ? endOf(v).add(1, 'day') : endOf(v)
  return {
    calendar_id: v.calendarId ?? 0,
    title: v.title.trim(),
    start: start.format(),
    end: end.format(),
    is_allday: v.allDay,
    repeat: repeatOf(v),
    place: v.place.trim(),
    description: v.description,
    remind_email: v.remindEmail,
    remind_minutes: v.remindMinutes,
    ...(v.color ? { color: v.color } : {}),
    participants: v.participants,
    time_zone: v.timeZone,
  }
}

export interface EventLike {
  calendar_id: number
  title: string
  start: string
  end: string
  is_allday: boolean
  repeat: EventRepeatPayload
  place?: string
  description?: string
  remind_email?: boolean
  remind_minutes?: number
  color?: string
  participants?: ParticipantValue[]
  time_zone?: string
}

/** An event (or one occurrence of it) as the editor's values. */
export function eventToValues(event: EventLike, defaultZone = DEFAULT_TIME_ZONE): EventFormValues {
  const start = dayjs(event.start)
  const rawEnd = dayjs(event.end)
  const end = event.is_allday ? rawEnd.subtract(1, 'day') : rawEnd
  const repeat = event.repeat
  return {
    calendarId: event.calendar_id,
    title: event.title,
    startDate: start.format(DATE),
    startTime: event.is_allday ? '09:00' : start.format(TIME),
    endDate: (end.isBefore(start) ? start : end).format(DATE),
    endTime: event.is_allday ? '10:00' : end.format(TIME),
    allDay: event.is_allday,
    freq: repeat.freq,
    interval: String(repeat.interval ?? 1),
    byweekday: repeat.byweekday?.length ? [...repeat.byweekday] : [isoWeekday(start)],
    repeatEnd: repeat.count ? 'count' : repeat.until ? 'until' : 'never',
    until: repeat.until ?? '',
    count: repeat.count ? String(repeat.count) : '',
    place: event.place ?? '',
    description: event.description ?? '',
    remindEmail: event.remind_email ?? false,
    remindMinutes: event.remind_minutes ?? 15,
    color: event.color ?? '',
    participants: event.participants ?? [],
    timeZone: event.time_zone ?? defaultZone,
  }
}

/** Moving or resizing keeps everything but the times. */
export function withTimes(
  v: EventFormValues,
  start: Date,
  end: Date | null,
  allDay: boolean,
): EventFormValues {
  const moved = blankEvent(
    start,
    end ??
      dayjs(start)
        .add(1, allDay ? 'day' : 'hour')
        .toDate(),
    allDay,
    v.calendarId,
  )
  return {
    ...v,
    startDate: moved.startDate,
    startTime: allDay ? v.startTime : moved.startTime,
    endDate: moved.endDate,
    endTime: allDay ? v.endTime : moved.endTime,
    allDay,
  }
}
