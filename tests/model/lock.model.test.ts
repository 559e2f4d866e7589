/**
 * Model-based test of machines/lock. The model below is the spec's lock-password flow with the
 * machine's I/O turned into plain events (`createTestModel` refuses invocations); every edge of it
 * is replayed on a real lock actor with a hand-settled `unlock` fake, and the actor's own
 * transitions are recorded so the last test fails if any state or transition of the real chart
 * was never taken.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  lockMachine,
  selectIsUnlocking,
  selectLockError,
  type LockErrorCode,
  type UnlockInput,
  type UnlockOutput,
} from '../../machines/lock/index.ts'
import { describeModel, settle, type Inspect, pendingActor, type Pending } from './support/index.ts'

type ModelEvent =
  | { type: 'lock.submit' }
  | { type: 'lock.submitEmpty' }
  | { type: 'unlock.ok' }
  | { type: 'unlock.fail' }

const modelMachine = setup({
  types: {
    context: {} as { error: LockErrorCode | null },
    events: {} as ModelEvent,
    tags: 'busy',
  },
}).createMachine({
  id: 'lockModel',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'lock.submitEmpty': { target: 'idle', actions: assign({ error: 'passwordRequired' }) },
        'lock.submit': { target: 'submitting', actions: assign({ error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      on: {
        'unlock.ok': 'unlocked',
        'unlock.fail': { target: 'idle', actions: assign({ error: 'wrongPassword' }) },
      },
    },
    unlocked: { type: 'final' },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

/** A test state is where the flow is plus the error shown; nothing else varies. */
const serializeState = (s: ModelSnapshot) => JSON.stringify([s.value, s.context.error])

class Harness {
  readonly calls: Pending<UnlockOutput, UnlockInput>[] = []
  readonly actor: Actor<typeof lockMachine>

  constructor(inspect: Inspect) {
    const unlock = pendingActor(this.calls)
    this.actor = createActor(lockMachine.provide({ actors: { unlock } }), {
      inspect,
    }).start()
  }

  lastCall() {
    const call = this.calls.at(-1)
    if (!call) throw new Error('the lock machine did not call unlock')
    return call
  }
}

function params(h: Harness) {
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        expect(selectLockError(actual)).toBe(expected.context.error)
        expect(selectIsUnlocking(actual)).toBe(expected.hasTag('busy'))
        expect(actual.status).toBe(expected.status)
        if (expected.status === 'done') expect(actual.output).toEqual({ token: 'token-unlock' })
      },
    },
    events: {
      'lock.submit': () => {
        const before = h.calls.length
        h.actor.send({ type: 'lock.submit', password: 'Secret#1' })
        expect(h.calls.length).toBe(before + 1)
        expect(h.lastCall().input).toEqual({ password: 'Secret#1' })
      },
      'lock.submitEmpty': () => {
        const before = h.calls.length
        h.actor.send({ type: 'lock.submit', password: '' })
        expect(h.calls.length).toBe(before)
      },
      'unlock.ok': async () => {
        h.lastCall().resolve({ token: 'token-unlock' })
        await settle()
      },
      'unlock.fail': async () => {
        h.lastCall().reject({ non_field_errors: ['密码错误'] })
        await settle()
      },
    },
  }
}

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })
describeModel('lock machine (model-based)', {
  chart: lockMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params,
  stop: (harness) => harness.actor.stop(),
})
