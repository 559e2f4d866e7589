/**
 * The side panel's template list (R-CALL-7 and C-LIMIT-9: page_size 5; M-ERR-21 "Templates page
 * invalid → 'all templates loaded' notice, loading stops"): how each answer moves the paging on.
 */
import { describe, expect, it } from 'vitest'
import {
  TEMPLATE_PAGE_SIZE,
  canLoadTemplates,
  loadingTemplates,
  receiveTemplatePage,
  startTemplatePaging,
  templatePageResult,
  type TemplatePageResult,
  type TemplatePaging,
} from '../../../src/domain/compose/index.ts'

interface Item {
  id: number
}
const items = (from: number, to: number): Item[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }))
const page = (count: number, results: Item[]): TemplatePageResult<Item> => ({
  kind: 'page',
  count,
  results,
})

function run(answers: TemplatePageResult<Item>[]): TemplatePaging<Item> {
  let paging = startTemplatePaging<Item>()
  for (const answer of answers) paging = receiveTemplatePage(loadingTemplates(paging), answer)
  return paging
}

describe('template paging', () => {
  it('pages of 5', () => expect(TEMPLATE_PAGE_SIZE).toBe(5))

  it.each<[string, TemplatePageResult<Item>[], number, number, TemplatePaging<Item>['status']]>([
    ['a full first page of many: more to load', [page(13, items(1, 5))], 5, 2, 'idle'],
    [
      '13 templates: 5, 5, then 3 ends the list',
      [page(13, items(1, 5)), page(13, items(6, 10)), page(13, items(11, 13))],
      13,
      4,
      'end',
    ],
    [
      '10 templates: the second full page reaches the count',
      [page(10, items(1, 5)), page(10, items(6, 10))],
      10,
      3,
      'end',
    ],
    [
      "the server's 404 (invalid page) ends it",
      [page(20, items(1, 5)), { kind: 'invalid' }],
      5,
      2,
      'end',
    ],
    ['none at all', [page(0, [])], 0, 2, 'end'],
    [
      'a failure stops loading silently, to be tried again',
      [page(13, items(1, 5)), { kind: 'failed' }],
      5,
      2,
      'idle',
    ],
    [
      'a template added meanwhile is not listed twice',
      [page(13, items(1, 5)), page(14, items(5, 9))],
      9,
      3,
      'idle',
    ],
  ])('%s', (_, answers, listed, nextPage, status) => {
    const paging = run(answers)
    expect(paging.items.map((i) => i.id)).toEqual(items(1, listed).map((i) => i.id))
    expect(paging.nextPage).toBe(nextPage)
    expect(paging.status).toBe(status)
    expect(canLoadTemplates(paging)).toBe(status === 'idle')
  })

  it('loads one page at a time, and nothing after the end', () => {
    const loading = loadingTemplates(startTemplatePaging<Item>())
    expect(loading.status).toBe('loading')
    expect(loadingTemplates(loading)).toBe(loading)
    const ended = run([{ kind: 'invalid' }])
    expect(loadingTemplates(ended)).toBe(ended)
  })

  it.each<[number, TemplatePageResult<Item>['kind']]>([
    [200, 'page'],
    [404, 'invalid'],
    [500, 'failed'],
    [0, 'failed'],
  ])('status %i is %s', (status, kind) => {
    const body = status === 200 ? { count: 1, results: items(1, 1) } : undefined
    expect(templatePageResult(status, body).kind).toBe(kind)
  })
})
