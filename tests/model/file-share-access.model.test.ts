/**
 * Model-based test of machines/file-share-access (the public /fileshare page, issue 15): every
 * state and transition of the chart driven on a real actor whose openShare calls are
 * hand-settled fakes. The points of the chart: a share with a code never shows its files before
 * the right code, a wrong code or a failure keeps the visitor at the code with its own reason,
 * and an unknown, cancelled or expired link ends with that reason, before or after the code.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  fileShareAccessMachine,
  selectAsksCode,
  selectCode,
  selectCodeError,
  selectIsBusy,
  selectLoadFailed,
  selectRefusal,
  selectShare,
  type CodeError,
  type OpenShareInput,
  type OpenedShare,
  type ShareEndReason,
} from '../../machines/file-share-access/index.ts'
import {
  describeModel,
  lastOf,
  pendingActor,
  sender,
  settle,
  type Inspect,
  type Pending,
} from './support/index.ts'

const KEY = 'a1b2c3d4e5f6'
const CODE = 'x7k2'
const SHARE: OpenedShare = {
  share_key: KEY,
  owner: '王小明 <demo@huayu.example.com>',
  expire_at: null,
  files: [{ id: 3, name: '预算表.xlsx', size: 240_000 }],
}

type ModelEvent = {
  type:
    | 'open.ok'
    | 'open.codeRequired'
    | 'open.ended'
    | 'open.fail'
    | 'share.retry'
    | 'code.change'
    | 'code.submit'
    | 'code.submitBlank'
    | 'check.ok'
    | 'check.wrong'
    | 'check.ended'
    | 'check.fail'
}

interface ModelContext {
  codeError: CodeError | null
  refusal: ShareEndReason | null
  /** The code the files were opened with ('' = the share has none). */
  code: string
}

// The link ends differently before the code (expired) and after it (cancelled meanwhile).
const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'fileShareAccessModel',
  context: { codeError: null, refusal: null, code: '' },
  initial: 'opening',
  states: {
    opening: {
      on: {
        'open.ok': 'opened',
        'open.codeRequired': 'askingCode',
        'open.ended': { target: 'refused', actions: assign({ refusal: 'expired' }) },
        'open.fail': 'failed',
      },
    },
    failed: { on: { 'share.retry': 'opening' } },
    askingCode: {
      on: {
        'code.change': { target: 'askingCode', actions: assign({ codeError: null }) },
        'code.submit': { target: 'checking', actions: assign({ codeError: null, code: CODE }) },
        // A blank code is refused by the page; the machine does not ask the server.
        'code.submitBlank': { target: 'askingCode' },
      },
    },
    checking: {
      on: {
        'check.ok': 'opened',
        'check.wrong': { target: 'askingCode', actions: assign({ codeError: 'wrong_code' }) },
        'check.ended': { target: 'refused', actions: assign({ refusal: 'cancelled' }) },
        'check.fail': { target: 'askingCode', actions: assign({ codeError: 'failed' }) },
      },
    },
    opened: { type: 'final' },
    refused: { type: 'final' },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.open': ['open.ok'],
  'xstate.error.actor.open': ['open.codeRequired', 'open.ended', 'open.fail'],
  'share.retry': ['share.retry'],
  'code.change': ['code.change'],
  'code.submit': ['code.submit', 'code.submitBlank'],
  'xstate.done.actor.check': ['check.ok'],
  'xstate.error.actor.check': ['check.wrong', 'check.ended', 'check.fail'],
}

const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([s.value, s.context.codeError, s.context.code])

class Harness {
  readonly calls: Pending<OpenedShare, OpenShareInput>[] = []
  readonly actor: Actor<typeof fileShareAccessMachine>

  constructor(inspect?: Inspect, shareKey = ` ${KEY} `) {
    const machine = fileShareAccessMachine.provide({
      actors: { openShare: pendingActor(this.calls) },
    })
    this.actor = createActor(machine, { input: { shareKey }, inspect }).start()
  }
}

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  /** Settles the call the machine made last, after checking what it asked for. */
  const answer = async (code: string, settleCall: (call: Pending<OpenedShare>) => void) => {
    const call = lastOf(h.calls)
    // The key is trimmed; the code is sent only once the visitor gave one.
    expect(call.input).toEqual({ shareKey: KEY, code })
    settleCall(call)
    await settle()
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        expect(selectShare(actual)).toEqual(expected.matches('opened') ? SHARE : null)
        expect(selectCode(actual)).toBe(expected.context.code)
        expect(selectAsksCode(actual)).toBe(
          expected.matches('askingCode') || expected.matches('checking'),
        )
        expect(selectIsBusy(actual)).toBe(
          expected.matches('opening') || expected.matches('checking'),
        )
        expect(selectLoadFailed(actual)).toBe(expected.matches('failed'))
        expect(selectCodeError(actual)).toBe(expected.context.codeError)
        expect(selectRefusal(actual)).toBe(expected.context.refusal)
        expect(actual.status).toBe(
          expected.matches('opened') || expected.matches('refused') ? 'done' : 'active',
        )
      },
    },
    events: {
      'open.ok': () => answer('', (call) => call.resolve(SHARE)),
      'open.codeRequired': () => answer('', (call) => call.reject({ reason: 'code_required' })),
      'open.ended': () => answer('', (call) => call.reject({ reason: 'expired' })),
      'open.fail': () => answer('', (call) => call.reject(new Error('network'))),
      'share.retry': async () => {
        const calls = h.calls.length
        await send({ type: 'share.retry' })
        expect(h.calls).toHaveLength(calls + 1)
      },
      'code.change': () => send({ type: 'code.change' }),
      'code.submit': async () => {
        const calls = h.calls.length
        await send({ type: 'code.submit', code: `  ${CODE} ` })
        expect(h.calls).toHaveLength(calls + 1)
      },
      'code.submitBlank': async () => {
        const calls = h.calls.length
        await send({ type: 'code.submit', code: '   ' })
        expect(h.calls).toHaveLength(calls)
      },
      'check.ok': () => answer(CODE, (call) => call.resolve(SHARE)),
      'check.wrong': () => answer(CODE, (call) => call.reject({ reason: 'wrong_code' })),
      'check.ended': () => answer(CODE, (call) => call.reject({ reason: 'cancelled' })),
      // A 5xx, or a refusal body with a reason the page does not know.
      'check.fail': () => answer(CODE, (call) => call.reject({ reason: 'teapot' })),
    },
  }
}

describeModel('file-share-access machine (model-based)', {
  chart: fileShareAccessMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (h) => h.actor.stop(),
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  walks: {
    // The model starts from a link with its key; a link without one never asks the server.
    'a link without its key is refused at once as unknown': async (inspect) => {
      const h = new Harness(inspect, '  ')
      await settle()
      expect(h.actor.getSnapshot().value).toBe('refused')
      expect(selectRefusal(h.actor.getSnapshot())).toBe('not_found')
      expect(h.calls).toHaveLength(0)
      h.actor.stop()
    },
  },
})
