/**
 * The compose settings of the fake backend, every answer checked against openapi.yaml by
 * tests/support/server.ts: signatures with their two defaults, templates paged by 5 with Django's
 * 404 past the end (the client's 'all templates loaded'), the 14 stationery backgrounds served
 * by the app itself, and the compose params.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf, post } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

interface Signature {
  id: number
  caption: string
  content: string
}
interface SignatureList {
  default_new: number | null
  default_reply: number | null
  results: Signature[]
}
interface TemplatePage {
  count: number
  results: { id: number; caption: string; content: string }[]
}

const TW = { headers: { Cookie: 'language=zh-tw' } }

async function signatures(token: string): Promise<SignatureList> {
  const response = await apiFetch('/api/setting/signatures/', { token })
  expect(response.status).toBe(200)
  return (await response.json()) as SignatureList
}

const templatePage = (token: string, page?: number | string, lang = EN) =>
  apiFetch('/api/setting/templates/', { token, query: { page, page_size: 5 }, ...lang })

/** A token of demo acting in the shared mailbox `owner` (as after the share switch). */
async function sharedToken(owner: string): Promise<string> {
  const token = await tokenFor('demo')
  const session = db.sessions.all().at(-1)!
  await db.sessions.update(session, { data: (draft) => void (draft.mailbox = owner) })
  return token
}

describe('signatures', () => {
  test('the seed: three languages, one default for new mail and one for reply/forward', async () => {
    const list = await signatures(await tokenFor())
    expect(list.results.map((s) => s.caption)).toEqual([
      '中文签名',
      'English',
      '繁體簽名',
      '简短签名',
    ])
    expect(list.default_new).toBe(1)
    expect(list.default_reply).toBe(2)
    expect(list.results[0]?.content).toContain('王小明')
    expect(list.results[1]?.content).toContain('Best regards')
    expect(list.results[2]?.content).toContain('敬上')
    // Other mailboxes have their own (none seeded).
    expect((await signatures(await tokenFor('reviewer'))).results).toEqual([])
  })

  test('create and update: caption and content required, in the user language', async () => {
    const token = await tokenFor()
    const create = (json: unknown, lang = ZH) => post(token, '/api/setting/signatures/', json, lang)
    expect(await errorOf(await create({ caption: ' ', content: '' }))).toEqual({
      caption: ['请输入签名名称'],
      content: ['请输入签名内容'],
    })
    expect(
      await errorOf(await create({ caption: 'x'.repeat(51), content: '<p>x</p>' }, EN)),
    ).toEqual({ caption: ['The name may have at most 50 characters.'] })
    const created = await create({ caption: ' 会议用 ', content: '<p>王小明 / 会议室 A</p>' })
    expect(created.status).toBe(200)
    const signature = (await created.json()) as Signature
    expect(signature).toMatchObject({ caption: '会议用', content: '<p>王小明 / 会议室 A</p>' })
    expect((await signatures(token)).results.at(-1)).toEqual(signature)

    const put = (id: number, json: unknown, lang = TW) =>
      apiFetch(`/api/setting/signatures/${id}/`, { token, method: 'PUT', json, ...lang })
    const updated = await put(signature.id, { caption: '會議用', content: '<p>會議室 B</p>' })
    expect(await updated.json()).toEqual({
      id: signature.id,
      caption: '會議用',
      content: '<p>會議室 B</p>',
    })
    const missing = await put(9999, { caption: 'x', content: 'y' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: '簽名不存在' })
  })

  test('setDefaultSignatures: own signatures or null; a deleted default is no default', async () => {
    const token = await tokenFor()
    const setDefaults = (json: unknown) =>
      apiFetch('/api/setting/signatures/default/', { token, method: 'PUT', json, ...EN })
    const refused = await setDefaults({ default_new: 3, default_reply: 999 })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ default_reply: ['No such signature.'] })

    const chosen = await setDefaults({ default_new: 3, default_reply: 3 })
    expect(await chosen.json()).toEqual({ default_new: 3, default_reply: 3 })
    expect(await signatures(token)).toMatchObject({ default_new: 3, default_reply: 3 })

    const removed = await apiFetch('/api/setting/signatures/3/', { token, method: 'DELETE' })
    expect(removed.status).toBe(204)
    const after = await signatures(token)
    expect(after).toMatchObject({ default_new: null, default_reply: null })
    expect(after.results.map((s) => s.id)).toEqual([1, 2, 4])
    const again = await apiFetch('/api/setting/signatures/3/', { token, method: 'DELETE' })
    expect(again.status).toBe(404)

    expect(await (await setDefaults({ default_new: 1, default_reply: null })).json()).toEqual({
      default_new: 1,
      default_reply: null,
    })
  })

  test('a read-only shared mailbox lists but may not change', async () => {
    const token = await sharedToken('service')
    expect((await apiFetch('/api/setting/signatures/', { token })).status).toBe(200)
    const refused = await post(token, '/api/setting/signatures/', { caption: 'a', content: 'b' })
    expect(refused.status).toBe(403)
    const templates = await post(token, '/api/setting/templates/', { caption: 'a', content: 'b' })
    expect(templates.status).toBe(403)
  })
})

