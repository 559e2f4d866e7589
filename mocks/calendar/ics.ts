/**
 * iCalendar (RFC 5545) out and in, with ical.js: a calendar's or an event's VEVENTs (DTSTART
 * with the series' TZID, RRULE, EXDATE, RECURRENCE-ID for an exception, ORGANIZER, ATTENDEE
 * with PARTSTAT), and an .ics file read back into event fields. Times are written as wall-clock
 * in their zone, so a weekly 09:00 stays 09:00 in any client across DST.
 */
import ICAL from 'ical.js'
import { Temporal } from 'temporal-polyfill'
import { fromRRule, isTimeZone, toRRule, zoned } from '../../src/domain/calendar/index.ts'
import type { CalendarEventRecord } from '../db/index.ts'
import { MAIL_DOMAIN } from '../seed/text/names.ts'

const PARTSTAT = {
  start: 'NEEDS-ACTION',
  accept: 'ACCEPTED',
  wait: 'TENTATIVE',
  reject: 'DECLINED',
}

function timeProperty(name: string, iso: string, timeZone: string, allDay: boolean) {
  const local = zoned(iso, timeZone)
  const time = ICAL.Time.fromData({
    year: local.year,
    month: local.month,
    day: local.day,
    hour: allDay ? 0 : local.hour,
    minute: allDay ? 0 : local.minute,
    second: allDay ? 0 : local.second,
    isDate: allDay,
  })
  const property = new ICAL.Property(name)
  property.setValue(time)
  if (!allDay) property.setParameter('tzid', timeZone)
  return property
}

const uidOf = (record: CalendarEventRecord) =>
  `event-${record.invitation_of ?? record.series_id ?? record.id}@${MAIL_DOMAIN}`

function vevent(record: CalendarEventRecord): ICAL.Component {
  const event = new ICAL.Component('vevent')
  event.addPropertyWithValue('uid', uidOf(record))
  event.addPropertyWithValue(
    'dtstamp',
    ICAL.Time.fromJSDate(new Date(Date.parse(record.start)), true),
  )
  event.addProperty(timeProperty('dtstart', record.start, record.time_zone, record.all_day))
  event.addProperty(timeProperty('dtend', record.end, record.time_zone, record.all_day))
  event.addPropertyWithValue('summary', record.title)
  if (record.place) event.addPropertyWithValue('location', record.place)
  if (record.description) event.addPropertyWithValue('description', record.description)
  if (record.rrule) {
    event.addProperty(ICAL.Property.fromString(`RRULE:${record.rrule}`))
    for (const exdate of record.exdates) {
      event.addProperty(timeProperty('exdate', exdate, record.time_zone, record.all_day))
    }
  }
  if (record.occurrence) {
    event.addProperty(
      timeProperty('recurrence-id', record.occurrence, record.time_zone, record.all_day),
    )
  }
  const organizer = event.addPropertyWithValue('organizer', `mailto:${record.organizer}`)
  if (record.organizer_name) organizer.setParameter('cn', record.organizer_name)
  for (const p of record.participants) {
    const attendee = event.addPropertyWithValue('attendee', `mailto:${p.email}`)
    attendee.setParameter('cn', p.name)
    attendee.setParameter('partstat', PARTSTAT[p.status])
  }
  return event
}

/** One VCALENDAR holding these events (METHOD:REQUEST for an invitation mail's part). */
export function eventsToIcs(records: readonly CalendarEventRecord[], method?: 'REQUEST'): string {
  const calendar = new ICAL.Component('vcalendar')
  calendar.addPropertyWithValue('prodid', '-//Huayu//Webmail demo//EN')
  calendar.addPropertyWithValue('version', '2.0')
  if (method) calendar.addPropertyWithValue('method', method)
  for (const record of records) calendar.addSubcomponent(vevent(record))
  return `${calendar.toString().replace(/\r?\n/g, '\r\n')}\r\n`
}

export type ImportedEvent = Pick<
  CalendarEventRecord,
  | 'title'
  | 'start'
  | 'end'
  | 'all_day'
  | 'time_zone'
  | 'rrule'
  | 'exdates'
  | 'place'
  | 'description'
>

/** An ICAL.Time as an instant: UTC as it is, a TZID that we know, else wall-clock in `zone`. */
function instantOf(
  property: ICAL.Property,
  fallbackZone: string,
): { iso: string; zone: string; allDay: boolean } {
  const time = property.getFirstValue() as ICAL.Time
  const tzid = property.getParameter('tzid')
  const zone = typeof tzid === 'string' && isTimeZone(tzid) ? tzid : fallbackZone
  const local = Temporal.PlainDateTime.from({
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  })
  const utc = time.zone?.tzid === 'UTC'
  const at = utc
    ? local.toZonedDateTime('UTC').withTimeZone(zone)
    : local.toZonedDateTime(zone, { disambiguation: 'compatible' })
  return { iso: at.toString({ timeZoneName: 'never' }), zone, allDay: time.isDate }
}

export type IcsReading =
  { ok: true; events: ImportedEvent[]; skipped: number } | { ok: false; reason: 'broken' | 'empty' }

/** The VEVENTs of an .ics text; `zone` stands in for floating times and unknown TZIDs. */
export function readIcs(text: string, zone: string): IcsReading {
  let root: ICAL.Component
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[])
  } catch {
    return { ok: false, reason: 'broken' }
  }
  if (root.name !== 'vcalendar') return { ok: false, reason: 'broken' }
  const vevents = root.getAllSubcomponents('vevent')
  if (vevents.length === 0) return { ok: false, reason: 'empty' }
  const events: ImportedEvent[] = []
  let skipped = 0
  for (const vevent of vevents) {
    const dtstart = vevent.getFirstProperty('dtstart')
    if (!dtstart) {
      skipped++
      continue
    }
    try {
      events.push(readEvent(vevent, dtstart, zone))
    } catch {
      skipped++
    }
  }
  return { ok: true, events, skipped }
}

function readEvent(vevent: ICAL.Component, dtstart: ICAL.Property, zone: string): ImportedEvent {
  const start = instantOf(dtstart, zone)
  const dtend = vevent.getFirstProperty('dtend')
  const duration = vevent.getFirstPropertyValue('duration') as ICAL.Duration | null
  const startMs = Date.parse(start.iso)
  const endIso = dtend
    ? instantOf(dtend, start.zone).iso
    : new Date(
        startMs + (duration ? duration.toSeconds() * 1000 : start.allDay ? 86_400_000 : 3_600_000),
      ).toISOString()
  const text = (name: string) => String(vevent.getFirstPropertyValue(name) ?? '')
  const recur = vevent.getFirstPropertyValue('rrule') as ICAL.Recur | null
  const repeat = recur ? fromRRule(recur.toString(), start.zone) : null
  return {
    title: text('summary').trim() || '(无主题)',
    start: start.iso,
    end: zoned(endIso, start.zone).toString({ timeZoneName: 'never' }),
    all_day: start.allDay,
    time_zone: start.zone,
    rrule: repeat ? toRRule(repeat, start.iso, start.zone) : '',
    exdates: repeat
      ? vevent.getAllProperties('exdate').map((p) => instantOf(p, start.zone).iso)
      : [],
    place: text('location'),
    description: text('description'),
  }
}
