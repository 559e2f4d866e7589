/**
 * Model-based test of machines/captcha: every state and every transition of the statechart is
 * driven on a real actor whose I/O actors are hand-resolved fakes and whose clock is simulated.
 * The model walks the pure transition function; the executors below make the same thing happen
 * to the system under test, and the state checks compare what the actor then holds.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, SimulatedClock, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  describeModel,
  settle,
  type Inspect,
  lastOf,
  pendingActor,
  type Pending,
} from './support/index.ts'
import {
  CAPTCHA_FAILED_PAUSE_MS,
  captchaMachine,
  selectCanAnswer,
  selectTicket,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type LoadChallengeInput,
  type VerifyAnswerInput,
  type VerifyOutcome,
} from '../../machines/captcha/index.ts'

type Snapshot = SnapshotFrom<typeof captchaMachine>

const challenge: CaptchaChallenge = {
  id: 'c-1',
  kind: 'slider',
  image: 'data:image/png;base64,AAAA',
  width: 300,
  height: 150,
  piece: { image: 'data:image/png;base64,BBBB', y: 40, size: 44 },
}
const answer: CaptchaAnswer = { kind: 'slider', x: 120 }
const accepted: VerifyOutcome = { accepted: true, ticket: 'ticket-1' }
const refused: VerifyOutcome = { accepted: false }

/**
 * The abstract model: the statechart as the spec describes it, with the machine's I/O turned into
 * plain events (`createTestModel` refuses invocations and delayed transitions). Each model event
 * is replayed on the real actor by the executors below, and each model state is checked against
 * what the real actor holds, so a target or context change in the machine fails here.
 */
type ModelEvent =
  | { type: 'load.done' }
  | { type: 'load.error' }
  | { type: 'captcha.submit' }
  | { type: 'captcha.refresh' }
  | { type: 'verify.accepted' }
  | { type: 'verify.rejected' }
  | { type: 'verify.error' }
  | { type: 'pause.elapsed' }

type ErrorCode = Snapshot['context']['error']

const modelMachine = setup({
  types: {
    context: {} as { error: ErrorCode; ticket: string | null; hasChallenge: boolean },
    events: {} as ModelEvent,
  },
}).createMachine({
  id: 'captchaModel',
  context: { error: null, ticket: null, hasChallenge: false },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ ticket: null }),
      on: {
        'load.done': { target: 'ready', actions: assign({ hasChallenge: true }) },
        'load.error': {
          target: 'error',
          actions: [assign({ error: 'loadFailed' }), assign({ hasChallenge: false })],
        },
      },
    },
    ready: {
      on: {
        'captcha.submit': { target: 'verifying', actions: assign({ error: null }) },
        'captcha.refresh': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    verifying: {
      on: {
        'verify.accepted': { target: 'verified', actions: assign({ ticket: 'ticket-1' }) },
        'verify.rejected': { target: 'failed', actions: assign({ error: 'rejected' }) },
        'verify.error': { target: 'failed', actions: assign({ error: 'verifyFailed' }) },
      },
    },
    verified: { on: { 'captcha.refresh': 'loading' } },
    failed: { on: { 'pause.elapsed': 'loading', 'captcha.refresh': 'loading' } },
    error: { on: { 'captcha.refresh': { target: 'loading', actions: assign({ error: null }) } } },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

/** Which model events stand for which event types of the real chart. */
const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.loadChallenge': ['load.done'],
  'xstate.error.actor.loadChallenge': ['load.error'],
  'captcha.submit': ['captcha.submit'],
  'captcha.refresh': ['captcha.refresh'],
  'xstate.done.actor.verifyAnswer': ['verify.accepted', 'verify.rejected'],
  'xstate.error.actor.verifyAnswer': ['verify.error'],
  'xstate.after.failedPause.captcha.failed': ['pause.elapsed'],
}

/** What defines a test state: where we are and what the context holds. */
function serializeState(s: ModelSnapshot): string {
  return JSON.stringify([s.value, s.context.error, s.context.ticket, s.context.hasChallenge])
}

/** The system under test: a real actor, fakes whose promises the test settles by hand. */
class Harness {
  readonly clock = new SimulatedClock()
  readonly loads: Pending<CaptchaChallenge, LoadChallengeInput>[] = []
  readonly verifications: Pending<VerifyOutcome, VerifyAnswerInput>[] = []
  readonly actor: Actor<typeof captchaMachine>

  constructor(inspect?: Inspect) {
    const machine = captchaMachine.provide({
      actors: {
        loadChallenge: pendingActor(this.loads),
        verifyAnswer: pendingActor(this.verifications),
      },
    })
    this.actor = createActor(machine, { input: { kind: 'slider' }, clock: this.clock, inspect })
    this.actor.start()
  }

  snapshot(): Snapshot {
    return this.actor.getSnapshot()
  }
}

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.snapshot()
        expect(actual.value).toEqual(expected.value)
        expect(actual.context.error).toBe(expected.context.error)
        expect(actual.context.ticket).toBe(expected.context.ticket)
        expect(selectTicket(actual)).toBe(expected.matches('verified') ? 'ticket-1' : null)
        expect(selectCanAnswer(actual)).toBe(expected.matches('ready'))
        expect(actual.context.challenge?.id).toBe(expected.context.hasChallenge ? 'c-1' : undefined)
      },
    },
    events: {
      'load.done': async () => {
        lastOf(h.loads).resolve(challenge)
        await settle()
      },
      'load.error': async () => {
        lastOf(h.loads).reject(new Error('offline'))
        await settle()
      },
      'captcha.submit': async () => {
        h.actor.send({ type: 'captcha.submit', answer })
        await settle()
      },
      'captcha.refresh': async () => {
        h.actor.send({ type: 'captcha.refresh' })
        await settle()
      },
      'verify.accepted': async () => {
        lastOf(h.verifications).resolve(accepted)
        await settle()
      },
      'verify.rejected': async () => {
        lastOf(h.verifications).resolve(refused)
        await settle()
      },
      'verify.error': async () => {
        lastOf(h.verifications).reject(new Error('503'))
        await settle()
      },
      'pause.elapsed': async () => {
        h.clock.increment(CAPTCHA_FAILED_PAUSE_MS)
        await settle()
      },
    },
  }
}

describeModel(
  'captcha machine (model-based)',
  {
    chart: captchaMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: stateChecks,
    stop: (h) => h.actor.stop(),
    mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  },
  () => {
    it('sends the challenge id with the answer and forgets the ticket on refresh', async () => {
      const h = new Harness()
      lastOf(h.loads).resolve(challenge)
      await settle()
      h.actor.send({ type: 'captcha.submit', answer })
      expect(h.verifications.map((call) => call.input)).toEqual([{ challengeId: 'c-1', answer }])
      lastOf(h.verifications).resolve(accepted)
      await settle()
      expect(selectTicket(h.snapshot())).toBe('ticket-1')
      h.actor.send({ type: 'captcha.refresh' })
      expect(h.snapshot().context.ticket).toBeNull()
      expect(h.loads).toHaveLength(2)
      h.actor.stop()
    })
  },
)
