import { and, assign, emit, setup } from 'xstate'
import {
  blankEvent,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../../src/domain/calendar/eventForm.ts'
import { saveFailureOf } from '../settings-resource/index.ts'
import { deleteEvent, saveEvent } from './calendar-event.actors.ts'
import type {
  CalendarEventContext,
  CalendarEventEmitted,
  CalendarEventEvent,
} from './calendar-event.types.ts'

const hasErrors = (errors: EventFormErrors) => Object.values(errors).some(Boolean)

/** The server names `start`/`end`/`repeat`…; the form shows them under its own fields. */
const SERVER_FIELDS_OF: Partial<Record<keyof EventFormValues, string[]>> = {
  calendarId: ['calendar_id'],
  startDate: ['start'],
  startTime: ['start'],
  endDate: ['end'],
  endTime: ['end'],
  count: ['repeat'],
  until: ['repeat'],
  interval: ['repeat'],
  participants: ['participants'],
}

/** Editing a field drops its rule message and the server's words about it. */
function dropped(context: CalendarEventContext, patched: string[]) {
  const errors = { ...context.errors }
  for (const field of patched) delete errors[field as keyof typeof errors]
  if (patched.some((f) => f.startsWith('start') || f.startsWith('end') || f === 'allDay'))
    delete errors.end
  const failure = context.failure
  if (failure?.code !== 'fields') return { errors, failure }
  const rest = { ...failure.fields }
  for (const field of patched) {
    delete rest[field]
    for (const server of SERVER_FIELDS_OF[field as keyof EventFormValues] ?? []) delete rest[server]
  }
  if (Object.keys(rest).length > 0) return { errors, failure: { ...failure, fields: rest } }
  return {
    errors,
    failure: failure.message ? { code: 'refused' as const, message: failure.message } : null,
  }
}

const closedContext = (): CalendarEventContext => {
  const values = blankEvent(new Date(0), new Date(3600_000), false, null)
  return {
    event: null,
    values,
    initial: values,
    errors: {},
    failure: null,
    scope: 'all',
    pending: null,
    origin: 'edit',
  }
}

/**
 * The event editor (issue 14): an opened event shows read-only (`viewing`); where its calendar
 * may be edited it can be edited (`editing`) and saved, or deleted. A change or a delete of one
 * occurrence of a repeating event first asks which occurrences it is about (this one, this and
 * following, all). Dragging or resizing an event on the grid is a save of its new times with
 * the same question. The values are checked by the domain rule before any call; a refusal keeps
 * the editor with what was typed and the server's words.
 */
export const calendarEventMachine = setup({
  types: {
    context: {} as CalendarEventContext,
    events: {} as CalendarEventEvent,
    emitted: {} as CalendarEventEmitted,
    tags: 'busy' as 'busy' | 'open' | 'form',
  },
  actors: { saveEvent, deleteEvent },
  guards: {
    valid: ({ context }) => !hasErrors(validateEventForm(context.values)),
    editable: ({ context }) => context.event?.editable ?? true,
    existing: ({ context }) => context.event !== null,
    repeating: ({ context }) => context.event?.repeating ?? false,
    movedRepeating: ({ event }) => event.type === 'event.move' && event.event.repeating,
    askingSave: ({ context }) => context.pending === 'save',
    fromMove: ({ context }) => context.origin === 'move',
    fromView: ({ context }) => context.origin === 'view',
  },
  actions: {
    setValues: assign(({ context, event }) => {
      if (event.type !== 'event.set') return {}
      return {
        values: { ...context.values, ...event.patch },
        ...dropped(context, Object.keys(event.patch)),
      }
    }),
    showErrors: assign({ errors: ({ context }) => validateEventForm(context.values) }),
    keepFailure: assign({
      failure: ({ event }) => saveFailureOf((event as unknown as { error: unknown }).error),
    }),
    askDelete: assign({ pending: 'delete' as const, failure: null }),
    askSave: assign({ pending: 'save' as const }),
    moveCancelled: emit({ type: 'event.moveCancelled' as const }),
  },
}).createMachine({
  id: 'calendarEvent',
  description: 'The event dialog of /calendar/index: see, edit, save or delete one event.',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      entry: assign(closedContext),
      on: {
        'event.new': {
          target: 'editing',
          actions: assign(({ event }) => ({
            event: null,
            values: event.values,
            initial: event.values,
            origin: 'edit' as const,
          })),
          description: 'A click or a drag on an empty slot: a new event at that time.',
        },
        'event.open': {
          target: 'viewing',
          actions: assign(({ event }) => ({
            event: event.event,
            values: event.values,
            initial: event.values,
            origin: 'view' as const,
          })),
        },
        'event.move': [
          {
            guard: 'movedRepeating',
            target: 'askingScope',
            actions: assign(({ event }) => ({
              event: event.event,
              values: event.values,
              initial: event.initial,
              origin: 'move' as const,
              pending: 'save' as const,
            })),
            description: 'An occurrence dragged to another time: which occurrences move?',
          },
          {
            target: 'saving',
            actions: assign(({ event }) => ({
              event: event.event,
              values: event.values,
              initial: event.initial,
              origin: 'move' as const,
              scope: 'all' as const,
            })),
          },
        ],
      },
    },
    viewing: {
      tags: ['open'],
      description: 'The event read-only; the edit and delete controls only where editable.',
      on: {
        'event.edit': { guard: 'editable', target: 'editing', actions: assign({ origin: 'edit' }) },
        'event.delete': [
          { guard: and(['editable', 'repeating']), target: 'askingScope', actions: 'askDelete' },
          { guard: 'editable', target: 'confirmingDelete', actions: 'askDelete' },
        ],
        'event.close': 'closed',
      },
    },
    editing: {
      tags: ['open', 'form'],
      on: {
        'event.set': { actions: 'setValues' },
        'event.submit': [
          {
            guard: 'valid',
            target: 'routingSave',
            actions: assign({ errors: {}, failure: null }),
          },
          {
            actions: 'showErrors',
            description: "The rule's messages under the fields; no call is made.",
          },
        ],
        'event.delete': [
          { guard: 'repeating', target: 'askingScope', actions: 'askDelete' },
          { guard: 'existing', target: 'confirmingDelete', actions: 'askDelete' },
        ],
        'event.close': 'closed',
      },
    },
    routingSave: {
      tags: ['open', 'form'],
      description: 'A checked change: a repeating event asks which occurrences first.',
      always: [
        { guard: 'repeating', target: 'askingScope', actions: 'askSave' },
        { target: 'saving', actions: assign({ scope: 'all' }) },
      ],
    },
    askingScope: {
      tags: ['open'],
      description:
        'Before saving or deleting an occurrence of a repeating event: this one, this and following, or all.',
      on: {
        'scope.choose': [
          {
            guard: 'askingSave',
            target: 'saving',
            actions: assign(({ event }) => ({ scope: event.scope })),
          },
          { target: 'deleting', actions: assign(({ event }) => ({ scope: event.scope })) },
        ],
        'scope.cancel': [
          {
            guard: 'fromMove',
            target: 'closed',
            actions: 'moveCancelled',
            description: 'The dragged occurrence goes back where it was.',
          },
          { guard: 'askingSave', target: 'editing' },
          { guard: 'fromView', target: 'viewing' },
          { target: 'editing' },
        ],
      },
    },
    confirmingDelete: {
      tags: ['open'],
      description: 'Asks before deleting a single event.',
      on: {
        'delete.confirm': {
          target: 'deleting',
          actions: assign({ scope: 'all', failure: null }),
        },
        'delete.cancel': [{ guard: 'fromView', target: 'viewing' }, { target: 'editing' }],
      },
    },
    saving: {
      tags: ['open', 'form', 'busy'],
      invoke: {
        id: 'saveEvent',
        src: 'saveEvent',
        input: ({ context }) => ({
          event: context.event,
          values: context.values,
          scope: context.scope,
        }),
        onDone: 'saved',
        onError: [
          {
            guard: 'fromMove',
            target: 'closed',
            actions: 'moveCancelled',
            description: "A refused move: the event goes back (the client's toast says why).",
          },
          {
            target: 'editing',
            actions: 'keepFailure',
            description:
              "Refused or failed: the editor stays with the input and the server's words.",
          },
        ],
      },
    },
    saved: {
      description: 'Saved: the page reloads the range; the editor closes.',
      entry: emit({ type: 'event.saved' as const }),
      always: 'closed',
    },
    deleting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'deleteEvent',
        src: 'deleteEvent',
        input: ({ context }) => ({ event: context.event!, scope: context.scope }),
        onDone: { target: 'closed', actions: emit({ type: 'event.deleted' as const }) },
        onError: [
          {
            guard: 'repeating',
            target: 'askingScope',
            actions: 'keepFailure',
            description: 'The question stays, with why it failed; it can be tried again.',
          },
          { target: 'confirmingDelete', actions: 'keepFailure' },
        ],
      },
    },
  },
})
