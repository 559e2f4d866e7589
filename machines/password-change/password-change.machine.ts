import { assertEvent, assign, emit, setup } from 'xstate'
import { changePassword, loadRules } from './password-change.actors.ts'
import type {
  FieldsRejection,
  PasswordChangeContext,
  PasswordChangeEmitted,
  PasswordChangeEvent,
  PasswordChangeFailure,
  PasswordFieldMessages,
} from './password-change.types.ts'

/** The fields the server named with a text; a refusal naming none is a plain failure. */
function fieldsOf(error: unknown): PasswordFieldMessages {
  const fields = (error as Partial<FieldsRejection> | null)?.fields ?? {}
  return Object.fromEntries(
    Object.entries(fields).filter(([, text]) => typeof text === 'string' && text !== ''),
  )
}

function failureOf(error: unknown): PasswordChangeFailure {
  const fields = fieldsOf(error)
  return Object.keys(fields).length > 0 ? { code: 'fields', fields } : { code: 'changeFailed' }
}

/**
 * The forced password change: it blocks the app from the start (no mailbox while the rules load
 * or after they failed) until the server accepts a new password. Emits `password.changed` with
 * the new token (the UI hands it to the session, which clears change_password).
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    emitted: {} as PasswordChangeEmitted,
    tags: 'busy',
  },
  actors: { loadRules, changePassword },
}).createMachine({
  id: 'passwordChange',
  description:
    'Forced password change (shared status change_password): load the rules, then post the ' +
    'change until accepted. Never lets the user past without a changed password.',
  context: { rules: null, failure: null },
  initial: 'loadingRules',
  states: {
    loadingRules: {
      tags: ['busy'],
      invoke: {
        id: 'loadRules',
        src: 'loadRules',
        onDone: { target: 'ready', actions: assign({ rules: ({ event }) => event.output }) },
        onError: {
          target: 'rulesFailed',
          description: 'Without the rules the form cannot check a password: offer a retry.',
        },
      },
    },
    rulesFailed: {
      description:
        'The rules could not be loaded. The dialog still blocks the app (this is not a way ' +
        'past it); retry asks again.',
      on: { 'rules.retry': 'loadingRules' },
    },
    ready: {
      description: 'The form; `failure` holds the outcome of the last attempt.',
      on: {
        'password.submit': { target: 'saving', actions: assign({ failure: null }) },
        'field.edit': {
          actions: assign({
            failure: ({ context, event }) => {
              if (context.failure?.code !== 'fields') return context.failure
              const fields = { ...context.failure.fields }
              delete fields[event.field]
              return Object.keys(fields).length > 0 ? { code: 'fields' as const, fields } : null
            },
          }),
          description: "Editing a field drops the server's message under it.",
        },
      },
    },
    saving: {
      tags: ['busy'],
      description: 'Further submits are ignored until the server answers.',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'password.submit')
          return event.values
        },
        onDone: {
          target: 'changed',
          actions: emit(({ event }) => ({ type: 'password.changed', token: event.output.token })),
        },
        onError: {
          target: 'ready',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
          description: 'What was typed stays in the form; the reason shows.',
        },
      },
    },
    changed: {
      type: 'final',
      description: 'Accepted: the session has the new token and change_password is cleared.',
    },
  },
})
