/**
 * importContacts and exportContacts of the fake backend (issue 13 "Import and export"): the
 * file rules with the server's exact texts, duplicates ignored or overwritten, failed rows with
 * their row numbers, a generated 1,000-row xlsx with duplicates, the target group, and export
 * of a group or a selection as xlsx, csv and vcf read back to the same contacts. Every answer
 * is checked against openapi.yaml by tests/support/server.ts.
 */
import * as XLSX from '@e965/xlsx'
import { beforeEach, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import {
  CONTACT_FIELDS,
  guessMapping,
  parseContactFile,
  rowValues,
} from '../../src/domain/contacts/transfer/index.ts'
import { db } from '../../mocks/db/index.ts'
import { absoluteUrl, apiFetch, mockControl, tokenFor } from '../support/server.ts'

type Result = components['schemas']['ContactImportResult']

const EN = { 'Accept-Language': 'en' }
const demoContacts = () => db.contacts.all().filter((c) => c.owner === 'demo')
const byEmail = (email: string) => demoContacts().find((c) => c.email === email)

async function importFile(
  name: string,
  content: BlobPart,
  fields: Record<string, string | number> = {},
  headers: Record<string, string> = EN,
) {
  const form = new FormData()
  form.set('file', new Blob([content]), name)
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value))
  const response = await fetch(absoluteUrl('/api/contact/contacts/import/'), {
    method: 'POST',
    headers: { Authorization: `JWT ${await tokenFor()}`, ...headers },
    body: form,
  })
  return {
    status: response.status,
    body: (await response.json()) as Result & Record<string, string[]>,
  }
}

function xlsxOf(rows: (string | number)[][]): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Contacts')
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

beforeEach(() => mockControl.reset(), 60_000)

describe('importContacts: files refused as a whole', () => {
  test.each([
    ['contacts.pdf', 'x', 'Only xls, xlsx, csv or vcf files can be imported.'],
    ['contacts.csv', '', 'The file is empty. Choose another file.'],
    ['contacts.vcf', 'not a card', 'The file could not be read. Check its format.'],
    ['contacts.csv', 'Name,Phone\r\nAda,1\r\n', 'Choose the column that holds the email address.'],
    ['contacts.csv', 'Name,Email\r\n,\r\n', 'There are no contacts in the file.'],
  ])('%s %j', async (name, content, text) => {
    const before = demoContacts().length
    expect(await importFile(name, content)).toEqual({ status: 400, body: { file: [text] } })
    expect(demoContacts()).toHaveLength(before)
  })

  test('over 10M is refused, in the language of the request', async () => {
    const big = new Uint8Array(10_485_761).fill(0x41)
    const zh = await importFile('big.csv', big, {}, { 'Accept-Language': 'zh-CN' })
    expect(zh).toEqual({ status: 400, body: { file: ['文件不能超过 10M'] } })
  })

  test('a group that is not the user’s, or a bad duplicate choice, is a 400', async () => {
    const csv = 'Email\r\nnew@example.com\r\n'
    expect((await importFile('a.csv', csv, { group_id: 9999 })).body).toEqual({
      group_id: ['This group does not exist.'],
    })
    expect((await importFile('a.csv', csv, { on_duplicate: 'merge' })).status).toBe(400)
    expect(byEmail('new@example.com')).toBeUndefined()
  })

  test('without a token: 401', async () => {
    const form = new FormData()
    form.set('file', new Blob(['Email\r\n']), 'a.csv')
    const response = await fetch(absoluteUrl('/api/contact/contacts/import/'), {
      method: 'POST',
      body: form,
    })
    expect(response.status).toBe(401)
  })
})

