/**
 * Model-based test of machines/address-book (R-ADDR): every state
 * and transition of the picker driven on a real actor whose tree, page and department calls are
 * hand-settled fakes and whose clock (the 300 ms search wait) is simulated. The chosen list is
 * followed by the harness and compared after every step.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, SimulatedClock, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  SEARCH_DELAY_MS,
  addressBookMachine,
  selectChecked,
  selectChosen,
  selectError,
  selectIsAdding,
  selectMembers,
  selectMembersLoading,
  selectPage,
  selectPageCount,
  selectSelectedKey,
  selectTreeLoading,
  type BookMember,
  type BookNode,
  type BookSource,
  type ChosenRecipient,
  type LoadDepartmentInput,
  type LoadTreeInput,
  type MemberPage,
  type MemberQuery,
} from '../../machines/address-book/index.ts'
import type { RecipientField } from '../../src/domain/compose/index.ts'
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

const PAGE_SIZE = 2
const member = (email: string, name: string): BookMember => ({ email, name, detail: '' })
const A = member('a@huayu.example.com', '王芳')
const B = member('b@huayu.example.com', '李娜')
const C = member('c@huayu.example.com', 'Olivia Smith')
const D = member('d@huayu.example.com', '陳怡君')
/** The personal book holds three (two pages of two); the department two, one of them shared. */
const PERSONAL = [A, B, C]
const DEPARTMENT = [A, D]

const TREE: BookNode[] = [
  {
    key: 'pab',
    source: { book: 'pab', id: null },
    label: '',
    special: 'top',
    department: false,
    children: [],
  },
  {
    key: 'oab',
    source: { book: 'oab', id: null },
    label: '',
    special: 'top',
    department: false,
    children: [
      {
        key: 'oab:3',
        source: { book: 'oab', id: 3 },
        label: '研发中心',
        department: true,
        children: [],
      },
    ],
  },
]
const KEYS = { pab: 'pab', dept: 'oab:3' } as const
type Selected = keyof typeof KEYS

const dataOf = (source: BookSource) => (source.book === 'pab' ? PERSONAL : DEPARTMENT)
const rowsOf = (selected: Selected, page: number) =>
  (selected === 'pab' ? PERSONAL : DEPARTMENT).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
const pagesOf = (selected: Selected) =>
  Math.ceil((selected === 'pab' ? PERSONAL : DEPARTMENT).length / PAGE_SIZE)

type ModelEvent =
  | { type: 'tree.done' }
  | { type: 'tree.error' }
  | { type: 'retry' }
  | { type: 'select.pab' }
  | { type: 'select.dept' }
  | { type: 'page.next' }
  | { type: 'page.prev' }
  | { type: 'search.type' }
  | { type: 'search.wait' }
  | { type: 'search.submit' }
  | { type: 'members.done' }
  | { type: 'members.error' }
  | { type: 'toggle.first' }
  | { type: 'toggle.all' }
  | { type: 'add.to' }
  | { type: 'dept.add' }
  | { type: 'dept.done' }
  | { type: 'dept.error' }
  | { type: 'chosen.remove' }

interface ModelContext {
  selected: Selected
  page: number
  /** Page count of the last page read (1 before any). */
  pages: number
  /** Ticked rows, by index on the page. */
  checked: number[]
  error: boolean
}

const selectTo = <K extends 'selectPab' | 'selectDept'>(key: K) =>
  ({ target: 'loadingMembers', reenter: true, actions: key }) as const
