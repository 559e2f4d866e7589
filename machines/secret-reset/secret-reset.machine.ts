import { assertEvent, assign, setup } from 'xstate'
import { loadQuestions, resetPassword } from './secret-reset.actors.ts'
import type {
  ResetFailure,
  ResetRejection,
  SecretResetContext,
  SecretResetEvent,
} from './secret-reset.types.ts'

function failureOf(error: unknown): ResetFailure {
  const rejection = error as Partial<ResetRejection> | null
  if (!rejection || error instanceof Error || typeof rejection.fields !== 'object') {
    return { code: 'failed' }
  }
  return { code: 'refused', fields: rejection.fields ?? {}, message: rejection.message ?? null }
}

/**
 * Forgot password: the account, then its security questions with the answers and a new password
 * (the account's rules), then done (the user signs in with the new password). No token anywhere.
 */
export const secretResetMachine = setup({
  types: {
    context: {} as SecretResetContext,
    events: {} as SecretResetEvent,
    tags: 'busy',
  },
  actors: { loadQuestions, resetPassword },
}).createMachine({
  id: 'secretReset',
  description:
    'Password reset by security questions: account → questions → answers and new password → done.',
  context: { account: '', questions: [], rules: null, failure: null, doneMessage: null },
  initial: 'account',
  on: {
    'field.edit': {
      description: "Editing a field drops the server's text under it, and a general refusal.",
      actions: assign({
        failure: ({ context, event }) => {
          if (context.failure?.code !== 'refused') return null
          const fields = { ...context.failure.fields }
          delete fields[event.field]
          return Object.keys(fields).length > 0
            ? { ...context.failure, fields, message: null }
            : null
        },
      }),
    },
  },
  states: {
    account: {
      description: 'Which account forgot its password; `failure` says why the last one could not.',
      on: {
        'account.submit': {
          target: 'loadingQuestions',
          actions: assign({ account: ({ event }) => event.account.trim(), failure: null }),
        },
      },
    },
    loadingQuestions: {
      tags: ['busy'],
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ account: context.account }),
        onDone: {
          target: 'answering',
          actions: assign({
            questions: ({ event }) => event.output.questions,
            rules: ({ event }) => event.output.rules,
          }),
        },
        onError: {
          target: 'account',
          description: 'Unknown account or no questions set: the same text for both.',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    answering: {
      description: 'The questions with an answer each, the new password and its confirmation.',
      on: {
        'reset.submit': { target: 'resetting', actions: assign({ failure: null }) },
        'account.change': {
          target: 'account',
          description: 'Back to the account: another account has other questions.',
          actions: assign({ questions: [], rules: null, failure: null }),
        },
      },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'reset.submit')
          return { account: context.account, ...event.values }
        },
        onDone: {
          target: 'done',
          actions: assign({ doneMessage: ({ event }) => event.output.message }),
        },
        onError: {
          target: 'answering',
          description: 'Wrong answers (never which) or a refused password: what was typed stays.',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    done: {
      type: 'final',
      description: 'The password is reset; the user signs in with the new one.',
    },
  },
})
