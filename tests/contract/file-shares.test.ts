/**
 * File share links on the fake backend, every answer checked against openapi.yaml by
 * tests/support/server.ts: create (personal and company disk, code, expiry), my shares (paged,
 * newest first, cancelled left out), cancel, and the public side sent WITHOUT a token — open
 * with the extraction code and download — whose refusals (code required, wrong code, unknown,
 * cancelled, expired) each carry their own reason.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../../mocks/db/index.ts'
import { SPECIAL_USERNAMES, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS } from './mailFixtures.ts'

type FileShare = components['schemas']['FileShare']
type FileSharePage = components['schemas']['FileSharePage']
type PublicShare = components['schemas']['PublicShare']
type ShareRefusal = components['schemas']['ShareRefusal']

beforeAll(() => mockControl.reset(), WARM_UP_MS)
afterEach(() => mockControl.setNow(null))

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T
  expect(response.status, JSON.stringify(body)).toBe(status)
  return body
}

const entryNamed = (name: string) => {
  const entry = db.diskEntries.all().find((e) => e.name === name)
  if (!entry) throw new Error(`no seeded disk entry ${name}`)
  return entry
}

type ShareBody = Partial<components['schemas']['FileShareInput']>
const create = async (body: ShareBody, token?: string) =>
  apiFetch('/api/share/', {
    token: token ?? (await tokenFor()),
    json: { source: 'netdisk', expire_days: 7, need_code: true, ...body },
  })
const createOk = async (body: ShareBody, token?: string) =>
  json<FileShare>(await create(body, token))
const list = async (query: Record<string, number> = {}, token?: string) =>
  apiFetch('/api/share/', { token: token ?? (await tokenFor()), query })
/** Public calls: no token at all, as /fileshare sends them. */
const open = (share_key: string, code?: string, init: RequestInit = {}) =>
  apiFetch('/api/netdisk/netdisks/share/', { ...init, json: { share_key, code } })
const download = (share_key: string, file_id: number, code?: string) =>
  apiFetch('/api/netdisk/netdisks/download-share/', { query: { share_key, file_id, code } })
const keyOf = (share: FileShare) => new URLSearchParams(share.link.split('?')[1]).get('key')!

describe('createFileShare: POST /api/share/', () => {
  test('a personal file with a code: 4 lower-case characters, a /fileshare link, 7 days', async () => {
    const file = entryNamed('architecture.pdf')
    const before = mockControl.now()
    const share = await createOk({ ids: [file.id] })
    expect(share.code).toMatch(/^[a-z0-9]{4}$/)
    expect(share.link).toBe(`/fileshare?key=${share.share_key}`)
    expect(share.files.map((f) => f.name)).toEqual(['architecture.pdf'])
    expect(share).toMatchObject({ download_count: 0, status: 'active', source: 'netdisk' })
    const days = (Date.parse(share.expire_at!) - before) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)
    const never = await createOk({ ids: [file.id], expire_days: 0, need_code: false })
    expect(never).toMatchObject({ code: '', expire_at: null })
    expect(never.share_key).not.toBe(share.share_key)
  })

  test('refused: items not on the caller’s disk, a company folder without download, bad fields', async () => {
    const reviewer = await tokenFor(SPECIAL_USERNAMES.reviewer)
    const demoFile = entryNamed('architecture.pdf')
    expect(await json(await create({ ids: [demoFile.id] }, reviewer), 400)).toEqual({
      ids: [expect.any(String)],
    })
    const templates = entryNamed('範本下載')
    const refused = await create({ ids: [templates.id], source: 'company' }, reviewer)
    expect(await json(refused, 400)).toHaveProperty('ids')
    const bad = await create({ ids: [], expire_days: -1, source: 'x' as 'netdisk' })
    expect(Object.keys(await json(bad, 400)).sort()).toEqual(['expire_days', 'ids', 'source'])
    expect((await apiFetch('/api/share/', { json: { ids: [1] } })).status).toBe(401)
  })
})

