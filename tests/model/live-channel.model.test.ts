/**
 * Model-based test of machines/live-channel (R-LIVE-1 reconnect, R-LIVE-2 ping, R-LIVE-4 token
 * first; R-SESSION, R-CALL, C-LIMIT): every
 * state and transition of the chart is driven on a real actor with fake I/O (a hand-settled
 * token call, a fake socket the test plays the server through) on a simulated clock, so the
 * 60 s ping, the 60 s reply timeout, the 2 s reconnect, the 1 s retry of an attempt that could
 * not connect (issue 11 §4: back within 2 s of the server) and the 30 s retry are checked to the
 * millisecond.
 */
import { expect, it } from 'vitest'
import {
  assign,
  createActor,
  fromCallback,
  setup,
  SimulatedClock,
  type Actor,
  type SnapshotFrom,
} from 'xstate'
import { createTestModel } from 'xstate/graph'
import { describeModel, settle, type Inspect, pendingActor, type Pending } from './support/index.ts'
import {
  HEARTBEAT_SECONDS,
  HEARTBEAT_TIMEOUT_SECONDS,
  liveChannelMachine,
  RECONNECT_RETRY_SECONDS,
  RECONNECT_SECONDS,
  SERVER_ERROR_RETRY_SECONDS,
  selectIsConnected,
  selectIsWaiting,
  type ChannelEvent,
  type LiveNewMail,
  type LiveTokenOutput,
  type SocketCommand,
  type SocketInput,
} from '../../machines/live-channel/index.ts'

type Snapshot = SnapshotFrom<typeof liveChannelMachine>

type ModelEvent =
  | { type: 'token.ok' }
  | { type: 'token.serverError' }
  | { type: 'token.failed' }
  | { type: 'socket.opened' }
  | { type: 'socket.closed' }
  | { type: 'socket.serverError' }
  | { type: 'socket.failed' }
  | { type: 'newMail' }
  | { type: 'pong' }
  | { type: 'heartbeat.elapsed' }
  | { type: 'reply.timeout' }
  | { type: 'reconnect.elapsed' }
  | { type: 'retryConnect.elapsed' }
  | { type: 'retry.elapsed' }

