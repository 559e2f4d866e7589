/**
 * The one reading of `page` and `page_size` for the fake backend's `{count, results}` lists, as
 * Django REST's PageNumberPagination with a page-size parameter: absent or empty takes the
 * default; anything but a whole number from 1 up is a 400 naming the field (`{page: [...],
 * page_size: [...]}`, the server's "invalid value" text); a page size above the list's largest is
 * cut to it, silently. A page past the end is the handler's: an empty page, the count still true.
 */
import { message } from '../i18n.ts'
import { type AuthContext, validationError } from './http.ts'

export interface QueryLike {
  get(name: string): string | null
}

export interface Paging {
  page: number
  pageSize: number
}

export interface PageSizes {
  /** When page_size is absent. */
  size: number
  /** A larger page_size is cut to this. */
  max: number
}

/** A whole number from 1 up, the fallback when absent or empty, null when neither. */
export function positive(raw: string | null, fallback: number): number | null {
  if (raw === null || raw === '') return fallback
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null
}

/** The 400 of Django REST for fields of the query: `{field: ["invalid value"]}`. */
export function invalidFields(auth: AuthContext, fields: readonly string[]): Response {
  const text = message('invalidValue', auth.lang)
  return validationError(Object.fromEntries(fields.map((field) => [field, [text]])))
}

/**
 * The paging of a request, or the names of its bad fields (for a handler that checks more of the
 * query, e.g. folder_id, and answers them in one 400).
 */
export function readPaging(
  query: QueryLike,
  sizes: PageSizes,
): { paging: Paging; bad: [] } | { paging: null; bad: string[] } {
  const page = positive(query.get('page'), 1)
  const pageSize = positive(query.get('page_size'), sizes.size)
  if (page === null || pageSize === null) {
    return {
      paging: null,
      bad: [...(page === null ? ['page'] : []), ...(pageSize === null ? ['page_size'] : [])],
    }
  }
  return { paging: { page, pageSize: Math.min(pageSize, sizes.max) }, bad: [] }
}

/** The paging of a request, or the 400 that answers it. */
export function pagingOf(auth: AuthContext, query: QueryLike, sizes: PageSizes): Paging | Response {
  const { paging, bad } = readPaging(query, sizes)
  return paging ?? invalidFields(auth, bad)
}

/** One page of `rows`. */
export function pageRows<T>(rows: readonly T[], { page, pageSize }: Paging): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize)
}
