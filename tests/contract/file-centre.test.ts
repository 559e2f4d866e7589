/**
 * The compose file-centre picker's sources on the fake backend, every answer checked against
 * openapi.yaml by tests/support/server.ts: the personal file core (attachments of the mailbox's
 * mail, limit / offset), the personal disk and the company disk (page / page_size, folder_id with
 * the folder_names breadcrumb, company permissions), downloads, and a send that carries one
 * file of each source to a colleague.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../../mocks/db/index.ts'
import { DEMO_USER, SPECIAL_USERNAMES, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS } from './mailFixtures.ts'
import { colleague, form, send, sendOk } from './sendSupport.ts'

type PersonalAttachmentPage = components['schemas']['PersonalAttachmentPage']
type NetdiskPage = components['schemas']['NetdiskPage']

beforeAll(() => mockControl.reset(), WARM_UP_MS)

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T
  expect(response.status, JSON.stringify(body)).toBe(status)
  return body
}

const personal = (token: string, query: Record<string, string | number | undefined> = {}) =>
  apiFetch('/api/attachment/personal/', { token, query })
const personalDisk = (token: string, query: Record<string, string | number | undefined> = {}) =>
  apiFetch('/api/netdisk/netdisks/', { token, query })
const companyDisk = (token: string, query: Record<string, string | number | undefined> = {}) =>
  apiFetch('/api/netdisk/company/', { token, query })

const entryNamed = (name: string) => {
  const entry = db.diskEntries.all().find((e) => e.name === name)
  if (!entry) throw new Error(`no seeded disk entry ${name}`)
  return entry
}

describe('personal file core: GET /api/attachment/personal/', () => {
  test('10 a page by default, limit / offset page through the same ordered list', async () => {
    const token = await tokenFor()
    const first = await json<PersonalAttachmentPage>(await personal(token))
    expect(first.results).toHaveLength(10)
    expect(first.count).toBeGreaterThan(20)
    const second = await json<PersonalAttachmentPage>(await personal(token, { offset: 10 }))
    const both = await json<PersonalAttachmentPage>(await personal(token, { limit: 20 }))
    expect([...first.results, ...second.results]).toEqual(both.results)
    expect(new Set(both.results.map((a) => a.id)).size).toBe(20)
    // Newest mail first.
    const times = both.results.map((a) => Date.parse(a.date))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const last = await json<PersonalAttachmentPage>(
      await personal(token, { offset: first.count - 3 }),
    )
    expect(last.results).toHaveLength(3)
    expect(last.count).toBe(first.count)
  })

  test('only mail the user can simply open: no Drafts, Trash, Spam, Virus or locked folder', async () => {
    const token = await tokenFor()
    const { count } = await json<PersonalAttachmentPage>(await personal(token, { limit: 1 }))
    const all = await json<PersonalAttachmentPage>(await personal(token, { limit: count }))
    // Larger asks are cut at 100.
    expect(all.results).toHaveLength(Math.min(count, 100))
    const folders = new Set<string>()
    for (let offset = 0; offset < count; offset += 100) {
      const page = await json<PersonalAttachmentPage>(await personal(token, { limit: 100, offset }))
      page.results.forEach((a) => folders.add(a.folder))
    }
    expect(folders.has('INBOX')).toBe(true)
    for (const hidden of ['Drafts', 'Trash', 'Spam', 'Virus', 'Finance']) {
      expect(folders.has(hidden), hidden).toBe(false)
    }
    const first = all.results[0]!
    const mail = db.messages.all().find((m) => m.owner === 'demo' && m.uid === first.uid)!
    expect(mail.attachments.map((a) => a.sid)).toContain(first.sid)
    expect(first.subject).toBe(mail.subject)
  })

  test('search filters by file name; bad limit / offset are 400s', async () => {
    const token = await tokenFor()
    const page = await json<PersonalAttachmentPage>(await personal(token, { search: '.PDF' }))
    expect(page.count).toBeGreaterThan(0)
    expect(page.results.every((a) => a.name.toLowerCase().includes('.pdf'))).toBe(true)
    expect(await json(await personal(token, { limit: 0, offset: 'x' }), 400)).toEqual({
      limit: [expect.any(String)],
      offset: [expect.any(String)],
    })
    expect((await personal('')).status).toBe(401)
  })
})

describe('personal disk: GET /api/netdisk/netdisks/', () => {
  test('root: folders first, then files by name; folder_names empty', async () => {
    const token = await tokenFor()
    const root = await json<NetdiskPage>(await personalDisk(token, { page_size: 10 }))
    expect(root.folder_names).toEqual([])
    const kinds = root.results.map((item) => item.nettype)
    expect(kinds.slice(0, 2)).toEqual(['folder', 'folder'])
    expect(kinds.slice(2).every((k) => k === 'file')).toBe(true)
    expect(root.results.slice(0, 2).map((i) => i.name)).toEqual(
      expect.arrayContaining(['工作文档', 'Photos']),
    )
    expect(root.results.every((item) => item.permission === undefined)).toBe(true)
  })

  test('opening a folder lists its content with the breadcrumb; paged by page_size', async () => {
    const token = await tokenFor()
    const docs = entryNamed('工作文档')
    const inDocs = db.diskEntries.all().filter((e) => e.parent_id === docs.id && e.disk === 'pfile')
    const page = await json<NetdiskPage>(await personalDisk(token, { folder_id: docs.id }))
    expect(page.folder_names).toEqual([{ id: docs.id, name: '工作文档' }])
    expect(page.count).toBe(inDocs.length)
    expect(page.results.map((i) => i.id).sort()).toEqual(inDocs.map((e) => e.id).sort())
    expect(page.results.every((i) => i.folder_id === docs.id)).toBe(true)

    const root = await json<NetdiskPage>(await personalDisk(token, { page_size: 1000 }))
    const pageOne = await json<NetdiskPage>(await personalDisk(token, { page: 1, page_size: 2 }))
    const pageTwo = await json<NetdiskPage>(await personalDisk(token, { page: 2, page_size: 2 }))
    expect([...pageOne.results, ...pageTwo.results]).toEqual(root.results.slice(0, 4))
    expect(pageTwo.count).toBe(root.count)
  })

  test('a nested folder shows the whole breadcrumb', async () => {
    const token = await tokenFor()
    const docs = entryNamed('工作文档')
    const id = db.diskEntries.all().reduce((max, e) => Math.max(max, e.id), 0) + 1
    await db.diskEntries.create({
      ...docs,
      id,
      parent_id: docs.id,
      name: '2024 年',
    })
    const page = await json<NetdiskPage>(await personalDisk(token, { folder_id: id }))
    expect(page.folder_names).toEqual([
      { id: docs.id, name: '工作文档' },
      { id, name: '2024 年' },
    ])
    expect(page.results).toEqual([])
  })

  test('a folder that is not the caller’s, or a file, is a 400; another user has an empty disk', async () => {
    const demo = await tokenFor()
    expect(await json(await personalDisk(demo, { folder_id: 99_999 }), 400)).toEqual({
      folder_id: [expect.any(String)],
    })
    const file = db.diskEntries.all().find((e) => e.disk === 'pfile' && !e.is_folder)!
    expect((await personalDisk(demo, { folder_id: file.id })).status).toBe(400)
    const other = await tokenFor(SPECIAL_USERNAMES.reviewer)
    const docs = entryNamed('工作文档')
    expect((await personalDisk(other, { folder_id: docs.id })).status).toBe(400)
    const empty = await json<NetdiskPage>(await personalDisk(other))
    expect(empty).toEqual({ count: 0, results: [], folder_names: [] })
  })

  test('download gives the file; someone else’s file is a 404', async () => {
    const file = db.diskEntries.all().find((e) => e.disk === 'pfile' && !e.is_folder)!
    const response = await apiFetch(`/api/netdisk/netdisks/${file.id}/download/`, {
      token: await tokenFor(),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent(file.name))
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
    const other = await apiFetch(`/api/netdisk/netdisks/${file.id}/download/`, {
      token: await tokenFor(SPECIAL_USERNAMES.reviewer),
    })
    expect(other.status).toBe(404)
  })
})

describe('company disk: GET /api/netdisk/company/', () => {
  test('each item carries the caller’s permission from the nearest granted folder', async () => {
    const root = await json<NetdiskPage>(await companyDisk(await tokenFor()))
    // demo: department 1 (the whole company) may download 公司制度; demo manages 範本下載.
    // By name in pinyin order: 範 (fàn) before 公 (gōng).
    expect(root.results.map((i) => [i.name, i.permission])).toEqual([
      ['範本下載', 'manage'],
      ['公司制度', 'download'],
    ])
    const rules = entryNamed('公司制度')
    const inside = await json<NetdiskPage>(
      await companyDisk(await tokenFor(), { folder_id: rules.id }),
    )
    expect(inside.folder_names).toEqual([{ id: rules.id, name: '公司制度' }])
    expect(inside.results.map((i) => [i.name, i.nettype, i.permission])).toEqual([
      ['差旅管理办法.docx', 'file', 'download'],
      ['员工手册.pdf', 'file', 'download'],
    ])
    // The reviewer (CEO's office) is in the company but neither in Sales nor named on 範本下載.
    const reviewer = await tokenFor(SPECIAL_USERNAMES.reviewer)
    const seen = await json<NetdiskPage>(await companyDisk(reviewer))
    expect(seen.results.map((i) => i.name)).toEqual(['公司制度'])
    const templates = entryNamed('範本下載')
    const refused = await companyDisk(reviewer, { folder_id: templates.id })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { detail: string }).detail).toBeTruthy()
  })

  test('administrators get all; an upload-only grant lists the file but refuses its download', async () => {
    const admin = await json<NetdiskPage>(
      await companyDisk(await tokenFor(SPECIAL_USERNAMES.admin)),
    )
    expect(admin.results.map((i) => i.permission)).toEqual(['all', 'all'])

    const { folder, file } = await uploadOnlyFolder()
    const token = await tokenFor()
    const page = await json<NetdiskPage>(await companyDisk(token, { folder_id: folder }))
    expect(page.results.map((i) => [i.id, i.permission])).toEqual([[file, 'upload']])
    const download = await apiFetch(`/api/netdisk/company/${file}/download/`, { token, ...EN })
    expect(download.status).toBe(403)
    expect(await download.json()).toEqual({
      detail: 'You have no permission to download this file.',
    })
    const handbook = entryNamed('员工手册.pdf')
    const allowed = await apiFetch(`/api/netdisk/company/${handbook.id}/download/`, { token })
    expect(allowed.status).toBe(200)
    expect((await allowed.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })
})

/** A company folder where demo may only upload, holding one file. */
async function uploadOnlyFolder() {
  const base = entryNamed('公司制度')
  const folder = db.diskEntries.all().reduce((max, e) => Math.max(max, e.id), 0) + 1
  await db.diskEntries.create({ ...base, id: folder, parent_id: 0, name: '投稿箱' })
  await db.diskEntries.create({
    ...base,
    id: folder + 1,
    parent_id: folder,
    name: '投稿.docx',
    is_folder: false,
    size: 1200,
    content_type: 'application/msword',
  })
  const permission = db.diskPermissions.all().reduce((max, p) => Math.max(max, p.id), 0) + 1
  await db.diskPermissions.create({
    id: permission,
    folder_id: folder,
    target_type: 'member',
    target: DEMO_USER.username,
    permission: 'upload',
  })
  return { folder, file: folder + 1 }
}

