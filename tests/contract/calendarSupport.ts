import { expect } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { absoluteUrl, mockControl } from '../support/server.ts'
import { ZH } from './mailFixtures.ts'

export const DAY = 86_400_000

export interface Ev {
  id: number
  calendar_id: number
  title: string
  start: string
  end: string
  is_allday: boolean
  series_id?: number
  occurrence?: string
  exdates?: string[]
  rrule?: string
  editable: boolean
  invitation_of?: number
  my_status?: string
  participants: { email: string; name: string; status: string }[]
}

/** A JSON or multipart call with the JWT, the language cookie and query parameters. */
export function call(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  lang = ZH,
  query: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(absoluteUrl(path))
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  const headers = new Headers(lang.headers)
  headers.set('Authorization', `JWT ${token}`)
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json')
    payload = JSON.stringify(body)
  }
  return fetch(url, { method, headers, body: payload })
}

export async function events(
  token: string,
  start: string,
  end: string,
  calendarIds: number[] = [],
): Promise<Ev[]> {
  const url = new URL(absoluteUrl('/api/calendar/events/'))
  url.searchParams.set('start', start)
  url.searchParams.set('end', end)
  for (const id of calendarIds) url.searchParams.append('calendar_ids', String(id))
  const response = await fetch(url, { headers: { Authorization: `JWT ${token}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as Ev[]
}

/** Mondays and Wednesdays 09:00–10:00 from Monday 2026-11-23, six times. */
export const weeklyBody = (calendarId: number) => ({
  calendar_id: calendarId,
  title: '周例会',
  start: '2026-11-23T09:00:00+08:00',
  end: '2026-11-23T10:00:00+08:00',
  is_allday: false,
  repeat: { freq: 'weekly' as const, byweekday: [1, 3], count: 6 },
})

export function ownerOf(calendarId: number) {
  const owner = db.calendars.findFirst((q) => q.where({ id: calendarId }))!.owner
  return db.users.findFirst((q) => q.where({ username: owner }))!
}

/** [from, to] as ISO instants, days around the mock's clock. */
export function rangeAround(daysBefore: number, daysAfter: number): [string, string] {
  const now = mockControl.now()
  return [
    new Date(now + daysBefore * DAY).toISOString(),
    new Date(now + daysAfter * DAY).toISOString(),
  ]
}
