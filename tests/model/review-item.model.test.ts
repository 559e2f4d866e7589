/**
 * Model-based test of machines/review's item (R-REVIEW-2: from wait a reviewer may
 * permit — confirm prompt, reason cleared — or reject — reason required; R-REVIEW-3 either outcome
 * closes the tab; R-REVIEW-4, M-ERR-13 'Review item load failure → treated as not found', 'Review
 * reject without reason → please input reject reason'): every state and transition of the chart
 * on a real actor whose calls are hand-settled fakes; the checks compare what the actor shows,
 * what it sent and what it emitted.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  reviewItemMachine,
  selectCanDecide,
  selectDialog,
  selectIsDeciding,
  selectIsDone,
  selectIsNotFound,
  selectItemError,
  selectItemIsBusy,
  selectItemIsLoading,
  selectReason,
  selectReviewMail,
  type DecideReviewInput,
  type ReviewDecision,
  type ReviewItemEmitted,
  type ReviewItemError,
  type ReviewItemInput,
  type ReviewMailSummary,
} from '../../machines/review/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  lastOf,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

const ID = 42
const REASON = '  含有报价  '

type ModelEvent =
  | { type: 'load.waiting' }
  | { type: 'load.decided' }
  | { type: 'load.error' }
  | { type: 'review.approve' }
  | { type: 'review.reject' }
  | { type: 'reason.blank' }
  | { type: 'reason.given' }
  | { type: 'decision.confirm' }
  | { type: 'decision.cancel' }
  | { type: 'decide.done' }
  | { type: 'decide.error' }

interface ModelContext {
  /** The loaded mail's status; null before it arrived. */
  mailStatus: 'wait' | 'permit' | null
  decision: ReviewDecision | null
  reason: '' | 'blank' | 'given'
  error: ReviewItemError | null
}

const REASONS = { '': '', blank: '   ', given: REASON } as const

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    waiting: ({ context }) => context.mailStatus === 'wait',
    reasonGiven: ({ context }) => context.reason === 'given',
    permitting: ({ context }) => context.decision === 'permit',
  },
}).createMachine({
  id: 'reviewItemModel',
  context: { mailStatus: null, decision: null, reason: '', error: null },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.waiting': { target: 'shown', actions: assign({ mailStatus: 'wait' }) },
        'load.decided': { target: 'shown', actions: assign({ mailStatus: 'permit' }) },
        'load.error': { target: 'notFound' },
      },
    },
    shown: {
      on: {
        'review.approve': {
          guard: 'waiting',
          target: 'confirming',
          actions: assign({ decision: 'permit', reason: '', error: null }),
        },
        'review.reject': {
          guard: 'waiting',
          target: 'reasonEntry',
          actions: assign({ decision: 'reject', reason: '', error: null }),
        },
      },
    },
    confirming: {
      on: {
        'decision.confirm': { target: 'deciding', actions: assign({ error: null }) },
        'decision.cancel': {
          target: 'shown',
          actions: assign({ decision: null, reason: '', error: null }),
        },
      },
    },
    reasonEntry: {
      on: {
        'reason.blank': { actions: assign({ reason: 'blank', error: null }) },
        'reason.given': { actions: assign({ reason: 'given', error: null }) },
        'decision.confirm': [
          { guard: 'reasonGiven', target: 'deciding', actions: assign({ error: null }) },
          { actions: assign({ error: 'reasonRequired' }) },
        ],
        'decision.cancel': {
          target: 'shown',
          actions: assign({ decision: null, reason: '', error: null }),
        },
      },
    },
    deciding: {
      on: {
        'decide.done': { target: 'done' },
        'decide.error': [
          { guard: 'permitting', target: 'confirming', actions: assign({ error: 'decideFailed' }) },
          { target: 'reasonEntry', actions: assign({ error: 'decideFailed' }) },
        ],
      },
    },
    done: { type: 'final' },
    notFound: {},
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>
type ItemState = Parameters<ModelSnapshot['matches']>[0]

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.loadReview': ['load.waiting', 'load.decided'],
  'xstate.error.actor.loadReview': ['load.error'],
  'review.approve': ['review.approve'],
  'review.reject': ['review.reject'],
  'reason.change': ['reason.blank', 'reason.given'],
  'decision.confirm': ['decision.confirm'],
  'decision.cancel': ['decision.cancel'],
  'xstate.done.actor.decideReview': ['decide.done'],
  'xstate.error.actor.decideReview': ['decide.error'],
}

