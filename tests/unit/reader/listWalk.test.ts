/**
 * Previous / next on the fake backend. In the unread view every mail read leaves the list; the
 * walk must still visit every mail the user saw, across a page boundary, forwards and back. A
 * reader without a list finds its mail in the folder's default list (binary search over pages).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { setApi } from '../../../src/app/services.ts'
import type { ListCursor, ListSource } from '../../../src/domain/mail/listSource.ts'
import { fetchListPage } from '../../../src/features/common/fetchListPage.ts'
import {
  canStep,
  LIST_SHRANK,
  locate,
  walk,
  type FetchPage,
  type WalkTarget,
} from '../../../src/features/reader/listWalk.ts'
import { testClient, tokenFor } from '../../support/server.ts'

const PAGE_SIZE = 3
const unread: ListSource = {
  kind: 'folder',
  folder: 'INBOX',
  sort: 'date',
  order: 'desc',
  view: 'unread',
  pageSize: PAGE_SIZE,
}

let token: string
let requests: number
const counted: FetchPage = (source, page) => {
  requests++
  return fetchListPage(source, page)
}

beforeEach(async () => {
  token = await tokenFor()
  setApi(testClient(token))
  requests = 0
})

/** What the reader does on opening: the server marks the mail read. */
async function read(folder: string, uid: number) {
  const { response } = await testClient(token).GET('/api/mail/messages/{uid}/', {
    params: { path: { uid }, query: { folder } },
  })
  expect(response.status).toBe(200)
}

async function seenUids(source: ListSource, pages: number) {
  const uids: number[] = []
  for (let page = 1; page <= pages; page++)
    uids.push(...(await fetchListPage(source, page)).items.map((item) => item.uid))
  return uids
}

function expectTarget(value: WalkTarget | typeof LIST_SHRANK | null): WalkTarget {
  if (value === null || value === LIST_SHRANK) throw new Error(`no target: ${String(value)}`)
  return value
}

describe('walk', { timeout: 30_000 }, () => {
  it('visits every unread mail as seen, over a page boundary, forwards and back', async () => {
    const seen = await seenUids(unread, 3)
    const { count } = await fetchListPage(unread, 1)
    expect(seen).toHaveLength(9)
    // Opened from the list: the second mail of page 1.
    let cursor: ListCursor = { source: unread, page: 1, index: 1, count }
    let current = { folder: 'INBOX', uid: seen[1]!, subject: '' }
    await read('INBOX', current.uid)
    const visited = [current.uid]
    for (let i = 0; i < 5; i++) {
      const next = expectTarget(await walk(cursor, current, 1, counted))
      ;({ cursor } = next)
      current = { folder: next.folder, uid: next.uid, subject: next.subject }
      await read(current.folder, current.uid)
      visited.push(current.uid)
    }
    expect(visited).toEqual(seen.slice(1, 7))
    expect(cursor).toMatchObject({ page: 3, index: 0, count })
    for (let i = 0; i < 6; i++) {
      const previous = expectTarget(await walk(cursor, current, -1, counted))
      ;({ cursor } = previous)
      current = { folder: previous.folder, uid: previous.uid, subject: previous.subject }
      visited.push(current.uid)
    }
    expect(visited.slice(6)).toEqual([seen[5], seen[4], seen[3], seen[2], seen[1], seen[0]])
    expect(cursor).toMatchObject({ page: 1, index: 0 })
    expect(canStep(cursor, -1)).toBe(false)
    // The mails that left were visited again from memory: no page was read for them.
    expect(requests).toBeLessThan(20)
  })

  it('in the all view a read mail stays, and the index steps as before', async () => {
    const all: ListSource = { ...unread, view: 'all' }
    const seen = await seenUids(all, 2)
    const { count } = await fetchListPage(all, 1)
    const cursor: ListCursor = { source: all, page: 1, index: 2, count }
    await read('INBOX', seen[2]!)
    const next = expectTarget(
      await walk(cursor, { folder: 'INBOX', uid: seen[2]!, subject: '' }, 1),
    )
    expect(next.uid).toBe(seen[3])
    expect(next.cursor).toEqual({ source: all, page: 2, index: 0, count })
  })

  // R-READ-4
  it('is disabled at both ends of the list', async () => {
    const cursor: ListCursor = { source: unread, page: 2, index: 1, count: 5 }
    expect(canStep(cursor, 1)).toBe(false)
    expect(canStep(cursor, -1)).toBe(true)
    expect(await walk(cursor, { folder: 'INBOX', uid: 1, subject: '' }, 1)).toBeNull()
    expect(canStep(undefined, 1)).toBe(false)
  })
})

describe('locate', { timeout: 30_000 }, () => {
  it('finds a mail deep in the folder with a few page reads', async () => {
    const all: ListSource = { ...unread, view: 'all', pageSize: 10 }
    const { count } = await fetchListPage(all, 1)
    const lastPage = Math.ceil(count / 10)
    const deepPage = Math.max(2, Math.floor(lastPage * 0.7))
    const item = (await fetchListPage(all, deepPage)).items[4]!
    requests = 0
    const cursor = await locate(all, item, counted)
    expect(cursor).toEqual({ source: all, page: deepPage, index: 4, count })
    expect(requests).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(lastPage)))
  })

  it('gives null for a mail that is not in the list', async () => {
    const all: ListSource = { ...unread, view: 'all' }
    const newest = (await fetchListPage(all, 1)).items[0]!
    expect(await locate(all, { ...newest, uid: 987654 })).toBeNull()
  })
})
