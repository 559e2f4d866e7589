/**
 * The abstract model of machines/session for tests/model/session.model.test.ts: the spec's session
 * as a plain statechart whose events are what the outside world does — the user, the server
 * answering an injected actor, the clock reaching a rule's moment. `createTestModel` refuses
 * invocations and delays, so none appear here; the executors in the test make each event happen
 * to the real actor.
 *
 * Guards keep the explored space small without losing a transition of the real chart: the rich
 * combinations (activity, timers, errors) are explored while the token refresh is idle and no
 * error is shown; while a refresh is in flight only the steps that interact with it are offered.
 */
import { and, assign, not, setup, stateIn, type SnapshotFrom } from 'xstate'
import type { LockErrorCode } from '../../../machines/lock/index.ts'
import type { SessionErrorCode, SessionNotice } from '../../../machines/session/index.ts'

export interface ModelContext {
  /** sw_new_mail_remind of the loaded session (load.ok: on; load.refreshSoon: off). */
  remind: boolean
  /** expired_left is short enough that the token refresh comes before the idle lock. */
  refreshSoon: boolean
  /** lock_left is short enough (300 s) that the idle expiry comes before the idle lock. */
  shortLockLeft: boolean
  /** Started on /lockscreen with a locked session. */
  resume: boolean
  error: SessionErrorCode | null
  notice: SessionNotice | null
  lockError: LockErrorCode | null
}

/** What the outside world does: the user, the server answering an actor, the clock. */
export type ModelEvent = {
  type:
    | 'boot.empty'
    | 'boot.staleLock'
    | 'boot.token'
    | 'boot.lockScreen'
    | 'session.login'
    | 'session.dismiss'
    | 'login.token'
    | 'login.twoFactor'
    | 'login.fail'
    | 'session.twofactor'
    | 'session.cancel'
    | 'twoFactor.ok'
    | 'twoFactor.fail'
    | 'load.ok'
    | 'load.refreshSoon'
    | 'load.shortLockLeft'
    | 'load.fail'
    | 'load.unreachable'
    | 'time.loadRetry'
    | 'session.unauthorized'
    | 'session.logout'
    | 'user.activity'
    | 'session.lock'
    | 'session.switchShared'
    | 'session.switchBack'
    | 'session.tokenChanged'
    | 'time.idleLock'
    | 'time.expire'
    | 'time.passes'
    | 'lock.submit'
    | 'lock.submitEmpty'
    | 'unlock.ok'
    | 'unlock.fail'
    | 'switch.ok'
    | 'switch.fail'
    | 'reload.ok'
    | 'reload.fail'
    | 'time.refresh'
    | 'refresh.ok'
    | 'refresh.fail'
    | 'time.retry'
    | 'logout.ok'
    | 'logout.fail'
    | 'session.acknowledge'
}

const REFRESH_IDLE = '#sessionModel.signedIn.tokenRefresh.waiting'

