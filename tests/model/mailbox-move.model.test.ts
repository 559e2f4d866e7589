/**
 * Model-based test of machines/mailbox-move (R-STATE; decisions.md #302): the mailbox-move
 * page asks for the list again only while a task is waiting or running, every
 * MAILBOX_MOVE_POLL_MS, doubling the wait after each failed ask; the page's own load of the list
 * re-decides. Driven on a real actor with hand-settled list calls and a simulated clock.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, SimulatedClock, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  mailboxMovePollMachine,
  selectFollowing,
  selectMoveAccounts,
  selectPollFailures,
  type MailboxMoveAccountView,
} from '../../machines/mailbox-move/index.ts'
import { movePollDelayMs } from '../../src/domain/settings/mailboxMove.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  lastOf,
  pendingActor,
  sender,
  settle,
  type Pending,
} from './support/index.ts'

const account = (status: MailboxMoveAccountView['status']): MailboxMoveAccountView => ({
  id: 7,
  server: 'imap.qq.com',
  port: 993,
  protocol: 'imap',
  email: 'zhang.wei@qq.com',
  is_ssl: true,
  scope: 'inbox',
  is_active: status !== 'idle',
  status,
  last_receive_time: status === 'done' ? '2026-11-26T10:00:15+08:00' : null,
})
const WAITING = [account('waiting')]
const RUNNING = [account('running')]
const DONE = [account('done')]

type ModelEvent =
  | { type: 'loaded.inFlight' }
  | { type: 'loaded.settled' }
  | { type: 'poll' }
  | { type: 'answer.inFlight' }
  | { type: 'answer.settled' }
  | { type: 'answer.lost' }

/** `failures` is told apart as 0, 1 and "2 or more": the delay's doubling shows by then. */
interface ModelContext {
  shown: 'none' | 'waiting' | 'running' | 'done'
  failures: number
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'mailboxMoveModel',
  context: { shown: 'none', failures: 0 },
  initial: 'idle',
  on: {
    'loaded.inFlight': { target: '.waiting', actions: assign({ shown: 'waiting', failures: 0 }) },
    'loaded.settled': { target: '.idle', actions: assign({ shown: 'done', failures: 0 }) },
  },
  states: {
    idle: {},
    waiting: { on: { poll: 'fetching' } },
    fetching: {
      on: {
        'answer.inFlight': {
          target: 'waiting',
          actions: assign({ shown: 'running', failures: 0 }),
        },
        'answer.settled': { target: 'idle', actions: assign({ shown: 'done', failures: 0 }) },
        'answer.lost': {
          target: 'waiting',
          actions: assign({ failures: ({ context }) => Math.min(context.failures + 1, 2) }),
        },
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const LISTS = { none: null, waiting: WAITING, running: RUNNING, done: DONE } as const

const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([s.value, s.context.shown, s.context.failures])

class Harness {
  readonly clock = new SimulatedClock()
  readonly calls: Pending<readonly MailboxMoveAccountView[]>[] = []
  readonly actor: Actor<typeof mailboxMovePollMachine>
  constructor(inspect?: Inspect) {
    const machine = mailboxMovePollMachine.provide({
      actors: { fetchMailboxMoves: pendingActor(this.calls) },
    })
    this.actor = createActor(machine, { clock: this.clock, inspect }).start()
  }
}

const model = createTestModel(modelMachine, { serializeState })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toBe(expected.value)
        expect(selectFollowing(actual)).toBe(!expected.matches('idle'))
        expect(selectMoveAccounts(actual)).toEqual(LISTS[expected.context.shown])
        expect(Math.min(selectPollFailures(actual), 2)).toBe(expected.context.failures)
      },
    },
    events: {
      'loaded.inFlight': () => send({ type: 'list.loaded', accounts: WAITING }),
      'loaded.settled': () => send({ type: 'list.loaded', accounts: DONE }),
      poll: async () => {
        const before = h.calls.length
        const delay = movePollDelayMs(selectPollFailures(h.actor.getSnapshot()))
        // Not a moment early: the wait is the poll delay, longer after each failure.
        h.clock.increment(delay - 1)
        await settle()
        expect(h.calls).toHaveLength(before)
        h.clock.increment(1)
        await settle()
        expect(h.calls).toHaveLength(before + 1)
      },
      'answer.inFlight': async () => {
        lastOf(h.calls).resolve(RUNNING)
        await settle()
      },
      'answer.settled': async () => {
        lastOf(h.calls).resolve(DONE)
        await settle()
        // Settled, nothing asks again however long the page stays open.
        const before = h.calls.length
        h.clock.increment(movePollDelayMs(10) * 2)
        await settle()
        expect(h.calls).toHaveLength(before)
      },
      'answer.lost': async () => {
        lastOf(h.calls).reject(new TypeError('Failed to fetch'))
        await settle()
      },
    },
  }
}

describeModel('mailbox-move status follower (model-based)', {
  chart: mailboxMovePollMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (harness) => {
    const fetching = harness.actor.getSnapshot().matches('fetching')
    harness.actor.stop()
    // Leaving the page drops the ask in flight.
    if (fetching) expect(lastOf(harness.calls).signal.aborted).toBe(true)
  },
  paths: edgePaths(model, serializeState),
})
