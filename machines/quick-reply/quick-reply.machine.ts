/**
 * The reader's quick reply (R-SEND-12: before, replying, sending, after —
 * success or failure, send again; §5 'please enter email content!'; M-ERR
 * "Send failure": the server's first non_field_errors / detail / error_message, send again).
 *
 *   before ─reply.start─► replying.editing ─reply.send─► sending ─► after.success | after.failure
 *   replying.editing ─reply.send (nothing typed)─► replying.editing (alert noContent)
 *   replying.editing ─reply.cancel─► before (nothing typed) | replying.confirmingCancel
 *   replying.confirmingCancel ─cancel.confirm─► before ; ─cancel.keep─► replying.editing
 *   after.failure ─reply.retry─► sending (same text) ; ─reply.change─► replying.editing
 *   after.success ─reply.new─► replying.editing (empty) ; ─reply.close─► before
 */
import { assign, emit, setup } from 'xstate'
import { hasBody } from '../../src/domain/compose/index.ts'
import { failureMessage } from '../compose/compose.rules.ts'
import { sendQuickReply } from './quick-reply.actors.ts'
import type {
  QuickReplyContext,
  QuickReplyEmitted,
  QuickReplyEvent,
  QuickReplyInput,
  SendOutcome,
} from './quick-reply.types.ts'

export const quickReplyMachine = setup({
  types: {
    context: {} as QuickReplyContext,
    events: {} as QuickReplyEvent,
    input: {} as QuickReplyInput,
    emitted: {} as QuickReplyEmitted,
    tags: {} as 'editor' | 'busy',
  },
  actors: { sendQuickReply },
  guards: {
    // The editor is always rich: an image alone would count, whitespace and empty html do not.
    isEmpty: ({ context }) =>
      !hasBody({ is_html: true, html_text: context.html, plain_text: context.plain }),
    refused: (_, params: { output: SendOutcome }) => !params.output.success,
  },
  actions: {
    edit: assign({
      html: ({ event }) => (event.type === 'reply.change' ? event.html : ''),
      plain: ({ event }) => (event.type === 'reply.change' ? event.plain : ''),
      alert: null,
    }),
    clear: assign({ html: '', plain: '', alert: null, outcome: null }),
    alertNoContent: assign({ alert: { code: 'noContent' as const } }),
    clearAlert: assign({ alert: null }),
    sendFailed: assign({
      alert: (_, params: { message: string | null }) => ({
        code: 'sendFailed' as const,
        params: { message: params.message },
      }),
    }),
    storeOutcome: assign({
      outcome: (_, params: { output: SendOutcome }) => params.output,
      alert: null,
    }),
    announce: emit((_, params: { output: SendOutcome }) => ({
      type: 'quickReply.sent' as const,
      outcome: params.output,
    })),
  },
}).createMachine({
  id: 'quickReply',
  description: 'The quick-reply box under an open mail: one short rich reply to its sender.',
  context: ({ input }) => ({
    folder: input.folder,
    uid: input.uid,
    html: '',
    plain: '',
    alert: null,
    outcome: null,
  }),
  initial: 'before',
  states: {
    before: {
      description: 'The collapsed box; nothing typed.',
      on: { 'reply.start': { target: 'replying', actions: 'clear' } },
    },
    replying: {
      description: 'The editor is open; every edit lands in context, so nothing typed is lost.',
      tags: ['editor'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'reply.change': { actions: 'edit' },
            'reply.send': [
              {
                guard: 'isEmpty',
                actions: 'alertNoContent',
                description:
                  "Only whitespace or empty html: 'please enter email content!', nothing is sent.",
              },
              { target: '#quickReply.sending', actions: 'clearAlert' },
            ],
            'reply.cancel': [
              {
                guard: 'isEmpty',
                target: '#quickReply.before',
                actions: 'clear',
                description: 'Nothing typed: close without asking.',
              },
              {
                target: 'confirmingCancel',
                description: 'Something typed: ask before throwing it away.',
              },
            ],
          },
        },
        confirmingCancel: {
          description: "'Discard this reply?' — the text stays until the user agrees.",
          on: {
            'cancel.confirm': { target: '#quickReply.before', actions: 'clear' },
            'cancel.keep': { target: 'editing' },
          },
        },
      },
    },
    sending: {
      description: 'The html is with the server; the editor stays, read-only.',
      tags: ['editor', 'busy'],
      invoke: {
        id: 'sendQuickReply',
        src: 'sendQuickReply',
        input: ({ context }) => ({
          folder: context.folder,
          uid: context.uid,
          html_text: context.html,
        }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ output: event.output }) },
            target: 'after.failure',
            description: 'success false: a failure like any other, with the first error.',
            actions: {
              type: 'sendFailed',
              params: ({ event }) => ({ message: event.output.error_lists[0]?.error ?? null }),
            },
          },
          {
            target: 'after.success',
            actions: [
              { type: 'storeOutcome', params: ({ event }) => ({ output: event.output }) },
              { type: 'announce', params: ({ event }) => ({ output: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'after.failure',
          description: 'A 4xx, a 500 or a dropped network: the text is kept for send again.',
          actions: {
            type: 'sendFailed',
            params: ({ event }) => ({ message: failureMessage(event.error) }),
          },
        },
      },
    },
    after: {
      description: 'The send is over, one way or the other.',
      // Always entered through a named child; XState wants a default all the same.
      initial: 'success',
      states: {
        success: {
          description: 'Sent: the success text; a new reply starts empty, or the box closes.',
          on: {
            'reply.new': { target: '#quickReply.replying', actions: 'clear' },
            'reply.close': { target: '#quickReply.before', actions: 'clear' },
          },
        },
        failure: {
          description: 'The error (alert sendFailed) beside the kept text and a send-again button.',
          tags: ['editor'],
          on: {
            'reply.retry': {
              target: '#quickReply.sending',
              actions: 'clearAlert',
              description: 'Send again: exactly the text that failed.',
            },
            'reply.change': {
              target: '#quickReply.replying',
              actions: 'edit',
              description: 'Editing the kept text leaves the failure: Send is the next step.',
            },
            'reply.cancel': {
              target: '#quickReply.replying.confirmingCancel',
              actions: 'clearAlert',
              description:
                'The failed text is never empty: ask before throwing it away (keeping it goes on ' +
                'editing, without the old error).',
            },
          },
        },
      },
    },
  },
})
