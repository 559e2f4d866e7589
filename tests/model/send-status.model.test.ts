/**
 * Model-based test of machines/send-status (R-SEND-4 status table with recall, show/hide and
 * refresh; R-SEND-10 status per recipient, counts, partial failure; R-SEND-11 recalling one
 * recipient; M-ERR-21 'Mail recall fails!'): two recipients, one delivered and one failed, loaded,
 * refreshed, recalled one by one or as a whole, every call settled both ways, the table shown and
 * hidden — driven on a real actor whose calls are hand-settled fakes backed by a tiny fake server.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  sendStatusMachine,
  selectCanRecallAll,
  selectCanRecallRecipient,
  selectCanRefresh,
  selectCounts,
  selectError,
  selectIsBusy,
  selectIsVisible,
  selectNotice,
  selectPartialFailure,
  selectRecalling,
  selectRows,
  type DeliveryRow,
  type RecallRecipientInput,
  type SendStatusEmitted,
  type SendStatusErrorCode,
  type SentMailRef,
} from '../../machines/send-status/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  lastOf,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

const MAIL: SentMailRef = { uid: 42, folder: 'Sent' }
const A = 'li.lei@huayu.example.com'
const B = 'nobody@unknown.example.net'
const RECIPIENTS = { a: A, b: B } as const
type Who = keyof typeof RECIPIENTS

type ModelEvent =
  | { type: 'status.toggle' }
  | { type: 'notice.dismiss' }
  | { type: 'status.refresh' }
  | { type: 'recall.all' }
  | { type: 'recall.a' }
  | { type: 'recall.b' }
  | { type: 'load.done' }
  | { type: 'load.error' }
  | { type: 'recallAll.done' }
  | { type: 'recallAll.error' }
  | { type: 'recallOne.done' }
  | { type: 'recallOne.error' }

interface ModelContext {
  loaded: boolean
  recalled: Record<Who, boolean>
  recalledAll: boolean
  recalling: Who | null
  notice: boolean
  error: SendStatusErrorCode | null
  visible: boolean
}

const canRecall = (c: ModelContext, who: Who) => c.loaded && !c.recalled[who]
const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'sendStatusModel',
  context: {
    loaded: false,
    recalled: { a: false, b: false },
    recalledAll: false,
    recalling: null,
    notice: false,
    error: null,
    visible: true,
  },
  initial: 'loading',
  on: {
    'status.toggle': { actions: assign({ visible: ({ context }) => !context.visible }) },
    'notice.dismiss': { actions: assign({ notice: false, error: null }) },
  },
  states: {
    loading: {
      on: {
        'load.done': { target: 'ready', actions: assign({ loaded: true }) },
        'load.error': { target: 'failed', actions: assign({ error: 'loadFailed' }) },
      },
    },
    ready: {
      on: {
        'status.refresh': { target: 'loading', actions: assign({ error: null }) },
        'recall.all': {
          guard: ({ context }) => !context.recalledAll,
          target: 'recallingAll',
          actions: assign({ notice: false, error: null }),
        },
        'recall.a': {
          guard: ({ context }) => canRecall(context, 'a'),
          target: 'recallingOne',
          actions: assign({ recalling: 'a' as const, notice: false, error: null }),
        },
        'recall.b': {
          guard: ({ context }) => canRecall(context, 'b'),
          target: 'recallingOne',
          actions: assign({ recalling: 'b' as const, notice: false, error: null }),
        },
      },
    },
    failed: {
      on: { 'status.refresh': { target: 'loading', actions: assign({ error: null }) } },
    },
    recallingAll: {
      on: {
        'recallAll.done': {
          target: 'ready',
          actions: assign({ recalledAll: true, recalled: { a: true, b: true }, notice: true }),
        },
        'recallAll.error': { target: 'ready', actions: assign({ error: 'recallFailed' }) },
      },
    },
    recallingOne: {
      on: {
        'recallOne.done': {
          target: 'ready',
          actions: assign(({ context }) => ({
            recalled: { ...context.recalled, [context.recalling ?? 'a']: true },
            recalling: null,
            notice: true,
          })),
        },
        'recallOne.error': {
          target: 'ready',
          actions: assign({ recalling: null, error: 'recallFailed' }),
        },
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'status.refresh': ['status.refresh'],
  'recall.all': ['recall.all'],
  'recall.recipient': ['recall.a', 'recall.b'],
  'xstate.done.actor.loadStatus': ['load.done'],
  'xstate.error.actor.loadStatus': ['load.error'],
  'xstate.done.actor.recallMail': ['recallAll.done'],
  'xstate.error.actor.recallMail': ['recallAll.error'],
  'xstate.done.actor.recallRecipient': ['recallOne.done'],
  'xstate.error.actor.recallRecipient': ['recallOne.error'],
}

const serializeState = (s: ModelSnapshot) => JSON.stringify([s.value, s.context])

/** The fake server: which recipients are recalled; one delivered, one failed. */
class Server {
  recalled: Record<string, boolean> = { [A]: false, [B]: false }
  row(recipient: string, forceStale = false): DeliveryRow {
    const recalled = this.recalled[recipient] === true
    return {
      name: recipient === A ? '李雷' : '',
      recipient,
      status: recipient === A ? 'deliver' : 'deliver_fail',
      status_info: recipient === A ? '投递成功' : '550 mailbox unavailable',
      recall_status: recalled ? 'recalled' : '',
      recall_status_info: recalled ? '召回成功' : '',
      inform: '',
      is_red: recipient === B,
      // A server slow to say so: the machine must mark the recipient recalled anyway.
      is_zhaohui: recalled && !forceStale,
    }
  }
  rows = () => [A, B].map((r) => this.row(r))
}

