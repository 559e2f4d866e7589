import { assign, not, setup } from 'xstate'
import { changeClientAuth, copyText, loadClientAuth } from './client-auth.actors.ts'
import type { ClientAuthContext, ClientAuthEvent } from './client-auth.types.ts'

/**
 * The client authorization code: loaded (with a retry when that failed); then turning it on
 * applies at once, while turning it off and regenerating ask first (clients using the old code
 * stop working). A change that answers with a
 * code shows it once, with copy, until "noted". A failed change leaves everything as it was and
 * the question, if one was asked, still open.
 */
export const clientAuthMachine = setup({
  types: {
    context: {} as ClientAuthContext,
    events: {} as ClientAuthEvent,
    tags: 'busy',
  },
  actors: { loadClientAuth, changeClientAuth, copyText },
  guards: {
    enabled: ({ context }) => context.current?.is_enabled === true,
  },
}).createMachine({
  id: 'clientAuth',
  context: { current: null, newCode: null, copied: false, asking: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadClientAuth',
        onDone: { target: 'idle', actions: assign({ current: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    idle: {
      on: {
        enable: {
          target: 'applying',
          guard: not('enabled'),
          actions: assign({ asking: null }),
        },
        'ask.disable': {
          target: 'asking',
          guard: 'enabled',
          actions: assign({ asking: 'disable' }),
        },
        'ask.regenerate': {
          target: 'asking',
          guard: 'enabled',
          actions: assign({ asking: 'regenerate' }),
        },
        copy: { target: 'copying', guard: ({ context }) => context.newCode !== null },
        noted: { actions: assign({ newCode: null, copied: false }) },
      },
    },
    asking: {
      description: 'Turn off or regenerate? The user confirms or cancels.',
      on: {
        confirm: 'applying',
        cancel: { target: 'idle', actions: assign({ asking: null }) },
      },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'change',
        src: 'changeClientAuth',
        input: ({ context }) => ({
          enable: context.asking !== 'disable',
          regenerate: context.asking === 'regenerate',
        }),
        onDone: {
          target: 'idle',
          actions: assign({
            current: ({ event }) => event.output,
            newCode: ({ event }) => event.output.code ?? null,
            copied: false,
            asking: null,
          }),
        },
        onError: [
          { target: 'asking', guard: ({ context }) => context.asking !== null },
          { target: 'idle' },
        ],
      },
    },
    copying: {
      invoke: {
        id: 'copy',
        src: 'copyText',
        input: ({ context }) => ({ text: context.newCode ?? '' }),
        onDone: { target: 'idle', actions: assign({ copied: true }) },
        onError: { target: 'idle', description: 'No clipboard: the code stays selectable.' },
      },
    },
  },
})
