/**
 * Calendars, their shares and the calendar settings (/calendar/set). Names 1–20 (R-VALID-1),
 * shares only to system mailboxes (R-VALID-24), read-only or edit (R-ROLE-5); only the owner renames, recolours,
 * deletes or shares a calendar; someone it is shared with may remove the share from their list.
 */
import {
  type CalendarRuleCode,
  isTimeZone,
  validateCalendarName,
  validateWorkHours,
} from '../../src/domain/calendar/index.ts'
import { dropInvitations } from '../calendar/invitations.ts'
import { DEFAULT_SETTINGS } from '../calendar/store.ts'
import {
  calendarJson,
  defaultCalendar,
  isInvitationCopy,
  nextId,
  settingsOf,
  systemUser,
  visibleCalendars,
} from '../calendar/store.ts'
import { db } from '../db/index.ts'
import { durable } from './mailCommon.ts'
import { http, validationError } from './http.ts'
import { calendarText } from './calendar.texts.ts'
import {
  type CalendarAuth,
  calendarAuth,
  calendarFor,
  noContent,
  readOnly,
  refuse,
  ruleError,
} from './calendarCommon.ts'

const COLOUR = /^#[0-9A-Fa-f]{6}$/
const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/
const lower = (text: string) => text.trim().toLowerCase()

function calendarInputError(body: { name?: unknown; color?: unknown }, ctx: CalendarAuth) {
  const problem = validateCalendarName(typeof body.name === 'string' ? body.name : '')
  if (problem) return ruleError('name', problem, ctx)
  if (typeof body.color !== 'string' || !COLOUR.test(body.color)) {
    return validationError({ color: [calendarText('invalidValue', ctx.auth.lang)] })
  }
  return null
}

const shareJson = (share: { id: number; email: string; permission: 'read' | 'edit' }) => ({
  ...share,
  name: systemUser(share.email)?.realname ?? share.email,
})

const sameAsDefaults = (values: typeof DEFAULT_SETTINGS) =>
  (Object.keys(DEFAULT_SETTINGS) as (keyof typeof DEFAULT_SETTINGS)[]).every(
    (key) => JSON.stringify(values[key]) === JSON.stringify(DEFAULT_SETTINGS[key]),
  )

