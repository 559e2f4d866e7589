/**
 * A CalendarEventInput body checked against the calendar rules (src/domain/calendar/rules.ts)
 * and turned into stored fields: times in the series' zone, the repeat as RRULE text, invitees
 * that exist in the system (R-VALID-24) with their names, answers kept for those already
 * invited.
 */
import type { components } from '../../src/api/schema.gen.ts'
import {
  type CalendarLanguage,
  type CalendarRuleCode,
  calendarRuleText,
  isTimeZone,
  toRRule,
  toZoneIso,
  validateEvent,
} from '../../src/domain/calendar/index.ts'
import type { CalendarEventRecord } from '../db/index.ts'
import { systemUser } from './store.ts'

export type EventInput = components['schemas']['CalendarEventInput']
export type EventFields = Omit<
  CalendarEventRecord,
  'id' | 'series_id' | 'occurrence' | 'exdates' | 'invitation_of' | 'organizer' | 'organizer_name'
>

const lower = (text: string) => text.trim().toLowerCase()

const isInstant = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))

/** Django-style field errors, or null when the body may be saved. */
export function eventInputErrors(
  body: EventInput,
  zone: string,
  lang: CalendarLanguage,
  invalidText: string,
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {}
  const say = (field: string, code: CalendarRuleCode, email?: string) =>
    (errors[field] ??= [calendarRuleText(code, lang, { email })])
  if (!isInstant(body.start)) errors.start = [invalidText]
  if (!isInstant(body.end)) errors.end = [invalidText]
  if (body.time_zone !== undefined && !isTimeZone(body.time_zone)) errors.time_zone = [invalidText]
  if (Object.keys(errors).length > 0) return errors
  const problems = validateEvent(
    {
      title: typeof body.title === 'string' ? body.title : '',
      start: body.start,
      end: body.end,
      is_allday: body.is_allday === true,
      repeat: body.repeat,
    },
    zone,
  )
  for (const [field, code] of Object.entries(problems)) say(field, code)
  const unknown = (body.participants ?? []).find((p) => !systemUser(p.email))
  if (unknown) say('participants', 'inviteeUnknown', unknown.email)
  return Object.keys(errors).length > 0 ? errors : null
}

export const zoneOf = (body: EventInput, settingsZone: string) =>
  body.time_zone && isTimeZone(body.time_zone) ? body.time_zone : settingsZone

/** Stored fields of a checked body; `before` keeps the answers of those already invited. */
export function eventFields(
  body: EventInput,
  zone: string,
  organizer: string,
  before?: Pick<CalendarEventRecord, 'participants'>,
): EventFields {
  const start = toZoneIso(body.start, zone)
  const seen = new Set<string>([lower(organizer)])
  const participants = (body.participants ?? []).flatMap((p) => {
    const user = systemUser(p.email)
    if (!user || seen.has(lower(user.email))) return []
    seen.add(lower(user.email))
    const earlier = before?.participants.find((q) => lower(q.email) === lower(user.email))
    return [
      { email: user.email, name: user.realname, status: earlier?.status ?? ('start' as const) },
    ]
  })
  return {
    calendar_id: body.calendar_id,
    title: body.title.trim(),
    start,
    end: toZoneIso(body.end, zone),
    all_day: body.is_allday,
    time_zone: zone,
    rrule: toRRule(body.repeat, start, zone),
    place: body.place ?? '',
    description: body.description ?? '',
    remind_email: body.remind_email ?? false,
    remind_minutes: body.remind_minutes ?? null,
    color: body.color ?? '',
    participants,
  }
}
