/**
 * Move or copy personal contacts to a group, one save per contact (decisions.md #199).
 *
 *   idle → running → finished        batch.start with at least one contact
 *   running ↺                        one contact saved or failed, the next one starts
 *   finished → idle | running        batch.dismiss, or another batch.start
 *
 * A failed save does not stop the batch: the rest are still tried and the failures are listed.
 */
import { assign, emit, setup } from 'xstate'
import { applyGroupChange } from './contact-batch.actors.ts'
import type {
  ContactBatchContext,
  ContactBatchEmitted,
  ContactBatchEvent,
} from './contact-batch.types.ts'

const start = { guard: 'hasContacts', target: 'running', actions: 'takeBatch' } as const

export const contactBatchMachine = setup({
  types: {
    context: {} as ContactBatchContext,
    events: {} as ContactBatchEvent,
    emitted: {} as ContactBatchEmitted,
    tags: {} as 'busy',
  },
  actors: { applyGroupChange },
  actions: {
    takeBatch: assign(({ event }) =>
      event.type === 'batch.start'
        ? { change: event.change, ids: event.ids, done: 0, failed: [] }
        : {},
    ),
    countDone: assign({ done: ({ context }) => context.done + 1 }),
    countFailed: assign({
      failed: ({ context }) => [...context.failed, context.ids[context.done]!],
    }),
  },
  guards: {
    hasContacts: ({ event }) => event.type === 'batch.start' && event.ids.length > 0,
    lastOne: ({ context }) => context.done + 1 >= context.ids.length,
  },
}).createMachine({
  id: 'contactBatch',
  description: 'Saves each chosen contact with its new groups, in order.',
  context: { change: null, ids: [], done: 0, failed: [] },
  initial: 'idle',
  states: {
    idle: { on: { 'batch.start': start } },
    running: {
      description: 'Saving contact number `done` of `ids`; after the last one, finished.',
      tags: ['busy'],
      invoke: {
        id: 'applyGroupChange',
        src: 'applyGroupChange',
        input: ({ context }) => ({ id: context.ids[context.done]!, change: context.change! }),
        onDone: [
          { guard: 'lastOne', target: 'finished', actions: 'countDone' },
          { target: 'running', reenter: true, actions: 'countDone' },
        ],
        onError: [
          { guard: 'lastOne', target: 'finished', actions: ['countFailed', 'countDone'] },
          { target: 'running', reenter: true, actions: ['countFailed', 'countDone'] },
        ],
      },
    },
    finished: {
      description: 'All tried; `failed` lists the ones that were not saved.',
      // The lists on screen read again: the groups' counts and the table changed.
      entry: emit({ type: 'batch.finished' }),
      on: { 'batch.start': start, 'batch.dismiss': 'idle' },
    },
  },
})
