/**
 * Contacts import and export (issue 13): the file rules with their exact messages, each format
 * read by its kept parser (xlsx / xls, csv in UTF-8 with and without BOM and in GBK, vCard 3 and
 * 4), the header guesses and the row rules, and export → read back → the same contacts.
 */
import { i18n } from '@lingui/core'
import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import {
  checkContactFile,
  CONTACT_FIELDS,
  CONTACT_IMPORT_MAX_BYTES,
  contactRowProblem,
  contactsFile,
  guessMapping,
  parseContactFile,
  rowValues,
  type ContactValues,
} from '../../../src/domain/contacts/transfer/index.ts'
import { CONTACT_IMPORT_MESSAGES } from '../../../src/domain/contacts/transfer/messages.ts'
import { CONTACT_TRANSFER_TEXT } from '../../../mocks/handlers/contactTransfer.texts.ts'
import { activateTestLocale } from '../../support/i18n.ts'
import { gbkBytes } from './gbk.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('file refusals, with the exact text in the dialog and from the server', () => {
  it.each([
    [
      'contacts.pdf',
      10,
      'fileType',
      '只能导入 xls、xlsx、csv 或 vcf 文件',
      'Only xls, xlsx, csv or vcf files can be imported.',
    ],
    [
      'contacts',
      10,
      'fileType',
      '只能导入 xls、xlsx、csv 或 vcf 文件',
      'Only xls, xlsx, csv or vcf files can be imported.',
    ],
    [
      'empty.csv',
      0,
      'fileEmpty',
      '文件是空的，请选择其他文件',
      'The file is empty. Choose another file.',
    ],
    [
      'big.xlsx',
      CONTACT_IMPORT_MAX_BYTES + 1,
      'fileTooLarge',
      '文件不能超过 10M',
      'The file cannot be larger than 10M.',
    ],
  ] as const)('%s of %i bytes: %s', (name, size, code, zh, en) => {
    expect(checkContactFile({ name, size })).toBe(code)
    activateTestLocale('zh-hans')
    expect(i18n._(CONTACT_IMPORT_MESSAGES[code])).toBe(zh)
    activateTestLocale('en')
    expect(i18n._(CONTACT_IMPORT_MESSAGES[code])).toBe(en)
    expect(CONTACT_TRANSFER_TEXT[code]['zh-hans']).toBe(zh)
    expect(CONTACT_TRANSFER_TEXT[code].en).toBe(en)
  })

  it('takes every accepted kind up to exactly 10M, whatever the case of the extension', () => {
    for (const name of ['a.xls', 'a.XLSX', 'a.csv', 'a.vcf', 'b.vcard']) {
      expect(checkContactFile({ name, size: CONTACT_IMPORT_MAX_BYTES })).toBeNull()
    }
  })

  it('words the other codes the same in the dialog and on the server, in all three languages', () => {
    for (const code of Object.keys(
      CONTACT_IMPORT_MESSAGES,
    ) as (keyof typeof CONTACT_IMPORT_MESSAGES)[]) {
      for (const locale of ['zh-hans', 'zh-tw', 'en'] as const) {
        activateTestLocale(locale)
        expect(i18n._(CONTACT_IMPORT_MESSAGES[code])).toBe(CONTACT_TRANSFER_TEXT[code][locale])
      }
    }
  })
})