describe('templates', () => {
  test('5 a page, oldest first; past the end is 404 Invalid page.', async () => {
    const token = await tokenFor()
    const pages: TemplatePage[] = []
    for (const page of [1, 2, 3]) {
      const response = await templatePage(token, page)
      expect(response.status).toBe(200)
      pages.push((await response.json()) as TemplatePage)
    }
    expect(pages.map((p) => p.results.length)).toEqual([5, 5, 3])
    expect(pages.every((p) => p.count === 13)).toBe(true)
    const ids = pages.flatMap((p) => p.results.map((t) => t.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    const captions = pages.flatMap((p) => p.results.map((t) => t.caption))
    expect(captions).toEqual(expect.arrayContaining(['会议通知', '請假申請', 'Meeting follow-up']))

    const past = await templatePage(token, 4)
    expect(past.status).toBe(404)
    expect(await past.json()).toEqual({ detail: 'Invalid page.' })
    const chinese = await templatePage(token, 4, ZH)
    expect(await chinese.json()).toEqual({ detail: '无效页面。' })
    for (const bad of [0, 'x', -1]) expect((await templatePage(token, bad)).status).toBe(404)
    // No page means the first; a bad page size falls back to 5.
    const first = (await (
      await apiFetch('/api/setting/templates/', { token, query: { page_size: 'x' } })
    ).json()) as TemplatePage
    expect(first.results.map((t) => t.id)).toEqual(ids.slice(0, 5))
  })

  test('page 1 of no templates is an empty page, page 2 is invalid', async () => {
    const token = await tokenFor('reviewer')
    const first = await templatePage(token, 1)
    expect(await first.json()).toEqual({ count: 0, results: [] })
    expect((await templatePage(token, 2)).status).toBe(404)
  })

  test('create, update and delete', async () => {
    const token = await tokenFor()
    expect(
      await errorOf(await post(token, '/api/setting/templates/', { caption: '', content: ' ' })),
    ).toEqual({ caption: ['请输入模板名称'], content: ['请输入模板内容'] })
    const created = (await (
      await post(token, '/api/setting/templates/', { caption: '年会通知', content: '<p>年会</p>' })
    ).json()) as { id: number }
    const last = (await (await templatePage(token, 3)).json()) as TemplatePage
    expect(last.results.at(-1)).toEqual({
      id: created.id,
      caption: '年会通知',
      content: '<p>年会</p>',
    })

    const updated = await apiFetch(`/api/setting/templates/${created.id}/`, {
      token,
      method: 'PUT',
      json: { caption: '年會通知', content: '<p>年會</p>' },
    })
    expect(await updated.json()).toEqual({
      id: created.id,
      caption: '年會通知',
      content: '<p>年會</p>',
    })
    const gone = await apiFetch(`/api/setting/templates/${created.id}/`, {
      token,
      method: 'DELETE',
    })
    expect(gone.status).toBe(204)
    const missing = await apiFetch(`/api/setting/templates/${created.id}/`, {
      token,
      method: 'PUT',
      json: { caption: 'a', content: 'b' },
      ...EN,
    })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: 'No such template.' })
  })
})

