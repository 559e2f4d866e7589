/**
 * Model-based test of machines/lock-settings' lockClear (R-ROLE "Administrators can clear
 * … folder-lock passwords"): every state and transition driven on a real actor whose clearing is
 * a hand-settled fake; the checks compare what the form shows and whom it asked to clear.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  lockClearMachine,
  selectClearBusy,
  selectClearError,
  selectCleared,
  type ClearUserLockInput,
  type LockClearErrorCode,
} from '../../machines/lock-settings/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  pendingActor,
  type Pending,
} from './support/index.ts'

const USER = 'demo@huayu.example.com'

type ModelEvent =
  | { type: 'submit.blank' }
  | { type: 'submit.user' }
  | { type: 'clear.done' }
  | { type: 'clear.unknown' }
  | { type: 'clear.forbidden' }
  | { type: 'clear.failed' }

interface ModelContext {
  error: LockClearErrorCode | null
  cleared: string | null
}

const failWith = (error: LockClearErrorCode) => ({
  target: 'idle' as const,
  actions: assign<ModelContext, ModelEvent, undefined, ModelEvent, never>({ error }),
})

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'lockClearModel',
  context: { error: null, cleared: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'submit.blank': { actions: assign({ error: 'usernameRequired', cleared: null }) },
        'submit.user': { target: 'clearing', actions: assign({ error: null, cleared: null }) },
      },
    },
    clearing: {
      on: {
        'clear.done': { target: 'idle', actions: assign({ cleared: USER }) },
        'clear.unknown': failWith('unknownUser'),
        'clear.forbidden': failWith('forbidden'),
        'clear.failed': failWith('failed'),
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'clear.submit': ['submit.blank', 'submit.user'],
  'xstate.done.actor.clearUserLock': ['clear.done'],
  'xstate.error.actor.clearUserLock': ['clear.unknown', 'clear.forbidden', 'clear.failed'],
}

const serializeState = (s: ModelSnapshot) => JSON.stringify([s.value, s.context])

class Harness {
  readonly calls: Pending<void, ClearUserLockInput>[] = []
  readonly actor: Actor<typeof lockClearMachine>
  constructor(inspect?: Inspect) {
    const machine = lockClearMachine.provide({
      actors: {
        clearUserLock: pendingActor(this.calls),
      },
    })
    this.actor = createActor(machine, { inspect }).start()
  }
  last() {
    const call = this.calls.at(-1)
    if (!call) throw new Error('the machine did not call clearUserLock')
    return call
  }
}

function checks(h: Harness) {
  const reject = async (error: unknown) => {
    h.last().reject(error)
    await settle()
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        expect(selectClearError(actual)).toBe(expected.context.error)
        expect(selectCleared(actual)).toBe(expected.context.cleared)
        expect(selectClearBusy(actual)).toBe(expected.matches('clearing'))
        // The address goes trimmed.
        if (expected.matches('clearing')) expect(h.last().input).toEqual({ username: USER })
      },
    },
    events: {
      'submit.blank': async () => {
        h.actor.send({ type: 'clear.submit', username: '  ' })
        await settle()
      },
      'submit.user': async () => {
        h.actor.send({ type: 'clear.submit', username: ` ${USER} ` })
        await settle()
      },
      'clear.done': async () => {
        h.last().resolve()
        await settle()
      },
      'clear.unknown': () => reject(new Error('unknownUser')),
      'clear.forbidden': () => reject(new Error('forbidden')),
      // Anything that is not a known code reads as a failed request.
      'clear.failed': () => reject(new TypeError('Failed to fetch')),
    },
  }
}

const model = createTestModel(modelMachine, { serializeState })
const edges = edgePaths(model, serializeState)

describeModel('lock clear machine (model-based)', {
  chart: lockClearMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: checks,
  stop: (harness) => harness.actor.stop(),
  paths: edges,
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})
