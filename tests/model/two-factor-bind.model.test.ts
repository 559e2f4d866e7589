/**
 * Model-based test of machines/two-factor-bind: the four-step authenticator binding wizard
 * (R-LOGIN-3: download app, scan QR, back up 16-digit key, enable), every state
 * and transition driven on a real actor with hand-settled setupTotp / bindTotp fakes.
 */
import { expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  groupKey,
  selectBindError,
  selectIsBusy,
  selectIsDone,
  selectSetup,
  selectSetupFailed,
  selectStep,
  selectStepIndex,
  twoFactorBindMachine,
  type BindTotpInput,
  type TotpSetupInfo,
} from '../../machines/two-factor-bind/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  pendingActor,
  sender,
  lastOf,
  type Pending,
} from './support/index.ts'

const SETUP: TotpSetupInfo = {
  secret: 'HUAYUDEMOSECURE2',
  qrcode: 'data:image/svg+xml;base64,PHN2Zy8+',
  otpauth_url: 'otpauth://totp/Huayu%20Mail:demo?secret=HUAYUDEMOSECURE2',
}
const REFUSED = '动态验证码错误，请重新输入'

type ModelEvent =
  | { type: 'bind.next' }
  | { type: 'bind.back' }
  | { type: 'bind.retry' }
  | { type: 'submit.malformed' }
  | { type: 'submit.code' }
  | { type: 'setup.done' }
  | { type: 'setup.error' }
  | { type: 'bind.done' }
  | { type: 'bind.error' }

interface ModelContext {
  hasSetup: boolean
  error: 'setupFailed' | 'codeFormat' | 'bindFailed' | null
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'twoFactorBindModel',
  context: { hasSetup: false, error: null },
  initial: 'download',
  states: {
    download: {
      on: {
        'bind.next': [
          { guard: ({ context }) => context.hasSetup, target: 'scan' },
          { target: 'preparing' },
        ],
      },
    },
    preparing: {
      on: {
        'setup.done': { target: 'scan', actions: assign({ hasSetup: true, error: null }) },
        'setup.error': {
          target: 'setupFailed',
          actions: assign({ error: 'setupFailed' as const }),
        },
      },
    },
    setupFailed: {
      on: {
        'bind.retry': { target: 'preparing', actions: assign({ error: null }) },
        'bind.back': { target: 'download', actions: assign({ error: null }) },
      },
    },
    scan: { on: { 'bind.next': 'backup', 'bind.back': 'download' } },
    backup: { on: { 'bind.next': 'enable', 'bind.back': 'scan' } },
    enable: {
      on: {
        'submit.malformed': { actions: assign({ error: 'codeFormat' as const }) },
        'submit.code': { target: 'binding', actions: assign({ error: null }) },
        'bind.back': { target: 'backup', actions: assign({ error: null }) },
      },
    },
    binding: {
      on: {
        'bind.done': 'done',
        'bind.error': { target: 'enable', actions: assign({ error: 'bindFailed' as const }) },
      },
    },
    done: { type: 'final' },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'bind.next': ['bind.next'],
  'bind.back': ['bind.back'],
  'bind.retry': ['bind.retry'],
  'bind.submit': ['submit.malformed', 'submit.code'],
  'xstate.done.actor.setupTotp': ['setup.done'],
  'xstate.error.actor.setupTotp': ['setup.error'],
  'xstate.done.actor.bindTotp': ['bind.done'],
  'xstate.error.actor.bindTotp': ['bind.error'],
}

const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([s.value, s.context.hasSetup, s.context.error])

const STEP: Record<string, string> = {
  download: 'download',
  preparing: 'scan',
  setupFailed: 'scan',
  scan: 'scan',
  backup: 'backup',
  enable: 'enable',
  binding: 'enable',
  done: 'done',
}

class Harness {
  readonly setups: Pending<TotpSetupInfo>[] = []
  readonly binds: Pending<void, BindTotpInput>[] = []
  setupsAfterDone = 0
  done = false
  readonly actor: Actor<typeof twoFactorBindMachine>
  constructor(inspect?: Inspect) {
    const machine = twoFactorBindMachine.provide({
      actors: {
        setupTotp: fromPromise<TotpSetupInfo>(({ signal }) => {
          if (this.done) this.setupsAfterDone++
          return new Promise((resolve, reject) =>
            this.setups.push({ input: undefined, resolve, reject, signal }),
          )
        }),
        bindTotp: pendingActor(this.binds),
      },
    })
    this.actor = createActor(machine, { inspect }).start()
  }
}

const model = createTestModel(modelMachine, { serializeState })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        const state = String(expected.value)
        expect(actual.value).toEqual(expected.value)
        expect(selectStep(actual)).toBe(STEP[state])
        expect(selectStepIndex(actual)).toBe(
          ['download', 'scan', 'backup', 'enable', 'done'].indexOf(STEP[state]!),
        )
        expect(selectSetup(actual)).toEqual(expected.context.hasSetup ? SETUP : null)
        expect(selectIsBusy(actual)).toBe(state === 'preparing' || state === 'binding')
        expect(selectSetupFailed(actual)).toBe(state === 'setupFailed')
        expect(selectIsDone(actual)).toBe(state === 'done')
        expect(selectBindError(actual)?.code ?? null).toBe(expected.context.error)
        if (expected.context.error === 'bindFailed') {
          expect(selectBindError(actual)?.message).toBe(REFUSED)
        }
        // The key is created once: after a successful setup no further call is made.
        if (expected.context.hasSetup) expect(h.setupsAfterDone).toBe(0)
      },
    },
    events: {
      'bind.next': () => send({ type: 'bind.next' }),
      'bind.back': () => send({ type: 'bind.back' }),
      'bind.retry': () => send({ type: 'bind.retry' }),
      'submit.malformed': () => send({ type: 'bind.submit', code: '12 34' }),
      'submit.code': async () => {
        await send({ type: 'bind.submit', code: '123 456' })
        expect(lastOf(h.binds).input).toEqual({ secret: SETUP.secret, code: '123456' })
      },
      'setup.done': async () => {
        h.done = true
        lastOf(h.setups).resolve(SETUP)
        await settle()
      },
      'setup.error': async () => {
        lastOf(h.setups).reject(new TypeError('Failed to fetch'))
        await settle()
      },
      'bind.done': async () => {
        lastOf(h.binds).resolve()
        await settle()
      },
      'bind.error': async () => {
        lastOf(h.binds).reject({ code: [REFUSED] })
        await settle()
      },
    },
  }
}

const edges = edgePaths(model, serializeState)

describeModel(
  'two-factor binding wizard (model-based)',
  {
    chart: twoFactorBindMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: stateChecks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
    mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  },
  () => {
    it('going back to step 1 and on again keeps the key (one setup call)', async () => {
      const h = new Harness()
      h.actor.send({ type: 'bind.next' })
      lastOf(h.setups).resolve(SETUP)
      await settle()
      h.actor.send({ type: 'bind.back' })
      h.actor.send({ type: 'bind.next' })
      expect(h.setups).toHaveLength(1)
      expect(selectStep(h.actor.getSnapshot())).toBe('scan')
      h.actor.stop()
    })

    it('shows the key in groups of four', () => {
      expect(groupKey(SETUP.secret)).toBe('HUAY UDEM OSEC URE2')
    })
  },
)
