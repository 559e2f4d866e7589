/**
 * createContact / updateContact carry every field of the contact form (R-DATA Contact):
 * the fake backend stores each one and gives it back; it refuses a mobile that is not one with
 * the form's words, on the field; an update replaces every field (what it is not sent is blank).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'

type Contact = components['schemas']['Contact']
type ContactInput = components['schemas']['ContactInput']

const EVERY_FIELD: Required<ContactInput> = {
  email: 'every.field@example.com',
  fullname: '周全',
  birthday: '1988-08-08',
  mobile: '+86 139 0000 1234',
  groups_selected: [1, 3],
  department: '研发中心',
  position: '架构师',
  group_number: '6688',
  work_number: '010-6688 1234',
  extension: '321',
  gender: 'male',
  company: '北京全栈科技有限公司',
  fax: '010-6688 1299',
  country: '中国',
  province: '北京市',
  city: '北京市',
  zip: '100080',
  work_address: '北京市海淀区中关村大街 27 号',
  home_address: '北京市朝阳区望京西路 50 号',
  home_phone: '010-8470 1234',
  homepage: 'https://zhou.example.com',
  im_msn: 'zhou.quan@live.example.com',
  im_qq: '10001234',
  remark: '技术顾问',
}

async function call<T>(method: string, path: string, json?: unknown) {
  const response = await apiFetch(path, {
    method,
    token: await tokenFor(),
    headers: { 'Accept-Language': 'zh-tw' },
    ...(json === undefined ? {} : { json }),
  })
  return { status: response.status, body: (await response.json()) as T }
}

beforeAll(() => mockControl.reset(), 60_000)

describe('the contact form’s fields on the fake backend', () => {
  test('create stores every field, get gives each back, update replaces them', async () => {
    const created = await call<Contact>('POST', '/api/contact/contacts/', EVERY_FIELD)
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject(EVERY_FIELD)
    const path = `/api/contact/contacts/${created.body.contact_id}/`
    expect((await call<Contact>('GET', path)).body).toMatchObject(EVERY_FIELD)

    const updated = await call<Contact>('PUT', path, {
      email: EVERY_FIELD.email,
      fullname: '周全',
      city: '上海市',
    })
    expect(updated.body).toMatchObject({ city: '上海市', company: '', extension: '' })
    expect(updated.body).not.toHaveProperty('birthday')
  })

  test('a mobile that is not one is refused on its field, in the user’s language', async () => {
    const refused = await call<Record<string, string[]>>('POST', '/api/contact/contacts/', {
      email: 'bad.mobile@example.com',
      fullname: '',
      mobile: '12-34',
    })
    expect(refused).toEqual({ status: 400, body: { mobile: ['請輸入正確的手機號碼'] } })
  })
})
