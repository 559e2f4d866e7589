/**
 * The fake backend's one page / page_size reading (mocks/handlers/paging.ts), through every
 * paged list that used to carry its own copy: absent takes the default, anything but a whole
 * number from 1 up is the same 400 naming the field, a page size above the list's largest is cut
 * to it. Every answer is checked against openapi.yaml by tests/support/server.ts.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { readPaging } from '../../mocks/handlers/paging.ts'
import { SPECIAL_USERNAMES, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

const query = (entries: Record<string, string>) => new URLSearchParams(entries)
const SIZES = { size: 20, max: 100 }

describe('readPaging', () => {
  test.each([
    [{}, { page: 1, pageSize: 20 }],
    [
      { page: '', page_size: '' },
      { page: 1, pageSize: 20 },
    ],
    [
      { page: '3', page_size: '7' },
      { page: 3, pageSize: 7 },
    ],
    [{ page_size: '5000' }, { page: 1, pageSize: 100 }],
  ])('%j reads as %j', (raw, paging) => {
    expect(readPaging(query(raw), SIZES)).toEqual({ paging, bad: [] })
  })

  test.each([
    [{ page: '0' }, ['page']],
    [{ page: '-1' }, ['page']],
    [{ page: '1.5' }, ['page']],
    [{ page_size: 'ten' }, ['page_size']],
    [{ page: 'x', page_size: '0' }, ['page', 'page_size']],
  ])('%j is refused naming %j', (raw, bad) => {
    expect(readPaging(query(raw), SIZES)).toEqual({ paging: null, bad })
  })
})

const LISTS = [
  ['/api/netdisk/netdisks/', undefined],
  ['/api/netdisk/company/', undefined],
  ['/api/netdisk/transit/', undefined],
  ['/api/share/', undefined],
  ['/api/setting/recall-logs/', undefined],
  ['/api/contact/contacts/', undefined],
  ['/api/mail/review/', SPECIAL_USERNAMES.reviewer],
] as const

describe.each(LISTS)('GET %s', (path, user) => {
  test('page 0 and page_size "ten" are one 400 naming both, in the caller language', async () => {
    const token = await tokenFor(user)
    const response = await apiFetch(path, { token, query: { page: 0, page_size: 'ten' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ page: ['参数值无效。'], page_size: ['参数值无效。'] })
  })

  test('no paging at all is page 1 of the default size', async () => {
    const token = await tokenFor(user)
    const response = await apiFetch(path, { token })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { count: number; results: unknown[] }
    expect(body.results.length).toBeLessThanOrEqual(body.count)
  })
})
