/**
 * Model-based test of machines/contact-batch (decisions.md #199): a batch of two contacts moved
 * to a group, every save answered by hand, so each mix of saved and failed contacts is reached,
 * and a second batch or a dismissal after the first one ended.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  contactBatchMachine,
  selectBatchProgress,
  type ApplyGroupChangeInput,
} from '../../machines/contact-batch/index.ts'
import {
  describeModel,
  edgePaths,
  lastOf,
  pendingActor,
  sender,
  settle,
  type Inspect,
  type Pending,
} from './support/index.ts'

const CHANGE = { mode: 'move', target: 4, from: 3 } as const
const IDS = [11, 12] as const

type ModelEvent =
  | { type: 'start.empty' }
  | { type: 'start.two' }
  | { type: 'save.done' }
  | { type: 'save.error' }
  | { type: 'batch.dismiss' }

interface ModelContext {
  /** How many of IDS have been tried. */
  done: number
  /** The ones that failed, in order. */
  failed: number[]
}

/** The chart's guard refuses an empty batch; a no-op keeps the pair from counting as inert. */
const refusedStart = { actions: () => undefined }

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    tried: assign({ done: ({ context }) => context.done + 1 }),
    refused: assign({ failed: ({ context }) => [...context.failed, IDS[context.done]!] }),
  },
  guards: { lastOne: ({ context }) => context.done + 1 >= IDS.length },
}).createMachine({
  id: 'contactBatchModel',
  context: { done: 0, failed: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'start.empty': refusedStart,
        'start.two': { target: 'running', actions: assign({ done: 0, failed: [] }) },
      },
    },
    running: {
      on: {
        'save.done': [
          { guard: 'lastOne', target: 'finished', actions: 'tried' },
          { actions: 'tried' },
        ],
        'save.error': [
          { guard: 'lastOne', target: 'finished', actions: ['refused', 'tried'] },
          { actions: ['refused', 'tried'] },
        ],
      },
    },
    finished: {
      on: {
        'start.empty': refusedStart,
        'start.two': { target: 'running', actions: assign({ done: 0, failed: [] }) },
        'batch.dismiss': 'idle',
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'batch.start': ['start.empty', 'start.two'],
  'batch.dismiss': ['batch.dismiss'],
  'xstate.done.actor.applyGroupChange': ['save.done'],
  'xstate.error.actor.applyGroupChange': ['save.error'],
}

/** Idle shows nothing of the last batch, so its counts are not part of the test state there. */
function serializeState(s: ModelSnapshot): string {
  if (s.matches('idle')) return 'idle'
  return JSON.stringify([s.value, s.context.done, s.context.failed])
}

class Harness {
  readonly saves: Pending<void, ApplyGroupChangeInput>[] = []
  readonly actor: Actor<typeof contactBatchMachine>
  finished = 0

  constructor(inspect?: Inspect) {
    const machine = contactBatchMachine.provide({
      actors: { applyGroupChange: pendingActor(this.saves) },
    })
    this.actor = createActor(machine, { inspect })
    this.actor.on('batch.finished', () => this.finished++)
    this.actor.start()
  }
}

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  /** Answers the save in flight; the end of the batch is announced exactly once. */
  const answer = async (settleIt: (call: Pending<void, ApplyGroupChangeInput>) => void) => {
    const before = h.finished
    settleIt(lastOf(h.saves))
    await settle()
    const ended = h.actor.getSnapshot().matches('finished')
    expect(h.finished).toBe(before + (ended ? 1 : 0))
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        expect(actual.hasTag('busy')).toBe(expected.matches('running'))
        if (expected.matches('idle')) return
        expect(selectBatchProgress(actual)).toEqual({
          done: expected.context.done,
          total: IDS.length,
        })
        expect(actual.context.failed).toEqual(expected.context.failed)
        if (expected.matches('running')) {
          // The contacts are saved one at a time, in the order they were shown.
          expect(lastOf(h.saves).input).toEqual({ id: IDS[expected.context.done], change: CHANGE })
        }
      },
    },
    events: {
      'start.empty': async () => {
        const calls = h.saves.length
        await send({ type: 'batch.start', change: CHANGE, ids: [] })
        expect(h.saves.length).toBe(calls)
      },
      'start.two': () => send({ type: 'batch.start', change: CHANGE, ids: IDS }),
      'save.done': () => answer((call) => call.resolve()),
      'save.error': () => answer((call) => call.reject(new Error('refused'))),
      'batch.dismiss': () => send({ type: 'batch.dismiss' }),
    },
  }
}

describeModel('contact batch machine (model-based)', {
  chart: contactBatchMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (harness) => harness.actor.stop(),
  paths: edgePaths(model, serializeState),
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})
