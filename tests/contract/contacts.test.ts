/**
 * The contacts family of the fake backend (R-CALL-7, R-ADDR-1 the books, R-ADDR-2 groups,
 * R-ROLE-11 permissions): the personal book by group (0 = no group, -1 =
 * everyone), paging by 10, search on Chinese names and addresses, suggestions, groups and
 * deletes; the organisation, company, shared-organisation books and mailing lists with their
 * 403s. Every answer is also checked against openapi.yaml by tests/support/server.ts.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'

type Schemas = components['schemas']
type Page<T> = { count: number; results: T[] }

const EN = { 'Accept-Language': 'en' }
const FORBIDDEN = { detail: 'You do not have permission to view this address book.' }

async function get<T>(path: string, query: Record<string, string | number | boolean> = {}) {
  const response = await apiFetch(path, { token: await tokenFor(), query, headers: EN })
  const body = response.status === 204 ? null : ((await response.json()) as T)
  return { status: response.status, body: body as T }
}

async function setLoginAfter(patch: Partial<Schemas['LoginAfterInfo']>) {
  const account = db.accounts.all().find((a) => a.username === 'demo')!
  await db.accounts.update(account, {
    data: (draft) => void (draft.login_after = { ...draft.login_after, ...patch }),
  })
}

beforeAll(() => mockControl.reset(), 60_000)

const demoContacts = () => db.contacts.all().filter((c) => c.owner === 'demo')

// R-ADDR-2
describe('personal contacts by group', () => {
  // R-DATA-10: contacts, groups, departments and mailing lists, checked against openapi.yaml
  test('-1 is everyone, paged by 10 by default; a page past the end is empty', async () => {
    const everyone = demoContacts().length
    expect(everyone).toBeGreaterThan(20)
    const first = await get<Page<Schemas['Contact']>>('/api/contact/contacts/')
    expect(first.status).toBe(200)
    expect(first.body.count).toBe(everyone)
    expect(first.body.results).toHaveLength(10)
    const lastPage = Math.ceil(everyone / 10)
    const last = await get<Page<Schemas['Contact']>>('/api/contact/contacts/', {
      group_id: -1,
      page: lastPage,
    })
    expect(last.body.results).toHaveLength(everyone - (lastPage - 1) * 10)
    const seen = new Set([...first.body.results, ...last.body.results].map((c) => c.contact_id))
    expect(seen.size).toBe(first.body.results.length + last.body.results.length)
    const past = await get<Page<Schemas['Contact']>>('/api/contact/contacts/', { page: 99 })
    expect(past.body).toEqual({ count: everyone, results: [] })
  })

  test('0 is the contacts in no group; a group id with is_group limits to that group', async () => {
    const ungrouped = demoContacts().filter((c) => c.groups_selected.length === 0)
    expect(ungrouped.length).toBeGreaterThan(0)
    const none = await get<Page<Schemas['Contact']>>('/api/contact/contacts/', {
      group_id: 0,
      page_size: 100,
    })
    expect(none.body.count).toBe(ungrouped.length)
    expect(none.body.results.every((c) => (c.groups_selected ?? []).length === 0)).toBe(true)

    const inGroup = demoContacts().filter((c) => c.groups_selected.includes(1))
    const group = await get<Page<Schemas['Contact']>>('/api/contact/contacts/', {
      group_id: 1,
      is_group: true,
      page_size: 100,
    })
    expect(group.body.count).toBe(inGroup.length)
    expect(group.body.results.every((c) => c.groups_selected?.includes(1))).toBe(true)
  })

  test('search finds part of a Chinese name and part of an address', async () => {
    const chinese = demoContacts().find((c) => /^[\u4e00-\u9fff]{3}$/.test(c.fullname))!
    const part = chinese.fullname.slice(1)
    const byName = await get<Page<Schemas['Contact']>>('/api/contact/contacts/', {
      search: part,
    })
    expect(byName.body.results.map((c) => c.fullname)).toContain(chinese.fullname)
    expect(byName.body.results.every((c) => `${c.fullname}${c.email}${c.company}`.includes(part)))

    const byAddress = await get<Page<Schemas['Contact']>>('/api/contact/contacts/', {
      search: 'JOHN.DOE',
    })
    expect(byAddress.body.results.map((c) => c.email)).toEqual(['john.doe@customer.example.co.uk'])
  })

  test('bad paging or group parameters are 400s', async () => {
    const queries: Record<string, string | number>[] = [
      { page: 0 },
      { page_size: 'ten' },
      { group_id: -2 },
    ]
    for (const query of queries) {
      const bad = await get<Record<string, string[]>>('/api/contact/contacts/', query)
      expect(bad.status).toBe(400)
      expect(Object.keys(bad.body)).toHaveLength(1)
    }
  })

  test('one contact by id; another mailbox’s or an unknown id is a 404', async () => {
    const contact = demoContacts()[0]!
    const found = await get<Schemas['Contact']>(`/api/contact/contacts/${contact.contact_id}/`)
    expect(found.body).toMatchObject({ email: contact.email, username: contact.email })
    const missing = await get<{ detail: string }>('/api/contact/contacts/99999/')
    expect(missing).toEqual({ status: 404, body: { detail: 'No such contact.' } })
  })
})

describe('suggestions', () => {
  test('two characters of a name suggest the person with the department', async () => {
    const user = db.users.all().find((u) => u.username !== 'demo' && u.realname === '陈静')!
    const { body } = await get<Schemas['AutocompleteContact'][]>('/api/contact/autocomplete/', {
      search: '陈静',
    })
    expect(body[0]).toEqual({ username: user.email, fullname: '陈静', dname: '总经理办公室' })
    expect(body.length).toBeLessThanOrEqual(10)
  })

  test('nothing typed suggests nothing; org members need the department permission', async () => {
    expect((await get('/api/contact/autocomplete/', { search: ' ' })).body).toEqual([])
    const orgOnly = db.users
      .all()
      .find((u) => !demoContacts().some((c) => c.email === u.email) && u.username !== 'demo')!
    const before = await get<Schemas['AutocompleteContact'][]>('/api/contact/autocomplete/', {
      search: orgOnly.email,
    })
    expect(before.body.map((s) => s.username)).toContain(orgOnly.email)
    await setLoginAfter({ has_user_department_perm: false })
    const after = await get<Schemas['AutocompleteContact'][]>('/api/contact/autocomplete/', {
      search: orgOnly.email,
    })
    expect(after.body.map((s) => s.username)).not.toContain(orgOnly.email)
  })
})

describe('organisation book (oab)', () => {
  test('the department tree and a department’s members with its sub-departments, paged', async () => {
    const tree = await get<Schemas['DepartmentNode'][]>('/api/contact/departments/')
    expect(tree.body).toHaveLength(1)
    expect(tree.body[0]).toMatchObject({ id: 1, label: '华宇科技', pid: null, is_dept: true })
    const rd = tree.body[0]!.children!.find((d) => d.id === 3)!
    expect(rd.children!.map((d) => d.label)).toEqual(['前端组', '后端组', '测试组'])

    const inRd = db.users.all().filter((u) => [3, 4, 5, 6].includes(u.department_id))
    const page1 = await get<Page<Schemas['OrgMember']>>('/api/contact/departments/members/', {
      dept_id: 3,
    })
    expect(page1.body.count).toBe(inRd.length)
    expect(page1.body.results).toHaveLength(10)
    const page2 = await get<Page<Schemas['OrgMember']>>('/api/contact/departments/members/', {
      dept_id: 3,
      page: 2,
    })
    expect(page2.body.results).toHaveLength(inRd.length - 10)
    const all = [...page1.body.results, ...page2.body.results].map((m) => m.username)
    expect(new Set(all)).toEqual(new Set(inRd.map((u) => u.email)))

    const whole = await get<Page<Schemas['OrgMember']>>('/api/contact/departments/members/')
    expect(whole.body.count).toBe(db.users.all().length)
  })

  test('search by part of a Chinese name within a department', async () => {
    const { body } = await get<Page<Schemas['OrgMember']>>('/api/contact/departments/members/', {
      dept_id: 4,
      search: '小明',
    })
    expect(body.results).toEqual([
      expect.objectContaining({ username: 'demo@huayu.example.com', department: '前端组' }),
    ])
  })

  test('an unknown department is a 400', async () => {
    const bad = await get('/api/contact/departments/members/', { dept_id: 999 })
    expect(bad.status).toBe(400)
  })

  test('without has_user_department_perm the tree, members and mailing lists are 403', async () => {
    await setLoginAfter({ has_user_department_perm: false })
    for (const path of [
      '/api/contact/departments/',
      '/api/contact/departments/members/',
      '/api/contact/maillists/',
    ]) {
      expect(await get(path)).toEqual({ status: 403, body: FORBIDDEN })
    }
  })
})

describe('company book (cab)', () => {
  test('categories as a tree; a category lists its sub-categories’ entries too', async () => {
    const tree = await get<Schemas['DepartmentNode'][]>('/api/contact/company/categories/')
    const customers = tree.body.find((c) => c.id === 1)!
    expect(customers.children!.map((c) => c.id)).toEqual([2, 3])
    const top = await get<Page<Schemas['Contact']>>('/api/contact/company/', {
      category_id: 1,
      page_size: 100,
    })
    const south = await get<Page<Schemas['Contact']>>('/api/contact/company/', {
      category_id: 2,
      page_size: 100,
    })
    expect(south.body.count).toBeGreaterThan(0)
    expect(top.body.count).toBeGreaterThan(south.body.count)
    const everything = await get<Page<Schemas['Contact']>>('/api/contact/company/')
    expect(everything.body.count).toBeGreaterThan(20)
    expect(everything.body.results).toHaveLength(10)
  })

  test('search in Chinese; 403 when webmail_cab_show is off', async () => {
    const found = await get<Page<Schemas['Contact']>>('/api/contact/company/', { search: '恒达' })
    expect(found.body.results.map((c) => c.fullname)).toEqual(
      expect.arrayContaining(['周敏', '林涛']),
    )
    await setLoginAfter({ webmail_cab_show: false })
    expect(await get('/api/contact/company/')).toEqual({ status: 403, body: FORBIDDEN })
    expect(await get('/api/contact/company/categories/')).toEqual({
      status: 403,
      body: FORBIDDEN,
    })
  })
})

describe('shared organisation (soab)', () => {
  test('its departments and members for the account’s domain id', async () => {
    const tree = await get<Schemas['DepartmentNode'][]>('/api/contact/soab/departments/', {
      domain_cid: 1,
    })
    expect(tree.body[0]).toMatchObject({ label: '华宇集团', pid: null })
    const chengdu = tree.body[0]!.children!.find((d) => d.label === '成都分公司')!
    const members = await get<Page<Schemas['OrgMember']>>('/api/contact/soab/members/', {
      domain_cid: 1,
      dept_id: chengdu.id,
    })
    expect(members.body.count).toBe(7)
    expect(members.body.results.map((m) => m.name)).toContain('李娜')
    const searched = await get<Page<Schemas['OrgMember']>>('/api/contact/soab/members/', {
      domain_cid: 1,
      search: '怡君',
    })
    expect(searched.body.results.map((m) => m.name)).toEqual(['陳怡君'])
  })

  test('another domain id is 403, none is 400, and the flag off is 403', async () => {
    expect(await get('/api/contact/soab/departments/', { domain_cid: 2 })).toEqual({
      status: 403,
      body: FORBIDDEN,
    })
    expect((await get('/api/contact/soab/members/')).status).toBe(400)
    await setLoginAfter({ webmail_soab_show: false })
    expect(await get('/api/contact/soab/members/', { domain_cid: 1 })).toEqual({
      status: 403,
      body: FORBIDDEN,
    })
  })
})

describe('mailing lists (lab) and domain settings', () => {
  test('lists are paged and searchable', async () => {
    const first = await get<Page<Schemas['MailingList']>>('/api/contact/maillists/')
    expect(first.body.count).toBe(db.mailingLists.all().length)
    expect(first.body.count).toBeGreaterThan(10)
    expect(first.body.results[0]).toEqual({
      address: 'all@huayu.example.com',
      listname: '全体员工',
      listtype: 'all',
    })
    const rd = await get<Page<Schemas['MailingList']>>('/api/contact/maillists/', {
      search: '研发',
    })
    expect(rd.body.results.map((l) => l.address)).toEqual(['rd@huayu.example.com'])
  })

  test('domain settings follow the account', async () => {
    await setLoginAfter({ webmail_cab_show: false, soab_domain_cid: 1 })
    expect((await get('/api/contact/domain-settings/')).body).toEqual({
      soab_domain_cid: 1,
      webmail_cab_show: false,
      webmail_soab_show: true,
      webmail_oab_show: true,
    })
  })
})

describe('groups and deletes', () => {
  async function send(method: string, path: string, json?: unknown) {
    const response = await apiFetch(path, { token: await tokenFor(), method, json, headers: EN })
    return { status: response.status, body: response.status === 204 ? null : await response.json() }
  }

  test('create, refuse a duplicate, rename, delete (contacts kept, out of the group)', async () => {
    const created = await send('POST', '/api/contact/groups/', { groupname: ' 项目组 ' })
    expect(created).toMatchObject({ status: 200, body: { groupname: '项目组', count: 0 } })
    const id = (created.body as { id: number }).id
    expect((await send('POST', '/api/contact/groups/', { groupname: '项目组' })).status).toBe(400)
    expect((await send('POST', '/api/contact/groups/', { groupname: '' })).status).toBe(400)
    const renamed = await send('PUT', `/api/contact/groups/${id}/`, { groupname: '项目二组' })
    expect(renamed.body).toMatchObject({ id, groupname: '项目二组' })

    const before = demoContacts().length
    const inColleagues = demoContacts().filter((c) => c.groups_selected.includes(1)).length
    expect((await send('DELETE', '/api/contact/groups/1/')).status).toBe(204)
    expect(demoContacts()).toHaveLength(before)
    expect(demoContacts().some((c) => c.groups_selected.includes(1))).toBe(false)
    const ungrouped = await get<Page<Schemas['Contact']>>('/api/contact/contacts/', { group_id: 0 })
    expect(ungrouped.body.count).toBeGreaterThanOrEqual(inColleagues)
    expect((await send('DELETE', '/api/contact/groups/1/')).status).toBe(404)
  })

  test('deleteContacts removes own contacts only; an empty list is a 400', async () => {
    const [a, b] = demoContacts()
    const done = await send('POST', '/api/contact/contacts/delete/', {
      contact_ids: [a!.contact_id, b!.contact_id],
    })
    expect(done.status).toBe(204)
    expect(demoContacts().some((c) => c.contact_id === a!.contact_id)).toBe(false)
    expect((await send('POST', '/api/contact/contacts/delete/', { contact_ids: [] })).status).toBe(
      400,
    )
  })
})
