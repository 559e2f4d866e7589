/**
 * Model-based test of machines/mail-list (R-LIST: select menu,
 * paging, sort / view / search, reload on change): every state and transition driven on a real
 * actor whose page loads are hand-settled fakes. The few transitions the model leaves out to stay
 * small (a page past the end, search-result sources, clamping) have plain tests below, feeding
 * the same coverage recorder.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  mailListMachine,
  selectCount,
  selectFailed,
  selectIsLoading,
  selectPage,
  selectRows,
  selectSelection,
  selectSelectedCount,
  selectUnseen,
  type LoadPageInput,
  type LoadPageOutput,
} from '../../machines/mail-list/index.ts'
import type { MailListItem } from '../../src/api/types.ts'
import {
  invertSelection,
  retainSelection,
  selectAll,
  selectNone,
  selectPage as pickPage,
  selectRead,
  selectUnread,
  toggleRow,
  type Selection,
} from '../../src/domain/mail/selection.ts'
import type { FolderListSource, ListSource } from '../../src/domain/mail/listSource.ts'
import {
  describeModel,
  edgePaths,
  settle,
  type Inspect,
  pendingActor,
  type Pending,
} from './support/index.ts'

const PAGE_SIZE = 3
const SOURCE: FolderListSource = {
  kind: 'folder',
  folder: 'INBOX',
  sort: 'date',
  order: 'desc',
  view: 'all',
  pageSize: PAGE_SIZE,
}

function item(uid: number, seen: boolean): MailListItem {
  return {
    uid,
    raw_name: 'INBOX',
    subject: `mail ${uid}`,
    mfrom: ['a@example.com', 'A'],
    to: [],
    flags: seen ? ['\\Seen'] : [],
    date: '2024-01-01T00:00:00Z',
    internaldate: '2024-01-01T00:00:00Z',
    size: 100 * uid,
    remark: '',
    tags: [],
  }
}

/** Two pages of a five-mail folder: unread 1, 3, 4. */
const PAGES: Record<1 | 2, MailListItem[]> = {
  1: [item(1, false), item(2, true), item(3, false)],
  2: [item(4, false), item(5, true)],
}
const COUNT = 5
const UNSEEN = 3
const rowsOf = (page: 0 | 1 | 2) => (page === 0 ? [] : PAGES[page])

type ModelEvent =
  | { type: 'load.done' }
  | { type: 'load.error' }
  | { type: 'select.all' }
  | { type: 'select.page' }
  | { type: 'select.unread' }
  | { type: 'select.read' }
  | { type: 'select.invert' }
  | { type: 'select.none' }
  | { type: 'row.toggle' }
  | { type: 'page.go' }
  | { type: 'pageSize.set' }
  | { type: 'sort.set' }
  | { type: 'view.set' }
  | { type: 'search.set' }
  | { type: 'list.reload' }
  | { type: 'source.set' }

