/**
 * The transit area (afile) on the fake backend, answers checked against openapi.yaml: the
 * caller's own parked files with their expiry, newest first; an expired file is gone from the
 * list, refused to download and no longer deletable; deletion takes one or several.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../../mocks/db/index.ts'
import { SPECIAL_USERNAMES, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

type NetdiskPage = components['schemas']['NetdiskPage']

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const DAY = 86_400_000

/** Parks a file for `owner` that expires `days` from the fake server's now. */
async function park(owner: string, name: string, days: number, createdDaysAgo = 1) {
  const id = db.diskEntries.all().reduce((max, e) => Math.max(max, e.id), 0) + 1
  const at = mockControl.now()
  await db.diskEntries.create({
    disk: 'afile',
    owner,
    id,
    parent_id: 0,
    name,
    is_folder: false,
    size: 1234,
    content_type: 'application/pdf',
    created: new Date(at - createdDaysAgo * DAY).toISOString(),
    expires: new Date(at + days * DAY).toISOString(),
  })
  return id
}

async function page(token: string, query: Record<string, string | number> = {}) {
  const response = await apiFetch('/api/netdisk/transit/', { token, query })
  expect(response.status).toBe(200)
  return (await response.json()) as NetdiskPage
}

describe('listTransitFiles', () => {
  test("the caller's live files only, newest first, each with its expiry", async () => {
    const token = await tokenFor()
    const seeded = await page(token)
    expect(seeded.results.map((f) => f.name)).toEqual(['设计稿-最终版.zip'])
    const fresh = await park('demo', '合同扫描件.pdf', 30, 0)
    await park('demo', '去年的报告.pdf', -1)
    await park(SPECIAL_USERNAMES.reviewer, '别人的文件.pdf', 30)
    const listed = await page(token)
    expect(listed.count).toBe(2)
    expect(listed.results.map((f) => f.name)).toEqual(['合同扫描件.pdf', '设计稿-最终版.zip'])
    expect(listed.results[0]).toMatchObject({ id: fresh, nettype: 'file', size: 1234 })
    expect(listed.results[0]!.expire_at).toBe(
      db.diskEntries.all().find((e) => e.id === fresh)!.expires,
    )
    expect(listed.folder_names).toEqual([])
    expect((await page(token, { search: '合同' })).count).toBe(1)
    expect((await page(token, { page_size: 1, page: 2 })).results[0]!.name).toBe(
      '设计稿-最终版.zip',
    )
  })

  test('a file drops out of the list once its expiry passes', async () => {
    await park('demo', '三天后过期.pdf', 3)
    mockControl.advanceTime(4 * 86_400)
    const token = await tokenFor()
    expect((await page(token)).results.map((f) => f.name)).not.toContain('三天后过期.pdf')
  })
})

describe('downloadTransitFile', () => {
  test('own live file downloads; expired is 404 "expired"; another\'s is 404', async () => {
    const token = await tokenFor()
    const live = await park('demo', 'live.pdf', 10)
    const expired = await park('demo', 'old.pdf', -1)
    const others = await park(SPECIAL_USERNAMES.reviewer, 'theirs.pdf', 10)
    const ok = await apiFetch(`/api/netdisk/transit/${live}/download/`, { token })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Content-Disposition')).toContain('live.pdf')
    expect((await ok.arrayBuffer()).byteLength).toBeGreaterThan(0)
    const old = await apiFetch(`/api/netdisk/transit/${expired}/download/`, { token })
    expect(old.status).toBe(404)
    expect(await old.json()).toEqual({ detail: '该文件已过期' })
    const theirs = await apiFetch(`/api/netdisk/transit/${others}/download/`, { token })
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toEqual({ detail: '文件不存在' })
  })
})

describe('deleteTransitFiles', () => {
  test('one or several of the own live files; anything else refuses the whole request', async () => {
    const token = await tokenFor()
    const a = await park('demo', 'a.pdf', 10)
    const b = await park('demo', 'b.pdf', 10)
    const expired = await park('demo', 'old.pdf', -1)
    const others = await park(SPECIAL_USERNAMES.reviewer, 'theirs.pdf', 10)
    for (const ids of [[a, others], [a, expired], [], 'x']) {
      const refused = await apiFetch('/api/netdisk/transit/delete/', { token, json: { ids } })
      expect(refused.status, JSON.stringify(ids)).toBe(400)
    }
    expect((await page(token)).count).toBe(3)
    const done = await apiFetch('/api/netdisk/transit/delete/', { token, json: { ids: [a, b] } })
    expect(done.status).toBe(204)
    expect((await page(token)).results.map((f) => f.name)).toEqual(['设计稿-最终版.zip'])
    expect(db.diskEntries.all().some((e) => e.id === others)).toBe(true)
  })
})