/** The chart as the spec tells it; I/O and timers become plain events. */
const modelMachine = setup({
  types: { context: {} as { hasToken: boolean }, events: {} as ModelEvent },
}).createMachine({
  id: 'liveChannelModel',
  context: { hasToken: false },
  initial: 'fetchingToken',
  states: {
    fetchingToken: {
      on: {
        'token.ok': { target: 'opening', actions: assign({ hasToken: true }) },
        'token.serverError': 'serverErrorWait',
        // The server is away: try again in 1 s.
        'token.failed': 'retryWait',
      },
    },
    opening: {
      on: {
        'socket.opened': 'open',
        'socket.closed': 'retryWait',
        'socket.serverError': 'serverErrorWait',
        'socket.failed': 'retryWait',
      },
    },
    open: {
      on: {
        'heartbeat.elapsed': 'awaitingReply',
        // Delivered to the card; the state does not change.
        newMail: { actions: () => undefined },
        'socket.closed': 'reconnectWait',
        'socket.serverError': 'serverErrorWait',
        'socket.failed': 'reconnectWait',
      },
    },
    awaitingReply: {
      on: {
        pong: 'open',
        'reply.timeout': 'reconnectWait',
        newMail: { actions: () => undefined },
        'socket.closed': 'reconnectWait',
        'socket.serverError': 'serverErrorWait',
        'socket.failed': 'reconnectWait',
      },
    },
    reconnectWait: {
      entry: assign({ hasToken: false }),
      on: { 'reconnect.elapsed': 'fetchingToken' },
    },
    retryWait: {
      entry: assign({ hasToken: false }),
      on: { 'retryConnect.elapsed': 'fetchingToken' },
    },
    serverErrorWait: {
      entry: assign({ hasToken: false }),
      on: { 'retry.elapsed': 'fetchingToken' },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.getLiveToken': ['token.ok'],
  'xstate.error.actor.getLiveToken': ['token.serverError', 'token.failed'],
  'channel.opened': ['socket.opened'],
  'channel.closed': ['socket.closed'],
  'channel.failed': ['socket.serverError', 'socket.failed'],
  'channel.newMail': ['newMail'],
  'channel.pong': ['pong'],
  'xstate.after.heartbeat.liveChannel.open': ['heartbeat.elapsed'],
  'xstate.after.replyTimeout.liveChannel.awaitingReply': ['reply.timeout'],
  'xstate.after.reconnect.liveChannel.reconnectWait': ['reconnect.elapsed'],
  'xstate.after.retryConnect.liveChannel.retryWait': ['retryConnect.elapsed'],
  'xstate.after.serverErrorRetry.liveChannel.serverErrorWait': ['retry.elapsed'],
}

const serializeState = (s: ModelSnapshot) => JSON.stringify([s.value, s.context.hasToken])

const newMail: LiveNewMail = {
  type: 'new_mail',
  unseen: 4,
  mails: [
    {
      uid: 501,
      folder: 'INBOX',
      subject: '季度报告',
      mfrom: ['lisi@example.cn', '李四'],
      abstract: '请查收附件',
      date: '2026-05-01T09:30:00+08:00',
    },
  ],
}

interface Socket {
  token: string
  sendBack: (event: ChannelEvent) => void
  commands: SocketCommand[]
  closed: boolean
}

class Harness {
  readonly clock = new SimulatedClock()
  readonly tokens: Pending<LiveTokenOutput>[] = []
  readonly sockets: Socket[] = []
  readonly delivered: LiveNewMail[] = []
  readonly actor: Actor<typeof liveChannelMachine>

  constructor(inspect?: Inspect) {
    const machine = liveChannelMachine.provide({
      actors: {
        getLiveToken: pendingActor(this.tokens),
        socket: fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
          const socket: Socket = { token: input.token, sendBack, commands: [], closed: false }
          this.sockets.push(socket)
          receive((command) => socket.commands.push(command))
          return () => {
            socket.closed = true
          }
        }),
      },
      actions: { newMail: (_, result) => this.delivered.push(result) },
    })
    this.actor = createActor(machine, { clock: this.clock, inspect }).start()
  }

  snapshot(): Snapshot {
    return this.actor.getSnapshot()
  }

  socket(): Socket {
    const socket = this.sockets.at(-1)
    if (!socket) throw new Error('no socket was opened')
    return socket
  }

  /** Moves the clock to 1 ms before `ms` from now, checks nothing fired, then to `ms`. */
  elapse(ms: number, before: string): void {
    this.clock.increment(ms - 1)
    expect(this.snapshot().value).toBe(before)
    this.clock.increment(1)
  }
}

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.snapshot()
        expect(actual.value).toBe(expected.value)
        expect(actual.context.token !== null).toBe(expected.context.hasToken)
        const socketOpen = ['opening', 'open', 'awaitingReply'].includes(String(expected.value))
        // One socket at most, and only while connecting or connected.
        expect(h.sockets.filter((s) => !s.closed)).toHaveLength(socketOpen ? 1 : 0)
        expect(selectIsConnected(actual)).toBe(
          expected.matches('open') || expected.matches('awaitingReply'),
        )
        expect(selectIsWaiting(actual)).toBe(
          expected.matches('reconnectWait') ||
            expected.matches('retryWait') ||
            expected.matches('serverErrorWait'),
        )
      },
    },
    events: {
      'token.ok': async () => {
        h.tokens.at(-1)?.resolve({ token: `live-${h.tokens.length}` })
        await settle()
        expect(h.socket().token).toBe(`live-${h.tokens.length}`)
      },
      'token.serverError': async () => {
        h.tokens.at(-1)?.reject({ status: 503 })
        await settle()
      },
      'token.failed': async () => {
        // 499 is not a server error; an unreachable server has no status at all.
        h.tokens.at(-1)?.reject(h.tokens.length % 2 ? { status: 499 } : new TypeError('offline'))
        await settle()
      },
      'socket.opened': () => h.socket().sendBack({ type: 'channel.opened' }),
      'socket.closed': () => h.socket().sendBack({ type: 'channel.closed' }),
      'socket.serverError': () => h.socket().sendBack({ type: 'channel.failed', status: 500 }),
      'socket.failed': () => h.socket().sendBack({ type: 'channel.failed', status: 401 }),
      newMail: () => {
        const before = h.delivered.length
        h.socket().sendBack({ type: 'channel.newMail', result: newMail })
        expect(h.delivered.slice(before)).toEqual([newMail])
      },
      pong: () => h.socket().sendBack({ type: 'channel.pong' }),
      'heartbeat.elapsed': () => {
        const pings = h.socket().commands.length
        h.elapse(HEARTBEAT_SECONDS * 1000, 'open')
        expect(h.socket().commands.slice(pings)).toEqual([{ type: 'socket.ping' }])
      },
      'reply.timeout': () => h.elapse(HEARTBEAT_TIMEOUT_SECONDS * 1000, 'awaitingReply'),
      'reconnect.elapsed': () => {
        const calls = h.tokens.length
        h.elapse(RECONNECT_SECONDS * 1000, 'reconnectWait')
        expect(h.tokens).toHaveLength(calls + 1)
      },
      'retryConnect.elapsed': () => {
        const calls = h.tokens.length
        h.elapse(RECONNECT_RETRY_SECONDS * 1000, 'retryWait')
        expect(h.tokens).toHaveLength(calls + 1)
      },
      'retry.elapsed': () => {
        const calls = h.tokens.length
        h.elapse(SERVER_ERROR_RETRY_SECONDS * 1000, 'serverErrorWait')
        expect(h.tokens).toHaveLength(calls + 1)
      },
    },
  }
}

