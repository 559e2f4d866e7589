/**
 * The company disk's writes and grants on the fake backend, every answer checked against
 * openapi.yaml by tests/support/server.ts: the five levels decide who may create folders, delete
 * and upload (manage / all; upload), the grants are the disk administrator's alone, and the
 * refusals carry the exact messages.
 */
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../../mocks/db/index.ts'
import { memberId } from '../../mocks/handlers/contactQueries.ts'
import { uploadedContent } from '../../mocks/handlers/upload.ts'
import {
  SPECIAL_USERNAMES,
  TEST_ORIGIN,
  apiFetch,
  mockControl,
  tokenFor,
} from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

type DiskPermission = components['schemas']['DiskPermission']
type NetdiskItem = components['schemas']['NetdiskItem']

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const folderNamed = (name: string) => {
  const entry = db.diskEntries.all().find((e) => e.name === name && e.disk === 'cfile')
  if (!entry) throw new Error(`no seeded company entry ${name}`)
  return entry
}

/** Someone the seed's grants on 範本下載 do not name: no access there, download on 公司制度. */
const outsider = SPECIAL_USERNAMES.reviewer
const admin = SPECIAL_USERNAMES.admin
const demo = SPECIAL_USERNAMES.demo

async function body<T>(response: Response, status: number): Promise<T> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return (text ? JSON.parse(text) : undefined) as T
}

const createFolder = async (who: string, folder_id: number, name: string) =>
  apiFetch('/api/netdisk/company/folder/', {
    token: await tokenFor(who),
    json: { name, folder_id },
  })

const deleteItems = async (who: string, ids: number[]) =>
  apiFetch('/api/netdisk/company/delete/', { token: await tokenFor(who), json: { ids } })

/** Uploads `bytes` in one chunk and finishes it into a company folder. */
async function uploadToCompany(
  who: string,
  folderId: number,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const token = await tokenFor(who)
  const fileMd5 = createHash('md5').update(bytes).digest('hex')
  const form = new FormData()
  form.set('fileMd5', fileMd5)
  form.set('chunkNumber', '1')
  form.set('totalChunks', '1')
  form.set('chunkFile', new Blob([bytes]), name)
  const chunk = await fetch(`${TEST_ORIGIN}/api/netdisk/uploadnew/`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  expect(chunk.status).toBe(200)
  return apiFetch('/api/netdisk/uploadnew/finish/', {
    token,
    json: {
      fileMd5,
      upload_type: 'company',
      file_name: name,
      file_type: 'text/plain',
      file_size: bytes.length,
      folder_id: folderId,
    },
  })
}

describe('createCompanyFolder: manage or all on the parent', () => {
  test('a member with manage creates a folder; it lists with the permission it inherits', async () => {
    const templates = folderNamed('範本下載')
    const made = await body<NetdiskItem>(await createFolder(demo, templates.id, ' 报价 '), 200)
    expect(made).toMatchObject({ name: '报价', nettype: 'folder', folder_id: templates.id })
    expect(made.permission).toBe('manage')
    const again = await createFolder(demo, templates.id, '报价')
    expect(await body(again, 400)).toEqual({ detail: '该文件夹已有同名文件夹' })
  })

  test('download-only, no access and the root (not an administrator) are 403 with the message', async () => {
    const rules = folderNamed('公司制度')
    const templates = folderNamed('範本下載')
    for (const [who, folder] of [
      [outsider, rules.id],
      [outsider, templates.id],
      [demo, 0],
    ] as const) {
      const refused = await createFolder(who, folder, '新建文件夹')
      expect(await body(refused, 403), `${who} in ${folder}`).toEqual({
        detail: '您没有管理该文件夹的权限',
      })
    }
    expect(db.diskEntries.all().some((e) => e.name === '新建文件夹')).toBe(false)
  })

  test('the administrator creates at the root; a missing parent or name is a 400', async () => {
    await body(await createFolder(admin, 0, '项目资料'), 200)
    expect(db.diskEntries.all().some((e) => e.name === '项目资料' && e.parent_id === 0)).toBe(true)
    await body(await createFolder(admin, 99_999, 'x'), 400)
    expect(await body(await createFolder(admin, 0, '  '), 400)).toEqual({
      detail: '请输入文件夹名称',
    })
  })
})

describe('deleteCompanyItems: manage or all where the items are', () => {
  test('manage deletes a file; download-only is refused and nothing goes', async () => {
    const templates = folderNamed('範本下載')
    const quotation = folderNamed('Quotation template.xlsx')
    const handbook = folderNamed('员工手册.pdf')
    expect(await body(await deleteItems(outsider, [handbook.id]), 403)).toEqual({
      detail: '您没有管理该文件夹的权限',
    })
    // One refused item refuses the whole request.
    await body(await deleteItems(demo, [quotation.id, handbook.id]), 403)
    expect(db.diskEntries.all().some((e) => e.id === quotation.id)).toBe(true)
    await body(await deleteItems(demo, [quotation.id]), 204)
    expect(db.diskEntries.all().some((e) => e.parent_id === templates.id)).toBe(false)
  })

  test('the administrator deletes a folder with everything under it and its grants', async () => {
    const rules = folderNamed('公司制度')
    await body(await deleteItems(admin, [rules.id]), 204)
    expect(db.diskEntries.all().filter((e) => e.name === '员工手册.pdf')).toHaveLength(0)
    expect(db.diskPermissions.all().filter((g) => g.folder_id === rules.id)).toHaveLength(0)
    await body(await deleteItems(admin, [rules.id]), 400)
  })
})

describe('upload finish with upload_type company: upload where it lands', () => {
  const bytes = new TextEncoder().encode('quarterly numbers\n')

  test('upload_download uploads; the bytes come back on download', async () => {
    const templates = folderNamed('範本下載')
    const done = await body<{ id: number }>(
      await uploadToCompany(demo, templates.id, 'q3.txt', bytes),
      200,
    )
    expect(await uploadedContent(done.id)).toEqual(bytes)
    const download = await apiFetch(`/api/netdisk/company/${done.id}/download/`, {
      token: await tokenFor(demo),
    })
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes)
  })

  test('download-only or no grant is 403; the root only for the administrator', async () => {
    const rules = folderNamed('公司制度')
    for (const [who, folder] of [
      [outsider, rules.id],
      [demo, 0],
    ] as const) {
      const refused = await uploadToCompany(who, folder, 'q3.txt', bytes)
      expect(await body(refused, 403)).toEqual({ detail: '您没有上传到该文件夹的权限' })
    }
    await body(await uploadToCompany(admin, 0, 'q3.txt', bytes), 200)
  })
})

