/**
 * Model-based test of machines/module-lock: every state and every transition of the statechart
 * is driven on a real actor whose I/O actors are hand-settled fakes. The model walks the pure
 * transition function; the executors make the same thing happen to the actor under test, and the
 * state checks compare what the actor then holds and what it emitted.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  describeModel,
  edgePaths,
  eventPairs,
  type Inspect,
  lastOf,
  pendingActor,
  sender,
  type Pending,
  settle,
} from './support/index.ts'
import {
  moduleLockMachine,
  selectDialogModule,
  selectDialogOpen,
  selectForgotShown,
  selectIsBusy,
  selectModuleLockError,
  type LockModule,
  type ModuleLockErrorCode,
  type ModuleLockStates,
  type ReleaseLockInput,
} from '../../machines/module-lock/index.ts'

const MODULE: LockModule = 'calendar'
const closed = { locked: false, released: false }
const stillLocked: ModuleLockStates = {
  mailbox: closed,
  file: closed,
  calendar: { locked: true, released: false },
}
const releasedEarlier: ModuleLockStates = {
  ...stillLocked,
  calendar: { locked: true, released: true },
}

/**
 * The abstract model: the chart as the spec tells it, with the machine's I/O turned into plain
 * events (`createTestModel` refuses invocations). `passed` records that the actor told the UI to
 * go on since the last check; it is what the user sees, so it is part of the test state.
 */
type ModelEvent =
  | { type: 'lock.check' }
  | { type: 'load.open' }
  | { type: 'load.locked' }
  | { type: 'load.error' }
  | { type: 'submit.empty' }
  | { type: 'submit.password' }
  | { type: 'lock.forgot' }
  | { type: 'lock.cancel' }
  | { type: 'release.done' }
  | { type: 'release.error' }

interface ModelContext {
  error: ModuleLockErrorCode | null
  forgot: boolean
  passed: boolean
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'moduleLockModel',
  context: { error: null, forgot: false, passed: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'lock.check': {
          target: 'checking',
          actions: assign({ error: null, forgot: false, passed: false }),
        },
      },
    },
    checking: {
      on: {
        'load.open': 'passed',
        'load.locked': 'asking',
        'load.error': { target: 'idle', actions: assign({ error: 'checkFailed' }) },
      },
    },
    asking: {
      on: {
        'submit.empty': { actions: assign({ error: 'passwordRequired' }) },
        'submit.password': { target: 'releasing', actions: assign({ error: null }) },
        'lock.forgot': { actions: assign({ forgot: true }) },
        'lock.cancel': 'idle',
      },
    },
    releasing: {
      on: {
        'release.done': 'passed',
        'release.error': { target: 'asking', actions: assign({ error: 'wrongPassword' }) },
        'lock.cancel': 'idle',
      },
    },
    passed: { entry: assign({ passed: true }), always: 'idle' },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

/** Which model events stand for which event types of the real chart. */
const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'lock.check': ['lock.check'],
  'xstate.done.actor.loadLockState': ['load.open', 'load.locked'],
  'xstate.error.actor.loadLockState': ['load.error'],
  'lock.submit': ['submit.empty', 'submit.password'],
  'lock.forgot': ['lock.forgot'],
  'lock.cancel': ['lock.cancel'],
  'xstate.done.actor.releaseLock': ['release.done'],
  'xstate.error.actor.releaseLock': ['release.error'],
}

function serializeState(s: ModelSnapshot): string {
  return JSON.stringify([s.value, s.context.error, s.context.forgot, s.context.passed])
}

/** The system under test: a real actor, fakes whose promises the test settles by hand. */
class Harness {
  readonly loads: Pending<ModuleLockStates>[] = []
  readonly releases: Pending<void, ReleaseLockInput>[] = []
  readonly passed: LockModule[] = []
  passedBeforeCheck = 0
  readonly actor: Actor<typeof moduleLockMachine>

  constructor(inspect?: Inspect) {
    const machine = moduleLockMachine.provide({
      actors: {
        loadLockState: pendingActor(this.loads),
        releaseLock: pendingActor(this.releases),
      },
    })
    this.actor = createActor(machine, { inspect })
    this.actor.on('lock.passed', (event) => this.passed.push(event.module))
    this.actor.start()
  }
}

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        const dialog = expected.matches('asking') || expected.matches('releasing')
        expect(actual.value).toEqual(expected.value)
        expect(selectModuleLockError(actual)).toBe(expected.context.error)
        expect(selectForgotShown(actual)).toBe(expected.context.forgot)
        expect(selectDialogOpen(actual)).toBe(dialog)
        expect(selectDialogModule(actual)).toBe(dialog ? MODULE : null)
        expect(selectIsBusy(actual)).toBe(
          expected.matches('checking') || expected.matches('releasing'),
        )
        expect(h.passed.slice(h.passedBeforeCheck)).toEqual(expected.context.passed ? [MODULE] : [])
      },
    },
    events: {
      'lock.check': async () => {
        h.passedBeforeCheck = h.passed.length
        await send({ type: 'lock.check', module: MODULE })
      },
      'load.open': async () => {
        lastOf(h.loads).resolve(releasedEarlier)
        await settle()
      },
      'load.locked': async () => {
        lastOf(h.loads).resolve(stillLocked)
        await settle()
      },
      'load.error': async () => {
        lastOf(h.loads).reject(new Error('503'))
        await settle()
      },
      'submit.empty': () => send({ type: 'lock.submit', password: '  ' }),
      'submit.password': () => send({ type: 'lock.submit', password: 'Lock@2468' }),
      'lock.forgot': () => send({ type: 'lock.forgot' }),
      'lock.cancel': () => send({ type: 'lock.cancel' }),
      'release.done': async () => {
        lastOf(h.releases).resolve()
        await settle()
      },
      'release.error': async () => {
        lastOf(h.releases).reject(new Error('400'))
        await settle()
      },
    },
  }
}

const statePaths = model.getShortestPaths({ allowDuplicatePaths: true })

const edges = edgePaths(model, serializeState)

describeModel(
  'module lock machine (model-based)',
  {
    chart: moduleLockMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: stateChecks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
  },
  () => {
    it("the model has the chart's states and events, and the paths take every transition", () => {
      const chartNodes = Object.entries(moduleLockMachine.root.states)
      const chartStates = chartNodes.map(([name]) => name).sort()
      expect(Object.keys(modelMachine.root.states).sort()).toEqual(chartStates)
      // A state left at once by an eventless transition is never a resting state of a path.
      const resting = chartNodes.filter(([, node]) => !node.always?.length).map(([name]) => name)
      expect([...new Set(statePaths.map((p) => String(p.state.value)))].sort()).toEqual(
        resting.sort(),
      )

      const pairs = eventPairs(moduleLockMachine, modelMachine, REAL_TO_MODEL, edges)
      expect(pairs.modelPairs).toEqual(pairs.chartPairs)
      expect(pairs.takenPairs).toEqual(expect.arrayContaining(pairs.chartPairs))
    })
  },
)