describe('sending picked files', () => {
  test('a file-core, a disk and a company file travel with the mail', async () => {
    const token = await tokenFor()
    const peer = colleague()
    const core = (await json<PersonalAttachmentPage>(await personal(token))).results[0]!
    const disk = db.diskEntries.all().find((e) => e.disk === 'pfile' && !e.is_folder)!
    const handbook = entryNamed('员工手册.pdf')
    const subject = `File centre ${Date.now()}`
    await sendOk(
      token,
      form({
        to: [[peer.email, peer.realname]],
        subject,
        attachments: [[core.id, 1]],
        net_attachments: [[disk.id, 1]],
        company_attachments: [[handbook.id, 1]],
      }),
    )
    const delivered = db.messages
      .all()
      .find((m) => m.owner === peer.username && m.subject === subject)
    expect(delivered?.attachments.map((a) => [a.name, a.size])).toEqual([
      [core.name, core.size],
      [disk.name, disk.size],
      [handbook.name, handbook.size],
    ])
  })

  test('a company file without download permission, or an unknown file-core id, is refused', async () => {
    const token = await tokenFor()
    const peer = colleague()
    const { file } = await uploadOnlyFolder()
    const refused = await send(
      token,
      form({ to: [[peer.email, peer.realname]], company_attachments: [[file, 1]] }),
    )
    expect(refused.status).toBe(400)
    const unknown = await send(
      token,
      form({ to: [[peer.email, peer.realname]], attachments: [[1_999_999_999, 1]] }),
    )
    expect(unknown.status).toBe(400)
  })
})