export const calendarHandlers = [
  http.get('/api/calendar/calendars/', async ({ request, cookies, response }) => {
    const ctx = await calendarAuth(request, cookies)
    if (ctx instanceof Response) return response.untyped(ctx)
    await defaultCalendar(ctx.viewer)
    const list = visibleCalendars(ctx.viewer).map((c) => calendarJson(c.calendar, c.access))
    return response(200).json(list)
  }),

  http.post('/api/calendar/calendars/', async ({ request, cookies, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const body = await request.json()
    const error = calendarInputError(body, ctx)
    if (error) return response.untyped(error)
    const hasDefault = db.calendars.findFirst((q) => q.where({ owner: ctx.viewer.username }))
    const created = await db.calendars.create({
      owner: ctx.viewer.username,
      id: nextId(db.calendars.all()),
      name: body.name.trim(),
      color: body.color.toUpperCase(),
      is_default: !hasDefault,
      shares: [],
    })
    await durable()
    return response(200).json(calendarJson(created, 'owner'))
  }),

  http.put('/api/calendar/calendars/{id}/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const found = calendarFor(Number(params.id), ctx)
    if (found instanceof Response) return response.untyped(found)
    if (found.access === 'read') return response.untyped(readOnly(ctx))
    if (found.access !== 'owner') return response.untyped(refuse(403, 'ownerOnly', ctx))
    const body = await request.json()
    const error = calendarInputError(body, ctx)
    if (error) return response.untyped(error)
    const updated = await db.calendars.update(found.calendar, {
      data(draft) {
        draft.name = body.name.trim()
        draft.color = body.color.toUpperCase()
      },
    })
    await durable()
    return response(200).json(calendarJson(updated ?? found.calendar, 'owner'))
  }),

  http.delete('/api/calendar/calendars/{id}/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const found = calendarFor(Number(params.id), ctx)
    if (found instanceof Response) return response.untyped(found)
    if (found.access === 'read') return response.untyped(readOnly(ctx))
    if (found.access !== 'owner') return response.untyped(refuse(403, 'ownerOnly', ctx))
    if (found.calendar.is_default) return response.untyped(refuse(400, 'defaultCalendarKept', ctx))
    const events = db.events.findMany((q) => q.where({ calendar_id: found.calendar.id }))
    for (const event of events) {
      if (!isInvitationCopy(event)) await dropInvitations(event.id)
    }
    db.events.deleteMany((q) => q.where({ calendar_id: found.calendar.id }))
    db.calendars.delete(found.calendar)
    await durable()
    return response.untyped(noContent())
  }),

  http.get(
    '/api/calendar/calendars/{id}/shares/',
    async ({ request, cookies, params, response }) => {
      const ctx = await calendarAuth(request, cookies)
      if (ctx instanceof Response) return response.untyped(ctx)
      const found = calendarFor(Number(params.id), ctx)
      if (found instanceof Response) return response.untyped(found)
      if (found.access !== 'owner') return response.untyped(refuse(403, 'ownerOnly', ctx))
      return response(200).json(found.calendar.shares.map(shareJson))
    },
  ),

  http.post(
    '/api/calendar/calendars/{id}/shares/',
    async ({ request, cookies, params, response }) => {
      const ctx = await calendarAuth(request, cookies, true)
      if (ctx instanceof Response) return response.untyped(ctx)
      const found = calendarFor(Number(params.id), ctx)
      if (found instanceof Response) return response.untyped(found)
      if (found.access !== 'owner') return response.untyped(refuse(403, 'ownerOnly', ctx))
      const body = await request.json()
      const email = typeof body.email === 'string' ? body.email.trim() : ''
      const target = systemUser(email)
      const refusal = (code: CalendarRuleCode) =>
        response.untyped(ruleError('email', code, ctx, email))
      if (!target) return refusal('shareNotSystemMailbox')
      if (target.username === ctx.viewer.username) return refusal('shareSelf')
      if (found.calendar.shares.some((s) => lower(s.email) === lower(target.email))) {
        return refusal('shareExists')
      }
      if (body.permission !== 'read' && body.permission !== 'edit') {
        return response.untyped(
          validationError({ permission: [calendarText('invalidValue', ctx.auth.lang)] }),
        )
      }
      const allShares = db.calendars.all().flatMap((c) => c.shares)
      const share = { id: nextId(allShares), email: target.email, permission: body.permission }
      await db.calendars.update(found.calendar, {
        data(draft) {
          draft.shares.push(share)
        },
      })
      await durable()
      return response(200).json(shareJson(share))
    },
  ),

  http.delete('/api/calendar/shares/{id}/', async ({ request, cookies, params, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const id = Number(params.id)
    const calendar = db.calendars.all().find((c) => c.shares.some((s) => s.id === id))
    const share = calendar?.shares.find((s) => s.id === id)
    const mine = lower(share?.email ?? '') === lower(ctx.viewer.email)
    if (!calendar || !share || (calendar.owner !== ctx.viewer.username && !mine)) {
      return response.untyped(refuse(404, 'shareNotFound', ctx))
    }
    await db.calendars.update(calendar, {
      data(draft) {
        draft.shares = draft.shares.filter((s) => s.id !== id)
      },
    })
    await durable()
    return response.untyped(noContent())
  }),

  http.get('/api/calendar/settings/', async ({ request, cookies, response }) => {
    const ctx = await calendarAuth(request, cookies)
    if (ctx instanceof Response) return response.untyped(ctx)
    return response(200).json(settingsOf(ctx.viewer.username))
  }),

  http.put('/api/calendar/settings/', async ({ request, cookies, response }) => {
    const ctx = await calendarAuth(request, cookies, true)
    if (ctx instanceof Response) return response.untyped(ctx)
    const body = await request.json()
    const next = { ...settingsOf(ctx.viewer.username), ...body }
    const bad = (field: string) =>
      response.untyped(validationError({ [field]: [calendarText('invalidValue', ctx.auth.lang)] }))
    if (next.week_start !== 0 && next.week_start !== 1) return bad('week_start')
    if (!['month', 'week', 'day', 'agenda'].includes(next.default_view)) return bad('default_view')
    const remind = next.default_remind_minutes
    if (!Number.isInteger(remind) || remind < 0) return bad('default_remind_minutes')
    if (!HHMM.test(next.work_start)) return bad('work_start')
    if (!HHMM.test(next.work_end)) return bad('work_end')
    const hours = validateWorkHours(next.work_start, next.work_end)
    if (hours) return response.untyped(ruleError('work_end', hours, ctx))
    if (typeof next.show_weekends !== 'boolean') return bad('show_weekends')
    if (typeof next.time_zone !== 'string' || !isTimeZone(next.time_zone)) return bad('time_zone')
    const hidden = next.hidden_calendar_ids
    if (!Array.isArray(hidden) || !hidden.every((id) => Number.isInteger(id))) {
      return bad('hidden_calendar_ids')
    }
    const values = {
      week_start: next.week_start,
      default_view: next.default_view,
      default_remind_minutes: remind,
      work_start: next.work_start,
      work_end: next.work_end,
      show_weekends: next.show_weekends,
      time_zone: next.time_zone,
      hidden_calendar_ids: [...new Set(hidden)],
    } satisfies typeof DEFAULT_SETTINGS
    const stored = db.calendarSettings.findFirst((q) => q.where({ owner: ctx.viewer.username }))
    if (stored) {
      await db.calendarSettings.update(stored, {
        data(draft) {
          Object.assign(draft, values)
        },
      })
    } else if (!sameAsDefaults(values)) {
      // Writing back the defaults changes nothing the user can see, so nothing is stored.
      await db.calendarSettings.create({ owner: ctx.viewer.username, ...values })
    }
    await durable()
    return response(200).json(values)
  }),
]
