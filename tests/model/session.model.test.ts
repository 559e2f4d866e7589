/**
 * Model-based test of machines/session. The abstract model (tests/unit/machines/session.model.ts)
 * is traversed with `createTestModel`; each edge is replayed on a real session actor (real lock
 * child, hand-settled I/O fakes, simulated clock), and each model state is checked against the
 * actor and the "world" its injected actions wrote to. The actor's own microsteps are recorded:
 * the last test fails if a state or transition of the real chart was never taken.
 */
import { expect } from 'vitest'
import type { StateValue } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  selectError,
  selectIsLocked,
  selectLockError,
  selectNotice,
  sessionMachine,
  type SessionInput,
} from '../../machines/session/index.ts'
import { describeModel, edgePaths, type Inspect } from './support/index.ts'
import {
  credentials,
  SessionHarness,
  sessionInfo,
  settle,
} from '../unit/machines/session.harness.ts'
import {
  serializeModelState,
  sessionModel,
  type ModelEvent,
  type ModelSnapshot,
} from '../unit/machines/session.model.ts'

const S = 1000
/** Far beyond any path's length: the refresh never interferes unless the model asks for it. */
const EXPIRED_LEFT_FAR = 100_000
/** expired_left 400 → refresh 100 s after the token, well before the 600 s idle lock. */
const EXPIRED_LEFT_SOON = 400
/** The default lock_left: the idle lock (600 s) comes before the expiry could. */
const LOCK_LEFT = 600
/** lock_left 300 → the idle expiry (at 360 s) comes before the idle lock. */
const LOCK_LEFT_SHORT = 300

/** The actor under test plus what the test knows about its clocks. */
class Driver {
  private harness: SessionHarness | undefined

  constructor(private readonly inspect?: Inspect) {}
  /** Last moment the idle clocks restarted (entering active, or signing in). */
  resetAt = 0
  /** Last moment a token was issued; the refresh counts from here. */
  tokenAt = 0
  expiredLeft = EXPIRED_LEFT_FAR

  get h(): SessionHarness {
    if (!this.harness) throw new Error('the actor was not started')
    return this.harness
  }

  boot(input: SessionInput): void {
    this.harness = new SessionHarness(input, this.inspect)
  }

  markReset(): void {
    this.resetAt = this.h.now
  }

  markToken(): void {
    this.tokenAt = this.h.now
  }

  /** Runs a step that must emit exactly one 'go to welcome' signal. */
  async expectWelcome(step: () => Promise<void>): Promise<void> {
    const before = this.h.emitted.length
    await step()
    expect(this.h.emitted.length).toBe(before + 1)
  }

  stop(): void {
    this.harness?.stop()
  }
}

/** The real chart's state value for a model state (the real one has more regions/levels). */
function realValue(expected: ModelSnapshot): StateValue {
  const value = expected.value
  if (typeof value === 'string' || !('signedIn' in value)) return value
  const { screen, tokenRefresh } = value.signedIn as { screen: StateValue; tokenRefresh: string }
  const realScreen =
    screen === 'active' ? { active: 'watching' } : typeof screen === 'string' ? screen : 'locked'
  // The live channel runs exactly while the screen is active and the reminder is on.
  const live = screen === 'active' && expected.context.remind ? 'on' : 'off'
  // The idle expiry is paused while the lock screen shows (decisions.md #7).
  const sessionCheck = screen === 'active' || typeof screen === 'string' ? 'counting' : 'paused'
  return { signedIn: { screen: realScreen, live, sessionCheck, tokenRefresh } }
}

function checkState(d: Driver, expected: ModelSnapshot): void {
  if (expected.matches('init')) return
  const actual = d.h.snapshot
  const { world } = d.h
  expect(actual.value).toEqual(realValue(expected))
  expect(actual.hasTag('busy')).toBe(expected.hasTag('busy'))
  expect(selectError(actual)?.code ?? null).toBe(expected.context.error)
  expect(selectNotice(actual)).toBe(expected.context.notice)
  if (expected.matches('loggedOut') || expected.matches('expired')) {
    expect([actual.context.token, world.tokenCookie, world.lockedCookie]).toEqual([
      null,
      null,
      false,
    ])
    expect(world.liveChannel).toBe('closed')
  }
  if (expected.matches('signedIn')) {
    expect(actual.context.token).not.toBeNull()
    expect(world.tokenCookie).toBe(actual.context.token)
  }
  if (expected.matches({ signedIn: { screen: 'locked' } })) {
    const lock = actual.children.lock?.getSnapshot()
    const lockState = (expected.value as { signedIn: { screen: { locked: string } } }).signedIn
      .screen.locked
    expect(lock?.value).toBe(lockState)
    expect(selectLockError(actual)).toBe(expected.context.lockError)
    expect([world.lockedCookie, world.liveChannel]).toEqual([true, 'closed'])
  }
  if (expected.matches({ signedIn: { screen: 'active' } })) {
    expect(world.lockedCookie).toBe(false)
    expect(world.liveChannel).toBe(expected.context.remind ? 'open' : 'closed')
    expect(actual.children.liveChannel !== undefined).toBe(expected.context.remind)
  }
}

