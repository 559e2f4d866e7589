/**
 * The address book picker's real I/O (machines/address-book/addressBook.actors.ts) over the
 * contacts family of openapi.yaml: the tree from the personal groups and every book the account
 * may open, one page of a node's members, and every member of a department chosen whole.
 */
import { fromPromise } from 'xstate'
import type {
  BookMember,
  BookNode,
  BookSource,
  LoadDepartmentInput,
  LoadTreeInput,
  MemberPage,
  MemberQuery,
} from '../../../../machines/address-book/index.ts'
import { api } from '../../../app/services.ts'
import {
  EVERYONE,
  NO_GROUP,
  type AddressBookAccess,
  type AddressBookKind,
} from '../../../domain/contacts/index.ts'
import {
  WHOLE_PAGE_SIZE,
  fetchBookPage,
  fetchBookTree,
  ok,
  type DirectoryMember,
} from '../../contacts/common/directoryCalls.ts'

const top = (book: AddressBookKind, children: BookNode[] = []): BookNode => ({
  key: book,
  source: { book, id: null },
  label: '',
  special: 'top',
  department: false,
  children,
})

export async function fetchTree(
  access: AddressBookAccess,
  signal?: AbortSignal,
): Promise<BookNode[]> {
  const client = api()
  const [groups, departments, categories, shared] = await Promise.all([
    client.GET('/api/contact/groups/', { signal }).then(ok),
    // R-ROLE-11: only the books the account may open are asked for
    access.oab ? fetchBookTree('oab', access, signal) : [],
    access.cab ? fetchBookTree('cab', access, signal) : [],
    access.soab ? fetchBookTree('soab', access, signal) : [],
  ])
  const personal = top('pab', [
    ...groups.map((g) => ({
      key: `pab:${g.id}`,
      source: { book: 'pab' as const, id: g.id },
      label: g.groupname,
      department: false,
      children: [],
    })),
    {
      key: `pab:${NO_GROUP}`,
      source: { book: 'pab', id: NO_GROUP },
      label: '',
      special: 'ungrouped',
      department: false,
      children: [],
    },
    {
      key: `pab:${EVERYONE}`,
      source: { book: 'pab', id: EVERYONE },
      label: '',
      special: 'everyone',
      department: false,
      children: [],
    },
  ])
  return [
    personal,
    ...(access.oab ? [top('oab', departments)] : []),
    ...(access.cab ? [top('cab', categories)] : []),
    ...(access.soab ? [top('soab', shared)] : []),
    ...(access.lab ? [top('lab')] : []),
  ]
}

/** One page of `source`'s members, as rows of the table. */
export async function fetchMembers(
  access: AddressBookAccess,
  { source, page, pageSize, search }: MemberQuery,
  signal?: AbortSignal,
): Promise<MemberPage> {
  const client = api()
  const paging = { page, page_size: pageSize, ...(search ? { search } : {}) }
  const id = source.id ?? undefined
  switch (source.book) {
    case 'pab': {
      const group = id ?? EVERYONE
      const data = ok(
        await client.GET('/api/contact/contacts/', {
          params: {
            query: { ...paging, group_id: group, ...(group > 0 ? { is_group: true } : {}) },
          },
          signal,
        }),
      )
      return {
        count: data.count,
        members: data.results.map((c) => ({
          email: c.username,
          name: c.fullname,
          detail: c.department || c.company || '',
        })),
      }
    }
    default: {
      const data = await fetchBookPage(
        source.book,
        access,
        { id: source.id, page, pageSize, search },
        signal,
      )
      return {
        count: data.count,
        members: data.members.map((m) => ({
          email: m.email,
          name: m.name,
          detail: detailOf(source.book, m),
        })),
      }
    }
  }
}

/** The row's second line: the department of a person, the company of a company entry. */
function detailOf(book: AddressBookKind, m: DirectoryMember): string {
  return book === 'cab' ? m.company : book === 'lab' ? '' : m.department
}

/** Every member of `source` (a department and its sub-departments), over as many pages as needed. */
export async function fetchAllMembers(
  access: AddressBookAccess,
  source: BookSource,
  signal?: AbortSignal,
): Promise<BookMember[]> {
  const members: BookMember[] = []
  for (let page = 1; ; page++) {
    const query = { source, page, pageSize: WHOLE_PAGE_SIZE, search: '' }
    const answer = await fetchMembers(access, query, signal)
    members.push(...answer.members)
    if (answer.members.length === 0 || members.length >= answer.count) return members
  }
}

/** The machine's actors for an account with `access`. */
export function realAddressBookActors(access: AddressBookAccess) {
  return {
    loadTree: fromPromise<BookNode[], LoadTreeInput>(({ input, signal }) =>
      fetchTree(input.access, signal),
    ),
    loadMembers: fromPromise<MemberPage, MemberQuery>(({ input, signal }) =>
      fetchMembers(access, input, signal),
    ),
    loadDepartment: fromPromise<BookMember[], LoadDepartmentInput>(({ input, signal }) =>
      fetchAllMembers(access, input.source, signal),
    ),
  }
}
