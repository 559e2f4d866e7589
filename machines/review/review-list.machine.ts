/**
 * The reviewer's list (R-REVIEW-1: a status switch wait / permit / reject and a paged
 * table; R-REVIEW-3: after a decision the lists return to page 1).
 *
 *   loading ─► loaded | failed
 *   any ─(status.set, pageSize.set, review.changed)─► loading, page 1
 *   any ─(page.go, list.refresh)─► loading, that page / the same page
 *
 * A new request replaces the one in flight (the state is re-entered, so its actor is stopped).
 */
import { assign, setup } from 'xstate'
import { loadReviews } from './review.actors.ts'
import type {
  ReviewListContext,
  ReviewListEvent,
  ReviewListInput,
  ReviewPage,
} from './review.types.ts'

/** R-VALID: lists show 20 a page unless the user picks another size. */
export const REVIEW_PAGE_SIZE = 20

export const lastReviewPage = (count: number, pageSize: number): number =>
  Math.max(1, Math.ceil(count / pageSize))

export const reviewListMachine = setup({
  types: {
    context: {} as ReviewListContext,
    events: {} as ReviewListEvent,
    input: {} as ReviewListInput,
    tags: {} as 'busy',
  },
  actors: { loadReviews },
  actions: {
    show: assign((_, params: { page: ReviewPage }) => ({
      rows: params.page.rows,
      count: params.page.count,
      error: null,
    })),
  },
}).createMachine({
  id: 'reviewList',
  description: "The reviewer's held mail of one status, a page at a time.",
  context: ({ input }) => ({
    status: input.status ?? 'wait',
    page: 1,
    pageSize: input.pageSize ?? REVIEW_PAGE_SIZE,
    rows: [],
    count: 0,
    error: null,
  }),
  initial: 'loading',
  on: {
    'status.set': {
      target: '.loading',
      reenter: true,
      description: 'Another status is another list: page 1, and no rows of the last one meanwhile.',
      actions: assign({ status: ({ event }) => event.status, page: 1, rows: [], count: 0 }),
    },
    'page.go': {
      target: '.loading',
      reenter: true,
      description: 'Out-of-range pages are clamped to the first or the last.',
      actions: assign({
        page: ({ context, event }) =>
          Math.min(
            Math.max(1, Math.trunc(event.page) || 1),
            lastReviewPage(context.count, context.pageSize),
          ),
      }),
    },
    'pageSize.set': {
      target: '.loading',
      reenter: true,
      actions: assign({ pageSize: ({ event }) => event.size, page: 1 }),
    },
    'list.refresh': { target: '.loading', reenter: true },
    'review.changed': {
      target: '.loading',
      reenter: true,
      description:
        'A decision took an item out of the waiting list (or one went missing): every list ' +
        'returns to page 1 (R-REVIEW-3).',
      actions: assign({ page: 1 }),
    },
  },
  states: {
    loading: {
      description: 'Reading the page; the rows of before stay on screen meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'loadReviews',
        src: 'loadReviews',
        input: ({ context }) => ({
          status: context.status,
          page: context.page,
          pageSize: context.pageSize,
        }),
        onDone: {
          target: 'loaded',
          actions: { type: 'show', params: ({ event }) => ({ page: event.output }) },
        },
        onError: { target: 'failed', actions: assign({ error: 'loadFailed' }) },
      },
    },
    loaded: { description: 'The page is on screen.' },
    failed: {
      description: 'The page could not be read; refresh or any list change tries again.',
    },
  },
})
