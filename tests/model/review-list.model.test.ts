/**
 * Model-based test of machines/review's list (R-REVIEW: status switch wait /
 * permit / reject, paging; §4 "Review": after a decision the lists return to page 1): every state
 * and transition of the chart is driven on a real actor whose page loads are hand-settled fakes
 * answering from a tiny fake server. The checks compare what the actor shows and what it asked.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  lastReviewPage,
  reviewListMachine,
  selectIsEmpty,
  selectListError,
  selectListIsBusy,
  selectListStatus,
  selectPaging,
  selectRows,
  type LoadReviewsInput,
  type ReviewListError,
  type ReviewPage,
  type ReviewRow,
  type ReviewStatus,
} from '../../machines/review/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

/** The fake server's queue: 25 waiting (two pages of 20), 3 permitted, none rejected. */
const SIZES: Record<ReviewStatus, number> = { wait: 25, permit: 3, reject: 0 }

function serverPage({ status, page, pageSize }: LoadReviewsInput): ReviewPage {
  const all = Array.from({ length: SIZES[status] }, (_, i): ReviewRow => ({
    id: i + 1 + (status === 'wait' ? 0 : 100),
    subject: `${status} ${i + 1}`,
    sender: 'demo@huayu.example.com',
    recipient: 'partner@client.example.net',
    datetime: '2025-03-01T08:00:00+08:00',
    mailsize: 2048,
    reason: status === 'reject' ? '含有报价' : '',
    status,
  }))
  return { count: all.length, rows: all.slice((page - 1) * pageSize, page * pageSize) }
}

type ModelEvent =
  | { type: 'status.wait' }
  | { type: 'status.permit' }
  | { type: 'status.reject' }
  | { type: 'page.2' }
  | { type: 'page.9' }
  | { type: 'pageSize.50' }
  | { type: 'list.refresh' }
  | { type: 'review.changed' }
  | { type: 'load.done' }
  | { type: 'load.error' }

interface ModelContext {
  status: ReviewStatus
  page: number
  pageSize: number
  /** The count of the last page that arrived (0 after a status switch). */
  count: number
  /** A status switch emptied the table and no page has arrived since. */
  cleared: boolean
  error: ReviewListError | null
}

const goTo = (page: number) =>
  assign<ModelContext, ModelEvent, undefined, ModelEvent, never>({
    page: ({ context }) => Math.min(page, lastReviewPage(context.count, context.pageSize)),
  })
const switchTo = (status: ReviewStatus) =>
  assign<ModelContext, ModelEvent, undefined, ModelEvent, never>({
    status,
    page: 1,
    count: 0,
    cleared: true,
  })

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'reviewListModel',
  context: { status: 'wait', page: 1, pageSize: 20, count: 0, cleared: true, error: null },
  initial: 'loading',
  on: {
    'status.wait': { target: '.loading', reenter: true, actions: switchTo('wait') },
    'status.permit': { target: '.loading', reenter: true, actions: switchTo('permit') },
    'status.reject': { target: '.loading', reenter: true, actions: switchTo('reject') },
    'page.2': { target: '.loading', reenter: true, actions: goTo(2) },
    'page.9': { target: '.loading', reenter: true, actions: goTo(9) },
    'pageSize.50': {
      target: '.loading',
      reenter: true,
      actions: assign({ pageSize: 50, page: 1 }),
    },
    'list.refresh': { target: '.loading', reenter: true },
    'review.changed': { target: '.loading', reenter: true, actions: assign({ page: 1 }) },
  },
  states: {
    loading: {
      on: {
        'load.done': {
          target: 'loaded',
          actions: assign({
            count: ({ context }) => SIZES[context.status],
            cleared: false,
            error: null,
          }),
        },
        'load.error': { target: 'failed', actions: assign({ error: 'loadFailed' }) },
      },
    },
    loaded: {},
    failed: {},
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.loadReviews': ['load.done'],
  'xstate.error.actor.loadReviews': ['load.error'],
}

const serializeState = (s: ModelSnapshot) => JSON.stringify([s.value, s.context])

class Harness {
  readonly loads: Pending<ReviewPage, LoadReviewsInput>[] = []
  /** The page the table shows: what the last settled load delivered. */
  shown: ReviewPage | null = null
  readonly actor: Actor<typeof reviewListMachine>

  constructor(inspect?: Inspect) {
    const machine = reviewListMachine.provide({
      actors: {
        loadReviews: pendingActor(this.loads),
      },
    })
    this.actor = createActor(machine, { input: {}, inspect })
    this.actor.start()
  }
}

function lastLoad(h: Harness): Pending<ReviewPage, LoadReviewsInput> {
  const load = h.loads.at(-1)
  if (!load) throw new Error('the machine did not ask for a page')
  return load
}

function checks(h: Harness) {
  const send = sender(h.actor)
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        const c = expected.context
        expect(actual.value).toEqual(expected.value)
        expect(selectListStatus(actual)).toBe(c.status)
        expect(selectPaging(actual)).toEqual({
          count: c.count,
          page: c.page,
          pageSize: c.pageSize,
          pageCount: lastReviewPage(c.count, c.pageSize),
        })
        expect(selectListError(actual)).toBe(c.error)
        expect(selectListIsBusy(actual)).toBe(expected.matches('loading'))
        const rows = selectRows(actual).map((r) => r.id)
        if (c.cleared) expect(rows).toEqual([])
        else expect(rows).toEqual(h.shown?.rows.map((r) => r.id))
        if (expected.matches('loading')) {
          // The request in flight asks for exactly what the model says is wanted.
          expect(lastLoad(h).input).toEqual({
            status: c.status,
            page: c.page,
            pageSize: c.pageSize,
          })
        }
        expect(selectIsEmpty(actual)).toBe(expected.matches('loaded') && SIZES[c.status] === 0)
      },
    },
    events: {
      'status.wait': () => send({ type: 'status.set', status: 'wait' }),
      'status.permit': () => send({ type: 'status.set', status: 'permit' }),
      'status.reject': () => send({ type: 'status.set', status: 'reject' }),
      'page.2': () => send({ type: 'page.go', page: 2 }),
      'page.9': () => send({ type: 'page.go', page: 9 }),
      'pageSize.50': () => send({ type: 'pageSize.set', size: 50 }),
      'list.refresh': () => send({ type: 'list.refresh' }),
      'review.changed': () => send({ type: 'review.changed' }),
      'load.done': async () => {
        const load = lastLoad(h)
        h.shown = serverPage(load.input)
        load.resolve(h.shown)
        await settle()
      },
      'load.error': async () => {
        lastLoad(h).reject(new Error('500'))
        await settle()
      },
    },
  }
}

const model = createTestModel(modelMachine, { serializeState })
const edges = edgePaths(model, serializeState)

describeModel(
  'review list machine (model-based)',
  {
    chart: reviewListMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: checks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
    mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  },
  () => {
    it('every root event of the chart has its stand-in; the path set stays under 1500', () => {
      // Every root event of the chart has its stand-in too.
      expect(Object.keys(reviewListMachine.root.on).sort()).toEqual([
        'list.refresh',
        'page.go',
        'pageSize.set',
        'review.changed',
        'status.set',
      ])
      expect(edges.length).toBeLessThan(1500)
    })
  },
)