const nav = {
  'select.pab': selectTo('selectPab'),
  'select.dept': selectTo('selectDept'),
  'search.type': { target: 'searchWaiting', reenter: true, actions: 'firstPage' },
  'search.submit': { target: 'loadingMembers', reenter: true, actions: 'firstPage' },
} as const
const paging = {
  'page.next': { guard: 'hasNext', target: 'loadingMembers', reenter: true, actions: 'nextPage' },
  'page.prev': { guard: 'hasPrev', target: 'loadingMembers', reenter: true, actions: 'prevPage' },
} as const

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    hasNext: ({ context }) => context.page + 1 <= context.pages,
    hasPrev: ({ context }) => context.page > 1,
  },
  actions: {
    /** The chosen list is followed by the harness, not the model: nothing to change here. */
    keep: () => undefined,
    selectPab: assign({ selected: 'pab', page: 1, checked: [], error: false }),
    selectDept: assign({ selected: 'dept', page: 1, checked: [], error: false }),
    firstPage: assign({ page: 1, checked: [], error: false }),
    nextPage: assign({ page: ({ context }) => context.page + 1, checked: [], error: false }),
    prevPage: assign({ page: ({ context }) => context.page - 1, checked: [], error: false }),
  },
}).createMachine({
  id: 'addressBookModel',
  context: { selected: 'pab', page: 1, pages: 1, checked: [], error: false },
  initial: 'loadingTree',
  states: {
    loadingTree: {
      on: { 'tree.done': 'loadingMembers', 'tree.error': 'treeFailed' },
    },
    treeFailed: { on: { retry: 'loadingTree' } },
    loadingMembers: {
      on: {
        'members.done': {
          target: 'browsing',
          actions: assign({
            pages: ({ context }) => pagesOf(context.selected),
            checked: [],
          }),
        },
        'members.error': 'membersFailed',
        'chosen.remove': { actions: 'keep' },
        ...nav,
        ...paging,
      },
    },
    searchWaiting: {
      on: { 'search.wait': 'loadingMembers', 'chosen.remove': { actions: 'keep' }, ...nav },
    },
    browsing: {
      on: {
        'chosen.remove': { actions: 'keep' },
        ...nav,
        ...paging,
        'toggle.first': {
          guard: ({ context }) => rowsOf(context.selected, context.page).length > 0,
          actions: assign({
            checked: ({ context }) =>
              context.checked.includes(0)
                ? context.checked.filter((i) => i !== 0)
                : [...context.checked, 0].sort(),
          }),
        },
        'toggle.all': {
          actions: assign({
            checked: ({ context }) => {
              const rows = rowsOf(context.selected, context.page).map((_, i) => i)
              return rows.every((i) => context.checked.includes(i)) ? [] : rows
            },
          }),
        },
        'add.to': {
          guard: ({ context }) => context.checked.length > 0,
          actions: assign({ checked: [], error: false }),
        },
        'dept.add': {
          guard: ({ context }) => context.selected === 'dept',
          target: 'addingDepartment',
          actions: assign({ error: false }),
        },
      },
    },
    membersFailed: {
      on: { retry: 'loadingMembers', 'chosen.remove': { actions: 'keep' }, ...nav },
    },
    addingDepartment: {
      on: {
        'chosen.remove': { actions: 'keep' },
        'dept.done': 'browsing',
        'dept.error': { target: 'browsing', actions: assign({ error: true }) },
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.loadTree': ['tree.done'],
  'xstate.error.actor.loadTree': ['tree.error'],
  retry: ['retry'],
  'node.select': ['select.pab', 'select.dept'],
  'page.go': ['page.next', 'page.prev'],
  'search.change': ['search.type'],
  'xstate.after.searchDelay.addressBook.searchWaiting': ['search.wait'],
  'search.submit': ['search.submit'],
  'xstate.done.actor.loadMembers': ['members.done'],
  'xstate.error.actor.loadMembers': ['members.error'],
  'member.toggle': ['toggle.first'],
  'members.toggleAll': ['toggle.all'],
  'checked.add': ['add.to'],
  'department.add': ['dept.add'],
  'chosen.remove': ['chosen.remove'],
  'xstate.done.actor.loadDepartment': ['dept.done'],
  'xstate.error.actor.loadDepartment': ['dept.error'],
}

function serializeState(s: ModelSnapshot): string {
  const { selected, page, pages, checked, error } = s.context
  return JSON.stringify([s.value, selected, page, pages, checked, error])
}

/** The dedupe rule, written out again: an address once per field, whatever its case. */
function expectedAfterAdd(
  chosen: ChosenRecipient[],
  added: BookMember[],
  field: RecipientField,
): ChosenRecipient[] {
  const out = [...chosen]
  for (const m of added) {
    const seen = out.some((c) => c.field === field && c.email === m.email)
    if (!seen) out.push({ email: m.email, name: m.name, field })
  }
  return out
}

class Harness {
  readonly clock = new SimulatedClock()
  readonly trees: Pending<BookNode[], LoadTreeInput>[] = []
  readonly pages: Pending<MemberPage, MemberQuery>[] = []
  readonly departments: Pending<BookMember[], LoadDepartmentInput>[] = []
  readonly actor: Actor<typeof addressBookMachine>
  /** What the chosen list must hold, and the search text the next page must be asked with. */
  chosen: ChosenRecipient[] = []
  search = ''

  constructor(inspect?: Inspect) {
    const machine = addressBookMachine.provide({
      actors: {
        loadTree: pendingActor(this.trees),
        loadMembers: pendingActor(this.pages),
        loadDepartment: pendingActor(this.departments),
      },
    })
    this.actor = createActor(machine, {
      input: {
        access: { oab: true, cab: false, soab: false, lab: false, soabDomainCid: 0 },
        pageSize: PAGE_SIZE,
      },
      clock: this.clock,
      inspect,
    }).start()
  }
}

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  const snapshot = () => h.actor.getSnapshot()
  const send = sender(h.actor)
  const settleWith = async (run: () => void) => {
    run()
    await settle()
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = snapshot()
        const { selected, page, pages, checked, error } = expected.context
        expect(actual.value).toEqual(expected.value)
        expect(selectTreeLoading(actual)).toBe(expected.matches('loadingTree'))
        expect(selectMembersLoading(actual)).toBe(
          expected.matches('loadingMembers') || expected.matches('searchWaiting'),
        )
        expect(selectIsAdding(actual)).toBe(expected.matches('addingDepartment'))
        expect(selectError(actual)).toBe(error ? 'departmentFailed' : null)
        expect(selectChosen(actual)).toEqual(h.chosen)
        if (expected.matches('loadingTree') || expected.matches('treeFailed')) return
        expect(selectSelectedKey(actual)).toBe(KEYS[selected])
        expect(selectPage(actual)).toBe(page)
        expect(selectPageCount(actual)).toBe(pages)
        const rows = rowsOf(selected, page)
        expect([...selectChecked(actual)].sort()).toEqual(checked.map((i) => rows[i]!.email).sort())
        if (expected.matches('browsing')) expect(selectMembers(actual)).toEqual(rows)
      },
    },
    events: {
      'tree.done': () => settleWith(() => lastOf(h.trees).resolve(TREE)),
      'tree.error': () => settleWith(() => lastOf(h.trees).reject(new Error('500'))),
      retry: () => send({ type: 'retry' }),
      'select.pab': async () => {
        h.search = ''
        await send({ type: 'node.select', key: KEYS.pab })
      },
      'select.dept': async () => {
        h.search = ''
        await send({ type: 'node.select', key: KEYS.dept })
      },
      'page.next': () => send({ type: 'page.go', page: selectPage(snapshot()) + 1 }),
      'page.prev': () => send({ type: 'page.go', page: selectPage(snapshot()) - 1 }),
      'search.type': async () => {
        h.search = '王'
        await send({ type: 'search.change', text: ' 王 ' })
      },
      'search.wait': async () => {
        const calls = h.pages.length
        h.clock.increment(SEARCH_DELAY_MS - 1)
        await settle()
        expect(h.pages.length).toBe(calls)
        h.clock.increment(1)
        await settle()
      },
      'search.submit': () => send({ type: 'search.submit' }),
      'members.done': async () => {
        const { input, resolve } = lastOf(h.pages)
        expect(input.search).toBe(h.search)
        expect(input.pageSize).toBe(PAGE_SIZE)
        const all = dataOf(input.source)
        const start = (input.page - 1) * PAGE_SIZE
        await settleWith(() =>
          resolve({ count: all.length, members: all.slice(start, start + PAGE_SIZE) }),
        )
      },
      'members.error': () => settleWith(() => lastOf(h.pages).reject(new Error('500'))),
      'toggle.first': () =>
        send({
          type: 'member.toggle',
          // An empty page: an address not on it, which the machine must ignore.
          email: selectMembers(snapshot())[0]?.email ?? 'nobody@huayu.example.com',
        }),
      'toggle.all': () => send({ type: 'members.toggleAll' }),
      'add.to': async () => {
        const ticked = selectChecked(snapshot())
        const picked = selectMembers(snapshot()).filter((m) => ticked.includes(m.email))
        h.chosen = expectedAfterAdd(h.chosen, picked, 'to')
        await send({ type: 'checked.add', field: 'to' })
      },
      'dept.add': () => send({ type: 'department.add', field: 'cc' }),
      'dept.done': async () => {
        const { input, resolve } = lastOf(h.departments)
        expect(input.source).toEqual({ book: 'oab', id: 3 })
        h.chosen = expectedAfterAdd(h.chosen, DEPARTMENT, 'cc')
        await settleWith(() => resolve(DEPARTMENT))
      },
      'dept.error': () => settleWith(() => lastOf(h.departments).reject(new Error('500'))),
      'chosen.remove': async () => {
        const [first, ...rest] = h.chosen
        const target = first ?? { email: 'nobody@huayu.example.com', field: 'to' as const }
        h.chosen = first ? rest : h.chosen
        await send({ type: 'chosen.remove', email: target.email, field: target.field })
      },
    },
  }
}

const edges = edgePaths(model, serializeState)

describeModel('address book machine (model-based)', {
  chart: addressBookMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (harness) => harness.actor.stop(),
  paths: edges,
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})