describe('stationery and compose params', () => {
  // C-LIMIT-15
  test('14 backgrounds, each an image the app serves itself (public/)', async () => {
    const response = await apiFetch('/api/setting/stationery/', { token: await tokenFor() })
    const list = (await response.json()) as { id: number; src: string }[]
    expect(list).toHaveLength(14)
    expect(new Set(list.map((s) => s.src)).size).toBe(14)
    for (const { src } of list) {
      expect(src).toMatch(/^\/demo\/stationery-\d+\.svg$/)
      expect(existsSync(resolve(import.meta.dirname, '../../public', `.${src}`))).toBe(true)
    }
  })

  // C-TIME-15 (online_expire_days), C-LIMIT-12 (five levels)
  test('compose params: the acting mailbox as sender, levels in the user language', async () => {
    const params = await (
      await apiFetch('/api/setting/compose-params/', { token: await tokenFor(), ...TW })
    ).json()
    expect(params).toMatchObject({
      senders: [['demo@huayu.example.com', '王小明']],
      is_security: false,
      online_expire_days: [30, 60, 90, 180, 365],
    })
    expect(params.mail_levels.map((l: { label: string }) => l.label)).toEqual([
      '普通',
      '內部',
      '秘密',
      '機密',
      '絕密',
    ])
    const shared = await (
      await apiFetch('/api/setting/compose-params/', { token: await sharedToken('hr') })
    ).json()
    expect(shared.senders[0][0]).toMatch(/^hr@/)
  })

  test('every call needs a token', async () => {
    for (const path of [
      '/api/setting/signatures/',
      '/api/setting/templates/',
      '/api/setting/stationery/',
      '/api/setting/compose-params/',
    ])
      expect((await apiFetch(path)).status).toBe(401)
  })
})

// decisions.md #172: the server refuses a second signature or template of the same name.
describe.each([
  ['signatures', '简短签名', 'You already have a signature with this name.'],
  ['templates', '会议通知', 'You already have a template with this name.'],
] as const)('%s: a name is unique in its mailbox', (family, seeded, taken) => {
  test('another item of that name (any case, spaces aside) is refused, the item itself not', async () => {
    await mockControl.reset()
    const token = await tokenFor()
    const path = `/api/setting/${family}/`
    const refused = await post(token, path, { caption: ` ${seeded} `, content: '<p>x</p>' }, EN)
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toEqual({ caption: [taken] })
    const created = (await (
      await post(token, path, { caption: 'Weekly', content: '<p>x</p>' })
    ).json()) as { id: number }
    expect(
      await errorOf(await post(token, path, { caption: 'WEEKLY', content: '<p>y</p>' }, EN)),
    ).toEqual({ caption: [taken] })
    const renamed = await apiFetch(`${path}${created.id}/`, {
      token,
      method: 'PUT',
      json: { caption: seeded, content: '<p>x</p>' },
      ...EN,
    })
    expect(await errorOf(renamed)).toEqual({ caption: [taken] })
    const kept = await apiFetch(`${path}${created.id}/`, {
      token,
      method: 'PUT',
      json: { caption: 'Weekly', content: '<p>z</p>' },
    })
    expect(kept.status).toBe(200)
    // Another mailbox has its own names.
    const other = await post(await tokenFor('reviewer'), path, {
      caption: seeded,
      content: '<p>x</p>',
    })
    expect(other.status).toBe(200)
  })
})