describeModel(
  'live-channel machine (model-based)',
  {
    chart: liveChannelMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: stateChecks,
    stop: (harness) => {
      harness.actor.stop()
      // Stopping the channel (lock, logout) closes its socket.
      expect(harness.sockets.every((s) => s.closed)).toBe(true)
    },
    mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  },
  () => {
    // C-TIME-5, C-TIME-6
    it('the constants are the spec’s: ping 60 s, reply 60 s, reconnect 2 s, retry 30 s', () => {
      expect([
        HEARTBEAT_SECONDS,
        HEARTBEAT_TIMEOUT_SECONDS,
        RECONNECT_SECONDS,
        SERVER_ERROR_RETRY_SECONDS,
      ]).toEqual([60, 60, 2, 30])
    })

    it('a server that is away is tried every second, so the channel is back within 2 s', async () => {
      const h = new Harness()
      h.tokens[0]?.resolve({ token: 'live-1' })
      await settle()
      h.socket().sendBack({ type: 'channel.opened' })
      // The server goes: the open channel closes, the first reconnect waits the spec's 2 s.
      h.socket().sendBack({ type: 'channel.closed' })
      h.elapse(RECONNECT_SECONDS * 1000, 'reconnectWait')
      // Each attempt is turned away; the next comes a second later.
      for (let attempt = 2; attempt <= 4; attempt++) {
        h.tokens[attempt - 1]?.resolve({ token: `live-${attempt}` })
        await settle()
        h.socket().sendBack({ type: 'channel.closed' })
        h.elapse(RECONNECT_RETRY_SECONDS * 1000, 'retryWait')
      }
      expect(h.tokens).toHaveLength(5)
      h.actor.stop()
    })

    it('a pong restarts the 60 s heartbeat; a channel kept alive never reconnects', async () => {
      const h = new Harness()
      h.tokens[0]?.resolve({ token: 'live-1' })
      await settle()
      h.socket().sendBack({ type: 'channel.opened' })
      for (let i = 0; i < 5; i++) {
        h.clock.increment(60_000)
        h.clock.increment(59_999)
        h.socket().sendBack({ type: 'channel.pong' })
      }
      expect(h.snapshot().value).toBe('open')
      expect(h.sockets).toHaveLength(1)
      expect(h.socket().commands).toHaveLength(5)
      h.actor.stop()
    })
  },
)
