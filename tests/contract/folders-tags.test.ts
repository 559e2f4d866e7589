import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, FIXTURE_TEXT, WARM_UP_MS, ZH, countOf, errorOf, post, seeded } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

interface Folder {
  id: number
  raw_name: string
  name: string
  is_default: boolean
}
interface Tag {
  tagname: string
  name: string
  color: string
}

const folders = async (token: string) =>
  (await (await apiFetch('/api/mail/folders/', { token })).json()) as Folder[]

describe('createFolder / renameFolder', () => {
  test('name required, at most 20, unique (system names too), in the user language', async () => {
    const token = await tokenFor()
    const create = (name: string, lang = ZH) => post(token, '/api/mail/folders/', { name }, lang)
    expect(await errorOf(await create('  '))).toEqual({ name: ['请输入文件夹名称'] })
    expect(await errorOf(await create('a'.repeat(21), EN))).toEqual({
      name: ['The folder name may have at most 20 characters.'],
    })
    expect(await errorOf(await create('项目资料', EN))).toEqual({
      name: ['A folder with this name already exists.'],
    })
    expect((await create('Inbox')).status).toBe(400)
    const created = await create(' 年度计划 ')
    expect(created.status).toBe(200)
    const folder = (await created.json()) as Folder
    expect(folder).toMatchObject({ name: '年度计划', raw_name: '年度计划', is_default: false })
    expect((await folders(token)).map((f) => f.raw_name)).toContain('年度计划')
    const renamed = await apiFetch(`/api/mail/folders/${folder.id}/`, {
      token,
      method: 'PATCH',
      json: { name: '年度计划2025' },
    })
    expect(((await renamed.json()) as Folder).name).toBe('年度计划2025')
    const system = (await folders(token)).find((f) => f.raw_name === 'INBOX')!
    const refused = await apiFetch(`/api/mail/folders/${system.id}/`, {
      token,
      method: 'PATCH',
      json: { name: 'x' },
    })
    expect(refused.status).toBe(400)
  })
})

// R-DATA-6
describe('deleteFolder / emptyFolder', () => {
  test('contents move to INBOX by default, or to dst_folder, or go away with is_delete', async () => {
    const token = await tokenFor()
    const [inbox, projects] = [await countOf(token, 'INBOX'), await countOf(token, 'Projects')]
    const moved = await post(token, '/api/mail/folders/delete/', {
      name: '项目资料',
      src_folder: 'Projects',
      is_delete: false,
    })
    expect(moved.status).toBe(204)
    expect(await countOf(token, 'INBOX')).toBe(inbox + projects)
    const clients = await countOf(token, 'Clients')
    const newsletters = await countOf(token, 'Newsletters')
    await post(token, '/api/mail/folders/delete/', {
      name: '客户往来',
      src_folder: 'Clients',
      is_delete: false,
      dst_folder: 'Newsletters',
    })
    expect(await countOf(token, 'Newsletters')).toBe(newsletters + clients)
    await post(token, '/api/mail/folders/delete/', {
      name: '订阅邮件',
      src_folder: 'Newsletters',
      is_delete: true,
    })
    expect(await countOf(token, 'INBOX')).toBe(inbox + projects)
    expect(db.messages.all().some((m) => m.owner === 'demo' && m.folder === 'Newsletters')).toBe(
      false,
    )
    const names = (await folders(token)).map((f) => f.raw_name)
    expect(names).not.toEqual(expect.arrayContaining(['Projects']))
    expect(names).not.toContain('Newsletters')
    const system = await post(token, '/api/mail/folders/delete/', {
      name: 'Sent',
      src_folder: 'Sent',
      is_delete: true,
    })
    expect(system.status).toBe(400)
  })

  test('empty only where is_can_empty', async () => {
    const token = await tokenFor()
    expect(await countOf(token, 'Spam')).toBeGreaterThan(0)
    expect((await post(token, '/api/mail/folders/empty/', { folder: 'Spam' })).status).toBe(200)
    expect(await countOf(token, 'Spam')).toBe(0)
    expect((await post(token, '/api/mail/folders/empty/', { folder: 'INBOX' })).status).toBe(400)
  })
})

describe('tags', () => {
  test('create trims the name, needs a colour, refuses duplicates; list shows it', async () => {
    const token = await tokenFor()
    const create = (body: object, lang = ZH) => post(token, '/api/mail/tags/', body, lang)
    expect(await errorOf(await create({ name: ' ', color: '#33B679' }))).toEqual({
      name: ['请输入标签名称'],
    })
    expect(await errorOf(await create({ name: 'ok', color: '' }, EN))).toEqual({
      color: ['Please choose a tag colour.'],
    })
    expect((await create({ name: 'x'.repeat(21), color: '#33B679' })).status).toBe(400)
    expect((await create({ name: '重要', color: '#33B679' })).status).toBe(400)
    const created = (await (await create({ name: ' 客户A ', color: '#33b679' })).json()) as Tag
    expect(created).toMatchObject({ name: '客户A', color: '#33B679' })
    const list = (await (await apiFetch('/api/mail/tags/', { token })).json()) as Tag[]
    expect(list.map((t) => t.tagname)).toContain(created.tagname)
    const updated = await apiFetch(`/api/mail/tags/${created.tagname}/`, {
      token,
      method: 'PATCH',
      json: { name: '客户B', color: '#D50000' },
    })
    expect(await updated.json()).toEqual({
      tagname: created.tagname,
      name: '客户B',
      color: '#D50000',
    })
  })

  test('delete removes the tag from every mail', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT.en.htmlSubject)
    expect(mail.tags).toContain('tag_project')
    const deleted = await apiFetch('/api/mail/tags/tag_project/', { token, method: 'DELETE' })
    expect(deleted.status).toBe(204)
    const tagged = db.messages.all().filter((m) => m.tags.includes('tag_project'))
    expect(tagged).toEqual([])
    expect(db.messages.all().some((m) => m.flags.includes('tag_project'))).toBe(false)
    const again = await apiFetch('/api/mail/tags/tag_project/', { token, method: 'DELETE' })
    expect(again.status).toBe(404)
  })
})
