import { assertEvent, assign, raise, sendTo } from 'xstate'
import { toSessionError } from './session.rules.ts'
import { sessionSetup } from './session.setup.ts'

/**
 * The `screen` region of `signedIn`: the mailbox in use (active), the lock screen (locked) and a
 * shared-mailbox switch (switching, reloading). Timers of the whole session are its siblings.
 */
export const screenState = sessionSetup.createStateConfig({
  initial: 'active',
  states: {
    active: {
      description: 'Entering (login, unlock, activity, switch) restarts both idle clocks.',
      entry: ['resetIdle', raise({ type: 'session.idleReset' })],
      initial: 'watching',
      on: {
        'user.activity': { target: 'active', reenter: true },
        'session.lock': 'locked',
        'session.switchShared': { target: 'switching', actions: 'clearMessages' },
        'session.switchBack': { target: 'switching', actions: 'clearMessages' },
        'session.sharedRefreshed': {
          guard: 'sharedRefreshCurrent',
          actions: assign({ shared: ({ event }) => event.shared }),
          description:
            'The shares and powers as the server has them now (the switcher opening). An answer ' +
            'about the other side of a switch (asked before it) is stale and dropped.',
        },
      },
      states: {
        watching: {
          after: {
            idleTick: [
              {
                // R-SESSION-1
                guard: 'idleLockDue',
                target: '#session.signedIn.screen.locked',
                description: 'The tick that brings idleness to 600 s locks the screen.',
              },
              { target: 'watching', reenter: true, actions: 'countIdle' },
            ],
          },
        },
      },
    },
    // R-LOCK-2 (locked cookie, live channel stopped), R-LOCK-3 (unlock), R-LOCK-4.
    locked: {
      description:
        'The lock screen. The token stays and keeps being refreshed ("the session stays ' +
        'online"), and the idle expiry is paused until the unlock (decisions.md #7). The lock ' +
        'child checks the password. The live channel (and so its heartbeat and reply timers) ' +
        'is closed while here (signedIn.live).',
      entry: 'setLockedCookie',
      invoke: {
        id: 'lock',
        src: 'lock',
        onDone: {
          target: 'active',
          actions: [
            assign({ token: ({ event }) => event.output.token }),
            'clearLockedCookie',
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            raise({ type: 'session.tokenIssued' }),
          ],
          description:
            'Unlocked: new token, lock timer restarted; the live channel reopens if reminding.',
        },
      },
      on: { 'lock.submit': { actions: sendTo('lock', ({ event }) => event) } },
    },
    // R-SESSION-5: switching to a shared mailbox or back; on failure M-ERR-16, then welcome.
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'switchAccount',
        src: 'switchAccount',
        input: ({ event }) => {
          assertEvent(event, ['session.switchShared', 'session.switchBack'])
          return event.type === 'session.switchShared'
            ? { kind: 'shared' as const, shareId: event.shareId }
            : { kind: 'back' as const }
        },
        onDone: {
          target: 'reloading',
          actions: [
            assign({
              token: ({ event }) => event.output.token,
              accountName: ({ event }) => event.output.name,
            }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            raise({ type: 'session.tokenIssued' }),
          ],
        },
        onError: {
          target: 'active',
          actions: [
            assign({ error: ({ event }) => toSessionError(event.error, 'switchFailed') }),
            'navigateToWelcome',
          ],
          description:
            'The old session stays; the message shows and the user still goes to welcome.',
        },
      },
    },
    reloading: {
      tags: ['busy'],
      description: 'Session info of the account switched into.',
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'active',
          actions: [
            { type: 'assignSessionInfo', params: ({ event }) => event.output },
            raise({ type: 'session.tokenIssued' }),
            'navigateToWelcome',
          ],
        },
        onError: {
          target: 'active',
          actions: [
            assign({ error: ({ event }) => toSessionError(event.error, 'switchFailed') }),
            'navigateToWelcome',
          ],
        },
      },
    },
  },
})
