/**
 * The calendar screens' calls (issue 14), through the one client. Loads resolve with the data or
 * reject; saves that the screen answers inline use `ownSaveErrors` and reject with a
 * SaveRejection under the form's field names (rejectionOf).
 */
import type { Readable } from 'openapi-typescript-helpers'
import type { components } from '../../api/schema.gen.ts'
import { api } from '../../app/services.ts'
import type { EventScope } from '../../domain/calendar/index.ts'
import type { EventPayload } from '../../domain/calendar/eventForm.ts'
import { onSeriesDays } from '../../domain/calendar/seriesStart.ts'
import { fail, ownSaveErrors, rejectionOf } from '../common/forms/settingsCalls.ts'

type Schemas = components['schemas']
// As the client returns them (tuples widened), like src/api/types.ts.
export type Calendar = Readable<Schemas['Calendar']>
export type CalendarShare = Readable<Schemas['CalendarShare']>
export type CalendarEvent = Readable<Schemas['CalendarEvent']>
export type Invitation = Readable<Schemas['Invitation']>
export type CalendarSettings = Readable<Schemas['CalendarSettings']>

/** The server's event fields under the editor's own names. */
const EVENT_FIELDS = {
  title: 'title',
  start: 'end',
  end: 'end',
  repeat: 'count',
  participants: 'participants',
  calendar_id: 'calendarId',
}

export async function loadCalendars(signal: AbortSignal): Promise<Calendar[]> {
  const { data, error } = await api().GET('/api/calendar/calendars/', { signal })
  return data ?? fail(error)
}

export async function saveCalendar(
  id: number | null,
  body: { name: string; color: string },
): Promise<Calendar> {
  const { data, error } =
    id === null
      ? await api().POST('/api/calendar/calendars/', { body, ...ownSaveErrors })
      : await api().PUT('/api/calendar/calendars/{id}/', {
          params: { path: { id } },
          body,
          ...ownSaveErrors,
        })
  if (data) return data
  throw rejectionOf(error, { name: 'name', color: 'color' })
}

export async function deleteCalendar(id: number): Promise<void> {
  const { error, response } = await api().DELETE('/api/calendar/calendars/{id}/', {
    params: { path: { id } },
  })
  if (!response.ok) fail(error)
}

export async function loadShares(id: number): Promise<CalendarShare[]> {
  const { data, error } = await api().GET('/api/calendar/calendars/{id}/shares/', {
    params: { path: { id } },
  })
  return data ?? fail(error)
}

export async function addShare(
  id: number,
  body: { email: string; permission: 'read' | 'edit' },
): Promise<CalendarShare> {
  const { data, error } = await api().POST('/api/calendar/calendars/{id}/shares/', {
    params: { path: { id } },
    body,
    ...ownSaveErrors,
  })
  if (data) return data
  throw rejectionOf(error, { email: 'email', permission: 'email' })
}

export async function removeShare(id: number): Promise<void> {
  const { error, response } = await api().DELETE('/api/calendar/shares/{id}/', {
    params: { path: { id } },
  })
  if (!response.ok) fail(error)
}

export async function loadEvents(
  range: { start: Date; end: Date },
  calendarIds: number[],
  signal: AbortSignal,
): Promise<CalendarEvent[]> {
  const { data, error } = await api().GET('/api/calendar/events/', {
    params: {
      query: {
        start: range.start.toISOString(),
        end: range.end.toISOString(),
        calendar_ids: calendarIds,
      },
    },
    signal,
  })
  return data ?? fail(error)
}

export interface EventTarget {
  id: number
  occurrence: string | null
}

/**
 * The body for scope=all from an occurrence: the series' own days (domain/calendar/seriesStart),
 * read from the stored series. An exception (no rule of its own) is saved as it is.
 */
async function bodyForAll(target: EventTarget, body: EventPayload, signal?: AbortSignal) {
  const { data, error } = await api().GET('/api/calendar/events/{id}/', {
    params: { path: { id: target.id } },
    signal,
  })
  const series = data ?? fail(error)
  return series.rrule
    ? onSeriesDays(body, target.occurrence!, series.start, series.repeat.byweekday)
    : body
}

