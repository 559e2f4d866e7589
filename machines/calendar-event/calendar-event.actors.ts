/**
 * Contracts of the event editor's calls; the calendar page provides the real ones
 * (src/features/calendar/calendarCalls.ts). saveEvent creates (event null) or updates an event
 * for the chosen scope and rejects with a SaveRejection when the server refused; deleteEvent
 * removes the chosen occurrences.
 */
import { fromPromise } from 'xstate'
import type { DeleteEventInput, SaveEventInput } from './calendar-event.types.ts'

export const saveEvent = fromPromise<unknown, SaveEventInput>(() =>
  Promise.reject(new Error('calendar-event machine: provide the saveEvent actor')),
)

export const deleteEvent = fromPromise<unknown, DeleteEventInput>(() =>
  Promise.reject(new Error('calendar-event machine: provide the deleteEvent actor')),
)
