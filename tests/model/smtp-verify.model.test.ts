/**
 * Model-based test of machines/smtp-verify (C-TIME-14): the SMTP relay's verify — waiting with
 * the seconds counted, then passed or failed (refused with the server's words, lost, or no answer
 * in time), cancel while waiting, and a field change dropping an earlier result. Driven on a real
 * actor with a hand-settled verify call and a simulated clock.
 */
import { expect } from 'vitest'
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
import {
  selectVerifyElapsed,
  selectVerifyFailure,
  selectVerifyMessage,
  selectVerifyPassed,
  selectVerifying,
  smtpVerifyMachine,
  type SmtpVerifyAnswer,
  type SmtpVerifyFailure,
  type SmtpVerifyRequest,
} from '../../machines/smtp-verify/index.ts'
import { SMTP_VERIFY_TIMEOUT_MS } from '../../src/domain/settings/smtpRelay.ts'
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

const REQUEST: SmtpVerifyRequest = { server: 'smtp.qq.com', port: '465', password: 'relay-secret' }
const PASSED = '验证成功：已登录 smtp.qq.com，可以通过它发信。'
const REFUSED = '登录 smtp.qq.com 失败：账号或密码错误（535）。'
const TIMEOUT_SECONDS = SMTP_VERIFY_TIMEOUT_MS / 1000

type ModelEvent =
  | { type: 'verify.start' }
  | { type: 'verify.cancel' }
  | { type: 'verify.reset' }
  | { type: 'tick' }
  | { type: 'timeout' }
  | { type: 'answer.passed' }
  | { type: 'answer.refused' }
  | { type: 'answer.lost' }

interface ModelContext {
  elapsed: number
  message: string | null
  failure: SmtpVerifyFailure | null
}

const start = {
  'verify.start': { target: '#smtpVerifyModel.verifying', actions: 'begin' },
} as const

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: { begin: assign({ elapsed: 0, message: null, failure: null }) },
}).createMachine({
  id: 'smtpVerifyModel',
  context: { elapsed: 0, message: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: { ...start } },
    verifying: {
      on: {
        // The model tells 0, 1 and "2 or more" seconds apart: more would only grow the graph.
        tick: {
          guard: ({ context }) => context.elapsed < 2,
          actions: assign({ elapsed: ({ context }) => context.elapsed + 1 }),
        },
        timeout: {
          target: 'failed',
          actions: assign({ failure: 'timeout', elapsed: TIMEOUT_SECONDS }),
        },
        'answer.passed': { target: 'passed', actions: assign({ message: PASSED }) },
        'answer.refused': {
          target: 'failed',
          actions: assign({ failure: 'refused', message: REFUSED }),
        },
        'answer.lost': { target: 'failed', actions: assign({ failure: 'lost' }) },
        'verify.cancel': 'idle',
      },
    },
    passed: { on: { ...start, 'verify.reset': 'idle' } },
    failed: { on: { ...start, 'verify.reset': 'idle' } },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'verify.start': ['verify.start'],
  'verify.cancel': ['verify.cancel'],
  'verify.reset': ['verify.reset'],
  'verify.tick': ['tick'],
  'xstate.after.timeout.smtpVerify.verifying': ['timeout'],
  'xstate.done.actor.verify': ['answer.passed', 'answer.refused'],
  'xstate.error.actor.verify': ['answer.lost'],
}

const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([s.value, s.context.elapsed, s.context.message, s.context.failure])

/** The real count as the model tells it: 0, 1, "2 or more", or the timeout's. */
const modelled = (elapsed: number) => (elapsed === TIMEOUT_SECONDS ? elapsed : Math.min(elapsed, 2))

class Harness {
  readonly clock = new SimulatedClock()
  readonly calls: Pending<SmtpVerifyAnswer, SmtpVerifyRequest>[] = []
  /** Sends the ticker's second while one runs (the real one is a setInterval). */
  tick: (() => void) | null = null
  readonly actor: Actor<typeof smtpVerifyMachine>
  constructor(inspect?: Inspect) {
    const machine = smtpVerifyMachine.provide({
      actors: {
        verifySmtpRelay: pendingActor(this.calls),
        secondTicker: fromCallback(({ sendBack }) => {
          this.tick = () => sendBack({ type: 'verify.tick' })
          return () => {
            this.tick = null
          }
        }),
      },
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
        const top = typeof actual.value === 'string' ? actual.value : Object.keys(actual.value)[0]
        expect(top).toBe(expected.value)
        expect(selectVerifying(actual)).toBe(expected.matches('verifying'))
        expect(selectVerifyPassed(actual)).toBe(expected.matches('passed'))
        expect(selectVerifyFailure(actual)).toBe(
          expected.matches('failed') ? expected.context.failure : null,
        )
        expect(modelled(selectVerifyElapsed(actual))).toBe(expected.context.elapsed)
        expect(selectVerifyMessage(actual)).toBe(expected.context.message)
      },
    },
    events: {
      'verify.start': async () => {
        const before = h.calls.length
        await send({ type: 'verify.start', request: REQUEST })
        // Every start is one call with what the form held.
        expect(h.calls).toHaveLength(before + 1)
        expect(lastOf(h.calls).input).toEqual(REQUEST)
      },
      'verify.cancel': async () => {
        await send({ type: 'verify.cancel' })
        // The dropped call is aborted: its late answer can change nothing.
        expect(lastOf(h.calls).signal.aborted).toBe(true)
      },
      'verify.reset': () => send({ type: 'verify.reset' }),
      tick: async () => {
        // Only while waiting does a ticker run: the seconds count nowhere else.
        expect(h.tick).not.toBeNull()
        h.tick?.()
        await settle()
      },
      timeout: async () => {
        h.clock.increment(SMTP_VERIFY_TIMEOUT_MS - 1)
        await settle()
        expect(selectVerifying(h.actor.getSnapshot())).toBe(true)
        h.clock.increment(1)
        await settle()
        expect(h.tick).toBeNull()
      },
      'answer.passed': async () => {
        lastOf(h.calls).resolve({ success: true, message: PASSED })
        await settle()
      },
      'answer.refused': async () => {
        lastOf(h.calls).resolve({ success: false, message: REFUSED })
        await settle()
      },
      'answer.lost': async () => {
        lastOf(h.calls).reject(new TypeError('Failed to fetch'))
        await settle()
      },
    },
  }
}

describeModel('SMTP relay verify machine (model-based)', {
  chart: smtpVerifyMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (harness) => harness.actor.stop(),
  paths: edgePaths(model, serializeState),
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})
