/**
 * The address book picker (R-ADDR; R-CALL, C-LIMIT).
 *
 *   loadingTree → loadingMembers → browsing            the books, then the first node's page
 *   loadingTree → treeFailed ─retry→ loadingTree
 *   browsing ─node.select / page.go / search.submit→ loadingMembers   (a newer query replaces
 *   browsing ─search.change→ searchWaiting ─300 ms→ loadingMembers    the one in flight)
 *   loadingMembers → membersFailed ─retry→ loadingMembers
 *   browsing ─department.add→ addingDepartment → browsing              every member, then chosen
 *
 * The chosen list lives in the context the whole time; the dialog hands it to the compose
 * machine on OK.
 */
import { assertEvent, assign, setup } from 'xstate'
import { loadDepartment, loadMembers, loadTree } from './addressBook.actors.ts'
import type {
  AddressBookContext,
  AddressBookEvent,
  AddressBookInput,
  BookMember,
  BookNode,
  ChosenRecipient,
} from './addressBook.types.ts'
import type { RecipientField } from '../../src/domain/compose/index.ts'
import { CONTACT_PAGE_SIZE } from '../../src/domain/constants.ts'

/** C-TIME-13: contact lists page by 10; typing waits the 300 ms address delay. */
export { CONTACT_PAGE_SIZE }
export const SEARCH_DELAY_MS = 300

export function findNode(nodes: readonly BookNode[], key: string | null): BookNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node
    const inner = findNode(node.children, key)
    if (inner) return inner
  }
  return undefined
}

export function pageCountOf(context: Pick<AddressBookContext, 'count' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(context.count / context.pageSize))
}

/** Appends members for `field`, skipping an address that field already has (any case). */
export function addChosen(
  chosen: readonly ChosenRecipient[],
  members: readonly BookMember[],
  field: RecipientField,
): ChosenRecipient[] {
  const out = [...chosen]
  for (const m of members) {
    const email = m.email.toLowerCase()
    if (!out.some((c) => c.field === field && c.email.toLowerCase() === email))
      out.push({ email: m.email, name: m.name, field })
  }
  return out
}