describe('importContacts: rows', () => {
  const existing = () => demoContacts()[0]!

  test('new rows are created, duplicates skipped, bad rows listed by row and reason', async () => {
    const dup = existing()
    const csv = [
      '姓名,邮箱,手机',
      '新人甲,jia@example.cn,13800000001',
      `改名,${dup.email.toUpperCase()},13800000002`,
      '',
      '无地址,,13800000003',
      '坏地址,not-an-address,',
      '同文件重复,jia@example.cn,',
    ].join('\r\n')
    const { status, body } = await importFile('contacts.csv', csv)
    expect(status).toBe(200)
    expect(body).toEqual({
      created: 1,
      updated: 0,
      skipped: 2,
      failed: [
        { row: 5, reason: 'The email address is missing.' },
        { row: 6, reason: 'The email address is not valid.' },
      ],
    })
    expect(byEmail('jia@example.cn')).toMatchObject({ fullname: '新人甲', mobile: '13800000001' })
    expect(byEmail(dup.email)?.fullname).toBe(dup.fullname)
  })

  test('overwrite updates the duplicate with what the row has, keeps the rest, joins the group', async () => {
    const dup = existing()
    const group = db.contactGroups
      .all()
      .find((g) => g.owner === 'demo' && !dup.groups_selected.includes(g.id))!
    const csv = `Name,E-mail Address,Notes\r\n改名,${dup.email},\r\n`
    const { body } = await importFile('outlook.csv', csv, {
      on_duplicate: 'overwrite',
      group_id: group.id,
    })
    expect(body).toEqual({ created: 0, updated: 1, skipped: 0, failed: [] })
    expect(byEmail(dup.email)).toMatchObject({
      fullname: '改名',
      remark: dup.remark,
      mobile: dup.mobile,
      groups_selected: [...dup.groups_selected, group.id],
    })
  })

  test('first_row numbers the failures of a part of a larger file', async () => {
    const csv = `${CONTACT_FIELDS.join(',')}\r\n${CONTACT_FIELDS.map(() => '')
      .join(',')
      .replace(/^/, 'x')}\r\n`
    const { body } = await importFile('part.csv', csv, { first_row: 502 })
    expect(body.failed).toEqual([{ row: 502, reason: 'The email address is missing.' }])
  })

  test('a 1,000-row xlsx with duplicates: ignore, then overwrite', async () => {
    const dup = existing()
    const rows: (string | number)[][] = [['姓名', '邮箱', '手机', '公司']]
    for (let i = 0; i < 1000; i++) {
      // Every 10th row repeats an earlier row of the file; row 500 is an address already kept.
      const n = i % 10 === 9 ? i - 1 : i
      const email = i === 500 ? dup.email : `bulk${n}@example.com`
      rows.push([`批量${n}`, email, 13_900_000_000 + n, '批量公司'])
    }
    const file = xlsxOf(rows)
    const first = await importFile('bulk.xlsx', file)
    expect(first.body).toEqual({ created: 899, updated: 0, skipped: 101, failed: [] })
    expect(byEmail('bulk0@example.com')).toMatchObject({ fullname: '批量0', mobile: '13900000000' })

    const again = await importFile('bulk.xlsx', file, { on_duplicate: 'overwrite' })
    expect(again.body).toEqual({ created: 0, updated: 1000, skipped: 0, failed: [] })
    expect(byEmail(dup.email)).toMatchObject({ fullname: '批量500', company: '批量公司' })
  }, 60_000)
})

describe('exportContacts', () => {
  async function exportFile(query: Record<string, string | number>, ids: number[] = []) {
    const url = new URL(absoluteUrl('/api/contact/contacts/export/'))
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value))
    for (const id of ids) url.searchParams.append('ids', String(id))
    const response = await fetch(url, {
      headers: { Authorization: `JWT ${await tokenFor()}`, ...EN },
    })
    return response
  }

  const readBack = async (response: Response, kind: 'xlsx' | 'csv' | 'vcf') => {
    const table = parseContactFile(kind, new Uint8Array(await response.arrayBuffer()))
    const mapping = guessMapping(table.headers)
    return table.rows.map((row) => rowValues(row, mapping)!)
  }

  test.each([
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['csv', 'text/csv'],
    ['vcf', 'text/vcard'],
  ] as const)('%s of a group: every contact in it, named contacts.%s', async (format, type) => {
    const group = db.contactGroups.all().find((g) => g.owner === 'demo')!
    const members = demoContacts().filter((c) => c.groups_selected.includes(group.id))
    const response = await exportFile({ group_id: group.id, format })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain(type)
    expect(response.headers.get('content-disposition')).toContain(`contacts.${format}`)
    const rows = await readBack(response, format)
    expect(rows.map((r) => r.email).sort()).toEqual(members.map((c) => c.email).sort())
  })

  test('the selection only; an unknown group is a 404', async () => {
    const picked = demoContacts().slice(0, 2)
    const response = await exportFile(
      { format: 'csv' },
      picked.map((c) => c.contact_id),
    )
    expect((await readBack(response, 'csv')).map((r) => r.email).sort()).toEqual(
      picked.map((c) => c.email).sort(),
    )
    expect((await exportFile({ group_id: 9999 })).status).toBe(404)
    expect((await exportFile({ format: 'pdf' })).status).toBe(400)
  })

  test.each(['xlsx', 'csv', 'vcf'] as const)(
    'round trip through %s: export everyone, delete them, import the file → the same contacts',
    async (format) => {
      const fieldsOf = () =>
        demoContacts()
          .map((c) => Object.fromEntries(CONTACT_FIELDS.map((f) => [f, c[f]])))
          .sort((a, b) => a.email!.localeCompare(b.email!))
      const before = fieldsOf()
      const file = await (await exportFile({ format })).arrayBuffer()
      const ids = demoContacts().map((c) => c.contact_id)
      const token = await tokenFor()
      expect(
        (await apiFetch('/api/contact/contacts/delete/', { token, json: { contact_ids: ids } }))
          .status,
      ).toBe(204)
      const { body } = await importFile(`contacts.${format}`, file)
      expect(body).toEqual({ created: before.length, updated: 0, skipped: 0, failed: [] })
      expect(fieldsOf()).toEqual(before)
    },
  )
})
