/**
 * Model-based test of machines/settings-resource (issue 12: the one load / refresh / save flow
 * of every settings page): every state and transition driven on a real actor whose load and save
 * calls are hand-settled fakes. The points of the chart: a failed first load never shows data,
 * a refused save keeps the data and names the fields, a save refreshes, leaving aborts.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  selectData,
  selectFailure,
  selectFailureMessage,
  selectFieldMessages,
  selectHasData,
  selectLoadFailed,
  selectLoading,
  selectRefreshing,
  selectSaved,
  selectSaving,
  settingsResourceMachine,
  type SaveInput,
} from '../../machines/settings-resource/index.ts'
import {
  describeModel,
  settle,
  type Inspect,
  lastOf,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

const FIRST = { name: '张伟' }
const REFRESHED = { name: '张伟（刷新）' }
const SAVED = { name: '张伟（已保存）' }
const TOO_LONG = '姓名长度不能超过 35 个字符'
const REFUSED = '资料正在审核中，请稍后再改'

type Failure = null | 'fields' | 'refused' | 'failed'
type ModelEvent = {
  type:
    | 'load.ok'
    | 'load.fail'
    | 'resource.retry'
    | 'resource.refresh'
    | 'resource.save'
    | 'resource.editNamed'
    | 'resource.editOther'
    | 'refresh.ok'
    | 'refresh.fail'
    | 'save.ok'
    | 'save.fields'
    | 'save.refused'
    | 'save.fail'
}
interface ModelContext {
  failure: Failure
  saved: boolean
  /** Which data the page shows: none, the first load, the save's answer, or a refresh. */
  shown: 'none' | 'first' | 'saved' | 'refreshed'
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    editNamed: assign({
      saved: false,
      failure: ({ context }) => (context.failure === 'fields' ? null : context.failure),
    }),
    editOther: assign({ saved: false }),
  },
}).createMachine({
  id: 'settingsResourceModel',
  context: { failure: null, saved: false, shown: 'none' },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.ok': { target: 'ready', actions: assign({ shown: 'first' }) },
        'load.fail': 'loadFailed',
        'resource.refresh': 'loading',
      },
    },
    loadFailed: { on: { 'resource.retry': 'loading' } },
    ready: {
      on: {
        'resource.refresh': 'refreshing',
        'resource.save': { target: 'saving', actions: assign({ failure: null, saved: false }) },
        'resource.editNamed': { actions: 'editNamed' },
        'resource.editOther': { actions: 'editOther' },
      },
    },
    refreshing: {
      on: {
        'resource.refresh': 'refreshing',
        'refresh.ok': { target: 'ready', actions: assign({ shown: 'refreshed' }) },
        'refresh.fail': 'ready',
        'resource.save': { target: 'saving', actions: assign({ failure: null, saved: false }) },
        'resource.editNamed': { actions: 'editNamed' },
        'resource.editOther': { actions: 'editOther' },
      },
    },
    saving: {
      on: {
        'save.ok': { target: 'refreshing', actions: assign({ saved: true, shown: 'saved' }) },
        'save.fields': { target: 'ready', actions: assign({ failure: 'fields' }) },
        'save.refused': { target: 'ready', actions: assign({ failure: 'refused' }) },
        'save.fail': { target: 'ready', actions: assign({ failure: 'failed' }) },
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.load': ['load.ok'],
  'xstate.error.actor.load': ['load.fail'],
  'resource.retry': ['resource.retry'],
  'resource.refresh': ['resource.refresh'],
  'resource.save': ['resource.save'],
  'resource.edit': ['resource.editNamed', 'resource.editOther'],
  'xstate.done.actor.refresh': ['refresh.ok'],
  'xstate.error.actor.refresh': ['refresh.fail'],
  'xstate.done.actor.save': ['save.ok'],
  'xstate.error.actor.save': ['save.fields', 'save.refused', 'save.fail'],
}

const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([s.value, s.context.failure, s.context.saved, s.context.shown])

class Harness {
  readonly loads: Pending<unknown>[] = []
  readonly saves: Pending<unknown, SaveInput>[] = []
  readonly actor: Actor<typeof settingsResourceMachine>

  constructor(inspect?: Inspect) {
    const machine = settingsResourceMachine.provide({
      actors: {
        load: pendingActor(this.loads),
        save: pendingActor(this.saves),
      },
    })
    this.actor = createActor(machine, { inspect })
    this.actor.start()
  }
}

const DATA = { none: null, first: FIRST, saved: SAVED, refreshed: REFRESHED }

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        expect(selectLoading(actual)).toBe(expected.matches('loading'))
        expect(selectLoadFailed(actual)).toBe(expected.matches('loadFailed'))
        const hasData = !expected.matches('loading') && !expected.matches('loadFailed')
        expect(selectHasData(actual)).toBe(hasData)
        expect(selectData(actual)).toEqual(DATA[expected.context.shown])
        expect(selectRefreshing(actual)).toBe(expected.matches('refreshing'))
        expect(selectSaving(actual)).toBe(expected.matches('saving'))
        expect(selectSaved(actual)).toBe(expected.context.saved)
        expect(actual.hasTag('busy')).toBe(
          expected.matches('loading') ||
            expected.matches('refreshing') ||
            expected.matches('saving'),
        )
        expect(selectFailure(actual)?.code ?? null).toBe(expected.context.failure)
        expect(selectFieldMessages(actual)).toEqual(
          expected.context.failure === 'fields' ? { name: TOO_LONG } : {},
        )
        expect(selectFailureMessage(actual)).toBe(
          expected.context.failure === 'refused' ? REFUSED : null,
        )
      },
    },
    events: {
      'load.ok': async () => {
        lastOf(h.loads).resolve(FIRST)
        await settle()
      },
      'load.fail': async () => {
        lastOf(h.loads).reject({ detail: 'Internal server error' })
        await settle()
      },
      'resource.retry': async () => {
        const calls = h.loads.length
        await send({ type: 'resource.retry' })
        expect(h.loads).toHaveLength(calls + 1)
      },
      'resource.refresh': async () => {
        const calls = h.loads.length
        const busy =
          h.actor.getSnapshot().matches('loading') || h.actor.getSnapshot().matches('refreshing')
        const inFlight = busy ? lastOf(h.loads) : null
        await send({ type: 'resource.refresh' })
        expect(h.loads).toHaveLength(calls + 1)
        // Asked again while loading: the call in flight is cancelled, the latest ask answers.
        if (inFlight) expect(inFlight.signal.aborted).toBe(true)
      },
      'resource.save': async () => {
        const inFlight = h.actor.getSnapshot().matches('refreshing') ? lastOf(h.loads) : null
        await send({ type: 'resource.save', values: { name: '新名字' } })
        expect(lastOf(h.saves).input).toEqual({ values: { name: '新名字' } })
        // A refresh in flight is cancelled: its late answer must not replace the saved data.
        if (inFlight) expect(inFlight.signal.aborted).toBe(true)
      },
      'resource.editNamed': () => send({ type: 'resource.edit', field: 'name' }),
      'resource.editOther': () => send({ type: 'resource.edit', field: 'phone' }),
      'refresh.ok': async () => {
        lastOf(h.loads).resolve(REFRESHED)
        await settle()
      },
      'refresh.fail': async () => {
        lastOf(h.loads).reject(new Error('network'))
        await settle()
      },
      'save.ok': async () => {
        const calls = h.loads.length
        lastOf(h.saves).resolve(SAVED)
        await settle()
        expect(h.loads).toHaveLength(calls + 1)
      },
      'save.fields': async () => {
        // Fields the server did not name come back undefined; they are not a message.
        lastOf(h.saves).reject({ fields: { name: TOO_LONG, phone: undefined }, message: null })
        await settle()
      },
      'save.refused': async () => {
        lastOf(h.saves).reject({ fields: {}, message: REFUSED })
        await settle()
      },
      'save.fail': async () => {
        lastOf(h.saves).reject(new Error('network'))
        await settle()
      },
    },
  }
}

