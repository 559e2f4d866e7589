/**
 * The remark box (R-STATE-3: view mode with edit and delete, edit mode with save
 * and cancel; §5: required, at most 200 characters).
 *
 *   view ⇄ edit                     edit / cancel
 *   edit → saving → view            a valid draft; back to edit when the server refuses
 *   view → deleting → view          only when there is a remark to delete
 */
import { assign, emit, setup } from 'xstate'
import { validateRemark } from '../../src/domain/mail/remark.ts'
import { deleteRemark, saveRemark } from './remark.actors.ts'
import type { RemarkContext, RemarkEmitted, RemarkEvent, RemarkInput } from './remark.types.ts'

export const remarkMachine = setup({
  types: {
    context: {} as RemarkContext,
    events: {} as RemarkEvent,
    input: {} as RemarkInput,
    emitted: {} as RemarkEmitted,
    tags: {} as 'editing' | 'busy',
  },
  actors: { saveRemark, deleteRemark },
  guards: {
    draftInvalid: ({ context }) => !validateRemark(context.draft).ok,
    hasRemark: ({ context }) => context.remark !== '',
  },
}).createMachine({
  id: 'remark',
  description: 'A mail remark: shown, edited, saved or deleted.',
  context: ({ input }) => ({ remark: input.remark, draft: input.remark, error: null }),
  initial: 'view',
  states: {
    view: {
      description: 'The saved remark (or none); `error` may tell a delete failed.',
      on: {
        'remark.edit': {
          target: 'edit',
          actions: assign({ draft: ({ context }) => context.remark, error: null }),
        },
        'remark.delete': {
          guard: 'hasRemark',
          target: 'deleting',
          actions: assign({ error: null }),
        },
        'remark.sync': {
          actions: assign({ remark: ({ event }) => event.remark }),
          description: 'Only while viewing: a reload never overwrites what the user is typing.',
        },
      },
    },
    edit: {
      description: 'The draft is in the text box; `error` holds the last refusal.',
      tags: ['editing'],
      on: {
        'remark.change': { actions: assign({ draft: ({ event }) => event.text, error: null }) },
        'remark.save': [
          {
            guard: 'draftInvalid',
            actions: assign({
              error: ({ context }) => {
                const result = validateRemark(context.draft)
                return result.ok ? null : result.error
              },
            }),
            description: 'Empty or over 200 characters: the message shows, nothing is sent.',
          },
          { target: 'saving', actions: assign({ error: null }) },
        ],
        'remark.cancel': {
          target: 'view',
          actions: assign({ draft: ({ context }) => context.remark, error: null }),
        },
      },
    },
    saving: {
      description: 'The trimmed draft is with the server.',
      tags: ['editing', 'busy'],
      invoke: {
        id: 'saveRemark',
        src: 'saveRemark',
        input: ({ context }) => ({ remark: context.draft.trim() }),
        onDone: {
          target: 'view',
          actions: [
            assign({ remark: ({ context }) => context.draft.trim() }),
            emit(({ context }) => ({ type: 'remark.changed', remark: context.draft.trim() })),
          ],
        },
        onError: {
          target: 'edit',
          actions: assign({ error: 'saveFailed' }),
          description: 'The draft is kept so the user can try again.',
        },
      },
    },
    deleting: {
      description: 'The delete is with the server.',
      tags: ['busy'],
      invoke: {
        id: 'deleteRemark',
        src: 'deleteRemark',
        onDone: {
          target: 'view',
          actions: [
            assign({ remark: '', draft: '' }),
            emit({ type: 'remark.changed', remark: '' }),
          ],
        },
        onError: { target: 'view', actions: assign({ error: 'deleteFailed' }) },
      },
    },
  },
})