export async function saveEvent(
  target: EventTarget | null,
  edited: EventPayload,
  scope: EventScope,
  signal?: AbortSignal,
): Promise<CalendarEvent> {
  const body =
    target?.occurrence && scope === 'all' ? await bodyForAll(target, edited, signal) : edited
  const { data, error } =
    target === null
      ? await api().POST('/api/calendar/events/', { body, signal, ...ownSaveErrors })
      : await api().PUT('/api/calendar/events/{id}/', {
          params: {
            path: { id: target.id },
            query: target.occurrence ? { scope, occurrence: target.occurrence } : {},
          },
          body,
          signal,
          ...ownSaveErrors,
        })
  if (data) return data
  throw rejectionOf(error, EVENT_FIELDS)
}

export async function deleteEvent(
  target: EventTarget,
  scope: EventScope,
  signal?: AbortSignal,
): Promise<void> {
  const { error, response } = await api().DELETE('/api/calendar/events/{id}/', {
    params: {
      path: { id: target.id },
      query: target.occurrence ? { scope, occurrence: target.occurrence } : {},
    },
    signal,
    ...ownSaveErrors,
  })
  if (!response.ok) throw rejectionOf(error, {})
}

export async function loadInvitations(signal: AbortSignal): Promise<Invitation[]> {
  const { data, error } = await api().GET('/api/calendar/invitations/', {
    params: { query: { status: 'all', page: 1, page_size: 100 } },
    signal,
  })
  return data?.results ?? fail(error)
}

export async function answerInvitation(
  id: number,
  status: 'accept' | 'wait' | 'reject',
): Promise<void> {
  const { data, error } = await api().POST('/api/calendar/invitations/{id}/', {
    params: { path: { id } },
    body: { status },
  })
  if (!data) fail(error)
}

export async function loadCalendarSettings(signal: AbortSignal): Promise<CalendarSettings> {
  const { data, error } = await api().GET('/api/calendar/settings/', { signal })
  return data ?? fail(error)
}

export async function saveCalendarSettings(
  body: CalendarSettings,
  signal: AbortSignal,
): Promise<CalendarSettings> {
  const { data, error } = await api().PUT('/api/calendar/settings/', {
    body,
    signal,
    ...ownSaveErrors,
  })
  if (data) return data
  throw rejectionOf(error, {
    work_start: 'work_end',
    work_end: 'work_end',
    week_start: 'week_start',
    default_view: 'default_view',
    default_remind_minutes: 'default_remind_minutes',
    time_zone: 'time_zone',
  })
}

export async function searchPeople(search: string): Promise<Schemas['AutocompleteContact'][]> {
  const { data } = await api().GET('/api/contact/autocomplete/', {
    params: { query: { search } },
  })
  return data ?? []
}

/** An .ics file of a calendar or an event, as text. */
export async function exportIcs(kind: 'calendar' | 'event', id: number): Promise<Blob> {
  const { data, error } =
    kind === 'calendar'
      ? await api().GET('/api/calendar/calendars/{id}/ics/', {
          params: { path: { id } },
          parseAs: 'blob',
        })
      : await api().GET('/api/calendar/events/{id}/ics/', {
          params: { path: { id } },
          parseAs: 'blob',
        })
  return data ?? fail(error)
}

/** Resolves with how many events were created; rejects with the server's text. */
export async function importIcs(id: number, file: File): Promise<number> {
  const { data, error } = await api().POST('/api/calendar/calendars/{id}/ics/', {
    params: { path: { id } },
    body: { file: '' },
    bodySerializer: () => {
      const form = new FormData()
      form.set('file', file, file.name)
      return form
    },
    ...ownSaveErrors,
  })
  if (data) return data.created
  const rejection = rejectionOf(error, { file: 'file' })
  throw rejection instanceof Error
    ? rejection
    : new Error(rejection.fields?.file ?? rejection.message ?? '')
}