class Harness {
  readonly loads: Pending<DeliveryRow[], { messageId: string }>[] = []
  readonly recallAlls: Pending<DeliveryRow[], SentMailRef>[] = []
  readonly recallOnes: Pending<DeliveryRow[], RecallRecipientInput>[] = []
  readonly emitted: SendStatusEmitted[] = []
  readonly actor: Actor<typeof sendStatusMachine>
  readonly server = new Server()

  constructor(inspect?: Inspect) {
    const machine = sendStatusMachine.provide({
      actors: {
        loadStatus: pendingActor(this.loads),
        recallMail: pendingActor(this.recallAlls),
        recallRecipient: pendingActor(this.recallOnes),
      },
    })
    this.actor = createActor(machine, {
      input: { messageId: '<m1@huayu.example.com>', mail: MAIL },
      inspect,
    })
    this.actor.on('*', (event) => this.emitted.push(event))
    this.actor.start()
  }
}

function checks(h: Harness) {
  const send = sender(h.actor)
  const settleWith = async (action: () => void) => {
    action()
    await settle()
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        const c = expected.context
        expect(actual.value).toEqual(expected.value)
        expect(selectIsVisible(actual)).toBe(c.visible)
        expect(selectError(actual)).toBe(c.error)
        expect(selectNotice(actual) !== null).toBe(c.notice)
        expect(selectIsBusy(actual)).toBe(!['ready', 'failed'].includes(String(expected.value)))
        expect(selectCanRefresh(actual)).toBe(['ready', 'failed'].includes(String(expected.value)))
        const ready = expected.matches('ready')
        expect(selectCanRecallAll(actual)).toBe(ready && !c.recalledAll)
        for (const who of ['a', 'b'] as const) {
          expect(selectCanRecallRecipient(actual, RECIPIENTS[who])).toBe(ready && canRecall(c, who))
        }
        expect(selectRecalling(actual)).toBe(c.recalling ? RECIPIENTS[c.recalling] : null)
        const rows = selectRows(actual)
        expect(rows.map((r) => r.is_zhaohui)).toEqual(c.loaded ? [c.recalled.a, c.recalled.b] : [])
        expect(selectCounts(actual).deliver_fail).toBe(c.loaded ? 1 : 0)
        expect(selectCounts(actual).deliver).toBe(c.loaded ? 1 : 0)
        expect(selectPartialFailure(actual)).toBe(c.loaded)
      },
    },
    events: {
      'status.toggle': () => send({ type: 'status.toggle' }),
      'notice.dismiss': () => send({ type: 'notice.dismiss' }),
      'status.refresh': () => send({ type: 'status.refresh' }),
      'recall.all': () => send({ type: 'recall.all' }),
      'recall.a': () => send({ type: 'recall.recipient', recipient: A }),
      'recall.b': () => send({ type: 'recall.recipient', recipient: B }),
      'load.done': () => settleWith(() => lastOf(h.loads).resolve(h.server.rows())),
      'load.error': () => settleWith(() => lastOf(h.loads).reject(new Error('500'))),
      'recallAll.done': async () => {
        const call = lastOf(h.recallAlls)
        expect(call.input).toEqual(MAIL)
        h.server.recalled = { [A]: true, [B]: true }
        const rows = h.server.rows().map((r) => ({ ...r, inform: '邮件已召回' }))
        await settleWith(() => call.resolve(rows))
        expect(h.emitted.at(-1)).toEqual({
          type: 'recall.succeeded',
          recipient: null,
          notice: '邮件已召回',
        })
      },
      'recallAll.error': async () => {
        await settleWith(() => lastOf(h.recallAlls).reject(new Error('400')))
        expect(h.emitted.at(-1)).toEqual({ type: 'recall.failed', recipient: null })
      },
      'recallOne.done': async () => {
        const call = lastOf(h.recallOnes)
        h.server.recalled[call.input.recipient] = true
        await settleWith(() => call.resolve([h.server.row(call.input.recipient, true)]))
        expect(h.emitted.at(-1)).toEqual({
          type: 'recall.succeeded',
          recipient: call.input.recipient,
          notice: '召回成功',
        })
      },
      'recallOne.error': async () => {
        const call = lastOf(h.recallOnes)
        await settleWith(() => call.reject(new Error('400')))
        expect(h.emitted.at(-1)).toEqual({
          type: 'recall.failed',
          recipient: call.input.recipient,
        })
      },
    },
  }
}

const model = createTestModel(modelMachine, { serializeState })
const edges = edgePaths(model, serializeState)

describeModel(
  'send-status machine (model-based)',
  {
    chart: sendStatusMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: checks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
    mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  },
  () => {
    it('the path set stays small (fewer than 800 paths)', () => {
      expect(edges.length).toBeLessThan(800)
    })
  },
)
