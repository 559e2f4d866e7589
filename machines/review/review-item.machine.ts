/**
 * One held mail in its own tab (R-REVIEW-1; R-REVIEW-2 permit or reject from wait; R-REVIEW-3 a
 * decision closes the tab; R-REVIEW-4, M-ERR-13 'Review item load failure', 'Review reject
 * without reason'):
 *
 *   loading ─► shown | notFound (+ 'review.missing': folders and lists reload)
 *   shown (status wait only) ─review.approve─► confirming ─decision.confirm─► deciding
 *                            ─review.reject──► reasonEntry ─decision.confirm─► deciding
 *   confirming | reasonEntry ─decision.cancel─► shown
 *   deciding ─► done (+ 'review.decided') | back to the dialog with 'decideFailed'
 *
 * Approve clears the reason; reject needs one ('reasonRequired', nothing sent without it).
 */
import { assign, emit, setup } from 'xstate'
import { decideReview, loadReview } from './review.actors.ts'
import type {
  ReviewItemContext,
  ReviewItemEmitted,
  ReviewItemEvent,
  ReviewItemInput,
} from './review.types.ts'

export const reviewItemMachine = setup({
  types: {
    context: {} as ReviewItemContext,
    events: {} as ReviewItemEvent,
    input: {} as ReviewItemInput,
    emitted: {} as ReviewItemEmitted,
    tags: {} as 'busy' | 'dialog',
  },
  actors: { loadReview, decideReview },
  guards: {
    waiting: ({ context }) => context.mail?.status === 'wait',
    reasonGiven: ({ context }) => context.reason.trim() !== '',
    permitting: ({ context }) => context.decision === 'permit',
  },
  actions: {
    clearDecision: assign({ decision: null, reason: '', error: null }),
    announceDecided: emit(({ context }) => {
      if (context.decision === null) throw new Error('review-item machine: decided without one')
      return { type: 'review.decided' as const, id: context.id, status: context.decision }
    }),
    announceMissing: emit(({ context }) => ({ type: 'review.missing' as const, id: context.id })),
  },
}).createMachine({
  id: 'reviewItem',
  description: 'One held mail: read it, then permit (confirmed) or reject (with a reason).',
  context: ({ input }) => ({ id: input.id, mail: null, decision: null, reason: '', error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReview',
        src: 'loadReview',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'shown', actions: assign({ mail: ({ event }) => event.output }) },
        onError: {
          target: 'notFound',
          description:
            'Any failure reads as "not found" (M-ERR-13): the item is marked ' +
            'so and the folders and lists are told to reload.',
          actions: 'announceMissing',
        },
      },
    },
    shown: {
      description: 'The mail is on screen; only a waiting one offers approve and reject.',
      on: {
        'review.approve': {
          guard: 'waiting',
          target: 'confirming',
          description: 'Approve asks first; the reason is cleared (R-STATE).',
          actions: assign({ decision: 'permit', reason: '', error: null }),
        },
        'review.reject': {
          guard: 'waiting',
          target: 'reasonEntry',
          actions: assign({ decision: 'reject', reason: '', error: null }),
        },
      },
    },
    confirming: {
      description: 'The confirm prompt of approve.',
      tags: ['dialog'],
      on: {
        'decision.confirm': { target: 'deciding', actions: assign({ error: null }) },
        'decision.cancel': { target: 'shown', actions: 'clearDecision' },
      },
    },
    reasonEntry: {
      description: 'The reason dialog of reject.',
      tags: ['dialog'],
      on: {
        'reason.change': {
          description: 'Typing clears the error the last attempt left.',
          actions: assign({ reason: ({ event }) => event.reason, error: null }),
        },
        'decision.confirm': [
          { guard: 'reasonGiven', target: 'deciding', actions: assign({ error: null }) },
          {
            description: "A blank reason is refused here: 'please input reject reason'.",
            actions: assign({ error: 'reasonRequired' }),
          },
        ],
        'decision.cancel': { target: 'shown', actions: 'clearDecision' },
      },
    },
    deciding: {
      tags: ['busy', 'dialog'],
      invoke: {
        id: 'decideReview',
        src: 'decideReview',
        input: ({ context }) => ({
          id: context.id,
          status: context.decision ?? 'permit',
          reason: context.decision === 'reject' ? context.reason.trim() : '',
        }),
        onDone: {
          target: 'done',
          description: 'The UI closes the tab; lists go to page 1 and the count refreshes.',
          actions: 'announceDecided',
        },
        onError: [
          {
            guard: 'permitting',
            target: 'confirming',
            description: 'Back to the prompt that sent it, with the error; confirm tries again.',
            actions: assign({ error: 'decideFailed' }),
          },
          {
            target: 'reasonEntry',
            description: 'Back to the reason dialog, the reason kept, with the error.',
            actions: assign({ error: 'decideFailed' }),
          },
        ],
      },
    },
    done: { type: 'final', description: 'Decided; the tab closes.' },
    notFound: { description: 'The item could not be loaded; only closing the tab is left.' },
  },
})
