/**
 * The model-test kit (tests/model/support) on a three-transition chart: with a model that takes
 * every transition the coverage is full; with a model that misses one, the coverage check names
 * it and the mirror check fails too — so a model test cannot pass while the chart has a
 * transition no path takes. Replaying skips what already ran.
 */
import { describe, expect, it } from 'vitest'
import { createActor, setup, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { expectModelMirrorsChart, ModelKit, type Inspect } from '../../model/support/index.ts'

type ChartEvent = { type: 'job.start' } | { type: 'job.done' } | { type: 'job.cancel' }

const chart = setup({ types: { events: {} as ChartEvent } }).createMachine({
  id: 'job',
  initial: 'idle',
  states: {
    idle: { on: { 'job.start': 'busy' } },
    busy: { on: { 'job.done': 'idle', 'job.cancel': 'idle' } },
  },
})

/** A model of the chart; `withCancel: false` forgets one of its transitions. */
function modelOf(withCancel: boolean) {
  const busyOn: Record<string, string> = { 'job.done': 'idle' }
  if (withCancel) busyOn['job.cancel'] = 'idle'
  const machine = setup({ types: { events: {} as ChartEvent } }).createMachine({
    id: 'jobModel',
    initial: 'idle',
    states: { idle: { on: { 'job.start': 'busy' } }, busy: { on: busyOn } },
  })
  type ModelSnapshot = SnapshotFrom<typeof machine>
  const serializeState = (s: ModelSnapshot) => JSON.stringify(s.value)
  return { machine, serializeState, model: createTestModel(machine, { serializeState }) }
}

function kitFor(withCancel: boolean) {
  const { machine, serializeState, model } = modelOf(withCancel)
  let started = 0
  const kit = new ModelKit({
    chart,
    model,
    serializeState,
    start: (inspect: Inspect) => {
      started += 1
      return createActor(chart, { inspect }).start()
    },
    params: (actor) => ({
      states: { '*': (expected) => expect(actor.getSnapshot().value).toBe(expected.value) },
      events: {
        'job.start': () => actor.send({ type: 'job.start' }),
        'job.done': () => actor.send({ type: 'job.done' }),
        'job.cancel': () => actor.send({ type: 'job.cancel' }),
      },
    }),
    stop: (actor) => actor.stop(),
  })
  return { kit, machine, started: () => started }
}

describe('model-test kit', () => {
  it('a model that takes every transition leaves nothing missing', async () => {
    const { kit, machine } = kitFor(true)
    await kit.runRemaining()
    expect(kit.paths.map((p) => p.description).sort()).toEqual([
      '"busy" —job.cancel→ "idle"',
      '"busy" —job.done→ "idle"',
      '"idle" —job.start→ "busy"',
    ])
    expect(kit.missing()).toEqual({ states: [], transitions: [] })
    expectModelMirrorsChart(
      chart,
      machine,
      {
        'job.start': ['job.start'],
        'job.done': ['job.done'],
        'job.cancel': ['job.cancel'],
      },
      kit.paths,
    )
  })

  it('a model that misses a transition leaves it missing, and the mirror check fails', async () => {
    const { kit, machine } = kitFor(false)
    await kit.runRemaining()
    expect(kit.missing()).toEqual({
      states: [],
      transitions: ['job.busy —job.cancel#0→ job.idle'],
    })
    expect(() =>
      expectModelMirrorsChart(
        chart,
        machine,
        {
          'job.start': ['job.start'],
          'job.done': ['job.done'],
          'job.cancel': ['job.cancel'],
        },
        kit.paths,
      ),
    ).toThrow()
  })

  it('replays only the paths that did not run, and nothing when all ran', async () => {
    const { kit, started } = kitFor(true)
    await kit.runPath(kit.paths[0]!)
    expect(started()).toBe(1)
    await kit.runRemaining()
    expect(started()).toBe(3)
    await kit.runRemaining()
    expect(started()).toBe(3)
  })

  it('stops the actor of a failed path and reports the path’s own failure', async () => {
    const { serializeState, model } = modelOf(true)
    const stopped: string[] = []
    const kit = new ModelKit({
      chart,
      model,
      serializeState,
      start: (inspect: Inspect) => createActor(chart, { inspect }).start(),
      params: () => ({
        states: { '*': () => expect('the real actor').toBe('somewhere else') },
      }),
      stop: (actor) => {
        stopped.push(String(actor.getSnapshot().value))
        actor.stop()
        throw new Error('a check after stopping')
      },
    })
    await expect(kit.runPath(kit.paths[0]!)).rejects.toThrow(/somewhere else/)
    expect(stopped).toEqual(['idle'])
  })

  it('before any path runs, every state and transition is missing', () => {
    const { kit } = kitFor(true)
    expect(kit.missing().states).toEqual(['job', 'job.busy', 'job.idle'])
    expect(kit.missing().transitions).toHaveLength(3)
  })
})