const serializeState = (s: ModelSnapshot) => JSON.stringify([s.value, s.context])

class Harness {
  readonly loads: Pending<ReviewMailSummary, ReviewItemInput>[] = []
  readonly decisions: Pending<void, DecideReviewInput>[] = []
  readonly emitted: ReviewItemEmitted[] = []
  readonly actor: Actor<typeof reviewItemMachine>

  constructor(inspect?: Inspect) {
    const machine = reviewItemMachine.provide({
      actors: { loadReview: pendingActor(this.loads), decideReview: pendingActor(this.decisions) },
    })
    this.actor = createActor(machine, { input: { id: ID }, inspect })
    this.actor.on('*', (event) => this.emitted.push(event))
    this.actor.start()
  }
}

function checks(h: Harness) {
  const send = sender(h.actor)
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        const c = expected.context
        const is = (state: ItemState) => expected.matches(state)
        expect(actual.value).toEqual(expected.value)
        expect(selectItemIsLoading(actual)).toBe(is('loading'))
        expect(selectItemIsBusy(actual)).toBe(is('loading') || is('deciding'))
        expect(selectIsNotFound(actual)).toBe(is('notFound'))
        expect(selectIsDone(actual)).toBe(is('done'))
        expect(selectIsDeciding(actual)).toBe(is('deciding'))
        expect(selectReviewMail(actual)?.status ?? null).toBe(c.mailStatus)
        expect(selectCanDecide(actual)).toBe(is('shown') && c.mailStatus === 'wait')
        const dialogOpen = is('confirming') || is('reasonEntry') || is('deciding')
        expect(selectDialog(actual)).toBe(dialogOpen ? c.decision : null)
        expect(selectReason(actual)).toBe(REASONS[c.reason])
        expect(selectItemError(actual)).toBe(c.error)
        // Nothing goes out but what the states say: missing once not found, decided once done.
        expect(h.emitted).toEqual(
          is('notFound')
            ? [{ type: 'review.missing', id: ID }]
            : is('done')
              ? [{ type: 'review.decided', id: ID, status: c.decision }]
              : [],
        )
      },
    },
    events: {
      'load.waiting': async () => {
        const load = lastOf(h.loads)
        expect(load.input).toEqual({ id: ID })
        load.resolve({ id: ID, subject: '报价单', status: 'wait' })
        await settle()
      },
      'load.decided': async () => {
        lastOf(h.loads).resolve({ id: ID, subject: '报价单', status: 'permit' })
        await settle()
      },
      'load.error': async () => {
        lastOf(h.loads).reject(new Error('404'))
        await settle()
      },
      'review.approve': () => send({ type: 'review.approve' }),
      'review.reject': () => send({ type: 'review.reject' }),
      'reason.blank': () => send({ type: 'reason.change', reason: REASONS.blank }),
      'reason.given': () => send({ type: 'reason.change', reason: REASONS.given }),
      'decision.confirm': async () => {
        const before = h.decisions.length
        await send({ type: 'decision.confirm' })
        const sent = h.decisions.length > before
        if (sent) {
          const { input } = lastOf(h.decisions)
          // Approve sends no reason; reject sends the reason trimmed.
          expect(input).toEqual(
            input.status === 'permit'
              ? { id: ID, status: 'permit', reason: '' }
              : { id: ID, status: 'reject', reason: REASON.trim() },
          )
        }
      },
      'decision.cancel': () => send({ type: 'decision.cancel' }),
      'decide.done': async () => {
        lastOf(h.decisions).resolve()
        await settle()
      },
      'decide.error': async () => {
        lastOf(h.decisions).reject(new Error('400'))
        await settle()
      },
    },
  }
}

const model = createTestModel(modelMachine, { serializeState })
const edges = edgePaths(model, serializeState)

describeModel(
  'review item machine (model-based)',
  {
    chart: reviewItemMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: checks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
    mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  },
  () => {
    it('the path set stays small (fewer than 400 paths)', () => {
      expect(edges.length).toBeLessThan(400)
    })
  },
)