type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => void | Promise<void>

function executors(d: Driver): Record<ModelEvent['type'], Executor> {
  const send = (event: Parameters<SessionHarness['send']>[0]) => () => d.h.send(event)
  const settled = (act: () => void) => async () => {
    act()
    await settle()
  }
  const load = (expiredLeft: number, remind: boolean, lockLeft = LOCK_LEFT) =>
    settled(() => {
      d.h.loadSession
        .last()
        .resolve(sessionInfo({ expired_left: expiredLeft, lock_left: lockLeft }, remind))
      d.expiredLeft = expiredLeft
      d.markToken()
      d.markReset()
    })
  const boot = (input: SessionInput) => () => d.boot(input)
  return {
    'boot.empty': boot({ token: null, locked: false }),
    'boot.staleLock': boot({ token: 'token-boot', locked: true }),
    'boot.token': boot({ token: 'token-boot', locked: false }),
    'boot.lockScreen': boot({ token: 'token-boot', locked: true, onLockScreen: true }),
    'session.login': send({ type: 'session.login', credentials }),
    'session.dismiss': send({ type: 'session.dismiss' }),
    'login.token': settled(() => d.h.login.last().resolve({ kind: 'token', token: 'token-login' })),
    'login.twoFactor': settled(() =>
      d.h.login.last().resolve({ kind: 'twoFactor', ticket: 'tk', methods: ['totp'] }),
    ),
    'login.fail': settled(() =>
      d.h.login.last().reject({ non_field_errors: ['用户名或密码错误'] }),
    ),
    'session.twofactor': send({ type: 'session.twofactor', code: '123456', method: 'totp' }),
    'session.cancel': send({ type: 'session.cancel' }),
    'twoFactor.ok': settled(() => d.h.verifyTwoFactor.last().resolve({ token: 'token-2fa' })),
    'twoFactor.fail': settled(() => d.h.verifyTwoFactor.last().reject(new Error('wrong code'))),
    'load.ok': load(EXPIRED_LEFT_FAR, true),
    'load.refreshSoon': load(EXPIRED_LEFT_SOON, false),
    'load.shortLockLeft': load(EXPIRED_LEFT_FAR, false, LOCK_LEFT_SHORT),
    'load.fail': settled(() => d.h.loadSession.last().reject({ detail: 'Account disabled' })),
    'load.unreachable': settled(() => d.h.loadSession.last().reject({ unreachable: true })),
    'time.loadRetry': () => {
      d.h.advance(2 * S - 1)
      expect(d.h.snapshot.value).toBe('loadRetrying')
      expect(d.h.world.tokenCookie).not.toBeNull()
      d.h.advance(1)
    },
    'session.unauthorized': send({ type: 'session.unauthorized' }),
    'session.logout': send({ type: 'session.logout' }),
    'user.activity': () => {
      d.h.send({ type: 'user.activity' })
      d.markReset()
    },
    'session.lock': send({ type: 'session.lock' }),
    'session.switchShared': send({ type: 'session.switchShared', shareId: 7 }),
    'session.switchBack': send({ type: 'session.switchBack' }),
    'session.tokenChanged': () => {
      d.h.send({ type: 'session.tokenChanged', token: 'token-new-password' })
      expect(d.h.world.tokenCookie).toBe('token-new-password')
      d.markToken()
    },
    'time.idleLock': () => {
      d.h.advanceTo(d.resetAt + 570 * S)
      expect(selectIsLocked(d.h.snapshot)).toBe(false)
      d.h.advanceTo(d.resetAt + 600 * S)
    },
    'time.expire': () => {
      // lock_left 300 s: the 60 s check at 360 s is the first to see idleness beyond it.
      d.h.advanceTo(d.resetAt + 360 * S - 1)
      expect(d.h.snapshot.matches({ signedIn: { screen: 'active' } })).toBe(true)
      d.h.advance(1)
    },
    'time.passes': () => {
      // Far beyond lock_left + 60 s, but short of the next token refresh.
      const refreshDue = d.tokenAt + (d.expiredLeft - 300) * S
      const until = Math.min(refreshDue - 1, d.h.now + 3600 * S)
      expect(until).toBeGreaterThan(d.resetAt + (LOCK_LEFT + 60) * S)
      d.h.advanceTo(until)
    },
    'lock.submit': send({ type: 'lock.submit', password: 'Secret#1' }),
    'lock.submitEmpty': send({ type: 'lock.submit', password: '' }),
    'unlock.ok': settled(() => {
      d.h.unlock.last().resolve({ token: 'token-unlock' })
      d.markToken()
      d.markReset()
    }),
    'unlock.fail': settled(() => d.h.unlock.last().reject(new Error('403'))),
    'switch.ok': settled(() => {
      d.h.switchAccount.last().resolve({ token: 'token-shared', name: '共享邮箱' })
      d.markToken()
    }),
    'switch.fail': () =>
      d.expectWelcome(
        settled(() => {
          d.h.switchAccount.last().reject({ non_field_errors: ['切换失败'] })
          d.markReset()
        }),
      ),
    'reload.ok': ({ state }) =>
      d.expectWelcome(async () => {
        const left = state.context.refreshSoon ? EXPIRED_LEFT_SOON : EXPIRED_LEFT_FAR
        const lockLeft = state.context.shortLockLeft ? LOCK_LEFT_SHORT : LOCK_LEFT
        await load(left, state.context.remind, lockLeft)()
      }),
    'reload.fail': () =>
      d.expectWelcome(
        settled(() => {
          d.h.loadSession.last().reject(new Error('500'))
          d.markReset()
        }),
      ),
    'time.refresh': () => {
      const due = d.tokenAt + (d.expiredLeft - 300) * S
      d.h.advanceTo(due - 1)
      expect(d.h.snapshot.matches({ signedIn: { tokenRefresh: 'waiting' } })).toBe(true)
      d.h.advance(1)
    },
    'refresh.ok': settled(() => {
      d.h.refreshToken.last().resolve({ token: 'token-refreshed' })
      d.expiredLeft = 1800
      d.markToken()
    }),
    'refresh.fail': settled(() => d.h.refreshToken.last().reject(new Error('offline'))),
    'time.retry': () => {
      d.h.advance(60 * S - 1)
      expect(d.h.snapshot.matches({ signedIn: { tokenRefresh: 'retrying' } })).toBe(true)
      d.h.advance(1)
    },
    'logout.ok': settled(() => d.h.logout.last().resolve()),
    'logout.fail': settled(() => d.h.logout.last().reject(new Error('500'))),
    'session.acknowledge': send({ type: 'session.acknowledge' }),
  }
}

