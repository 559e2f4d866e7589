/**
 * The server's occurrences as FullCalendar events: each drawn in its own colour or its
 * calendar's, movable only where the user may edit it, keyed by series and occurrence.
 */
import type { EventInput } from '@fullcalendar/react'
import type { Calendar, CalendarEvent } from './calendarCalls.ts'

export const eventKey = (event: CalendarEvent) => `${event.id}@${event.occurrence ?? ''}`

export const isEditable = (event: CalendarEvent, calendar: Calendar | undefined) =>
  event.editable && calendar !== undefined && calendar.permission !== 'read'

export function toEventInputs(
  events: readonly CalendarEvent[],
  calendars: readonly Calendar[],
  hidden: readonly number[],
): EventInput[] {
  const byId = new Map(calendars.map((calendar) => [calendar.id, calendar]))
  return events
    .filter((event) => byId.has(event.calendar_id) && !hidden.includes(event.calendar_id))
    .map((event) => {
      const calendar = byId.get(event.calendar_id)
      const color = event.color || calendar?.color
      const editable = isEditable(event, calendar)
      return {
        id: eventKey(event),
        title: event.title,
        start: event.start,
        end: event.end,
        allDay: event.is_allday,
        // FullCalendar 7 names them color / contrastColor (v6's backgroundColor is gone).
        color,
        contrastColor: '#ffffff',
        editable,
        classNames: event.my_status === 'start' ? ['calendar-event-unanswered'] : [],
      }
    })
}
