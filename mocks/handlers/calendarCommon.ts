import { HttpResponse } from 'msw'
import type { CalendarRuleCode } from '../../src/domain/calendar/index.ts'
import {
  type Access,
  type StoredCalendar,
  type Viewer,
  accessOf,
  userByUsername,
} from '../calendar/store.ts'
import { db } from '../db/index.ts'
import { type AuthContext, checkAuth, detail, validationError } from './http.ts'
import { checkWriteAuth } from './mailCommon.ts'
import { type CalendarTextKey, calendarText, ruleText } from './calendar.texts.ts'

export interface CalendarAuth {
  auth: AuthContext
  /** The person whose calendars these are: the mailbox the session acts on. */
  viewer: Viewer
}

/** checkAuth (reads) or checkWriteAuth (changes: a read-only shared-mailbox session is refused). */
export async function calendarAuth(
  request: Request,
  cookies: Record<string, string>,
  write = false,
): Promise<CalendarAuth | Response> {
  const auth = write ? await checkWriteAuth(request, cookies) : await checkAuth(request, cookies)
  if (auth instanceof Response) return auth
  return { auth, viewer: userByUsername(auth.mailbox) ?? auth.user }
}

export const refuse = (status: number, key: CalendarTextKey, ctx: CalendarAuth) =>
  detail(status, calendarText(key, ctx.auth.lang))

export const ruleError = (
  field: string,
  code: CalendarRuleCode,
  ctx: CalendarAuth,
  email?: string,
) => validationError({ [field]: [ruleText(code, ctx.auth.lang, email)] })

/** 403 with the catalogue's text for a change through a read-only share. */
export const readOnly = (ctx: CalendarAuth) =>
  detail(403, ruleText('readOnlyCalendar', ctx.auth.lang))

export const noContent = () => new HttpResponse(null, { status: 204 })

/** The calendar and the viewer's access to it; a 404 when it is not there for them. */
export function calendarFor(
  id: number,
  ctx: CalendarAuth,
): { calendar: StoredCalendar; access: Access } | Response {
  const calendar = db.calendars.findFirst((q) => q.where({ id }))
  const access = calendar ? accessOf(calendar, ctx.viewer) : null
  if (!calendar || !access) return refuse(404, 'calendarNotFound', ctx)
  return { calendar, access }
}
