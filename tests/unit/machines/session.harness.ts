/**
 * A session actor under test: real machine (and real lock child), fake I/O whose promises the test
 * settles by hand, a "world" the injected actions write to (cookies, live channel), and a
 * simulated clock that only moves when the test says so.
 */
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type Actor,
  type InspectionEvent,
  type NonReducibleUnknown,
} from 'xstate'
import {
  liveChannelMachine,
  type ChannelEvent,
  type LiveTokenOutput,
  type SocketCommand,
  type SocketInput,
} from '../../../machines/live-channel/index.ts'
import { lockMachine, type UnlockInput, type UnlockOutput } from '../../../machines/lock/index.ts'
import {
  sessionMachine,
  type LoginCredentials,
  type LoginResult,
  type SessionEmitted,
  type SessionEvent,
  type SessionInfo,
  type SessionInput,
  type SessionSnapshot,
  type SharedStatus,
  type SwitchAccountInput,
  type SwitchAccountOutput,
  type TokenInput,
  type TokenOutput,
  type TwoFactorInput,
} from '../../../machines/session/index.ts'
import { settle } from '../../support/settle.ts'

interface Call<I, O> {
  input: I
  resolve: (value: O) => void
  reject: (error: unknown) => void
}

/** Calls of one injected actor, in order; the test settles them. */
class Calls<I, O> {
  readonly list: Call<I, O>[] = []

  logic() {
    return fromPromise<O, I>(
      ({ input }) =>
        new Promise<O>((resolve, reject) => this.list.push({ input, resolve, reject })),
    )
  }

  get inputs(): I[] {
    return this.list.map((call) => call.input)
  }

  last(): Call<I, O> {
    const call = this.list.at(-1)
    if (!call) throw new Error('the machine did not call this actor')
    return call
  }
}

export { settle }

export function sharedStatus(overrides: Partial<SharedStatus> = {}): SharedStatus {
  return {
    is_shareduser: false,
    is_active: false,
    change_password: false,
    expired_left: 600,
    lock_left: 600,
    results: [{ share_id: 7, username: 'shared@example.cn', name: '共享邮箱' }],
    ...overrides,
  }
}

export function sessionInfo(
  shared: Partial<SharedStatus> = {},
  remind = false,
  realname = '张三',
): SessionInfo {
  return {
    user: { realname, email: 'zhangsan@example.cn', username: 'zhangsan', name: realname },
    loginAfter: { sw_new_mail_remind: remind },
    shared: sharedStatus(shared),
  }
}

export const credentials: LoginCredentials = {
  username: 'zhangsan@example.cn',
  password: 'Secret#2024',
  loginType: 'email',
}

export class SessionHarness {
  readonly clock = new SimulatedClock()
  readonly login = new Calls<LoginCredentials, LoginResult>()
  readonly verifyTwoFactor = new Calls<TwoFactorInput, TokenOutput>()
  readonly loadSession = new Calls<TokenInput, SessionInfo>()
  readonly refreshToken = new Calls<TokenInput, TokenOutput>()
  readonly logout = new Calls<TokenInput, void>()
  readonly switchAccount = new Calls<SwitchAccountInput, SwitchAccountOutput>()
  readonly unlock = new Calls<UnlockInput, UnlockOutput>()
  readonly liveToken = new Calls<NonReducibleUnknown, LiveTokenOutput>()
  /** `sendBack` of each socket the live channel opened, in order: the test plays the server. */
  readonly sockets: ((event: ChannelEvent) => void)[] = []
  /** What the injected actions did to the outside world. */
  readonly world = {
    tokenCookie: null as string | null,
    lockedCookie: false,
    /** Whether the session runs its live-channel child (see the getter set in the constructor). */
    liveChannel: 'closed' as 'open' | 'closed',
    /** Every hook call in order, e.g. 'storeToken:abc', 'setLockedCookie'. */
    log: [] as string[],
  }
  readonly emitted: SessionEmitted[] = []
  readonly actor: Actor<typeof sessionMachine>

  constructor(input: SessionInput, inspect?: (event: InspectionEvent) => void) {
    this.world.tokenCookie = input.token
    this.world.lockedCookie = input.locked
    const { world } = this
    const note = (entry: string) => world.log.push(entry)
    const machine = sessionMachine.provide({
      actors: {
        login: this.login.logic(),
        verifyTwoFactor: this.verifyTwoFactor.logic(),
        loadSession: this.loadSession.logic(),
        refreshToken: this.refreshToken.logic(),
        logout: this.logout.logic(),
        switchAccount: this.switchAccount.logic(),
        lock: lockMachine.provide({ actors: { unlock: this.unlock.logic() } }),
        // The real live-channel machine with fake I/O: its token calls and sockets are the test's.
        liveChannel: liveChannelMachine.provide({
          actors: {
            getLiveToken: this.liveToken.logic(),
            socket: fromCallback<SocketCommand, SocketInput>(({ input, receive, sendBack }) => {
              note(`socket:open:${input.token}`)
              this.sockets.push(sendBack)
              receive((command) => note(command.type))
              return () => note('socket:close')
            }),
          },
        }),
      },
      actions: {
        storeToken: (_, { token }) => {
          note(`storeToken:${token}`)
          world.tokenCookie = token
        },
        clearSession: () => {
          note('clearSession')
          world.tokenCookie = null
          world.lockedCookie = false
        },
        setLockedCookie: () => {
          note('setLockedCookie')
          world.lockedCookie = true
        },
        clearLockedCookie: () => {
          note('clearLockedCookie')
          world.lockedCookie = false
        },
      },
    })
    this.actor = createActor(machine, { input, clock: this.clock, ...(inspect ? { inspect } : {}) })
    const actor = this.actor
    Object.defineProperty(world, 'liveChannel', {
      get: () => (actor.getSnapshot().children.liveChannel ? 'open' : 'closed'),
    })
    this.actor.on('session.navigate', (event) => this.emitted.push(event))
    this.actor.start()
  }

  get snapshot(): SessionSnapshot {
    return this.actor.getSnapshot()
  }

  get now(): number {
    return this.clock.now()
  }

  send(event: SessionEvent): void {
    this.actor.send(event)
  }

  /**
   * Moves the clock second by second: SimulatedClock fires each due timer once per increment, so
   * one big jump would skip the re-armed 30 s / 60 s ticks.
   */
  advance(ms: number): void {
    const end = this.now + ms
    while (this.now < end) this.clock.increment(Math.min(1000, end - this.now))
  }

  advanceTo(ms: number): void {
    if (ms < this.now) throw new Error(`cannot go back in time: ${ms} < ${this.now}`)
    this.advance(ms - this.now)
  }

  /** Boot with a token, resolve the session load, land in active. */
  static async signedIn(
    info: SessionInfo = sessionInfo(),
    inspect?: (event: InspectionEvent) => void,
  ): Promise<SessionHarness> {
    const harness = new SessionHarness({ token: 'token-boot', locked: false }, inspect)
    harness.loadSession.last().resolve(info)
    await settle()
    return harness
  }

  stop(): void {
    this.actor.stop()
  }
}
