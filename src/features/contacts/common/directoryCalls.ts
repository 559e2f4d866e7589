/**
 * The calls of the directory books (oab, cab, soab, lab) over the contacts family of openapi.yaml,
 * shared by the compose address-book picker and the /contact pages: a book's tree of departments
 * or categories, and one page of a node's members with every field the contract carries.
 */
import type { BookNode } from '../../../../machines/address-book/index.ts'
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import type { AddressBookAccess } from '../../../domain/contacts/index.ts'

type DepartmentNode = components['schemas']['DepartmentNode']

export type DirectoryBook = 'oab' | 'cab' | 'soab' | 'lab'

/** A person, a company entry or a mailing list, as the directory pages show it. */
export interface DirectoryMember {
  email: string
  name: string
  department: string
  position: string
  mobile: string
  /** Work (job) number of an organisation member. */
  workNumber: string
  company: string
  /** A mailing list's type (all, department, custom). */
  listType: string
}

export interface DirectoryPage {
  count: number
  members: DirectoryMember[]
}

export interface DirectoryQuery {
  /** The department or category; null = the whole book. */
  id: number | null
  page: number
  pageSize: number
  search: string
}

/** A call answered without data (a refusal, a 500, a dropped connection). */
export class AddressBookRequestFailed extends Error {
  constructor(readonly status: number) {
    super(`address book request failed with ${status}`)
    this.name = 'AddressBookRequestFailed'
  }
}

export function ok<T>(result: { data?: T; response: Response }): T {
  if (result.data === undefined) throw new AddressBookRequestFailed(result.response.status)
  return result.data
}

export function fromDepartments(
  book: DirectoryBook,
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

/** The departments (oab, soab) or categories (cab) of a book; the mailing lists have none. */
export async function fetchBookTree(
  book: DirectoryBook,
  access: AddressBookAccess,
  signal?: AbortSignal,
): Promise<BookNode[]> {
  const client = api()
  switch (book) {
    case 'oab':
      return fromDepartments(
        book,
        ok(await client.GET('/api/contact/departments/', { signal })),
        true,
      )
    case 'cab':
      return fromDepartments(
        book,
        ok(await client.GET('/api/contact/company/categories/', { signal })),
        false,
      )
    case 'soab':
      return fromDepartments(
        book,
        ok(
          await client.GET('/api/contact/soab/departments/', {
            params: { query: { domain_cid: access.soabDomainCid } },
            signal,
          }),
        ),
        true,
      )
    case 'lab':
      return []
  }
}

const blank: DirectoryMember = {
  email: '',
  name: '',
  department: '',
  position: '',
  mobile: '',
  workNumber: '',
  company: '',
  listType: '',
}

function orgMember(m: components['schemas']['OrgMember']): DirectoryMember {
  return {
    ...blank,
    email: m.username,
    name: m.name,
    department: m.department,
    position: m.position ?? '',
    mobile: m.mobile ?? '',
    workNumber: m.work_number ?? '',
  }
}

/** One page of a book's members (of `query.id` and what lies under it). */
export async function fetchBookPage(
  book: DirectoryBook,
  access: AddressBookAccess,
  { id, page, pageSize, search }: DirectoryQuery,
  signal?: AbortSignal,
): Promise<DirectoryPage> {
  const client = api()
  const paging = { page, page_size: pageSize, ...(search ? { search } : {}) }
  const node = id ?? undefined
  switch (book) {
    case 'oab': {
      const data = ok(
        await client.GET('/api/contact/departments/members/', {
          params: { query: { ...paging, dept_id: node } },
          signal,
        }),
      )
      return { count: data.count, members: data.results.map(orgMember) }
    }
    case 'cab': {
      const data = ok(
        await client.GET('/api/contact/company/', {
          params: { query: { ...paging, category_id: node } },
          signal,
        }),
      )
      const members = data.results.map((c) => ({
        ...blank,
        email: c.username,
        name: c.fullname,
        department: c.department ?? '',
        position: c.position ?? '',
        mobile: c.mobile ?? '',
        workNumber: c.work_number ?? '',
        company: c.company ?? '',
      }))
      return { count: data.count, members }
    }
    case 'soab': {
      const data = ok(
        await client.GET('/api/contact/soab/members/', {
          params: { query: { ...paging, domain_cid: access.soabDomainCid, dept_id: node } },
          signal,
        }),
      )
      return { count: data.count, members: data.results.map(orgMember) }
    }
    case 'lab': {
      const data = ok(
        await client.GET('/api/contact/maillists/', { params: { query: paging }, signal }),
      )
      const members = data.results.map((l) => ({
        ...blank,
        email: l.address,
        name: l.listname,
        listType: l.listtype,
      }))
      return { count: data.count, members }
    }
  }
}

/** The server cuts longer pages; a department chosen whole is read in pages of this size. */
export const WHOLE_PAGE_SIZE = 500

/** Every member of a department (and its sub-departments), over as many pages as needed. */
export async function fetchAllBookMembers(
  book: DirectoryBook,
  access: AddressBookAccess,
  id: number | null,
  signal?: AbortSignal,
): Promise<DirectoryMember[]> {
  const members: DirectoryMember[] = []
  for (let page = 1; ; page++) {
    const query = { id, page, pageSize: WHOLE_PAGE_SIZE, search: '' }
    const answer = await fetchBookPage(book, access, query, signal)
    members.push(...answer.members)
    if (answer.members.length === 0 || members.length >= answer.count) return members
  }
}

/**
 * Which books the domain enables now (getContactDomainSettings): the login-after info holds the
 * same switches as they were at sign-in; an administrator may have changed them since.
 */
export async function loadContactDomainSettings(): Promise<
  components['schemas']['ContactDomainSettings']
> {
  return ok(await api().GET('/api/contact/domain-settings/'))
}
