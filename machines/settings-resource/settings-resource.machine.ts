import { assign, emit, setup } from 'xstate'
import { load, save } from './settings-resource.actors.ts'
import type {
  FieldMessages,
  SaveFailure,
  SaveRejection,
  SettingsResourceContext,
  SettingsResourceEmitted,
  SettingsResourceEvent,
} from './settings-resource.types.ts'

/** The fields the server named with a text; the rest are not messages. */
function fieldsOf(rejection: SaveRejection | null): FieldMessages {
  return Object.fromEntries(
    Object.entries(rejection?.fields ?? {}).filter(
      ([, text]) => typeof text === 'string' && text !== '',
    ),
  )
}

/** A save's rejection as a code: field texts, a general text, or a plain failure. */
export function saveFailureOf(error: unknown): SaveFailure {
  // An Error is a failure of the call (network, abort), not the server's words.
  if (error instanceof Error) return { code: 'failed' }
  const rejection = typeof error === 'object' && error !== null ? (error as SaveRejection) : null
  if (rejection?.told === true) return { code: 'told' }
  const fields = fieldsOf(rejection)
  const message = typeof rejection?.message === 'string' && rejection.message !== ''
  if (Object.keys(fields).length > 0) {
    return { code: 'fields', fields, message: message ? (rejection!.message as string) : null }
  }
  return message ? { code: 'refused', message: rejection!.message as string } : { code: 'failed' }
}

/**
 * One settings page's server data and its save (docs/forms.md): the first load (a failure offers
 * a retry and never an empty form), a refresh that keeps the data on screen, and one save call
 * whose refusal keeps the data (the form keeps what was typed) and names the fields; a
 * successful save takes the server's answer and refreshes. Stopping the actor (leaving the page)
 * aborts whatever call is in flight.
 */
export const settingsResourceMachine = setup({
  types: {
    context: {} as SettingsResourceContext,
    events: {} as SettingsResourceEvent,
    emitted: {} as SettingsResourceEmitted,
    tags: 'busy',
  },
  actors: { load, save },
  actions: {
    dropFieldMessage: assign({
      saved: false,
      failure: ({ context, event }) => {
        if (event.type !== 'resource.edit' || context.failure?.code !== 'fields') {
          return context.failure
        }
        const fields = { ...context.failure.fields }
        delete fields[event.field]
        if (Object.keys(fields).length > 0) return { ...context.failure, fields }
        const message = context.failure.message
        return message ? { code: 'refused' as const, message } : null
      },
    }),
  },
}).createMachine({
  id: 'settingsResource',
  description: "A settings page's data: load, refresh, save; the form's values live in the page.",
  context: { data: null, failure: null, saved: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          description: 'Nothing to show: the page says so and offers a retry.',
        },
      },
      on: {
        'resource.refresh': {
          target: 'loading',
          reenter: true,
          description:
            'What to load changed while loading (another range of a calendar): the load starts again, the first is cancelled.',
        },
      },
    },
    loadFailed: {
      description: 'The first load failed. No form is shown, so nothing can overwrite the server.',
      on: { 'resource.retry': 'loading' },
    },
    ready: {
      description: 'The data is shown and the form can be edited and saved.',
      on: {
        'resource.refresh': 'refreshing',
        'resource.save': { target: 'saving', actions: assign({ failure: null, saved: false }) },
        'resource.edit': {
          actions: 'dropFieldMessage',
          description: "Editing drops the field's server message and the saved notice.",
        },
      },
    },
    refreshing: {
      tags: ['busy'],
      description: 'Reloading with the last data still on screen (after a save, or asked for).',
      invoke: {
        id: 'refresh',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          description: 'A failed refresh keeps the last good data; the client already said why.',
        },
      },
      on: {
        'resource.refresh': {
          target: 'refreshing',
          reenter: true,
          description:
            'Asked again while reloading: the reload starts again and the one in flight is cancelled, so the answer shown is the one to the latest ask (a calendar moved to another range twice).',
        },
        'resource.save': {
          target: 'saving',
          actions: assign({ failure: null, saved: false }),
          description: 'Saving wins over a refresh in flight (which is cancelled).',
        },
        'resource.edit': { actions: 'dropFieldMessage' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => ({
          values: event.type === 'resource.save' ? event.values : undefined,
        }),
        onDone: {
          target: 'refreshing',
          actions: [
            assign({
              saved: true,
              data: ({ context, event }) =>
                event.output === undefined ? context.data : event.output,
            }),
            emit(({ event }) => ({ type: 'resource.saved' as const, data: event.output })),
          ],
          description: "Saved: the server's answer is shown at once, then the page refreshes.",
        },
        onError: {
          target: 'ready',
          actions: assign({ failure: ({ event }) => saveFailureOf(event.error) }),
          description:
            'Refused or failed: the data stays, the page shows why, the form keeps its input.',
        },
      },
    },
  },
})
