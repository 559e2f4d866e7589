/**
 * Model-based test of machines/client-auth (R-STATE-6, decisions.md #284): the code loads (or
 * fails and is retried), turning it on applies at once, turning it off and regenerating ask
 * first, a new code shows once with copy until noted, and a failed change keeps everything and
 * its question. Driven on a real actor whose calls the path settles by hand.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  clientAuthMachine,
  selectAsking,
  selectBusy,
  selectCopied,
  selectCurrent,
  selectLoadFailed,
  selectLoading,
  selectNewCode,
  type ClientAuthChange,
  type ClientAuthState,
} from '../../machines/client-auth/index.ts'
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

const CREATED = '2026-11-26T09:00:00+08:00'
const CODE = 'qwertyuiopasdfgh'

type Asking = 'disable' | 'regenerate' | null
type ModelEvent =
  | { type: 'enable' }
  | { type: 'ask.disable' }
  | { type: 'ask.regenerate' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'copy' }
  | { type: 'noted' }
  | { type: 'retry' }
  | { type: 'load.on' }
  | { type: 'load.off' }
  | { type: 'load.lost' }
  | { type: 'change.done' }
  | { type: 'change.lost' }
  | { type: 'copy.done' }
  | { type: 'copy.denied' }

interface ModelContext {
  enabled: boolean | null
  code: boolean
  copied: boolean
  asking: Asking
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    on: ({ context }) => context.enabled === true,
    off: ({ context }) => context.enabled === false,
    hasCode: ({ context }) => context.code,
    asked: ({ context }) => context.asking !== null,
  },
}).createMachine({
  id: 'clientAuthModel',
  context: { enabled: null, code: false, copied: false, asking: null },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.on': { target: 'idle', actions: assign({ enabled: true }) },
        'load.off': { target: 'idle', actions: assign({ enabled: false }) },
        'load.lost': 'loadFailed',
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    idle: {
      on: {
        enable: { target: 'applying', guard: 'off', actions: assign({ asking: null }) },
        'ask.disable': { target: 'asking', guard: 'on', actions: assign({ asking: 'disable' }) },
        'ask.regenerate': {
          target: 'asking',
          guard: 'on',
          actions: assign({ asking: 'regenerate' }),
        },
        copy: { target: 'copying', guard: 'hasCode' },
        noted: { actions: assign({ code: false, copied: false }) },
      },
    },
    asking: {
      on: { confirm: 'applying', cancel: { target: 'idle', actions: assign({ asking: null }) } },
    },
    applying: {
      on: {
        'change.done': {
          target: 'idle',
          actions: assign({
            enabled: ({ context }) => context.asking !== 'disable',
            code: ({ context }) => context.asking !== 'disable',
            copied: false,
            asking: null,
          }),
        },
        'change.lost': [{ target: 'asking', guard: 'asked' }, { target: 'idle' }],
      },
    },
    copying: {
      on: {
        'copy.done': { target: 'idle', actions: assign({ copied: true }) },
        'copy.denied': 'idle',
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  enable: ['enable'],
  'ask.disable': ['ask.disable'],
  'ask.regenerate': ['ask.regenerate'],
  confirm: ['confirm'],
  cancel: ['cancel'],
  copy: ['copy'],
  noted: ['noted'],
  retry: ['retry'],
  'xstate.done.actor.load': ['load.on', 'load.off'],
  'xstate.error.actor.load': ['load.lost'],
  'xstate.done.actor.change': ['change.done'],
  'xstate.error.actor.change': ['change.lost'],
  'xstate.done.actor.copy': ['copy.done'],
  'xstate.error.actor.copy': ['copy.denied'],
}

const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([s.value, s.context.enabled, s.context.code, s.context.copied, s.context.asking])

class Harness {
  readonly loads: Pending<ClientAuthState>[] = []
  readonly changes: Pending<ClientAuthState, ClientAuthChange>[] = []
  readonly copies: Pending<void, { text: string }>[] = []
  readonly actor: Actor<typeof clientAuthMachine>
  constructor(inspect?: Inspect) {
    const machine = clientAuthMachine.provide({
      actors: {
        loadClientAuth: pendingActor(this.loads),
        changeClientAuth: pendingActor(this.changes),
        copyText: pendingActor(this.copies),
      },
    })
    this.actor = createActor(machine, { inspect }).start()
  }
}

const model = createTestModel(modelMachine, { serializeState })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  const answer = async <I>(calls: Pending<ClientAuthState, I>[], state: ClientAuthState) => {
    lastOf(calls).resolve(state)
    await settle()
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toBe(expected.value)
        expect(selectLoading(actual)).toBe(expected.matches('loading'))
        expect(selectLoadFailed(actual)).toBe(expected.matches('loadFailed'))
        expect(selectBusy(actual)).toBe(expected.matches('applying'))
        const current = selectCurrent(actual)
        expect(current?.is_enabled ?? null).toBe(expected.context.enabled)
        expect(selectNewCode(actual)).toBe(expected.context.code ? CODE : null)
        expect(selectCopied(actual)).toBe(expected.context.copied)
        // The question shows while it is asked and while its change runs, nowhere else.
        const showing = expected.matches('asking') || expected.matches('applying')
        expect(selectAsking(actual)).toBe(showing ? expected.context.asking : null)
      },
    },
    events: {
      enable: () => send({ type: 'enable' }),
      'ask.disable': () => send({ type: 'ask.disable' }),
      'ask.regenerate': () => send({ type: 'ask.regenerate' }),
      confirm: () => send({ type: 'confirm' }),
      cancel: () => send({ type: 'cancel' }),
      copy: async () => {
        const shown = selectNewCode(h.actor.getSnapshot())
        const before = h.copies.length
        await send({ type: 'copy' })
        // Exactly the code on show is copied; with none on show nothing is.
        expect(h.copies).toHaveLength(shown ? before + 1 : before)
        if (shown) expect(lastOf(h.copies).input).toEqual({ text: CODE })
      },
      noted: () => send({ type: 'noted' }),
      retry: () => send({ type: 'retry' }),
      'load.on': () => answer(h.loads, { is_enabled: true, code: null, created: CREATED }),
      'load.off': () => answer(h.loads, { is_enabled: false, code: null, created: null }),
      'load.lost': async () => {
        lastOf(h.loads).reject(new TypeError('Failed to fetch'))
        await settle()
      },
      'change.done': async () => {
        const { enable, regenerate } = lastOf(h.changes).input
        // The change asked for is the one the user chose: on, off, or a new code.
        const asked = selectAsking(h.actor.getSnapshot())
        expect({ enable, regenerate }).toEqual({
          enable: asked !== 'disable',
          regenerate: asked === 'regenerate',
        })
        await answer(
          h.changes,
          enable
            ? { is_enabled: true, code: CODE, created: CREATED }
            : { is_enabled: false, code: null, created: null },
        )
      },
      'change.lost': async () => {
        lastOf(h.changes).reject(new TypeError('Failed to fetch'))
        await settle()
      },
      'copy.done': async () => {
        lastOf(h.copies).resolve()
        await settle()
      },
      'copy.denied': async () => {
        lastOf(h.copies).reject(new DOMException('denied', 'NotAllowedError'))
        await settle()
      },
    },
  }
}

describeModel('client authorization code machine (model-based)', {
  chart: clientAuthMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (harness) => harness.actor.stop(),
  paths: edgePaths(model, serializeState),
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})