export const sessionModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent, tags: 'busy' },
  actions: {
    forget: assign({
      remind: false,
      refreshSoon: false,
      shortLockLeft: false,
      resume: false,
      lockError: null,
    }),
    clearMessages: assign({ error: null, notice: null }),
  },
  guards: {
    resume: ({ context }) => context.resume,
    refreshSoon: ({ context }) => context.refreshSoon,
    shortLockLeft: ({ context }) => context.shortLockLeft,
    hasError: ({ context }) => context.error !== null,
    noError: ({ context }) => context.error === null,
    /** No refresh in flight and no error showing: explore everything. */
    calm: and([stateIn(REFRESH_IDLE), ({ context }) => context.error === null]),
  },
}).createMachine({
  id: 'sessionModel',
  context: {
    remind: false,
    refreshSoon: false,
    shortLockLeft: false,
    resume: false,
    error: null,
    notice: null,
    lockError: null,
  },
  initial: 'init',
  states: {
    init: {
      description: 'Before start-up; each boot event starts the real actor with other cookies.',
      on: {
        'boot.empty': 'loggedOut',
        'boot.staleLock': 'loggedOut',
        'boot.token': 'loadingSession',
        'boot.lockScreen': { target: 'loadingSession', actions: assign({ resume: true }) },
      },
    },
    loggedOut: {
      entry: 'forget',
      on: {
        'session.login': { target: 'authenticating', actions: 'clearMessages' },
        'session.dismiss': { guard: 'hasError', actions: 'clearMessages' },
      },
    },
    authenticating: {
      tags: ['busy'],
      on: {
        'login.token': 'loadingSession',
        'login.twoFactor': 'twoFactor',
        'login.fail': { target: 'loggedOut', actions: assign({ error: 'loginFailed' }) },
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
          on: {
            'twoFactor.ok': '#sessionModel.loadingSession',
            'twoFactor.fail': {
              target: 'awaitingCode',
              actions: assign({ error: 'twoFactorFailed' }),
            },
          },
        },
      },
    },
    loadingSession: {
      tags: ['busy'],
      on: {
        'load.ok': [
          {
            guard: 'resume',
            target: '#sessionModel.signedIn.screen.locked',
            actions: assign({ remind: true, resume: false }),
          },
          { target: 'signedIn', actions: assign({ remind: true }) },
        ],
        'load.refreshSoon': [
          {
            guard: 'resume',
            target: '#sessionModel.signedIn.screen.locked',
            actions: assign({ refreshSoon: true, resume: false }),
          },
          { target: 'signedIn', actions: assign({ refreshSoon: true }) },
        ],
        'load.shortLockLeft': [
          {
            guard: 'resume',
            target: '#sessionModel.signedIn.screen.locked',
            actions: assign({ shortLockLeft: true, resume: false }),
          },
          { target: 'signedIn', actions: assign({ shortLockLeft: true }) },
        ],
        'load.fail': { target: 'loggedOut', actions: assign({ error: 'sessionLoadFailed' }) },
        'load.unreachable': 'loadRetrying',
        'session.unauthorized': {
          target: 'loggedOut',
          actions: assign({ notice: 'sessionExpired' }),
        },
        'session.logout': 'loggingOut',
      },
    },
    loadRetrying: {
      tags: ['busy'],
      on: {
        'time.loadRetry': 'loadingSession',
        'session.unauthorized': {
          target: 'loggedOut',
          actions: assign({ notice: 'sessionExpired' }),
        },
        'session.logout': 'loggingOut',
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'session.logout': { guard: 'calm', target: 'loggingOut' },
        'session.unauthorized': {
          guard: 'calm',
          target: 'loggedOut',
          actions: assign({ notice: 'sessionExpired' }),
        },
      },
      states: {
        screen: {
          initial: 'active',
          states: {
            active: {
              on: {
                'user.activity': { guard: 'calm', target: 'active' },
                'session.lock': { guard: 'noError', target: 'locked' },
                'time.idleLock': {
                  guard: and(['calm', not('refreshSoon'), not('shortLockLeft')]),
                  target: 'locked',
                },
                // lock_left 300: idle beyond it ends the session before the 600 s lock.
                'time.expire': {
                  guard: and(['calm', not('refreshSoon'), 'shortLockLeft']),
                  target: '#sessionModel.expired',
                },
                'session.switchShared': { target: 'switching', actions: 'clearMessages' },
                'session.switchBack': {
                  guard: 'calm',
                  target: 'switching',
                  actions: 'clearMessages',
                },
                'session.dismiss': { guard: 'hasError', actions: 'clearMessages' },
                // The forced password change returned a new token; nothing visible changes.
                'session.tokenChanged': { guard: 'calm', target: 'active' },
              },
            },
            locked: {
              entry: assign({ lockError: null }),
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'lock.submitEmpty': {
                      guard: 'calm',
                      target: 'idle',
                      actions: assign({ lockError: 'passwordRequired' }),
                    },
                    'lock.submit': { target: 'submitting', actions: assign({ lockError: null }) },
                    // "The session stays online until the password is entered": no expiry.
                    'time.passes': { guard: and(['calm', not('refreshSoon')]), target: 'idle' },
                  },
                },
                submitting: {
                  on: {
                    // A new token also restarts the refresh countdown (and drops a refresh in flight).
                    'unlock.ok': { target: ['#sessionModel.signedIn.screen.active', REFRESH_IDLE] },
                    'unlock.fail': {
                      guard: 'calm',
                      target: 'idle',
                      actions: assign({ lockError: 'wrongPassword' }),
                    },
                  },
                },
              },
            },
            switching: {
              tags: ['busy'],
              on: {
                'switch.ok': { target: ['#sessionModel.signedIn.screen.reloading', REFRESH_IDLE] },
                'switch.fail': {
                  guard: 'calm',
                  target: 'active',
                  actions: assign({ error: 'switchFailed' }),
                },
              },
            },
            reloading: {
              tags: ['busy'],
              on: {
                'reload.ok': 'active',
                'reload.fail': {
                  guard: 'calm',
                  target: 'active',
                  actions: assign({ error: 'switchFailed' }),
                },
              },
            },
          },
        },
        tokenRefresh: {
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                'time.refresh': {
                  guard: and([
                    'refreshSoon',
                    'noError',
                    stateIn('#sessionModel.signedIn.screen.active'),
                  ]),
                  target: 'refreshing',
                },
              },
            },
            refreshing: {
              on: {
                'refresh.ok': { target: 'waiting', actions: assign({ refreshSoon: false }) },
                'refresh.fail': 'retrying',
              },
            },
            retrying: {
              on: { 'time.retry': 'refreshing' },
            },
          },
        },
      },
    },
    loggingOut: { tags: ['busy'], on: { 'logout.ok': 'loggedOut', 'logout.fail': 'loggedOut' } },
    expired: {
      entry: ['forget', assign({ notice: 'loginExpired' })],
      on: { 'session.acknowledge': { target: 'loggedOut', actions: 'clearMessages' } },
    },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof sessionModel>

/** A test state: where the model is plus the flags above; no counters, so the space is finite. */
export const serializeModelState = (s: ModelSnapshot): string =>
  JSON.stringify([s.value, s.context])