describe('grants: the disk administrator alone', () => {
  const list = async (who: string, folder_id: number) =>
    apiFetch('/api/netdisk/permissions/', { token: await tokenFor(who), query: { folder_id } })

  test('a non-administrator is 403 on every grant call, even with manage on the folder', async () => {
    const templates = folderNamed('範本下載')
    const token = await tokenFor(demo)
    const refusal = { detail: '只有网盘管理员可以设置权限' }
    expect(await body(await list(demo, templates.id), 403)).toEqual(refusal)
    const grant = { folder_id: templates.id, target_type: 'dept', target_id: 2, permission: 'all' }
    expect(
      await body(await apiFetch('/api/netdisk/permissions/', { token, json: grant }), 403),
    ).toEqual(refusal)
    const revoke = await apiFetch('/api/netdisk/permissions/1/', { token, method: 'DELETE' })
    expect(await body(revoke, 403)).toEqual(refusal)
    expect(db.diskPermissions.all()).toHaveLength(3)
  })

  test('lists, grants, changes a level by granting again, and revokes', async () => {
    const templates = folderNamed('範本下載')
    const token = await tokenFor(admin)
    const before = await body<DiskPermission[]>(await list(admin, templates.id), 200)
    const demoUser = db.users.findFirst((q) => q.where({ username: demo }))!
    expect(before.map((g) => [g.target_type, g.target_id, g.permission])).toEqual([
      ['dept', 8, 'upload_download'],
      ['member', memberId(demoUser), 'manage'],
    ])
    expect(before[1]!.target_name).toBe(demoUser.realname)

    const reviewer = db.users.findFirst((q) => q.where({ username: outsider }))!
    const input = {
      folder_id: templates.id,
      target_type: 'member',
      target_id: memberId(reviewer),
      permission: 'download',
    } as const
    const made = await body<DiskPermission>(
      await apiFetch('/api/netdisk/permissions/', { token, json: input }),
      200,
    )
    expect(made).toMatchObject({ ...input, target_name: reviewer.realname })
    const listing = await apiFetch('/api/netdisk/company/', {
      token: await tokenFor(outsider),
      query: { folder_id: templates.id },
    })
    expect((await body<{ count: number }>(listing, 200)).count).toBe(1)

    const changed = await body<DiskPermission>(
      await apiFetch('/api/netdisk/permissions/', {
        token,
        json: { ...input, permission: 'upload' },
      }),
      200,
    )
    expect(changed).toMatchObject({ id: made.id, permission: 'upload' })
    expect(await body<DiskPermission[]>(await list(admin, templates.id), 200)).toHaveLength(3)

    await body(
      await apiFetch(`/api/netdisk/permissions/${made.id}/`, { token, method: 'DELETE' }),
      204,
    )
    expect(await body<DiskPermission[]>(await list(admin, templates.id), 200)).toHaveLength(2)
    const gone = await apiFetch(`/api/netdisk/permissions/${made.id}/`, { token, method: 'DELETE' })
    expect(await body(gone, 404)).toEqual({ detail: '该权限不存在' })
  })

  test('bad folder, target or level are 400 on the field', async () => {
    const templates = folderNamed('範本下載')
    const token = await tokenFor(admin)
    const bad = await apiFetch('/api/netdisk/permissions/', {
      token,
      json: { folder_id: 99_999, target_type: 'dept', target_id: 99_999, permission: 'owner' },
    })
    expect(Object.keys(await body<object>(bad, 400)).sort()).toEqual([
      'folder_id',
      'permission',
      'target_id',
    ])
    await body(await list(admin, 99_999), 400)
    const file = folderNamed('Quotation template.xlsx')
    await body(await list(admin, file.id), 400)
    expect(templates.is_folder).toBe(true)
  })
})