describeModel('settings-resource machine (model-based)', {
  chart: settingsResourceMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (h) => h.actor.stop(),
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})

it('leaving the page (stopping the actor) aborts the load in flight', async () => {
  const h = new Harness()
  const pending = lastOf(h.loads)
  expect(pending.signal.aborted).toBe(false)
  h.actor.stop()
  expect(pending.signal.aborted).toBe(true)
})

it('a refresh asked again while one is in flight shows the answer to the latest ask', async () => {
  const h = new Harness()
  lastOf(h.loads).resolve(FIRST)
  await settle()
  h.actor.send({ type: 'resource.refresh' })
  const stale = lastOf(h.loads)
  h.actor.send({ type: 'resource.refresh' })
  const latest = lastOf(h.loads)
  expect(latest).not.toBe(stale)
  latest.resolve(REFRESHED)
  await settle()
  stale.resolve({ name: '旧范围' })
  await settle()
  expect(selectData(h.actor.getSnapshot())).toEqual(REFRESHED)
  expect(stale.signal.aborted).toBe(true)
  h.actor.stop()
})

it('a save that answers nothing keeps the data it had', async () => {
  const h = new Harness()
  lastOf(h.loads).resolve(FIRST)
  await settle()
  h.actor.send({ type: 'resource.save', values: FIRST })
  lastOf(h.saves).resolve(undefined)
  await settle()
  expect(selectData(h.actor.getSnapshot())).toEqual(FIRST)
  expect(selectSaved(h.actor.getSnapshot())).toBe(true)
  h.actor.stop()
})