describe('openFileShare / downloadSharedFile without a token', () => {
  test('code required, wrong code, then the right one (any case) opens and downloads the same bytes', async () => {
    const token = await tokenFor()
    const file = entryNamed('architecture.pdf')
    const share = await createOk({ ids: [file.id] }, token)
    const key = keyOf(share)
    expect(await json<ShareRefusal>(await open(key), 400)).toMatchObject({
      reason: 'code_required',
    })
    const wrong = await json<ShareRefusal>(await open(key, 'zzzz'), 400)
    expect(wrong).toEqual({
      reason: 'wrong_code',
      detail: '提取码错误，请重新输入',
      non_field_errors: ['提取码错误，请重新输入'],
    })
    expect((await json<ShareRefusal>(await open(key, 'zzzz', EN), 400)).detail).toBe(
      'Wrong extraction code. Please try again.',
    )
    const opened = await json<PublicShare>(await open(key, ` ${share.code.toUpperCase()} `))
    expect(opened.owner).toBe('王小明 <demo@huayu.example.com>')
    expect(opened.expire_at).toBe(share.expire_at)
    expect(opened.files).toEqual([
      expect.objectContaining({ id: file.id, path: '', size: file.size }),
    ])

    expect((await json<ShareRefusal>(await download(key, file.id, 'nope'), 400)).reason).toBe(
      'wrong_code',
    )
    const got = await download(key, file.id, share.code)
    expect(got.status).toBe(200)
    const own = await apiFetch(`/api/netdisk/netdisks/${file.id}/download/`, { token })
    expect(Buffer.from(await got.arrayBuffer())).toEqual(Buffer.from(await own.arrayBuffer()))
    const [listed] = (await json<FileSharePage>(await list({}, token))).results
    expect(listed).toMatchObject({ id: share.id, download_count: 1 })
  })

  test('a folder share lists the files inside with their path; other files stay out', async () => {
    const docs = entryNamed('工作文档')
    const share = await createOk({ ids: [docs.id], need_code: false })
    const opened = await json<PublicShare>(await open(keyOf(share)))
    const inDocs = db.diskEntries
      .all()
      .filter((e) => e.disk === 'pfile' && e.parent_id === docs.id && !e.is_folder)
    expect(inDocs.length).toBeGreaterThan(0)
    expect(opened.files.map((f) => f.id).sort()).toEqual(inDocs.map((e) => e.id).sort())
    expect(opened.files.every((f) => f.path === '工作文档')).toBe(true)
    expect((await download(keyOf(share), inDocs[0]!.id)).status).toBe(200)
    const outside = db.diskEntries
      .all()
      .find((e) => e.disk === 'pfile' && e.parent_id !== docs.id && !e.is_folder)!
    expect((await json<ShareRefusal>(await download(keyOf(share), outside.id), 404)).reason).toBe(
      'not_found',
    )
  })

  test('a company folder shares what its owner may download', async () => {
    const rules = entryNamed('公司制度')
    const share = await createOk({ ids: [rules.id], source: 'company', need_code: false })
    const opened = await json<PublicShare>(await open(keyOf(share)))
    expect(opened.files.map((f) => f.name).sort()).toEqual(['员工手册.pdf', '差旅管理办法.docx'])
    expect((await download(keyOf(share), opened.files[0]!.id)).status).toBe(200)
  })

  test('an unknown link is not_found (404)', async () => {
    expect(await json<ShareRefusal>(await open('no-such-key'), 404)).toMatchObject({
      reason: 'not_found',
      detail: '分享链接不存在',
    })
  })
})

describe('cancelFileShare and expiry', () => {
  test('cancel: the link stops at once (410 cancelled), the list drops it, a second cancel is 404', async () => {
    const token = await tokenFor()
    const file = entryNamed('architecture.pdf')
    const share = await createOk({ ids: [file.id] }, token)
    expect((await open(keyOf(share), share.code)).status).toBe(200)
    const cancel = () => apiFetch(`/api/share/${share.id}/`, { token, method: 'DELETE' })
    expect((await cancel()).status).toBe(204)
    expect(await json<ShareRefusal>(await open(keyOf(share), share.code), 410)).toMatchObject({
      reason: 'cancelled',
    })
    expect(
      (await json<ShareRefusal>(await download(keyOf(share), file.id, share.code), 410)).reason,
    ).toBe('cancelled')
    const page = await json<FileSharePage>(await list({ page_size: 100 }, token))
    expect(page.results.map((s) => s.id)).not.toContain(share.id)
    expect((await cancel()).status).toBe(404)
    const reviewer = await tokenFor(SPECIAL_USERNAMES.reviewer)
    const other = await createOk({ ids: [file.id] }, token)
    const foreign = await apiFetch(`/api/share/${other.id}/`, { token: reviewer, method: 'DELETE' })
    expect(foreign.status).toBe(404)
  })

  test('past its expiry the link answers 410 expired; the list keeps it as expired', async () => {
    const token = await tokenFor()
    const file = entryNamed('architecture.pdf')
    const share = await createOk({ ids: [file.id], expire_days: 1 }, token)
    mockControl.setNow(Date.parse(share.expire_at!) + 1000)
    expect(await json<ShareRefusal>(await open(keyOf(share), share.code), 410)).toMatchObject({
      reason: 'expired',
    })
    expect(
      (await json<ShareRefusal>(await download(keyOf(share), file.id, share.code), 410)).reason,
    ).toBe('expired')
    mockControl.setNow(Date.parse(share.expire_at!) - 1000)
    expect((await open(keyOf(share), share.code)).status).toBe(200)
    mockControl.setNow(Date.parse(share.expire_at!) + 1000)
    const page = await json<FileSharePage>(await list({ page_size: 100 }, await tokenFor()))
    expect(page.results.find((s) => s.id === share.id)?.status).toBe('expired')
  })
})

describe('listFileShares: GET /api/share/', () => {
  test('mine only, newest first, 10 a page by default; bad page is 400', async () => {
    const token = await tokenFor()
    const file = entryNamed('meeting-notes.md')
    for (let i = 0; i < 11; i++) await createOk({ ids: [file.id] }, token)
    const first = await json<FileSharePage>(await list({}, token))
    expect(first.results).toHaveLength(10)
    const all = await json<FileSharePage>(await list({ page_size: 100 }, token))
    expect(all.count).toBe(first.count)
    expect(all.results.slice(0, 10)).toEqual(first.results)
    const created = all.results.map((s) => Date.parse(s.created))
    expect([...created].sort((a, b) => b - a)).toEqual(created)
    const ids = db.fileShares
      .all()
      .filter((s) => s.owner === 'demo' && !s.cancelled)
      .map((s) => s.id)
    expect(all.results.map((s) => s.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b))
    const reviewer = await json<FileSharePage>(
      await list({}, await tokenFor(SPECIAL_USERNAMES.reviewer)),
    )
    expect(reviewer.count).toBe(0)
    expect((await list({ page: 0 }, token)).status).toBe(400)
  })
})