interface ModelContext {
  page: 1 | 2
  /** Which page's rows are on screen (0 = none yet). */
  shown: 0 | 1 | 2
  selection: Selection
  failed: boolean
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: { startOver: assign({ page: 1 as const, selection: () => selectNone() }) },
}).createMachine({
  id: 'mailListModel',
  context: { page: 1, shown: 0, selection: selectNone(), failed: false },
  initial: 'loading',
  on: {
    'page.go': {
      target: '.loading',
      reenter: true,
      actions: assign({
        // Before any page arrived the count is 0, and the machine clamps to page 1.
        page: ({ context }) => (context.shown === 0 || context.page === 2 ? 1 : 2),
        selection: ({ context }) =>
          context.selection.mode === 'all' ? context.selection : selectNone(),
      }),
    },
    'pageSize.set': { target: '.loading', reenter: true, actions: 'startOver' },
    'sort.set': { target: '.loading', reenter: true, actions: 'startOver' },
    'view.set': { target: '.loading', reenter: true, actions: 'startOver' },
    'search.set': { target: '.loading', reenter: true, actions: 'startOver' },
    'list.reload': { target: '.loading', reenter: true },
    'source.set': {
      target: '.loading',
      reenter: true,
      actions: ['startOver', assign({ shown: 0 as const })],
    },
  },
  states: {
    loading: {
      on: {
        'load.done': {
          target: 'ready',
          actions: assign({
            shown: ({ context }) => context.page,
            selection: ({ context }) => retainSelection(context.selection, rowsOf(context.page)),
            failed: false,
          }),
        },
        'load.error': { target: 'failed', actions: assign({ failed: true }) },
      },
    },
    /**
     * The chart takes selection events in every state; the model offers them only with a page
     * on screen, which keeps the path count small. The coverage recorder still sees each of
     * those transitions taken.
     */
    ready: {
      on: {
        'select.all': { actions: assign({ selection: () => selectAll() }) },
        'select.page': {
          actions: assign({ selection: ({ context }) => pickPage(rowsOf(context.shown)) }),
        },
        'select.unread': {
          actions: assign({ selection: ({ context }) => selectUnread(rowsOf(context.shown)) }),
        },
        'select.read': {
          actions: assign({ selection: ({ context }) => selectRead(rowsOf(context.shown)) }),
        },
        'select.invert': {
          actions: assign({
            selection: ({ context }) => invertSelection(context.selection, rowsOf(context.shown)),
          }),
        },
        'select.none': { actions: assign({ selection: () => selectNone() }) },
        'row.toggle': {
          actions: assign({
            selection: ({ context }) =>
              toggleRow(context.selection, rowsOf(context.shown)[0]?.uid ?? 1),
          }),
        },
      },
    },
    failed: {},
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const encodeSelection = (s: Selection) =>
  s.mode === 'all' ? `all-${[...s.except].sort()}` : `some-${[...s.uids].sort()}`

function serializeState(s: ModelSnapshot): string {
  const { page, shown, selection, failed } = s.context
  return JSON.stringify([s.value, page, shown, encodeSelection(selection), failed])
}

class Harness {
  readonly loads: Pending<LoadPageOutput, LoadPageInput>[] = []
  readonly actor: Actor<typeof mailListMachine>

  constructor(source: ListSource = SOURCE, inspect?: Inspect) {
    const machine = mailListMachine.provide({
      actors: {
        loadPage: pendingActor(this.loads),
      },
    })
    this.actor = createActor(machine, { input: { source }, inspect })
    this.actor.start()
  }

  lastLoad(): Pending<LoadPageOutput, LoadPageInput> {
    const load = this.loads.at(-1)
    if (!load) throw new Error('the machine did not load a page')
    return load
  }

  async send(event: Parameters<Actor<typeof mailListMachine>['send']>[0]): Promise<void> {
    this.actor.send(event)
    await settle()
  }

  async answer(page: LoadPageOutput): Promise<void> {
    this.lastLoad().resolve(page)
    await settle()
  }
}

const pageOutput = (page: 1 | 2): LoadPageOutput => ({
  count: COUNT,
  unseen: UNSEEN,
  items: PAGES[page],
})

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  /** The last load asked for page 1 of a source with `patch` applied. */
  const reloadedWith = (patch: Partial<FolderListSource>) => {
    expect(h.lastLoad().input).toEqual({ source: { ...SOURCE, ...patch }, page: 1 })
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        expect(selectPage(actual)).toBe(expected.context.page)
        expect(selectRows(actual).map((r) => r.uid)).toEqual(
          rowsOf(expected.context.shown).map((r) => r.uid),
        )
        expect(encodeSelection(selectSelection(actual))).toBe(
          encodeSelection(expected.context.selection),
        )
        expect(selectFailed(actual)).toBe(expected.context.failed)
        expect(selectIsLoading(actual)).toBe(expected.matches('loading'))
        if (expected.context.shown !== 0) {
          expect(selectCount(actual)).toBe(COUNT)
          expect(selectUnseen(actual)).toBe(UNSEEN)
        }
        if (expected.matches('loading')) {
          expect(h.lastLoad().input.page).toBe(expected.context.page)
        }
      },
    },
    events: {
      'load.done': async () => {
        await h.answer(pageOutput(h.lastLoad().input.page as 1 | 2))
      },
      'load.error': async () => {
        h.lastLoad().reject(new Error('503'))
        await settle()
      },
      'select.all': () => h.send({ type: 'select.all' }),
      'select.page': () => h.send({ type: 'select.page' }),
      'select.unread': () => h.send({ type: 'select.unread' }),
      'select.read': () => h.send({ type: 'select.read' }),
      'select.invert': () => h.send({ type: 'select.invert' }),
      'select.none': () => h.send({ type: 'select.none' }),
      'row.toggle': () =>
        h.send({ type: 'row.toggle', uid: selectRows(h.actor.getSnapshot())[0]?.uid ?? 1 }),
      'page.go': () =>
        h.send({ type: 'page.go', page: selectPage(h.actor.getSnapshot()) === 1 ? 2 : 1 }),
      'pageSize.set': async () => {
        await h.send({ type: 'pageSize.set', size: PAGE_SIZE })
        reloadedWith({})
      },
      'sort.set': async () => {
        await h.send({ type: 'sort.set', sort: 'size', order: 'asc' })
        expect(h.lastLoad().input.source).toMatchObject({ sort: 'size', order: 'asc' })
      },
      'view.set': async () => {
        await h.send({ type: 'view.set', view: 'unread' })
        expect(h.lastLoad().input.source).toMatchObject({ view: 'unread' })
      },
      'search.set': async () => {
        await h.send({ type: 'search.set', fields: { subject: '  合同 ', sender: '  ' } })
        const source = h.lastLoad().input.source as FolderListSource
        expect(source.subject).toBe('合同')
        expect(source.sender).toBeUndefined()
      },
      'list.reload': () => h.send({ type: 'list.reload' }),
      'source.set': async () => {
        await h.send({ type: 'source.set', source: SOURCE })
        reloadedWith({})
      },
    },
  }
}

