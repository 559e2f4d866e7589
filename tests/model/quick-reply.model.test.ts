/**
 * Model-based test of machines/quick-reply (R-SEND-12: before, replying,
 * sending, after — success or failure, send again; §5 'please enter email content!'): every
 * state and transition of the chart driven on a real actor whose send call is a hand-settled
 * fake; then every state and transition of the real chart must have been taken.
 */
import { expect, it } from 'vitest'
import {
  assign,
  createActor,
  setup,
  type Actor,
  type AnyStateMachine,
  type SnapshotFrom,
  type StateValue,
} from 'xstate'
import { createTestModel, getStateNodes } from 'xstate/graph'
import {
  quickReplyMachine,
  selectAlert,
  selectCanSend,
  selectConfirmCancel,
  selectHasFailed,
  selectHtml,
  selectIsCollapsed,
  selectIsSending,
  selectIsSent,
  selectOutcome,
  selectPlain,
  selectShowsEditor,
  type QuickReplyPayload,
  type SendOutcome,
} from '../../machines/quick-reply/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

const MAIL = { folder: 'INBOX', uid: 7 }
/** The few texts the editor may hold, so the state space stays finite. */
const TEXTS = {
  empty: { html: '', plain: '' },
  blank: { html: '<p>   </p>', plain: '   ' },
  text: { html: '<p>收到，<b>谢谢</b></p>', plain: '收到，谢谢' },
} as const
type Text = keyof typeof TEXTS
const SERVER_TEXT = '对方邮箱已满'
const REFUSED_TEXT = '收件人不存在'

type ModelEvent =
  | { type: 'reply.start' }
  | { type: 'type.text' }
  | { type: 'type.blank' }
  | { type: 'reply.send' }
  | { type: 'reply.retry' }
  | { type: 'reply.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.keep' }
  | { type: 'reply.new' }
  | { type: 'reply.close' }
  | { type: 'send.done' }
  | { type: 'send.refused' }
  | { type: 'send.error' }

/** `rejected`: the call failed with a body; `refused`: it answered success false. */
type ModelAlert = 'noContent' | 'rejected' | 'refused' | null

