/**
 * Invitations (listInvitations, answerInvitation: the same state as the mail bar's
 * setInvitationStatus, see mocks/calendar/invitations.ts) and ICS export / import (ical.js).
 */
import { HttpResponse } from 'msw'
import { expand, isRepeating } from '../../src/domain/calendar/index.ts'
import { answerInvitation } from '../calendar/invitations.ts'
import {
  type StoredEvent,
  calendarOfEvent,
  canEdit,
  isInvitationCopy,
  nextId,
  ownStatus,
  repeatOf,
  seriesOf,
  settingsOf,
  visibleCalendars,
} from '../calendar/store.ts'
import { db } from '../db/index.ts'
import { now } from '../state.ts'
import { durable } from './mailCommon.ts'
import { http, validationError } from './http.ts'
import { calendarText, ruleText } from './calendar.texts.ts'
import { calendarAuth, calendarFor, readOnly, refuse } from './calendarCommon.ts'

/** ical.js (≈ 77 KB) loads with the first calendar file in or out, not with every demo start. */
const loadIcs = () => import('../calendar/ics.ts')

const YEAR = 366 * 86_400_000

/** The next occurrence that has not ended (the first for a series), or null when all are over. */
function upcoming(record: StoredEvent, fromMs: number) {
  const from = new Date(fromMs).toISOString()
  if (!isRepeating(repeatOf(record))) return Date.parse(record.end) > fromMs ? record : null
  const next = expand(seriesOf(record), from, new Date(fromMs + 2 * YEAR).toISOString())[0]
  return next ? { ...record, start: next.start, end: next.end } : null
}

function icsFile(text: string, name: string) {
  return new HttpResponse(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}.ics`,
    },
  })
}

export const calendarInvitationHandlers = [
  http.get('/api/calendar/invitations/', async ({ request, cookies, response }) => {
    const ctx = await calendarAuth(request, cookies)
    if (ctx instanceof Response) return response.untyped(ctx)
    const url = new URL(request.url)
    const all = url.searchParams.get('status') === 'all'
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
    const size = Math.max(1, Number(url.searchParams.get('page_size') ?? 20) || 20)
    const own = new Set(
      visibleCalendars(ctx.viewer)
        .filter((c) => c.access === 'owner')
        .map((c) => c.calendar.id),
    )
    const at = now()
    const rows = db.events
      .all()
      .filter((e) => own.has(e.calendar_id) && isInvitationCopy(e))
      .filter((e) => all || ownStatus(e) === 'start')
      .flatMap((e) => {
        const next = upcoming(e, at)
        return next ? [{ event: e, next }] : []
      })
      .sort((a, b) => Date.parse(a.next.start) - Date.parse(b.next.start))
    const results = rows.slice((page - 1) * size, page * size).map(({ event, next }) => ({
      id: event.id,
      title: event.title,
      start: next.start,
      end: next.end,
      place: event.place,
      organizer: [event.organizer, event.organizer_name] as [string, string],
      status: ownStatus(event) ?? 'start',
      is_allday: event.all_day,
      repeat: repeatOf(event),
    }))
    return response(200).json({ count: rows.length, results })
  }),

  http.post('/api/calendar/invitations/{id}/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const body = await request.json()
    if (!['accept', 'wait', 'reject'].includes(body.status)) {
      return response.untyped(
        validationError({ status: [calendarText('invalidValue', ctx.auth.lang)] }),
      )
    }
    const event = db.events.findFirst((q) => q.where({ id: Number(params.id) }))
    if (!event || !isInvitationCopy(event)) {
      return response.untyped(refuse(404, 'invitationNotFound', ctx))
    }
    const status = await answerInvitation(ctx.viewer.username, event.id, body.status)
    if (!status) return response.untyped(refuse(404, 'invitationNotFound', ctx))
    await durable()
    return response(200).json({ calendar_eventer_status: status })
  }),

  http.get('/api/calendar/calendars/{id}/ics/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies)
    if (ctx instanceof Response) return response.untyped(ctx)
    const found = calendarFor(Number(params.id), ctx)
    if (found instanceof Response) return response.untyped(found)
    const events = db.events.findMany((q) => q.where({ calendar_id: found.calendar.id }))
    return response.untyped(icsFile((await loadIcs()).eventsToIcs(events), found.calendar.name))
  }),

  http.post('/api/calendar/calendars/{id}/ics/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const found = calendarFor(Number(params.id), ctx)
    if (found instanceof Response) return response.untyped(found)
    if (!canEdit(found.access)) return response.untyped(readOnly(ctx))
    const form = await request.formData().catch(() => null)
    const file = form?.get('file')
    const text = typeof file === 'string' ? file : file ? await file.text() : ''
    const reading = (await loadIcs()).readIcs(text, settingsOf(ctx.viewer.username).time_zone)
    if (!reading.ok) {
      const code = reading.reason === 'empty' ? 'icsEmpty' : 'icsBroken'
      return response.untyped(validationError({ file: [ruleText(code, ctx.auth.lang)] }))
    }
    for (const event of reading.events) {
      await db.events.create({
        ...event,
        calendar_id: found.calendar.id,
        id: nextId(db.events.all()),
        series_id: null,
        occurrence: null,
        remind_email: false,
        remind_minutes: null,
        color: '',
        organizer: ctx.viewer.email,
        organizer_name: ctx.viewer.realname,
        participants: [],
        invitation_of: null,
      })
    }
    await durable()
    return response(200).json({ created: reading.events.length, skipped: reading.skipped })
  }),

  http.get('/api/calendar/events/{id}/ics/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies)
    if (ctx instanceof Response) return response.untyped(ctx)
    const event = db.events.findFirst((q) => q.where({ id: Number(params.id) }))
    const calendar = event && calendarOfEvent(event)
    const visible =
      calendar && visibleCalendars(ctx.viewer).some((c) => c.calendar.id === calendar.id)
    if (!event || !visible) return response.untyped(refuse(404, 'eventNotFound', ctx))
    const exceptions = db.events.findMany((q) => q.where({ series_id: event.id }))
    return response.untyped(
      icsFile((await loadIcs()).eventsToIcs([event, ...exceptions]), event.title),
    )
  }),
]