const model = createTestModel(sessionModel, {
  serializeState: (s) => serializeModelState(s),
  // The traversal offers every event some active state names; keep only those a guard lets through.
  filterEvents: (s, event) => s.can(event),
})
const paths = edgePaths(model, serializeModelState)

describeModel('session machine (model-based)', {
  chart: sessionMachine,
  model,
  serializeState: serializeModelState,
  start: (inspect) => new Driver(inspect),
  params: (driver) => ({
    states: { '*': (state) => checkState(driver, state) },
    events: executors(driver),
  }),
  stop: (driver) => driver.stop(),
  paths,
  walks: {
    // Issue 12: /setting/param saves apply to the open app without a reload.
    'saved settings: the reminder closes and reopens the live channel, the timeout applies': async (
      inspect,
    ) => {
      const d = new Driver(inspect)
      const run = executors(d)
      const step = {
        event: { type: 'load.ok' },
        state: undefined,
      } as unknown as Parameters<Executor>[0]
      try {
        d.boot({ token: 'token-boot', locked: false })
        await run['load.ok'](step)
        expect(d.h.world.liveChannel).toBe('open')
        d.h.send({
          type: 'session.settingsSaved',
          loginAfter: { sw_new_mail_remind: false, page_limit: 50 },
          lockLeftSeconds: 7200,
        })
        await settle()
        expect(d.h.world.liveChannel).toBe('closed')
        expect(d.h.snapshot.context.loginAfter).toMatchObject({ page_limit: 50 })
        expect(d.h.snapshot.context.lockLeftSeconds).toBe(7200)
        expect(d.h.snapshot.context.shared?.lock_left).toBe(7200)
        d.h.send({ type: 'session.settingsSaved', loginAfter: { sw_new_mail_remind: true } })
        await settle()
        expect(d.h.world.liveChannel).toBe('open')
        d.h.send({ type: 'session.settingsSaved', user: { imgurl: 'data:image/png;base64,AA' } })
        expect(d.h.snapshot.context.user?.imgurl).toBe('data:image/png;base64,AA')
      } finally {
        d.stop()
      }
    },
    // Issue 16: the switcher's refresh replaces the shares; one about the other side is dropped.
    'shared status refreshed: the shares follow the server, a stale answer is dropped': async (
      inspect,
    ) => {
      const d = new Driver(inspect)
      const run = executors(d)
      const step = {
        event: { type: 'load.ok' },
        state: undefined,
      } as unknown as Parameters<Executor>[0]
      try {
        d.boot({ token: 'token-boot', locked: false })
        await run['load.ok'](step)
        const shared = d.h.snapshot.context.shared!
        const granted = {
          share_id: 7,
          username: 'reviewer',
          name: '陈静',
          permission: 'read' as const,
        }
        d.h.send({ type: 'session.sharedRefreshed', shared: { ...shared, results: [granted] } })
        expect(d.h.snapshot.context.shared?.results).toEqual([granted])
        d.h.send({
          type: 'session.sharedRefreshed',
          shared: { ...shared, is_shareduser: !shared.is_shareduser, results: [] },
        })
        expect(d.h.snapshot.context.shared?.results).toEqual([granted])
      } finally {
        d.stop()
      }
    },
  },
})
