/**
 * The template list of the compose side panel (R-CALL "Templates (page,
 * page_size 5)", §8 "Templates page invalid → 'all templates loaded' notice, loading stops", §9
 * "template 5"): pages of 5 loaded one after the other. The server's 404 for a page past the end
 * ends the list; so does a page that brings the total the server counts, so the last 'load more'
 * is not a question already answered. Any other failure is silent: loading stops and may be
 * tried again.
 */

import { TEMPLATE_PAGE_SIZE } from './constants.ts'

export interface TemplatePaging<T> {
  items: T[]
  /** The page 'load more' asks for. */
  nextPage: number
  status: 'idle' | 'loading' | 'end'
}

/** What one page request came back with. */
export type TemplatePageResult<T> =
  { kind: 'page'; count: number; results: T[] } | { kind: 'invalid' } | { kind: 'failed' }

export function startTemplatePaging<T>(): TemplatePaging<T> {
  return { items: [], nextPage: 1, status: 'idle' }
}

/** An answer of GET /api/setting/templates/ by its status: 200 a page, 404 'Invalid page.'. */
export function templatePageResult<T>(
  status: number,
  body: { count: number; results: T[] } | undefined,
): TemplatePageResult<T> {
  if (status === 200 && body) return { kind: 'page', count: body.count, results: body.results }
  if (status === 404) return { kind: 'invalid' }
  return { kind: 'failed' }
}

export const canLoadTemplates = (paging: TemplatePaging<unknown>): boolean =>
  paging.status === 'idle'

export function loadingTemplates<T>(paging: TemplatePaging<T>): TemplatePaging<T> {
  return canLoadTemplates(paging) ? { ...paging, status: 'loading' } : paging
}

export function receiveTemplatePage<T extends { id: number }>(
  paging: TemplatePaging<T>,
  result: TemplatePageResult<T>,
): TemplatePaging<T> {
  switch (result.kind) {
    case 'invalid':
      return { ...paging, status: 'end' }
    case 'failed':
      return { ...paging, status: 'idle' }
    case 'page': {
      // A template added meanwhile shifts the pages: never list one twice.
      const known = new Set(paging.items.map((item) => item.id))
      const items = [...paging.items, ...result.results.filter((item) => !known.has(item.id))]
      const last = result.results.length < TEMPLATE_PAGE_SIZE || items.length >= result.count
      return { items, nextPage: paging.nextPage + 1, status: last ? 'end' : 'idle' }
    }
  }
}