describe('reading each format with its kept parser', () => {
  const header = '姓名,邮箱,手机,公司\r\n'
  const rows = '张三,zhangsan@example.com,13800000001,示例公司\r\n李四,lisi@example.com,,\r\n'

  it.each([
    ['UTF-8', utf8(header + rows)],
    ['UTF-8 with BOM', utf8(`\uFEFF${header}${rows}`)],
    ['GBK (a Chinese Excel "CSV")', gbkBytes(header + rows)],
  ])('csv in %s', (_, bytes) => {
    const table = parseContactFile('csv', bytes)
    expect(table.headers).toEqual(['姓名', '邮箱', '手机', '公司'])
    expect(table.firstRow).toBe(2)
    expect(table.rows).toEqual([
      ['张三', 'zhangsan@example.com', '13800000001', '示例公司'],
      ['李四', 'lisi@example.com', '', ''],
    ])
  })

  it.each(['xlsx', 'xls'] as const)('%s written by SheetJS, dates as yyyy-mm-dd', (bookType) => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Name', 'E-mail Address', 'Birthday'],
      ['Ada Lovelace', 'ada@example.org', new Date(Date.UTC(1990, 0, 2, 12))],
    ])
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1')
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer)
    const table = parseContactFile(bookType, bytes)
    expect(table.headers).toEqual(['Name', 'E-mail Address', 'Birthday'])
    expect(table.rows[0]?.slice(0, 2)).toEqual(['Ada Lovelace', 'ada@example.org'])
    expect(table.rows[0]?.[2]).toMatch(/^1990-01-0[23]$/)
  })

  it('vCard 4 with a tel: URI, a cell phone and typed addresses', () => {
    const text = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:王五',
      'EMAIL;TYPE=work:wangwu@example.cn',
      'TEL;VALUE=uri;TYPE="voice,cell":tel:+86-138-0000-0003',
      'ORG:示例公司;研发部',
      'ADR;TYPE=home:;;人民路 1 号;上海;;200000;中国',
      'END:VCARD',
      '',
    ].join('\r\n')
    const table = parseContactFile('vcf', utf8(text))
    const values = rowValues(table.rows[0]!, guessMapping(table.headers))
    expect(values).toEqual({
      fullname: '王五',
      email: 'wangwu@example.cn',
      mobile: '+86-138-0000-0003',
      company: '示例公司',
      department: '研发部',
      home_address: '人民路 1 号, 上海, 200000, 中国',
    })
  })

  it('a text with no card cannot be read', () => {
    expect(() => parseContactFile('vcf', utf8('hello'))).toThrow()
  })
})

describe('guessing the columns', () => {
  it.each([
    [
      ['姓名', '邮箱', '手机'],
      ['fullname', 'email', 'mobile'],
    ],
    [
      ['姓名', '電子郵件', '手機'],
      ['fullname', 'email', 'mobile'],
    ],
    [
      ['First Name', 'Last Name', 'E-mail Address', 'Mobile Phone', 'Job Title'],
      ['given_name', 'family_name', 'email', 'mobile', 'position'],
    ],
    [
      ['Name', 'E-mail 1 - Value', 'Organization 1 - Name', 'Notes'],
      ['fullname', 'email', 'company', 'remark'],
    ],
    [
      ['Display Name', 'Primary Email', 'Secondary Email', 'Work City'],
      ['fullname', 'email', null, 'city'],
    ],
    [
      ['邮箱', 'Email', '未知列'],
      ['email', null, null],
    ],
  ] as const)('%j', (headers, expected) => {
    expect(guessMapping(headers)).toEqual(expected)
  })

  it('joins split names the way they are written, and reads blank rows as nothing', () => {
    expect(
      rowValues(['张', '三', 'z@x.cn'], ['family_name', 'given_name', 'email'])?.fullname,
    ).toBe('张三')
    expect(
      rowValues(['Ada', 'Lovelace', 'a@x.org'], ['given_name', 'family_name', 'email'])?.fullname,
    ).toBe('Ada Lovelace')
    expect(rowValues(['', ' ', ''], ['fullname', 'email', null])).toBeNull()
  })

  it.each([
    [{ fullname: 'x' }, 'noEmail'],
    [{ email: 'not-an-address' }, 'invalidEmail'],
    [{ email: 'ok@example.com' }, null],
  ] as const)('row %j → %s', (values, problem) => {
    expect(contactRowProblem(values)).toBe(problem)
  })
})

describe('export, read back: the same contacts', () => {
  const contacts: ContactValues[] = [
    Object.fromEntries(CONTACT_FIELDS.map((f, i) => [f, `${f}-${i}`])) as ContactValues,
    {
      fullname: '赵六',
      email: 'zhaoliu@example.cn',
      mobile: '13900000006',
      remark: '逗号, 引号 " 与换行\n第二行',
    },
  ]
  contacts[0]!.email = 'every.field@example.com'
  contacts[0]!.birthday = '1990-01-02'

  it.each([
    ['xlsx', 'zh-hans'],
    ['csv', 'en'],
    ['csv', 'zh-tw'],
    ['vcf', 'zh-hans'],
  ] as const)('%s (%s headers)', (format, language) => {
    const table = parseContactFile(format, contactsFile(contacts, format, language))
    const mapping = guessMapping(table.headers)
    const back = table.rows.map((row) => rowValues(row, mapping))
    const expected = contacts.map((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v)))
    expect(back).toEqual(expected)
  })
})