interface ModelContext {
  text: Text
  alert: ModelAlert
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    clear: assign({ text: 'empty', alert: null }),
    typeText: assign({ text: 'text', alert: null }),
    typeBlank: assign({ text: 'blank', alert: null }),
  },
  guards: { nothingTyped: ({ context }) => context.text !== 'text' },
}).createMachine({
  id: 'quickReplyModel',
  context: { text: 'empty', alert: null },
  initial: 'before',
  states: {
    before: { on: { 'reply.start': { target: 'replying', actions: 'clear' } } },
    replying: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'type.text': { actions: 'typeText' },
            'type.blank': { actions: 'typeBlank' },
            'reply.send': [
              { guard: 'nothingTyped', actions: assign({ alert: 'noContent' }) },
              { target: '#quickReplyModel.sending', actions: assign({ alert: null }) },
            ],
            'reply.cancel': [
              { guard: 'nothingTyped', target: '#quickReplyModel.before', actions: 'clear' },
              { target: 'confirmingCancel' },
            ],
          },
        },
        confirmingCancel: {
          on: {
            'cancel.confirm': { target: '#quickReplyModel.before', actions: 'clear' },
            'cancel.keep': { target: 'editing' },
          },
        },
      },
    },
    sending: {
      on: {
        'send.done': { target: 'after.success' },
        'send.refused': { target: 'after.failure', actions: assign({ alert: 'refused' }) },
        'send.error': { target: 'after.failure', actions: assign({ alert: 'rejected' }) },
      },
    },
    after: {
      initial: 'success',
      states: {
        success: {
          on: {
            'reply.new': { target: '#quickReplyModel.replying', actions: 'clear' },
            'reply.close': { target: '#quickReplyModel.before', actions: 'clear' },
          },
        },
        failure: {
          on: {
            'reply.retry': { target: '#quickReplyModel.sending', actions: assign({ alert: null }) },
            'type.text': { target: '#quickReplyModel.replying', actions: 'typeText' },
            'type.blank': { target: '#quickReplyModel.replying', actions: 'typeBlank' },
            'reply.cancel': {
              target: '#quickReplyModel.replying.confirmingCancel',
              actions: assign({ alert: null }),
            },
          },
        },
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'reply.start': ['reply.start'],
  'reply.change': ['type.text', 'type.blank'],
  'reply.send': ['reply.send'],
  'reply.retry': ['reply.retry'],
  'reply.cancel': ['reply.cancel'],
  'cancel.confirm': ['cancel.confirm'],
  'cancel.keep': ['cancel.keep'],
  'reply.new': ['reply.new'],
  'reply.close': ['reply.close'],
  'xstate.done.actor.sendQuickReply': ['send.done', 'send.refused'],
  'xstate.error.actor.sendQuickReply': ['send.error'],
}

/** 'replying.editing' for { replying: 'editing' }. */
function leafOf(value: StateValue): string {
  if (typeof value === 'string') return value
  const [name, child] = Object.entries(value)[0]!
  return child === undefined ? name : `${name}.${leafOf(child)}`
}

/** Every (state path, model event) a chart handles; the chart's events go through the map. */
function handledPairs(machine: AnyStateMachine, map?: Record<string, readonly string[]>) {
  return getStateNodes(machine.root)
    .flatMap((node) =>
      node.ownEvents.flatMap((type) => {
        const mapped = map ? map[type] : [type]
        if (!mapped) throw new Error(`no model event stands for ${type} in ${node.path.join('.')}`)
        return mapped.map((modelType) => `${node.path.join('.')}|${modelType}`)
      }),
    )
    .sort()
}

const serializeState = (s: ModelSnapshot): string =>
  JSON.stringify([leafOf(s.value), s.context.text, s.context.alert])

const outcome = (success: boolean): SendOutcome => ({
  type: 'send',
  success,
  message_id: success ? '<reply.1@huayu.example.com>' : '',
  recipient: ['li.lei@huayu.example.com'],
  draft_id: null,
  error_lists: success ? [] : [{ recipient: 'li.lei@huayu.example.com', error: REFUSED_TEXT }],
})

class Harness {
  readonly sends: Pending<SendOutcome, QuickReplyPayload>[] = []
  readonly announced: SendOutcome[] = []
  readonly actor: Actor<typeof quickReplyMachine>

  constructor(inspect?: Inspect) {
    const machine = quickReplyMachine.provide({
      actors: {
        sendQuickReply: pendingActor(this.sends),
      },
    })
    this.actor = createActor(machine, { input: MAIL, inspect })
    this.actor.on('quickReply.sent', (event) => this.announced.push(event.outcome))
    this.actor.start()
  }

  lastSend(): Pending<SendOutcome, QuickReplyPayload> {
    const send = this.sends.at(-1)
    if (!send) throw new Error('the machine did not call sendQuickReply')
    return send
  }
}

const model = createTestModel(modelMachine, { serializeState })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  const sendsNow = async (event: Parameters<Harness['actor']['send']>[0]) => {
    const before = h.sends.length
    await send(event)
    const expected = h.actor.getSnapshot().matches('sending') ? before + 1 : before
    expect(h.sends).toHaveLength(expected)
    // What goes out is exactly what was typed, for the mail the box belongs to.
    if (expected > before) {
      expect(h.lastSend().input).toEqual({ ...MAIL, html_text: TEXTS.text.html })
    }
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(leafOf(actual.value)).toBe(leafOf(expected.value))
        const leaf = leafOf(expected.value)
        expect(selectIsCollapsed(actual)).toBe(leaf === 'before')
        expect(selectShowsEditor(actual)).toBe(
          leaf.startsWith('replying') || leaf === 'sending' || leaf === 'after.failure',
        )
        expect(selectIsSending(actual)).toBe(leaf === 'sending')
        expect(selectCanSend(actual)).toBe(leaf === 'replying.editing')
        expect(selectIsSent(actual)).toBe(leaf === 'after.success')
        expect(selectHasFailed(actual)).toBe(leaf === 'after.failure')
        expect(selectConfirmCancel(actual)).toBe(leaf === 'replying.confirmingCancel')
        expect(selectHtml(actual)).toBe(TEXTS[expected.context.text].html)
        expect(selectPlain(actual)).toBe(TEXTS[expected.context.text].plain)
        const alerts: Record<NonNullable<ModelAlert>, unknown> = {
          noContent: { code: 'noContent' },
          rejected: { code: 'sendFailed', params: { message: SERVER_TEXT } },
          refused: { code: 'sendFailed', params: { message: REFUSED_TEXT } },
        }
        expect(selectAlert(actual)).toEqual(
          expected.context.alert ? alerts[expected.context.alert] : null,
        )
        if (leaf === 'after.success') expect(selectOutcome(actual)?.success).toBe(true)
        if (leaf === 'before') expect(selectOutcome(actual)).toBeNull()
      },
    },
    events: {
      'reply.start': () => send({ type: 'reply.start' }),
      'type.text': () => send({ type: 'reply.change', ...TEXTS.text }),
      'type.blank': () => send({ type: 'reply.change', ...TEXTS.blank }),
      'reply.send': () => sendsNow({ type: 'reply.send' }),
      'reply.retry': () => sendsNow({ type: 'reply.retry' }),
      'reply.cancel': () => send({ type: 'reply.cancel' }),
      'cancel.confirm': () => send({ type: 'cancel.confirm' }),
      'cancel.keep': () => send({ type: 'cancel.keep' }),
      'reply.new': () => send({ type: 'reply.new' }),
      'reply.close': () => send({ type: 'reply.close' }),
      'send.done': async () => {
        const announced = h.announced.length
        h.lastSend().resolve(outcome(true))
        await settle()
        // Told once, so the lists refresh once.
        expect(h.announced).toHaveLength(announced + 1)
      },
      'send.refused': async () => {
        const announced = h.announced.length
        h.lastSend().resolve(outcome(false))
        await settle()
        expect(h.announced).toHaveLength(announced)
      },
      'send.error': async () => {
        // As the real actor rejects: the server's body under `body`.
        h.lastSend().reject({ status: 400, body: { non_field_errors: [SERVER_TEXT] } })
        await settle()
      },
    },
  }
}

const edges = edgePaths(model, serializeState)

describeModel(
  'quick-reply machine (model-based)',
  {
    chart: quickReplyMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: stateChecks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
  },
  () => {
    it("the model has the chart's states and events, and the paths take every pair", () => {
      const paths = (machine: AnyStateMachine) =>
        getStateNodes(machine.root)
          .map((node) => node.path.join('.'))
          .sort()
      expect(paths(modelMachine)).toEqual(paths(quickReplyMachine))
      const chartPairs = handledPairs(quickReplyMachine, REAL_TO_MODEL)
      expect(handledPairs(modelMachine)).toEqual(chartPairs)
      // An edge leaves from the state of the step before it (a path of one edge, from the start).
      const taken = new Set(
        edges.map((e) => {
          const from = e.steps.at(-2)?.state.value ?? modelMachine.config.initial
          return `${leafOf(from as StateValue)}|${e.steps.at(-1)?.event.type}`
        }),
      )
      expect([...taken].sort()).toEqual(expect.arrayContaining(chartPairs))
    })
  },
)
