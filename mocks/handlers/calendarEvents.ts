/**
 * Events: listEvents answers the occurrences of a range (repeats expanded from their stored
 * rules by src/domain/calendar/recurrence.ts), create / update / delete with the scopes of a
 * repeating event (mocks/calendar/seriesEdits.ts). Changes need edit rights on the calendar
 * (403 with the catalogue's text through a read-only share); an invitee's copy is the
 * organiser's to change (403) — the invitee answers it instead.
 */
import { isOccurrenceOf, isRepeating } from '../../src/domain/calendar/index.ts'
import { type EventInput, eventFields, eventInputErrors, zoneOf } from '../calendar/eventInput.ts'
import { answerInvitation } from '../calendar/invitations.ts'
import {
  type Access,
  type StoredEvent,
  calendarOfEvent,
  canEdit,
  eventJson,
  isInvitationCopy,
  occurrencesIn,
  seriesOf,
  settingsOf,
  visibleCalendars,
} from '../calendar/store.ts'
import {
  createEvent,
  deleteFollowing,
  deleteThis,
  deleteWhole,
  editFollowing,
  editThis,
  editWhole,
} from '../calendar/seriesEdits.ts'
import { db } from '../db/index.ts'
import { durable } from './mailCommon.ts'
import { detail, http, validationError } from './http.ts'
import { calendarText, ruleText } from './calendar.texts.ts'
import {
  type CalendarAuth,
  calendarAuth,
  calendarFor,
  noContent,
  readOnly,
  refuse,
} from './calendarCommon.ts'

const isInstant = (value: string | null) => value !== null && !Number.isNaN(Date.parse(value))

function eventFor(
  id: number,
  ctx: CalendarAuth,
): { event: StoredEvent; access: Access } | Response {
  const event = db.events.findFirst((q) => q.where({ id }))
  const calendar = event && calendarOfEvent(event)
  const access = calendar && visibleCalendars(ctx.viewer).find((c) => c.calendar.id === calendar.id)
  if (!event || !access) return refuse(404, 'eventNotFound', ctx)
  return { event, access: access.access }
}

/** The body checked and the target calendar writable; the stored fields or a refusal. */
function checkedFields(body: EventInput, ctx: CalendarAuth, before?: StoredEvent) {
  const target = calendarFor(Number(body.calendar_id), ctx)
  if (target instanceof Response) return target
  if (!canEdit(target.access)) return readOnly(ctx)
  const settings = settingsOf(ctx.viewer.username)
  const zone = zoneOf(body, before?.time_zone ?? settings.time_zone)
  const errors = eventInputErrors(
    body,
    zone,
    ctx.auth.lang,
    calendarText('invalidValue', ctx.auth.lang),
  )
  if (errors) return validationError(errors)
  return eventFields(body, zone, before?.organizer ?? ctx.viewer.email, before)
}

const organizerOf = (ctx: CalendarAuth) => ({
  organizer: ctx.viewer.email,
  organizer_name: ctx.viewer.realname,
})

/** For "this" and "following": the occurrence must be one the series has. */
function occurrenceProblem(event: StoredEvent, occurrence: string | null, ctx: CalendarAuth) {
  if (isInstant(occurrence) && isOccurrenceOf(seriesOf(event), occurrence!)) return null
  return validationError({ occurrence: [ruleText('occurrenceUnknown', ctx.auth.lang)] })
}

export const calendarEventHandlers = [
  http.get('/api/calendar/events/', async ({ request, cookies, response }) => {
    const ctx = await calendarAuth(request, cookies)
    if (ctx instanceof Response) return response.untyped(ctx)
    const url = new URL(request.url)
    const start = url.searchParams.get('start')
    const end = url.searchParams.get('end')
    if (!isInstant(start) || !isInstant(end)) {
      const text = calendarText('invalidValue', ctx.auth.lang)
      return response.untyped(validationError({ start: [text], end: [text] }))
    }
    const wanted = url.searchParams
      .getAll('calendar_ids')
      .flatMap((v) => v.split(','))
      .map(Number)
    const visible = visibleCalendars(ctx.viewer).filter(
      (c) => wanted.length === 0 || wanted.includes(c.calendar.id),
    )
    const access = new Map(visible.map((c) => [c.calendar.id, c.access]))
    const records = db.events.all().filter((e) => access.has(e.calendar_id))
    const { week_start } = settingsOf(ctx.viewer.username)
    return response(200).json(occurrencesIn(records, access, start!, end!, week_start || 7))
  }),

  http.post('/api/calendar/events/', async ({ request, cookies, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const fields = checkedFields(await request.json(), ctx)
    if (fields instanceof Response) return response.untyped(fields)
    const created = await createEvent(fields, organizerOf(ctx))
    await durable()
    return response(200).json(eventJson(created, 'owner'))
  }),

  http.get('/api/calendar/events/{id}/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies)
    if (ctx instanceof Response) return response.untyped(ctx)
    const found = eventFor(Number(params.id), ctx)
    if (found instanceof Response) return response.untyped(found)
    return response(200).json(eventJson(found.event, found.access))
  }),

  http.put('/api/calendar/events/{id}/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const found = eventFor(Number(params.id), ctx)
    if (found instanceof Response) return response.untyped(found)
    const { event, access } = found
    if (!canEdit(access)) return response.untyped(readOnly(ctx))
    if (isInvitationCopy(event)) {
      return response.untyped(detail(403, ruleText('notOrganizer', ctx.auth.lang)))
    }
    const fields = checkedFields(await request.json(), ctx, event)
    if (fields instanceof Response) return response.untyped(fields)
    const url = new URL(request.url)
    const scope = url.searchParams.get('scope') ?? 'all'
    const occurrence = url.searchParams.get('occurrence')
    let saved: StoredEvent
    if (scope === 'all' || !event.rrule) saved = await editWhole(event, fields)
    else {
      const problem = occurrenceProblem(event, occurrence, ctx)
      if (problem) return response.untyped(problem)
      const organizer = { organizer: event.organizer, organizer_name: event.organizer_name }
      saved =
        scope === 'this'
          ? await editThis(event, occurrence!, fields, organizer)
          : await editFollowing(event, occurrence!, fields, organizer)
    }
    await durable()
    return response(200).json(eventJson(saved, access))
  }),

  http.delete('/api/calendar/events/{id}/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const found = eventFor(Number(params.id), ctx)
    if (found instanceof Response) return response.untyped(found)
    const { event, access } = found
    if (!canEdit(access)) return response.untyped(readOnly(ctx))
    const url = new URL(request.url)
    const scope = url.searchParams.get('scope') ?? 'all'
    const occurrence = url.searchParams.get('occurrence')
    if (isInvitationCopy(event)) {
      // Taking an invitation out of one's calendar declines it (as Outlook does).
      const owner = calendarOfEvent(event)?.owner ?? ''
      if (event.participants.length > 0) await answerInvitation(owner, event.id, 'reject')
      await deleteWhole(event)
    } else if (scope === 'all' || !isRepeating(seriesOf(event).repeat)) {
      await deleteWhole(event)
    } else {
      const problem = occurrenceProblem(event, occurrence, ctx)
      if (problem) return response.untyped(problem)
      if (scope === 'this') await deleteThis(event, occurrence!)
      else await deleteFollowing(event, occurrence!)
    }
    await durable()
    return response.untyped(noContent())
  }),
]
