/**
 * What the contact lists share: the page and search parameters, `{count, results}` pages, the
 * address-book permissions (R-ROLE: oab and lab need has_user_department_perm, cab and
 * soab their flags) and department trees.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type ContactRecord, type UserRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import { type AuthContext, departmentName, detail } from './http.ts'
import { type QueryLike, pageRows, pagingOf } from './paging.ts'

type DepartmentNode = components['schemas']['DepartmentNode']
type OrgMember = components['schemas']['OrgMember']
type Contact = components['schemas']['Contact']

/** Larger pages are cut to this (the picker's "whole department" asks for everyone at once). */
export const MAX_CONTACT_PAGE_SIZE = 1000
const CONTACT_PAGE_SIZE = 10

export interface PageParams {
  page: number
  pageSize: number
  /** Lower-cased and trimmed; '' = no filter. */
  search: string
}

/** page ≥ 1, page_size ≥ 1 (default 10, at most MAX_CONTACT_PAGE_SIZE), search; else a 400. */
export function pageParams(auth: AuthContext, query: QueryLike): PageParams | Response {
  const paging = pagingOf(auth, query, { size: CONTACT_PAGE_SIZE, max: MAX_CONTACT_PAGE_SIZE })
  if (paging instanceof Response) return paging
  return {
    ...paging,
    search: (query.get('search') ?? '').trim().toLowerCase(),
  }
}

/** An optional integer query parameter: undefined when absent, null when not an integer. */
export function intParam(query: QueryLike, name: string): number | undefined | null {
  const raw = query.get(name)
  if (raw === null || raw === '') return undefined
  return /^-?\d+$/.test(raw) ? Number(raw) : null
}

/** A page past the end is empty (the count still tells the client where the end is). */
export function pageOf<T>(rows: readonly T[], { page, pageSize }: PageParams) {
  return { count: rows.length, results: pageRows(rows, { page, pageSize }) }
}

/** Case-insensitive substring: Chinese names need no word splitting; `search` is lower-cased. */
export function matches(search: string, ...texts: string[]): boolean {
  return search === '' || texts.some((text) => text.toLowerCase().includes(search))
}

const collator = new Intl.Collator('zh-Hans-CN')
export const byName =
  <T>(name: (row: T) => string) =>
  (a: T, b: T) =>
    collator.compare(name(a), name(b))

export type DirectoryBook = 'oab' | 'cab' | 'soab' | 'lab'

/** The 403 the real server gives when the account may not read that book, else null. */
export function bookRefusal(auth: AuthContext, book: DirectoryBook): Response | null {
  const info = auth.account.login_after
  const allowed =
    book === 'cab'
      ? info.webmail_cab_show
      : book === 'soab'
        ? info.webmail_soab_show
        : info.has_user_department_perm
  return allowed ? null : detail(403, message('addressBookForbidden', auth.lang))
}

interface TreeRecord {
  id: number
  pid: number
  name: string
  order: number
}

/** Nested DepartmentNodes, roots first (pid 0 is the root's parent: null in the contract). */
export function treeOf(records: readonly TreeRecord[]): DepartmentNode[] {
  const sorted = [...records].sort((a, b) => a.order - b.order)
  const ids = new Set(sorted.map((r) => r.id))
  const build = (r: TreeRecord): DepartmentNode => ({
    id: r.id,
    label: r.name,
    pid: ids.has(r.pid) ? r.pid : null,
    is_dept: true,
    children: sorted.filter((c) => c.pid === r.id).map(build),
  })
  return sorted.filter((r) => !ids.has(r.pid)).map(build)
}

/** `id` and every node under it. */
export function subtreeIds(records: readonly TreeRecord[], id: number): Set<number> {
  const out = new Set([id])
  for (let grew = true; grew;) {
    grew = false
    for (const r of records) {
      if (out.has(r.pid) && !out.has(r.id)) {
        out.add(r.id)
        grew = true
      }
    }
  }
  return out
}

/** A stable number per user (the contract wants an integer id): the job number's digits. */
export function memberId(user: UserRecord): number {
  const digits = Number(user.job_number.replace(/\D/g, '')) || 0
  return user.job_number.startsWith('S') ? 900_000 + digits : digits
}

export function orgMemberJson(user: UserRecord): OrgMember {
  return {
    id: memberId(user),
    username: user.email,
    name: user.realname,
    department: departmentName(user.department_id),
    position: user.position,
    mobile: user.mobile,
    work_number: user.job_number,
  }
}

/** Everyone in the organisation's directory: active accounts, shared mailboxes included. */
export function directoryUsers(): UserRecord[] {
  return db.users
    .all()
    .filter((u) => u.is_active)
    .sort(byName((u) => u.realname))
}

export function contactJson(c: ContactRecord): Contact {
  const { owner: _owner, birthday, ...fields } = c
  // An unknown birthday is left out: '' is not a date.
  return {
    ...fields,
    ...(birthday ? { birthday } : {}),
    name: c.fullname || c.email,
    username: c.email,
  }
}
