/**
 * The session machine's setup: types, actor contracts, named actions, guards and delays. The
 * statechart itself is in session.machine.ts (root) and session.screen.ts (the signed-in screen).
 */
import { and, assign, emit, setup, stateIn } from 'xstate'
import { liveChannelMachine } from '../live-channel/live-channel.machine.ts'
import { lockMachine } from '../lock/lock.machine.ts'
import {
  login,
  loadSession,
  logout,
  refreshToken,
  switchAccount,
  verifyTwoFactor,
} from './session.actors.ts'
import {
  beyondLockLeft,
  expiredLeftOf,
  IDLE_TICK_SECONDS,
  idleLockDue,
  isUnreachable,
  SESSION_LOAD_RETRY_SECONDS,
  lockLeftOf,
  SESSION_CHECK_SECONDS,
  TOKEN_REFRESH_RETRY_SECONDS,
  tokenRefreshDelayMs,
} from './session.rules.ts'
import type {
  LoginResult,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInfo,
  SessionInput,
} from './session.types.ts'

/** Side effects the UI provides; the defaults do nothing so a test provides only what it checks. */
const hook = () => {}

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    tags: 'busy',
    children: {} as {
      login: 'login'
      verifyTwoFactor: 'verifyTwoFactor'
      loadSession: 'loadSession'
      refreshToken: 'refreshToken'
      logout: 'logout'
      switchAccount: 'switchAccount'
      lock: 'lock'
      liveChannel: 'liveChannel'
    },
  },
  actors: {
    login,
    verifyTwoFactor,
    loadSession,
    refreshToken,
    logout,
    switchAccount,
    lock: lockMachine,
    liveChannel: liveChannelMachine,
  },
  actions: {
    /** Token cookie, 1 day. */
    storeToken: (_, _params: { token: string }) => hook(),
    /** Remove the token and locked cookies and any stored session data. */
    clearSession: hook,
    setLockedCookie: hook,
    clearLockedCookie: hook,
    forgetSession: assign({
      token: null,
      user: null,
      loginAfter: null,
      shared: null,
      accountName: null,
      twoFactor: null,
      lockedAtBoot: false,
      resumeLocked: false,
      idleSeconds: 0,
      checkIdleSeconds: 0,
      lockLeftSeconds: lockLeftOf(null),
      expiredLeftSeconds: expiredLeftOf(null),
    }),
    assignSessionInfo: assign((_, info: SessionInfo) => ({
      user: info.user,
      loginAfter: info.loginAfter,
      shared: info.shared,
      lockLeftSeconds: lockLeftOf(info.shared),
      expiredLeftSeconds: expiredLeftOf(info.shared),
      resumeLocked: false,
    })),
    clearMessages: assign({ error: null, notice: null }),
    resetIdle: assign({ idleSeconds: 0 }),
    countIdle: assign({ idleSeconds: ({ context }) => context.idleSeconds + IDLE_TICK_SECONDS }),
    resetCheckIdle: assign({ checkIdleSeconds: 0 }),
    countCheckIdle: assign({
      checkIdleSeconds: ({ context }) => context.checkIdleSeconds + SESSION_CHECK_SECONDS,
    }),
    navigateToWelcome: emit({ type: 'session.navigate', to: 'welcome' } as const),
  },
  guards: {
    needsTwoFactor: (_, result: LoginResult) => result.kind === 'twoFactor',
    /** A locked session found at start-up anywhere but on /lockscreen is dropped. */
    staleLock: ({ context }) =>
      context.token !== null && context.lockedAtBoot && !context.resumeLocked,
    hasToken: ({ context }) => context.token !== null,
    resumeLocked: ({ context }) => context.resumeLocked,
    newMailRemindOn: ({ context }) => context.loginAfter?.sw_new_mail_remind === true,
    /** The live channel runs while reminding and the screen is in use (not locked or switching). */
    liveChannelWanted: and(['newMailRemindOn', stateIn('#session.signedIn.screen.active')]),
    screenLocked: stateIn('#session.signedIn.screen.locked'),
    idleLockDue: ({ context }) => idleLockDue(context.idleSeconds),
    /** A refreshed shared status is about the mailbox in use (not asked before a switch). */
    sharedRefreshCurrent: ({ context, event }) =>
      event.type === 'session.sharedRefreshed' &&
      event.shared.is_shareduser === (context.shared?.is_shareduser ?? false),
    /** The load failed without the server refusing the session (see `isUnreachable`). */
    unreachable: ({ event }) => isUnreachable((event as { error?: unknown }).error),
    beyondLockLeft: ({ context }) =>
      beyondLockLeft(context.checkIdleSeconds, context.lockLeftSeconds),
  },
  delays: {
    idleTick: IDLE_TICK_SECONDS * 1000,
    sessionCheck: SESSION_CHECK_SECONDS * 1000,
    tokenRefresh: ({ context }) => tokenRefreshDelayMs(context.expiredLeftSeconds),
    tokenRefreshRetry: TOKEN_REFRESH_RETRY_SECONDS * 1000,
    loadRetry: SESSION_LOAD_RETRY_SECONDS * 1000,
  },
})

export function initialContext(input: SessionInput): SessionContext {
  return {
    token: input.token,
    user: null,
    loginAfter: null,
    shared: null,
    accountName: null,
    twoFactor: null,
    lockedAtBoot: input.locked,
    resumeLocked: input.token !== null && input.locked && input.onLockScreen === true,
    error: null,
    notice: null,
    idleSeconds: 0,
    checkIdleSeconds: 0,
    lockLeftSeconds: lockLeftOf(null),
    expiredLeftSeconds: expiredLeftOf(null),
  }
}
