/**
 * The delivery status of a sent mail (R-SEND-10; R-SEND-4 send result type send: status table,
 * recall, show/hide, refresh; R-CALL-6, M-ERR-21 recall).
 *
 *   loading ─► ready ─(recall.all)─► recallingAll ─► ready      refresh: ready | failed ─► loading
 *      └──► failed     └(recall.recipient)─► recallingOne ─► ready
 *
 * Show/hide is a flag beside the chart (`visible`): hiding the table never stops a request.
 * Failures leave as codes (loadFailed, recallFailed); the UI has the texts.
 */
import { assign, enqueueActions, setup } from 'xstate'
import { loadStatus, recallMail, recallRecipient } from './send-status.actors.ts'
import { mergeRecall, noticeOf } from './send-status.rules.ts'
import type {
  DeliveryRow,
  SendStatusContext,
  SendStatusEmitted,
  SendStatusEvent,
  SendStatusInput,
} from './send-status.types.ts'

const recipientOf = (event: SendStatusEvent): string | null =>
  event.type === 'recall.recipient' ? event.recipient : null

export const sendStatusMachine = setup({
  types: {
    context: {} as SendStatusContext,
    events: {} as SendStatusEvent,
    input: {} as SendStatusInput,
    emitted: {} as SendStatusEmitted,
    tags: {} as 'busy' | 'recalling',
  },
  actors: { loadStatus, recallMail, recallRecipient },
  guards: {
    canRecallAll: ({ context }) => context.mail !== null && !context.recalledAll,
    canRecallRecipient: ({ context, event }) =>
      context.rows.some((row) => row.recipient === recipientOf(event) && !row.is_zhaohui),
  },
  actions: {
    clearError: assign({ error: null }),
    storeRows: assign({ rows: (_, params: { rows: DeliveryRow[] }) => params.rows }),
    failWith: assign({
      error: (_, params: { code: SendStatusContext['error'] }) => params.code,
    }),
    /** Whole recall when `recalling` is null; the emitted event names who was recalled. */
    recallSucceeded: enqueueActions(({ context, enqueue }, params: { rows: DeliveryRow[] }) => {
      const notice = noticeOf(params.rows)
      enqueue.assign({
        rows: mergeRecall(context.rows, params.rows, context.recalling),
        recalledAll: context.recalling === null ? true : context.recalledAll,
        notice,
        recalling: null,
      })
      enqueue.emit({ type: 'recall.succeeded', recipient: context.recalling, notice })
    }),
    recallFailed: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ error: 'recallFailed', recalling: null })
      enqueue.emit({ type: 'recall.failed', recipient: context.recalling })
    }),
  },
}).createMachine({
  id: 'sendStatus',
  description: 'The per-recipient delivery table of one sent mail, with recall.',
  context: ({ input }) => ({
    messageId: input.messageId,
    mail: input.mail ?? null,
    rows: [],
    recalledAll: input.recalled ?? false,
    recalling: null,
    notice: null,
    error: null,
    visible: input.visible ?? true,
  }),
  initial: 'loading',
  on: {
    'status.toggle': {
      actions: assign({ visible: ({ context }) => !context.visible }),
      description: 'Show/hide the table; whatever is loading goes on.',
    },
    'notice.dismiss': { actions: assign({ notice: null, error: null }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ messageId: context.messageId }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeRows', params: ({ event }) => ({ rows: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'failWith', params: { code: 'loadFailed' } },
          description: 'The rows already shown (a refresh) stay; the error says they are old.',
        },
      },
    },
    ready: {
      on: {
        'status.refresh': { target: 'loading', actions: 'clearError' },
        'recall.all': {
          guard: 'canRecallAll',
          target: 'recallingAll',
          actions: [assign({ recalling: null, notice: null }), 'clearError'],
          description: 'Only with the sent copy known and not yet recalled as a whole.',
        },
        'recall.recipient': {
          guard: 'canRecallRecipient',
          target: 'recallingOne',
          actions: [
            assign({ recalling: ({ event }) => event.recipient, notice: null }),
            'clearError',
          ],
          description: 'Only a listed recipient not yet recalled.',
        },
      },
    },
    failed: {
      description: 'The status could not be read; refresh tries again.',
      on: { 'status.refresh': { target: 'loading', actions: 'clearError' } },
    },
    recallingAll: {
      tags: ['busy', 'recalling'],
      invoke: {
        id: 'recallMail',
        src: 'recallMail',
        input: ({ context }) => {
          if (!context.mail) throw new Error('send-status machine: no sent copy to recall')
          return context.mail
        },
        onDone: {
          target: 'ready',
          actions: [{ type: 'recallSucceeded', params: ({ event }) => ({ rows: event.output }) }],
          description: 'The whole-mail button goes away; the rows say what each recipient got.',
        },
        onError: { target: 'ready', actions: 'recallFailed' },
      },
    },
    // R-SEND-11
    recallingOne: {
      tags: ['busy', 'recalling'],
      invoke: {
        id: 'recallRecipient',
        src: 'recallRecipient',
        input: ({ context }) => ({
          messageId: context.messageId,
          recipient: context.recalling ?? '',
        }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'recallSucceeded', params: ({ event }) => ({ rows: event.output }) }],
          description: 'That recipient moves to the recalled state; its button is hidden.',
        },
        onError: { target: 'ready', actions: 'recallFailed' },
      },
    },
  },
})
