/**
 * Model-based test of machines/wechat-qr: a WeChat QR code polled every 2 s until the phone
 * confirms it, with expiry (said by the server, or the client's own count) and a new code on
 * request — driven on a real actor with hand-settled fakes and a simulated clock. The fake code
 * lives 4 s, so two polls fit before the client calls it expired.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, SimulatedClock, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  selectConnectionPoor,
  selectPhase,
  selectQr,
  selectResult,
  WECHAT_POLL_MS,
  wechatQrMachine,
  type WechatQrCheck,
  type WechatQrInfo,
} from '../../machines/wechat-qr/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  pendingActor,
  lastOf,
  type Pending,
} from './support/index.ts'

const QR: WechatQrInfo = {
  scene_id: 'login-1',
  qrcode_url: 'data:image/svg+xml;base64,PHN2Zy8+',
  expire_seconds: 4,
}
const LOGIN = { token: 'jwt', need_twofactor: false, twofactor_types: [] }

type ModelEvent =
  | { type: 'create.done' }
  | { type: 'create.error' }
  | { type: 'tick' }
  | { type: 'check.waiting' }
  | { type: 'check.scanned' }
  | { type: 'check.confirmed' }
  | { type: 'check.expired' }
  | { type: 'check.unbound' }
  | { type: 'check.error' }
  | { type: 'qr.refresh' }

interface ModelContext {
  hasQr: boolean
  scanned: boolean
  elapsed: number
  failures: number
}

const fresh = { hasQr: false, scanned: false, elapsed: 0, failures: 0 }

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'wechatQrModel',
  context: fresh,
  initial: 'creating',
  states: {
    creating: {
      entry: assign(fresh),
      on: {
        'create.done': { target: 'waiting', actions: assign({ hasQr: true }) },
        'create.error': 'failed',
      },
    },
    waiting: {
      on: {
        tick: [
          {
            guard: ({ context }) => context.elapsed >= QR.expire_seconds * 1000,
            target: 'expired',
          },
          {
            target: 'polling',
            actions: assign({ elapsed: ({ context }) => context.elapsed + WECHAT_POLL_MS }),
          },
        ],
      },
    },
    polling: {
      on: {
        'check.confirmed': 'confirmed',
        'check.expired': 'expired',
        'check.unbound': 'unbound',
        'check.waiting': { target: 'waiting', actions: assign({ scanned: false, failures: 0 }) },
        'check.scanned': { target: 'waiting', actions: assign({ scanned: true, failures: 0 }) },
        'check.error': {
          target: 'waiting',
          actions: assign({ failures: ({ context }) => context.failures + 1 }),
        },
      },
    },
    expired: { on: { 'qr.refresh': 'creating' } },
    unbound: { on: { 'qr.refresh': 'creating' } },
    failed: { on: { 'qr.refresh': 'creating' } },
    confirmed: { type: 'final' },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.createQr': ['create.done'],
  'xstate.error.actor.createQr': ['create.error'],
  'xstate.after.poll.wechatQr.waiting': ['tick'],
  'xstate.done.actor.checkQr': [
    'check.waiting',
    'check.scanned',
    'check.confirmed',
    'check.expired',
    'check.unbound',
  ],
  'xstate.error.actor.checkQr': ['check.error'],
  'qr.refresh': ['qr.refresh'],
}

const serializeState = (s: ModelSnapshot) => JSON.stringify([s.value, s.context])

const PHASE: Record<string, string> = {
  creating: 'loading',
  expired: 'expired',
  unbound: 'unbound',
  failed: 'failed',
  confirmed: 'confirmed',
}

class Harness {
  readonly clock = new SimulatedClock()
  readonly creates: Pending<WechatQrInfo>[] = []
  readonly checks: Pending<WechatQrCheck, { sceneId: string }>[] = []
  readonly actor: Actor<typeof wechatQrMachine>
  constructor(inspect?: Inspect) {
    const machine = wechatQrMachine.provide({
      actors: {
        createQr: pendingActor(this.creates),
        checkQr: pendingActor(this.checks),
      },
    })
    this.actor = createActor(machine, { clock: this.clock, inspect }).start()
  }
}

const model = createTestModel(modelMachine, { serializeState })

function stateChecks(h: Harness) {
  const check = async (status: WechatQrCheck['status']) => {
    lastOf(h.checks).resolve(status === 'confirmed' ? { status, result: LOGIN } : { status })
    await settle()
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        const state = String(expected.value)
        expect(actual.value).toEqual(expected.value)
        expect(selectPhase(actual)).toBe(
          PHASE[state] ?? (expected.context.scanned ? 'scanned' : 'showing'),
        )
        expect(selectQr(actual)).toEqual(expected.context.hasQr ? QR : null)
        expect(selectResult(actual)).toEqual(state === 'confirmed' ? LOGIN : null)
        expect(selectConnectionPoor(actual)).toBe(false)
        if (state === 'polling') expect(lastOf(h.checks).input.sceneId).toBe(QR.scene_id)
      },
    },
    events: {
      'create.done': async () => {
        lastOf(h.creates).resolve(QR)
        await settle()
      },
      'create.error': async () => {
        lastOf(h.creates).reject(new TypeError('Failed to fetch'))
        await settle()
      },
      tick: async () => {
        h.clock.increment(WECHAT_POLL_MS)
        await settle()
      },
      'check.waiting': () => check('waiting'),
      'check.scanned': () => check('scanned'),
      'check.confirmed': () => check('confirmed'),
      'check.expired': () => check('expired'),
      'check.unbound': () => check('unbound'),
      'check.error': async () => {
        lastOf(h.checks).reject(new TypeError('Failed to fetch'))
        await settle()
      },
      'qr.refresh': async () => {
        h.actor.send({ type: 'qr.refresh' })
        await settle()
      },
    },
  }
}

const edges = edgePaths(model, serializeState)

describeModel(
  'WeChat QR machine (model-based)',
  {
    chart: wechatQrMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: stateChecks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
    mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  },
  () => {
    it('no poll before 2 s; three failed polls in a row say the connection is poor', async () => {
      const h = new Harness()
      lastOf(h.creates).resolve({ ...QR, expire_seconds: 120 })
      await settle()
      h.clock.increment(WECHAT_POLL_MS - 1)
      expect(h.checks).toHaveLength(0)
      for (let i = 0; i < 3; i++) {
        h.clock.increment(i === 0 ? 1 : WECHAT_POLL_MS)
        await settle()
        lastOf(h.checks).reject(new TypeError('Failed to fetch'))
        await settle()
      }
      expect(selectConnectionPoor(h.actor.getSnapshot())).toBe(true)
      expect(selectPhase(h.actor.getSnapshot())).toBe('showing')
      h.actor.stop()
    })
  },
)
