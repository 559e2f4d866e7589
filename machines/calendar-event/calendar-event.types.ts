/**
 * Types of the event editor's chart (issue 14). The values and their rule live in
 * src/domain/calendar/eventForm.ts; the page turns an opened event into values.
 */
import type { EventFormErrors, EventFormValues } from '../../src/domain/calendar/eventForm.ts'
import type { SaveFailure } from '../settings-resource/index.ts'

/** Which occurrences of a repeating event a change or a delete applies to. */
export type EventScope = 'this' | 'following' | 'all'

/** The event an editor opened: which series, which occurrence, what the user may do. */
export interface OpenedEvent {
  id: number
  /** Start of the opened occurrence (ISO); null for a single event. */
  occurrence: string | null
  repeating: boolean
  editable: boolean
  title: string
}

export interface CalendarEventContext {
  event: OpenedEvent | null
  values: EventFormValues
  /** The values the editor opened with: anything else is unsaved. */
  initial: EventFormValues
  errors: EventFormErrors
  failure: SaveFailure | null
  /** The answer to "this one / this and following / all" for the change in flight. */
  scope: EventScope
  /** What the scope question is about. */
  pending: 'save' | 'delete' | null
  /** Where the editor came from: cancelling a question goes back there. */
  origin: 'view' | 'edit' | 'move'
}

export interface SaveEventInput {
  /** null: a new event. */
  event: OpenedEvent | null
  values: EventFormValues
  scope: EventScope
}

export interface DeleteEventInput {
  event: OpenedEvent
  scope: EventScope
}

export type CalendarEventEvent =
  | { type: 'event.new'; values: EventFormValues }
  | { type: 'event.open'; event: OpenedEvent; values: EventFormValues }
  | {
      type: 'event.move'
      event: OpenedEvent
      values: EventFormValues
      initial: EventFormValues
    }
  | { type: 'event.edit' }
  | { type: 'event.set'; patch: Partial<EventFormValues> }
  | { type: 'event.submit' }
  | { type: 'event.delete' }
  | { type: 'scope.choose'; scope: EventScope }
  | { type: 'scope.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'event.close' }

export type CalendarEventEmitted =
  { type: 'event.saved' } | { type: 'event.deleted' } | { type: 'event.moveCancelled' }
