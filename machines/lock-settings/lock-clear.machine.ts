/**
 * The administrator's "clear a user's lock passwords" form (R-ROLE; openapi clearUserLock):
 *
 *   idle ─clear.submit (blank)→ idle + usernameRequired
 *   idle ─clear.submit→ clearing → idle (cleared = the user) | idle + error code
 */
import { assign, setup } from 'xstate'
import { clearUserLock } from './lock-settings.actors.ts'
import type { LockClearContext, LockClearErrorCode, LockClearEvent } from './lock-settings.types.ts'

const SERVER_CODES: readonly LockClearErrorCode[] = ['unknownUser', 'forbidden']

/** The code an injected actor rejected with; anything else is a failed request. */
function clearErrorCode(error: unknown): LockClearErrorCode {
  const code = error instanceof Error ? error.message : ''
  return SERVER_CODES.find((c) => c === code) ?? 'failed'
}

export const lockClearMachine = setup({
  types: {
    context: {} as LockClearContext,
    events: {} as LockClearEvent,
    tags: {} as 'busy',
  },
  actors: { clearUserLock },
  guards: {
    usernameBlank: ({ event }) => event.username.trim() === '',
  },
}).createMachine({
  id: 'lockClear',
  context: { error: null, cleared: null, pending: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'clear.submit': [
          {
            guard: 'usernameBlank',
            actions: assign({ error: 'usernameRequired', cleared: null }),
          },
          {
            target: 'clearing',
            actions: assign({
              error: null,
              cleared: null,
              pending: ({ event }) => event.username.trim(),
            }),
          },
        ],
      },
    },
    clearing: {
      tags: ['busy'],
      invoke: {
        id: 'clearUserLock',
        src: 'clearUserLock',
        input: ({ context }) => ({ username: context.pending }),
        onDone: { target: 'idle', actions: assign({ cleared: ({ context }) => context.pending }) },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => clearErrorCode(event.error) }),
        },
      },
    },
  },
})
