/**
 * R-DATA-16, R-VALID-23. The white and black lists and the filter rules of the fake backend (issue 12), every answer
 * checked against openapi.yaml by tests/support/server.ts, and what they do to mail delivered
 * afterwards: through window.__mock's deliverMessage and through a colleague's real send.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, DEMO_USER, mockControl, SPECIAL_USERNAMES, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf, post } from './mailFixtures.ts'
import { statusOf } from './sendSupport.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const listOf = async (token: string, action: 'white' | 'black', search = '') => {
  const response = await apiFetch('/api/setting/senderlist/', {
    token,
    query: { action, search, page_size: 100 },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { count: number; results: { id: number; email: string }[] }
}

const folderOf = (subject: string, owner: string = DEMO_USER.username) =>
  db.messages
    .all()
    .filter((m) => m.owner === owner && m.subject === subject)
    .map((m) => m.folder)
    .sort()

const RULE = {
  name: '项目周报',
  priority: 0,
  is_enabled: true,
  logic: 'all',
  conditions: [{ field: 'subject', operator: 'contains', value: '周报' }],
  action: 'move',
  action_value: 'Projects',
}

const rules = async (token: string) =>
  (await (await apiFetch('/api/setting/filters/', { token })).json()) as (typeof RULE & {
    id: number
  })[]

describe('sender lists', () => {
  test('add (address or domain), search, delete several; refusals name the field', async () => {
    const token = await tokenFor()
    const added = await post(token, '/api/setting/senderlist/', {
      email: ' Spammer@Junk.Example.com ',
      action: 'black',
    })
    expect(await added.json()).toMatchObject({ email: 'spammer@junk.example.com' })
    const domain = await post(token, '/api/setting/senderlist/', {
      email: '@ads.example.org',
      action: 'black',
    })
    expect(await domain.json()).toMatchObject({ email: 'ads.example.org', action: 'black' })

    const black = await listOf(token, 'black')
    expect(black.results.map((e) => e.email)).toEqual([
      'ads.example.org',
      'spammer@junk.example.com',
      'spam.example.biz',
    ])
    expect((await listOf(token, 'black', 'junk')).results).toHaveLength(1)

    const bad = await post(
      token,
      '/api/setting/senderlist/',
      { email: 'no such', action: 'white' },
      EN,
    )
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toEqual({ email: ['Enter a valid email address or domain.'] })

    const ids = black.results.slice(0, 2).map((e) => e.id)
    const deleted = await post(token, '/api/setting/senderlist/delete/', { ids })
    expect(deleted.status).toBe(204)
    expect((await listOf(token, 'black')).results.map((e) => e.email)).toEqual(['spam.example.biz'])
    const again = await post(token, '/api/setting/senderlist/delete/', { ids }, ZH)
    expect(again.status).toBe(400)
    expect(await errorOf(again)).toEqual({ non_field_errors: ['所选条目不存在或已被删除'] })
  })
})

describe('filter rules', () => {
  test('create, list by priority, update, delete', async () => {
    const token = await tokenFor()
    const created = await post(token, '/api/setting/filters/', RULE)
    expect(created.status).toBe(200)
    const rule = (await created.json()) as { id: number }
    expect((await rules(token)).map((r) => r.name)).toEqual(['项目周报', '账单归档', 'Newsletters'])

    const updated = await apiFetch(`/api/setting/filters/${rule.id}/`, {
      token,
      method: 'PUT',
      json: { ...RULE, priority: 9, logic: 'any' },
    })
    expect(await updated.json()).toMatchObject({ id: rule.id, priority: 9, logic: 'any' })
    expect((await rules(token)).map((r) => r.name)).toEqual(['账单归档', 'Newsletters', '项目周报'])

    const gone = await apiFetch(`/api/setting/filters/${rule.id}/`, { token, method: 'DELETE' })
    expect(gone.status).toBe(204)
    const twice = await apiFetch(`/api/setting/filters/${rule.id}/`, { token, method: 'DELETE' })
    expect(twice.status).toBe(404)
  })

  test('refuses a rule field by field', async () => {
    const token = await tokenFor()
    const refused = await post(
      token,
      '/api/setting/filters/',
      {
        ...RULE,
        name: ' Newsletters ',
        conditions: [{ field: 'size', operator: 'gt', value: 'big' }],
        action: 'forward',
        action_value: 'not-an-address',
      },
      EN,
    )
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toEqual({
      name: ['A filter rule with this name already exists.'],
      conditions: ['Please complete every condition.'],
      action_value: ['Enter a valid email address.'],
    })
    const noFolder = await post(token, '/api/setting/filters/', {
      ...RULE,
      name: ' ',
      action_value: 'Nowhere',
    })
    expect(await errorOf(noFolder)).toEqual({
      name: ['请输入规则名称'],
      action_value: ['请选择一个存在的文件夹'],
    })
  })
})

describe('delivery afterwards', () => {
  test('a blacklisted sender goes to Spam; a whitelisted address beats its blacklisted domain', async () => {
    const token = await tokenFor()
    await post(token, '/api/setting/senderlist/', { email: 'junk.example.com', action: 'black' })
    await mockControl.deliverMessage({
      subject: '限时优惠',
      mfrom: ['promo@junk.example.com', 'Promo'],
    })
    expect(folderOf('限时优惠')).toEqual(['Spam'])
    await post(token, '/api/setting/senderlist/', {
      email: 'friend@junk.example.com',
      action: 'white',
    })
    await mockControl.deliverMessage({
      subject: '朋友来信',
      mfrom: ['friend@junk.example.com', 'Friend'],
    })
    expect(folderOf('朋友来信')).toEqual(['INBOX'])
  })

  test('rules run in priority order: copy goes on, move ends; disabled rules do nothing', async () => {
    const token = await tokenFor()
    await post(token, '/api/setting/filters/', {
      ...RULE,
      name: 'copy first',
      priority: 0,
      action: 'copy',
      action_value: 'Clients',
    })
    await post(token, '/api/setting/filters/', { ...RULE, priority: 1 })
    await post(token, '/api/setting/filters/', {
      ...RULE,
      name: 'never reached',
      priority: 2,
      action: 'delete',
    })
    await post(token, '/api/setting/filters/', {
      ...RULE,
      name: 'off',
      priority: 0,
      is_enabled: false,
      action: 'quarantine',
    })
    await mockControl.deliverMessage({ subject: '第 12 周周报', plain_text: '本周进展' })
    expect(folderOf('第 12 周周报')).toEqual(['Clients', 'Projects'])
    await mockControl.deliverMessage({ subject: '午餐', plain_text: '十二点' })
    expect(folderOf('午餐')).toEqual(['INBOX'])
  })

  test('size, any-of conditions, delete to Trash and forward to a colleague', async () => {
    const token = await tokenFor()
    await post(token, '/api/setting/filters/', {
      ...RULE,
      name: 'big',
      logic: 'any',
      conditions: [
        { field: 'size', operator: 'gt', value: '100' },
        { field: 'from', operator: 'equals', value: 'noise@mailer.example.net' },
      ],
      action: 'delete',
    })
    await post(token, '/api/setting/filters/', {
      ...RULE,
      name: 'to admin',
      priority: 3,
      conditions: [{ field: 'body', operator: 'contains', value: 'invoice' }],
      action: 'forward',
      action_value: 'admin@huayu.example.com',
    })
    await mockControl.deliverMessage({
      subject: 'big file',
      attachments: [{ name: 'scan.pdf', size: 300 * 1024 }],
    })
    await mockControl.deliverMessage({ subject: 'noise', mfrom: ['Noise@mailer.example.net', ''] })
    await mockControl.deliverMessage({ subject: 'Invoice 7', plain_text: 'your INVOICE' })
    expect(folderOf('big file')).toEqual(['Trash'])
    expect(folderOf('noise')).toEqual(['Trash'])
    expect(folderOf('Invoice 7')).toEqual(['INBOX'])
    const admin = db.users.findFirst((q) => q.where({ username: SPECIAL_USERNAMES.admin }))!
    expect(admin.email).toBe('admin@huayu.example.com')
    expect(folderOf('Invoice 7', admin.username)).toEqual(['INBOX'])
  })

  test("a colleague's send goes through the rules; a blacklisted one is quarantined", async () => {
    const token = await tokenFor()
    await post(token, '/api/setting/filters/', RULE)
    const admin = db.users.findFirst((q) => q.where({ username: SPECIAL_USERNAMES.admin }))!
    await mockControl.sendMailAs(admin.username, { to: [DEMO_USER.email], subject: '部门周报' })
    expect(folderOf('部门周报')).toEqual(['Projects'])

    await post(token, '/api/setting/senderlist/', { email: admin.email, action: 'black' })
    const messageId = await mockControl.sendMailAs(admin.username, {
      to: [DEMO_USER.email],
      subject: '再来一封',
    })
    expect(folderOf('再来一封')).toEqual(['Spam'])
    const adminToken = await tokenFor(admin.username)
    expect((await statusOf(adminToken, messageId)).map((r) => r.status)).toEqual(['sequester'])
  })
})
