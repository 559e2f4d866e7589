/**
 * The self-query centre's filters (/search/<kind>, issue 16), kept in the URL's search params so
 * a reload or a shared link shows the same records: a date range (calendar days, as the contract's
 * `start` / `end`) and a free text. A value the URL cannot mean (a malformed date) is dropped
 * rather than sent, so a hand-edited link still opens the page.
 */

/** The four record types, in the menu's order; the first is the default page. */
export const SELF_QUERY_KINDS = ['login', 'send', 'receive', 'delete'] as const
export type SelfQueryKind = (typeof SELF_QUERY_KINDS)[number]

export const isSelfQueryKind = (value: string): value is SelfQueryKind =>
  (SELF_QUERY_KINDS as readonly string[]).includes(value)

export interface SelfQuerySearch {
  start?: string
  end?: string
  q?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value))

/** The filters a URL's search carries, only those it can mean. */
export function parseSelfQuerySearch(raw: Record<string, unknown>): SelfQuerySearch {
  const search: SelfQuerySearch = {}
  if (isDay(raw.start)) search.start = raw.start
  if (isDay(raw.end)) search.end = raw.end
  const text = typeof raw.q === 'string' ? raw.q.trim() : ''
  if (text) search.q = text
  return search
}

export type SelfQueryFilterError = 'endBeforeStart'

/** Why the filters typed cannot be applied, or null. Either date may be left open. */
export function validateSelfQueryFilters(filters: SelfQuerySearch): SelfQueryFilterError | null {
  if (filters.start && filters.end && filters.end < filters.start) return 'endBeforeStart'
  return null
}
