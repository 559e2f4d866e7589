/**
 * The personal disk's changes on the fake backend (issue 15), every answer checked against
 * openapi.yaml by tests/support/server.ts: a new folder (the name rule, a duplicate name), a
 * rename, a move (not into itself or below itself), a delete (a folder with its content), the
 * capacity (the disk's own bytes against the account's total) and the over-capacity refusal of
 * an upload's finish. 401 for each without a token.
 */
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../../mocks/db/index.ts'
import { DEMO_USER, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

type NetdiskItem = components['schemas']['NetdiskItem']
type NetdiskPage = components['schemas']['NetdiskPage']

const MB = 1_048_576
const EN = { Cookie: 'language=en' }

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const createFolder = (token: string, name: unknown, folderId: unknown = 0, headers = {}) =>
  apiFetch('/api/netdisk/netdisks/folder/', {
    token,
    headers,
    json: { name, folder_id: folderId },
  })
const rename = (token: string, id: number, name: string) =>
  apiFetch(`/api/netdisk/netdisks/${id}/`, { token, method: 'PATCH', json: { name } })
const move = (token: string, ids: unknown, folderId: unknown) =>
  apiFetch('/api/netdisk/netdisks/move/', { token, json: { ids, folder_id: folderId } })
const remove = (token: string, ids: unknown) =>
  apiFetch('/api/netdisk/netdisks/delete/', { token, json: { ids } })
const listing = async (token: string, folderId = 0) =>
  (await (
    await apiFetch('/api/netdisk/netdisks/', {
      token,
      query: { folder_id: folderId, page_size: 1000 },
    })
  ).json()) as NetdiskPage

const personal = (name: string) => {
  const entry = db.diskEntries
    .all()
    .find((e) => e.disk === 'pfile' && e.owner === DEMO_USER.username && e.name === name)
  if (!entry) throw new Error(`no personal disk entry ${name}`)
  return entry
}
const aFileIn = (folderId: number) =>
  db.diskEntries.all().find((e) => e.disk === 'pfile' && e.parent_id === folderId && !e.is_folder)!

async function errorOf(response: Response, status = 400) {
  expect(response.status).toBe(status)
  return response.json() as Promise<Record<string, string[] | string>>
}

describe('createPersonalFolder: POST /api/netdisk/netdisks/folder/', () => {
  test('makes a folder in the root and in a folder; it is listed there', async () => {
    const token = await tokenFor()
    const made = await createFolder(token, '  季度报告 ')
    expect(made.status).toBe(200)
    const item = (await made.json()) as NetdiskItem
    expect(item).toMatchObject({ name: '季度报告', nettype: 'folder', size: 0, folder_id: 0 })
    const inner = (await (await createFolder(token, '2026', item.id)).json()) as NetdiskItem
    expect(inner.folder_id).toBe(item.id)
    const page = await listing(token, item.id)
    expect(page.results.map((r) => r.name)).toEqual(['2026'])
    expect(page.folder_names).toEqual([{ id: item.id, name: '季度报告' }])
  })

  test('the name rule and a duplicate name, in Chinese and in English', async () => {
    const token = await tokenFor()
    expect(await errorOf(await createFolder(token, '   '))).toEqual({ name: ['名称不能为空'] })
    expect(await errorOf(await createFolder(token, 'a'.repeat(21)))).toEqual({
      name: ['名称过长：文件夹名称为 1 到 20 个字符，文件名不超过 255 个字符'],
    })
    expect((await createFolder(token, '一二三四五六七八九十一二三四五六七八九十')).status).toBe(200)
    expect(await errorOf(await createFolder(token, 'a/b'))).toEqual({
      name: ['名称不能包含 / 或 \\'],
    })
    // Case does not make another name.
    expect(await errorOf(await createFolder(token, 'photos'))).toEqual({
      name: ['该位置已存在同名的文件或文件夹'],
    })
    expect(await errorOf(await createFolder(token, 'Photos', 0, EN))).toEqual({
      name: ['A file or folder with this name already exists there.'],
    })
  })

  test('a parent that is not one of my folders is a 400; no token is a 401', async () => {
    const token = await tokenFor()
    const file = aFileIn(personal('工作文档').id)
    for (const parent of [99_999, file.id, 'x']) {
      expect(Object.keys(await errorOf(await createFolder(token, 'x', parent)))).toEqual([
        'folder_id',
      ])
    }
    expect(
      (await apiFetch('/api/netdisk/netdisks/folder/', { json: { name: 'x', folder_id: 0 } }))
        .status,
    ).toBe(401)
  })
})

describe('renamePersonalItem: PATCH /api/netdisk/netdisks/{id}/', () => {
  test('renames a file and a folder; the rule and duplicates refused; 404 for others', async () => {
    const token = await tokenFor()
    const docs = personal('工作文档')
    const file = aFileIn(docs.id)
    const renamed = await rename(token, file.id, 'renamed.bin')
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toMatchObject({
      id: file.id,
      name: 'renamed.bin',
      nettype: 'file',
    })
    expect((await rename(token, file.id, 'renamed.bin')).status).toBe(200)
    expect((await rename(token, docs.id, 'Docs')).status).toBe(200)
    expect(await errorOf(await rename(token, docs.id, 'photos'))).toEqual({
      name: ['该位置已存在同名的文件或文件夹'],
    })
    // A file's name may be longer than a folder's.
    expect((await rename(token, file.id, `${'长'.repeat(40)}.txt`)).status).toBe(200)
    expect(await errorOf(await rename(token, docs.id, '长'.repeat(21)))).toHaveProperty('name')
    expect(await errorOf(await rename(token, 99_999, 'x'), 404)).toEqual({
      detail: '文件或文件夹不存在',
    })
    const company = db.diskEntries.all().find((e) => e.disk === 'cfile')!
    expect((await rename(token, company.id, 'x')).status).toBe(404)
    expect(
      (
        await apiFetch(`/api/netdisk/netdisks/${file.id}/`, {
          method: 'PATCH',
          json: { name: 'x' },
        })
      ).status,
    ).toBe(401)
  })
})

describe('movePersonalItems: POST /api/netdisk/netdisks/move/', () => {
  test('moves files and folders into a folder or the root', async () => {
    const token = await tokenFor()
    const docs = personal('工作文档')
    const photos = personal('Photos')
    const file = aFileIn(docs.id)
    const ok = await move(token, [file.id, photos.id], docs.id)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ success: true })
    const inDocs = (await listing(token, docs.id)).results.map((r) => r.id)
    expect(inDocs).toEqual(expect.arrayContaining([file.id, photos.id]))
    expect((await listing(token, photos.id)).folder_names.map((c) => c.name)).toEqual([
      '工作文档',
      'Photos',
    ])
    expect((await move(token, [photos.id], 0)).status).toBe(200)
    expect((await listing(token)).results.map((r) => r.id)).toContain(photos.id)
  })

  test('never into itself or below itself; no name clash; only my items', async () => {
    const token = await tokenFor()
    const docs = personal('工作文档')
    const inner = (await (await createFolder(token, 'inner', docs.id)).json()) as NetdiskItem
    expect(await errorOf(await move(token, [docs.id], docs.id))).toEqual({
      non_field_errors: ['不能将文件夹移动到它自身或它的子文件夹中'],
    })
    expect(await errorOf(await move(token, [docs.id], inner.id))).toEqual({
      non_field_errors: ['不能将文件夹移动到它自身或它的子文件夹中'],
    })
    await createFolder(token, 'Photos', docs.id)
    expect(await errorOf(await move(token, [personal('Photos').id], docs.id))).toEqual({
      non_field_errors: ['该位置已存在同名的文件或文件夹'],
    })
    const company = db.diskEntries.all().find((e) => e.disk === 'cfile')!
    expect(Object.keys(await errorOf(await move(token, [company.id], 0)))).toEqual(['ids'])
    expect(Object.keys(await errorOf(await move(token, [], 99_999)))).toEqual(['ids', 'folder_id'])
    expect(
      (await apiFetch('/api/netdisk/netdisks/move/', { json: { ids: [docs.id], folder_id: 0 } }))
        .status,
    ).toBe(401)
  })
})

