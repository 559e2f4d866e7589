import { assertEvent, assign, not, raise } from 'xstate'
import {
  TOKEN_EXPIRY_RESET_SECONDS,
  toSessionError,
  tokenOf,
  twoFactorOf,
} from './session.rules.ts'
import { screenState } from './session.screen.ts'
import { initialContext, sessionSetup } from './session.setup.ts'

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  description:
    'Login, the signed-in session with its idle lock, idle expiry and token refresh, the screen ' +
    'lock, logout and shared-mailbox switches (R-LOCK, M-ERR, C-LIMIT).',
  context: ({ input }) => initialContext(input),
  initial: 'booting',
  on: { 'session.dismiss': { actions: 'clearMessages' } },
  states: {
    booting: {
      description: 'Decides from the start-up cookies where the session begins.',
      always: [
        {
          guard: 'staleLock',
          target: 'loggedOut',
          description: 'Token and locked cookie: the session data is cleared, the user logs in.',
        },
        { guard: 'hasToken', target: 'loadingSession' },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {
      description: 'No session. Entry makes sure no token or locked flag is left behind.',
      entry: ['clearSession', 'forgetSession'],
      on: { 'session.login': { target: 'authenticating', actions: 'clearMessages' } },
    },
    authenticating: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login')
          return event.credentials
        },
        onDone: [
          {
            guard: { type: 'needsTwoFactor', params: ({ event }) => event.output },
            target: 'twoFactor',
            actions: assign({ twoFactor: ({ event }) => twoFactorOf(event.output) }),
            description: 'The account needs a second factor before a token is issued.',
          },
          {
            target: 'loadingSession',
            actions: [
              assign({ token: ({ event }) => tokenOf(event.output) }),
              {
                type: 'storeToken',
                params: ({ event }) => ({ token: tokenOf(event.output) ?? '' }),
              },
            ],
          },
        ],
        onError: {
          target: 'loggedOut',
          actions: assign({ error: ({ event }) => toSessionError(event.error, 'loginFailed') }),
        },
      },
    },
    twoFactor: {
      initial: 'awaitingCode',
      on: { 'session.cancel': 'loggedOut' },
      states: {
        awaitingCode: {
          on: { 'session.twofactor': { target: 'verifying', actions: 'clearMessages' } },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyTwoFactor',
            src: 'verifyTwoFactor',
            input: ({ context, event }) => {
              assertEvent(event, 'session.twofactor')
              return {
                ticket: context.twoFactor?.ticket ?? '',
                code: event.code,
                method: event.method,
              }
            },
            onDone: {
              target: '#session.loadingSession',
              actions: [
                assign({ token: ({ event }) => event.output.token, twoFactor: null }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
              ],
            },
            onError: {
              target: 'awaitingCode',
              actions: assign({
                error: ({ event }) => toSessionError(event.error, 'twoFactorFailed'),
              }),
              description: 'A wrong code can be entered again with the same ticket.',
            },
          },
        },
      },
    },
    loadingSession: {
      tags: ['busy'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: 'resumeLocked',
            target: '#session.signedIn.screen.locked',
            actions: [{ type: 'assignSessionInfo', params: ({ event }) => event.output }],
            description: 'Reloaded on /lockscreen: the session resumes locked (decisions.md #3).',
          },
          {
            target: 'signedIn',
            actions: [{ type: 'assignSessionInfo', params: ({ event }) => event.output }],
          },
        ],
        onError: [
          {
            guard: 'unreachable',
            target: 'loadRetrying',
            description:
              'The server could not be reached (network, page unload, 5xx): keep the token and try again.',
          },
          {
            target: 'loggedOut',
            actions: assign({
              error: ({ event }) => toSessionError(event.error, 'sessionLoadFailed'),
            }),
          },
        ],
      },
      on: {
        'session.logout': 'loggingOut',
        'session.unauthorized': {
          target: 'loggedOut',
          actions: assign({ notice: 'sessionExpired' }),
        },
      },
    },
    loadRetrying: {
      tags: ['busy'],
      description:
        "Session info could not be fetched for a reason that is not the session's fault; a reload or a blip must not sign the user out.",
      after: { loadRetry: 'loadingSession' },
      on: {
        'session.logout': 'loggingOut',
        'session.unauthorized': {
          target: 'loggedOut',
          actions: assign({ notice: 'sessionExpired' }),
        },
      },
    },
    signedIn: {
      type: 'parallel',
      description: 'A token is held. Leaving (logout, 401, expiry) stops the live channel.',
      on: {
        'session.logout': 'loggingOut',
        'session.unauthorized': {
          target: 'loggedOut',
          actions: assign({ notice: 'sessionExpired' }),
          description: 'The client saw a 401: token and session data go, the expiry box shows.',
        },
        'session.tokenChanged': {
          actions: [
            assign({
              token: ({ event }) => event.token,
              shared: ({ context }) =>
                context.shared && { ...context.shared, change_password: false },
            }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            raise({ type: 'session.tokenIssued' }),
          ],
          description:
            'The password was changed: the server issued a new token and the forced dialog is done.',
        },
        'session.settingsSaved': {
          actions: assign(({ context, event }) => ({
            user: context.user && event.user ? { ...context.user, ...event.user } : context.user,
            loginAfter:
              context.loginAfter && event.loginAfter
                ? { ...context.loginAfter, ...event.loginAfter }
                : context.loginAfter,
            shared:
              context.shared && event.lockLeftSeconds !== undefined
                ? { ...context.shared, lock_left: event.lockLeftSeconds }
                : context.shared,
            lockLeftSeconds: event.lockLeftSeconds ?? context.lockLeftSeconds,
          })),
          description:
            'Saved settings apply to the open app: the live region follows the reminder, the ' +
            'session check the new timeout (issue 12).',
        },
      },
      states: {
        screen: screenState,
        // R-LIVE: the channel runs while reminding and active (R-LOCK-2 locking stops it).
        live: {
          description:
            'The live channel (child `liveChannel`, with its ping and reply timers) runs while ' +
            'the new-mail reminder is on and the screen is active: locking or a shared-mailbox ' +
            'switch closes it; unlocking or the switched-into session reopens it if reminding.',
          initial: 'off',
          states: {
            off: { always: { guard: 'liveChannelWanted', target: 'on' } },
            on: {
              invoke: { id: 'liveChannel', src: 'liveChannel' },
              always: { guard: not('liveChannelWanted'), target: 'off' },
            },
          },
        },
        // R-LOCK-4: the lock screen pauses the idle expiry (decisions.md #7).
        sessionCheck: {
          description:
            'Every 60 s while the screen is not locked: idle beyond lock_left ends the session. ' +
            'The lock screen pauses it: "the session stays online until the password is ' +
            'entered" (decisions.md #7).',
          initial: 'counting',
          states: {
            counting: {
              always: {
                guard: 'screenLocked',
                target: 'paused',
                description: 'Locked (idle lock, lock button, resumed on /lockscreen).',
              },
              on: {
                // On the child, not the region: re-entering a region would re-enter signedIn.
                'session.idleReset': {
                  target: 'counting',
                  reenter: true,
                  actions: 'resetCheckIdle',
                },
              },
              after: {
                sessionCheck: [
                  { guard: 'beyondLockLeft', target: '#session.expired' },
                  { target: 'counting', reenter: true, actions: 'countCheckIdle' },
                ],
              },
            },
            paused: {
              description:
                'The lock screen shows: no idle expiry, however long it stays. The token is ' +
                'still refreshed (tokenRefresh); logout and a 401 still end the session.',
              always: {
                guard: not('screenLocked'),
                target: 'counting',
                actions: 'resetCheckIdle',
                description: 'Unlocked: idleness counts again from the unlock.',
              },
            },
          },
        },
        tokenRefresh: {
          // R-SESSION-3
          description: 'Refreshes the token expired_left − 300 s after it was issued.',
          initial: 'waiting',
          states: {
            waiting: {
              after: { tokenRefresh: 'refreshing' },
              on: {
                'session.tokenIssued': {
                  target: 'waiting',
                  reenter: true,
                  description: 'A new token (unlock, switch) restarts the countdown.',
                },
              },
            },
            refreshing: {
              on: {
                'session.tokenIssued': {
                  target: 'waiting',
                  description:
                    'A newer token came meanwhile: the refresh of the old one is dropped.',
                },
              },
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: {
                  target: 'waiting',
                  actions: [
                    assign({
                      token: ({ event }) => event.output.token,
                      expiredLeftSeconds: TOKEN_EXPIRY_RESET_SECONDS,
                    }),
                    { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                  ],
                },
                onError: 'retrying',
              },
            },
            retrying: {
              description: 'The old token is kept; the refresh is tried again shortly.',
              after: { tokenRefreshRetry: 'refreshing' },
              on: { 'session.tokenIssued': 'waiting' },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: 'loggedOut',
        onError: {
          target: 'loggedOut',
          description: 'A failed logout call still ends the session.',
        },
      },
    },
    // R-SESSION-2: idle beyond lock_left → token removed, M-ERR-20, then /login.
    expired: {
      description:
        'Idle beyond lock_left: token removed, the login-expired alert shows until acknowledged.',
      entry: ['clearSession', 'forgetSession', assign({ notice: 'loginExpired' })],
      on: { 'session.acknowledge': { target: 'loggedOut', actions: 'clearMessages' } },
    },
  },
})
