/**
 * The mailbox-move page follows its tasks without a reload (R-STATE "activation and
 * migration status"): while an account is waiting or running it asks for the list again every
 * MAILBOX_MOVE_POLL_MS, doubling the wait after each failed ask (up to MAILBOX_MOVE_POLL_MAX_MS);
 * once nothing is in flight it stops asking. Stopping the actor (leaving the page) drops the ask
 * in flight.
 *
 *   idle ⇄ waiting → fetching → waiting (still in flight, or the ask failed) | idle (settled)
 *   any  → waiting | idle                    list.loaded (the page's own load)
 */
import { assign, setup } from 'xstate'
import { isMoveInFlight, movePollDelayMs } from '../../src/domain/settings/mailboxMove.ts'
import { fetchMailboxMoves } from './mailbox-move.actors.ts'
import type {
  MailboxMoveAccountView,
  MailboxMovePollContext,
  MailboxMovePollEvent,
} from './mailbox-move.types.ts'

export const mailboxMovePollMachine = setup({
  types: {
    context: {} as MailboxMovePollContext,
    events: {} as MailboxMovePollEvent,
    tags: {} as 'following',
  },
  actors: { fetchMailboxMoves },
  delays: { pollDelay: ({ context }) => movePollDelayMs(context.failures) },
  guards: {
    loadedInFlight: ({ event }) => event.type === 'list.loaded' && isMoveInFlight(event.accounts),
  },
  actions: {
    takeLoaded: assign(({ event }) => ({ accounts: event.accounts, failures: 0 })),
  },
}).createMachine({
  id: 'mailboxMovePoll',
  description: 'Follows the mailbox-move tasks in flight by asking for the list again.',
  context: { accounts: null, failures: 0 },
  initial: 'idle',
  on: {
    'list.loaded': [
      { guard: 'loadedInFlight', target: '.waiting', actions: 'takeLoaded' },
      { target: '.idle', actions: 'takeLoaded' },
    ],
  },
  states: {
    idle: { description: 'Nothing waiting or running: no asking.' },
    waiting: {
      tags: ['following'],
      description:
        'A task is in flight: the next ask after the poll delay (longer after failures).',
      after: { pollDelay: 'fetching' },
    },
    fetching: {
      tags: ['following'],
      invoke: {
        src: 'fetchMailboxMoves',
        onDone: [
          {
            guard: ({ event }) => isMoveInFlight(event.output),
            target: 'waiting',
            actions: assign({ accounts: ({ event }) => event.output, failures: 0 }),
          },
          {
            target: 'idle',
            actions: assign({
              accounts: ({ event }): readonly MailboxMoveAccountView[] => event.output,
              failures: 0,
            }),
          },
        ],
        onError: {
          target: 'waiting',
          description: 'The ask failed: the list stays as it was, the next ask waits longer.',
          actions: assign({ failures: ({ context }) => context.failures + 1 }),
        },
      },
    },
  },
})
