import { assertEvent, assign, setup } from 'xstate'
import { unlock } from './lock.actors.ts'
import type { LockContext, LockEvent, UnlockOutput } from './lock.types.ts'

/**
 * The lock screen's password flow: idle (waiting for the password) → submitting → unlocked (final,
 * output = the new token). The parent (machines/session) does everything that follows an unlock.
 */
export const lockMachine = setup({
  types: {
    context: {} as LockContext,
    events: {} as LockEvent,
    output: {} as UnlockOutput,
    tags: 'busy',
  },
  actors: { unlock },
  guards: {
    /** Whitespace alone counts as empty: the spec only says the password is required. */
    passwordEmpty: ({ event }) => event.password.trim() === '',
  },
}).createMachine({
  id: 'lock',
  description: 'Screen-lock password entry (R-LOCK, M-ERR).',
  context: { error: null, token: null },
  initial: 'idle',
  output: ({ context }) => {
    if (context.token === null) throw new Error('lock machine finished without a token')
    return { token: context.token }
  },
  states: {
    idle: {
      description: 'Waiting for the password; `error` holds the outcome of the last attempt.',
      on: {
        'lock.submit': [
          {
            guard: 'passwordEmpty',
            actions: assign({ error: 'passwordRequired' }),
            description: 'An empty password is refused here, without a call.',
          },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      description: 'Further submits are ignored until the server answers.',
      invoke: {
        id: 'unlock',
        src: 'unlock',
        input: ({ event }) => {
          assertEvent(event, 'lock.submit')
          return { password: event.password }
        },
        onDone: {
          target: 'unlocked',
          actions: assign({ token: ({ event }) => event.output.token }),
        },
        onError: {
          target: 'idle',
          actions: assign({ error: 'wrongPassword' }),
          description: 'A refused password and a failed request read the same to the user.',
        },
      },
    },
    unlocked: { type: 'final' },
  },
})