/**
 * Every edge of the model would be ~1,200 paths (selections multiply the states). One edge per
 * (state, page, rows shown, kind of selection, event) keeps each transition in each situation
 * that matters and runs in a few seconds.
 */
const edges = [
  ...new Map(
    edgePaths(model, serializeState)
      .sort((a, b) => a.weight - b.weight)
      .map((edge) => {
        const last = edge.steps.at(-1)!
        const from = edge.steps.at(-2)?.state ?? edge.state
        const { page, shown, selection } = from.context
        const kind = `${selection.mode}${selection.mode === 'all' ? selection.except.size : selection.uids.size > 0}`
        const key = JSON.stringify([from.value, page, shown, kind, last.event.type])
        return [key, edge] as const
      })
      .reverse(),
  ).values(),
]

describeModel(
  'mail list machine',
  {
    chart: mailListMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(SOURCE, inspect),
    params: stateChecks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
    walks: {
      // The reload after a page emptied by moves: loading → loading, which no model edge takes.
      'the new last page when mail left the page it was on': async (inspect) => {
        const h = new Harness(SOURCE, inspect)
        await h.answer(pageOutput(1))
        await h.send({ type: 'page.go', page: 2 })
        // Both mails of page 2 were moved away meanwhile: the folder holds 3.
        await h.answer({ count: 3, unseen: 2, items: [] })
        expect(selectIsLoading(h.actor.getSnapshot())).toBe(true)
        expect(h.lastLoad().input.page).toBe(1)
        await h.answer({ count: 3, unseen: 2, items: PAGES[1] })
        expect(selectPage(h.actor.getSnapshot())).toBe(1)
        expect(selectRows(h.actor.getSnapshot())).toHaveLength(3)
        h.actor.stop()
      },
    },
  },
  () => {
    it('the model has the chart states and handles every event the chart handles', () => {
      expect(Object.keys(modelMachine.root.states).sort()).toEqual(
        Object.keys(mailListMachine.root.states).sort(),
      )
      const chartEvents = [...mailListMachine.root.transitions.keys()].sort()
      const modelEvents = [
        ...modelMachine.root.transitions.keys(),
        ...modelMachine.root.states.ready!.transitions.keys(),
      ]
      expect(modelEvents.sort()).toEqual(chartEvents)
      const taken = new Set(edges.map((e) => e.steps.at(-1)?.event.type))
      for (const type of [...chartEvents, 'load.done', 'load.error']) expect(taken).toContain(type)
    })

    it('clamps page numbers typed into the jump box', async () => {
      const h = new Harness()
      await h.answer(pageOutput(1))
      await h.send({ type: 'page.go', page: 99 })
      expect(h.lastLoad().input.page).toBe(2)
      await h.send({ type: 'page.go', page: -4 })
      expect(h.lastLoad().input.page).toBe(1)
    })

    it('counts the folder-wide selection across pages', async () => {
      const h = new Harness()
      await h.answer(pageOutput(1))
      await h.send({ type: 'select.all' })
      await h.send({ type: 'row.toggle', uid: 2 })
      expect(selectSelectedCount(h.actor.getSnapshot())).toBe(COUNT - 1)
    })

    it('a reload keeps the rows whose data did not change (structural sharing, issue 11)', async () => {
      const h = new Harness()
      await h.answer(pageOutput(1))
      const before = selectRows(h.actor.getSnapshot())
      await h.send({ type: 'list.reload' })
      // The server's answer after mail 1 was read: new objects, one changed.
      const after = PAGES[1].map((row) => ({ ...row, flags: [...row.flags] }))
      after[0] = item(1, true)
      await h.answer({ count: COUNT, unseen: UNSEEN - 1, items: after })
      const rows = selectRows(h.actor.getSnapshot())
      expect(rows[0]).toEqual(item(1, true))
      expect(rows[1]).toBe(before[1])
      expect(rows[2]).toBe(before[2])
    })

    it('search results ignore sort, view and the search panel', async () => {
      const search: ListSource = { kind: 'search', params: { keyword: '合同' }, pageSize: 20 }
      const h = new Harness(search)
      await h.answer({ count: 1, items: PAGES[2].slice(0, 1) })
      expect(selectUnseen(h.actor.getSnapshot())).toBeNull()
      const loads = h.loads.length
      await h.send({ type: 'sort.set', sort: 'size', order: 'asc' })
      await h.send({ type: 'view.set', view: 'unread' })
      await h.send({ type: 'search.set', fields: { subject: 'x' } })
      expect(h.loads).toHaveLength(loads)
      expect(h.actor.getSnapshot().value).toBe('ready')
    })
  },
)
