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
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import {
  EVERYONE,
  NO_GROUP,
  type AddressBookAccess,
  type AddressBookKind,
} from '../../../domain/contacts/index.ts'

type DepartmentNode = components['schemas']['DepartmentNode']

/** The server cuts longer pages; a department chosen whole is read in pages of this size. */
const WHOLE_PAGE_SIZE = 500

/** A call answered without data (a refusal, a 500, a dropped connection). */
export class AddressBookRequestFailed extends Error {
  constructor(readonly status: number) {
    super(`address book request failed with ${status}`)
    this.name = 'AddressBookRequestFailed'
  }
}

function ok<T>(result: { data?: T; response: Response }): T {
  if (result.data === undefined) throw new AddressBookRequestFailed(result.response.status)
  return result.data
}

const top = (book: AddressBookKind, children: BookNode[] = []): BookNode => ({
  key: book,
  source: { book, id: null },
  label: '',
  special: 'top',
  department: false,
  children,
})

function fromDepartments(
  book: AddressBookKind,
  nodes: readonly DepartmentNode[],
  department: boolean,
): BookNode[] {
  return nodes
    .filter((n) => n.is_dept)
    .map((n) => ({
      key: `${book}:${n.id}`,
      source: { book, id: n.id },
      label: n.label,
      department,
      children: fromDepartments(book, n.children ?? [], department),
    }))
}

export async function fetchTree(
  access: AddressBookAccess,
  signal?: AbortSignal,
): Promise<BookNode[]> {
  const client = api()
  const [groups, departments, categories, shared] = await Promise.all([
    client.GET('/api/contact/groups/', { signal }).then(ok),
    // R-ROLE-11: only the books the account may open are asked for
    access.oab ? client.GET('/api/contact/departments/', { signal }).then(ok) : [],
    access.cab ? client.GET('/api/contact/company/categories/', { signal }).then(ok) : [],
    access.soab
      ? client
          .GET('/api/contact/soab/departments/', {
            params: { query: { domain_cid: access.soabDomainCid } },
            signal,
          })
          .then(ok)
      : [],
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
    ...(access.oab ? [top('oab', fromDepartments('oab', departments, true))] : []),
    ...(access.cab ? [top('cab', fromDepartments('cab', categories, false))] : []),
    ...(access.soab ? [top('soab', fromDepartments('soab', shared, true))] : []),
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
    case 'oab': {
      const data = ok(
        await client.GET('/api/contact/departments/members/', {
          params: { query: { ...paging, dept_id: id } },
          signal,
        }),
      )
      return { count: data.count, members: data.results.map(orgMember) }
    }
    case 'cab': {
      const data = ok(
        await client.GET('/api/contact/company/', {
          params: { query: { ...paging, category_id: id } },
          signal,
        }),
      )
      return {
        count: data.count,
        members: data.results.map((c) => ({
          email: c.username,
          name: c.fullname,
          detail: c.company ?? '',
        })),
      }
    }
    case 'soab': {
      const data = ok(
        await client.GET('/api/contact/soab/members/', {
          params: { query: { ...paging, domain_cid: access.soabDomainCid, dept_id: id } },
          signal,
        }),
      )
      return { count: data.count, members: data.results.map(orgMember) }
    }
    case 'lab': {
      const data = ok(
        await client.GET('/api/contact/maillists/', { params: { query: paging }, signal }),
      )
      return {
        count: data.count,
        members: data.results.map((l) => ({ email: l.address, name: l.listname, detail: '' })),
      }
    }
  }
}

function orgMember(m: components['schemas']['OrgMember']): BookMember {
  return { email: m.username, name: m.name, detail: m.department }
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