describe('deletePersonalItems: POST /api/netdisk/netdisks/delete/', () => {
  test('deletes files, and folders with everything in them', async () => {
    const token = await tokenFor()
    const docs = personal('工作文档')
    const inner = (await (await createFolder(token, 'inner', docs.id)).json()) as NetdiskItem
    const below = (await listing(token, docs.id)).results.length
    expect(below).toBeGreaterThan(1)
    const gone = await remove(token, [docs.id])
    expect(gone.status).toBe(204)
    expect(db.diskEntries.all().some((e) => e.id === inner.id || e.parent_id === docs.id)).toBe(
      false,
    )
    expect((await listing(token)).results.map((r) => r.name)).not.toContain('工作文档')
    expect(Object.keys(await errorOf(await remove(token, [docs.id])))).toEqual(['ids'])
    expect(Object.keys(await errorOf(await remove(token, 'x')))).toEqual(['ids'])
    expect((await apiFetch('/api/netdisk/netdisks/delete/', { json: { ids: [1] } })).status).toBe(
      401,
    )
  })
})

describe('getNetdiskCapacity: GET /api/netdisk/capacity/', () => {
  test("used is the sum of the disk's files, total the account's; it follows a delete", async () => {
    const token = await tokenFor()
    const mine = () =>
      db.diskEntries
        .all()
        .filter((e) => e.disk === 'pfile' && e.owner === DEMO_USER.username && !e.is_folder)
    const account = db.accounts.findFirst((q) => q.where({ username: DEMO_USER.username }))!
    const before = await apiFetch('/api/netdisk/capacity/', { token })
    expect(before.status).toBe(200)
    const used = mine().reduce((sum, e) => sum + e.size, 0)
    expect(used).toBeGreaterThan(0)
    expect(await before.json()).toEqual({
      used,
      total: Math.round(account.capacity_total_mb * MB),
    })
    const file = mine()[0]!
    await remove(token, [file.id])
    const after = (await (await apiFetch('/api/netdisk/capacity/', { token })).json()) as {
      used: number
    }
    expect(after.used).toBe(used - file.size)
    expect((await apiFetch('/api/netdisk/capacity/')).status).toBe(401)
  })

  test('an upload past the total is refused at finish with the spec message', async () => {
    const token = await tokenFor()
    const account = db.accounts.findFirst((q) => q.where({ username: DEMO_USER.username }))!
    const { used, total } = (await (
      await apiFetch('/api/netdisk/capacity/', { token })
    ).json()) as {
      used: number
      total: number
    }
    const bytes = new Uint8Array(64).fill(7)
    await db.accounts.update((q) => q.where({ username: DEMO_USER.username }), {
      data(draft) {
        draft.capacity_total_mb = (used + 32) / MB
        // Mail takes nothing: only the disk's own bytes fill it.
        draft.capacity_used_mb = 0
      },
    })
    expect(account.capacity_total_mb).toBeGreaterThan(0)
    expect(total).toBeGreaterThan(used)
    const md5 = createHash('md5').update(bytes).digest('hex')
    // The capacity is checked before the chunks: none need to be sent.
    const finish = await apiFetch('/api/netdisk/uploadnew/finish/', {
      token,
      headers: EN,
      json: {
        fileMd5: md5,
        upload_type: 'netdisk',
        file_name: 'big.bin',
        file_type: '',
        file_size: bytes.length,
        folder_id: 0,
      },
    })
    expect(await errorOf(finish)).toEqual({
      non_field_errors: [
        'Upload failed! Uploading files has exceeded the capacity of personal mailbox!',
      ],
    })
  })
})