const select = {
  guard: 'knownNode',
  target: 'loadingMembers',
  reenter: true,
  actions: 'selectNode',
  description: 'Another group or department: its first page, the search cleared.',
} as const
const goToPage = {
  guard: 'otherPage',
  target: 'loadingMembers',
  reenter: true,
  actions: 'goToPage',
} as const
const typeSearch = {
  target: 'searchWaiting',
  reenter: true,
  actions: 'setSearch',
  description: 'Each keystroke restarts the wait, so only the last text is asked for.',
} as const
const submitSearch = { target: 'loadingMembers', reenter: true, actions: 'firstPage' } as const
/** Wherever something can have been chosen (nothing can before the tree is in). */
const removeChosen = { actions: 'removeChosen' } as const

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
    tags: {} as 'treeLoading' | 'membersLoading' | 'adding',
  },
  actors: { loadTree, loadMembers, loadDepartment },
  delays: { searchDelay: SEARCH_DELAY_MS },
  guards: {
    knownNode: ({ context, event }) =>
      event.type === 'node.select' && findNode(context.tree, event.key) !== undefined,
    otherPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= pageCountOf(context) &&
      event.page !== context.page,
    memberOnPage: ({ context, event }) =>
      event.type === 'member.toggle' && context.members.some((m) => m.email === event.email),
    hasChecked: ({ context }) => context.checked.length > 0,
    onDepartment: ({ context }) => findNode(context.tree, context.selected)?.department === true,
  },
  actions: {
    selectNode: assign(({ event }) => {
      assertEvent(event, 'node.select')
      return { selected: event.key, page: 1, search: '', checked: [], error: null }
    }),
    goToPage: assign(({ event }) => {
      assertEvent(event, 'page.go')
      return { page: event.page, checked: [], error: null }
    }),
    setSearch: assign(({ event }) => {
      assertEvent(event, 'search.change')
      return { search: event.text, page: 1, checked: [], error: null }
    }),
    firstPage: assign({ page: 1, checked: [], error: null }),
    toggleMember: assign({
      checked: ({ context, event }) => {
        assertEvent(event, 'member.toggle')
        return context.checked.includes(event.email)
          ? context.checked.filter((e) => e !== event.email)
          : [...context.checked, event.email]
      },
    }),
    toggleAll: assign({
      checked: ({ context }) =>
        context.members.every((m) => context.checked.includes(m.email))
          ? []
          : context.members.map((m) => m.email),
    }),
    addChecked: assign(({ context, event }) => {
      assertEvent(event, 'checked.add')
      const picked = context.members.filter((m) => context.checked.includes(m.email))
      return { chosen: addChosen(context.chosen, picked, event.field), checked: [], error: null }
    }),
    removeChosen: assign({
      chosen: ({ context, event }) => {
        assertEvent(event, 'chosen.remove')
        return context.chosen.filter((c) => c.email !== event.email || c.field !== event.field)
      },
    }),
  },
}).createMachine({
  id: 'addressBook',
  description: 'The compose address book picker: books, a paged member table, chosen recipients.',
  context: ({ input }) => ({
    access: input.access,
    tree: [],
    selected: input.initialKey ?? null,
    page: 1,
    pageSize: input.pageSize ?? CONTACT_PAGE_SIZE,
    search: '',
    members: [],
    count: 0,
    checked: [],
    chosen: [],
    addingTo: null,
    error: null,
  }),
  initial: 'loadingTree',
  states: {
    loadingTree: {
      description: 'The books the account may open (groups, departments, categories) are read.',
      tags: ['treeLoading'],
      invoke: {
        id: 'loadTree',
        src: 'loadTree',
        input: ({ context }) => ({ access: context.access }),
        onDone: {
          target: 'loadingMembers',
          actions: assign(({ context, event }) => ({
            tree: event.output,
            selected: findNode(event.output, context.selected)
              ? context.selected
              : (event.output[0]?.key ?? null),
          })),
          description: 'The node asked for first (else the personal book) shows its first page.',
        },
        onError: { target: 'treeFailed' },
      },
    },
    treeFailed: {
      description: 'The books could not be read; the dialog offers to try again.',
      on: { retry: { target: 'loadingTree' } },
    },
    loadingMembers: {
      tags: ['membersLoading'],
      invoke: {
        id: 'loadMembers',
        src: 'loadMembers',
        input: ({ context }) => ({
          source: findNode(context.tree, context.selected)!.source,
          page: context.page,
          pageSize: context.pageSize,
          search: context.search.trim(),
        }),
        onDone: {
          target: 'browsing',
          actions: assign(({ event }) => ({
            members: event.output.members,
            count: event.output.count,
            checked: [],
          })),
        },
        onError: { target: 'membersFailed' },
      },
      on: {
        'chosen.remove': removeChosen,
        'node.select': select,
        'page.go': goToPage,
        'search.change': typeSearch,
        'search.submit': submitSearch,
      },
    },
    searchWaiting: {
      description: 'Typing in the search box: the query goes out 300 ms after the last key.',
      tags: ['membersLoading'],
      after: { searchDelay: { target: 'loadingMembers' } },
      on: {
        'chosen.remove': removeChosen,
        'node.select': select,
        'search.change': typeSearch,
        'search.submit': submitSearch,
      },
    },
    browsing: {
      description: 'A page of members shows; rows can be ticked and added to a field.',
      on: {
        'chosen.remove': removeChosen,
        'node.select': select,
        'page.go': goToPage,
        'search.change': typeSearch,
        'search.submit': submitSearch,
        'member.toggle': { guard: 'memberOnPage', actions: 'toggleMember' },
        'members.toggleAll': { actions: 'toggleAll' },
        'checked.add': { guard: 'hasChecked', actions: 'addChecked' },
        'department.add': {
          guard: 'onDepartment',
          target: 'addingDepartment',
          actions: assign(({ event }) => ({ addingTo: event.field, error: null })),
          description: 'A department chosen whole: all its members, over every page.',
        },
      },
    },
    membersFailed: {
      description: 'The page could not be read; retry, or pick another node or search.',
      on: {
        'chosen.remove': removeChosen,
        retry: { target: 'loadingMembers' },
        'node.select': select,
        'search.change': typeSearch,
        'search.submit': submitSearch,
      },
    },
    addingDepartment: {
      tags: ['adding'],
      on: { 'chosen.remove': removeChosen },
      invoke: {
        id: 'loadDepartment',
        src: 'loadDepartment',
        input: ({ context }) => ({ source: findNode(context.tree, context.selected)!.source }),
        onDone: {
          target: 'browsing',
          actions: assign(({ context, event }) => ({
            chosen: addChosen(context.chosen, event.output, context.addingTo ?? 'to'),
            addingTo: null,
          })),
        },
        onError: {
          target: 'browsing',
          actions: assign({ addingTo: null, error: 'departmentFailed' }),
          description: 'Nothing is added; the message says so.',
        },
      },
    },
  },
})
