/**
 * Real files from other libraries' test data (tests/fixtures/contacts/README.md): the RFC's
 * vCard 3 and 4 examples as ical.js tests them, Thunderbird's and Gmail's CSV exports as
 * Roundcube tests them — read with the import's parsers and header guesses.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  guessMapping,
  parseContactFile,
  rowValues,
  type ContactFileKind,
} from '../../../src/domain/contacts/transfer/index.ts'

const read = (name: string, kind: ContactFileKind) => {
  const bytes = new Uint8Array(
    readFileSync(new URL(`../../fixtures/contacts/${name}`, import.meta.url)),
  )
  const table = parseContactFile(kind, bytes)
  const mapping = guessMapping(table.headers)
  return table.rows.map((row) => rowValues(row, mapping))
}

describe('real-world contact files', () => {
  it('vCard 3.0 (RFC 2426 example): the pref address, escaped commas, ORG parts', () => {
    expect(read('icaljs__vcard3.vcf', 'vcf')).toEqual([
      expect.objectContaining({
        fullname: 'Mr. John Q. Public, Esq.',
        email: 'jane_doe@abc.com',
        work_number: '+1-213-555-1234',
        company: 'ABC, Inc.',
        department: 'North American Division Marketing',
        position: 'Director, Research and Development',
        birthday: '1996-04-15',
        home_address: '123 Main Street, Any Town, CA, 91921-1234',
        remark: 'This fax number is operational 0800 to 1715 EST, Mon-Fri.',
      }),
    ])
  })

  it('vCard 4.0 (RFC 6350 example): work ADR parts, TITLE, NOTE', () => {
    expect(read('icaljs__vcard4.vcf', 'vcf')).toEqual([
      expect.objectContaining({
        fullname: 'J. Doe',
        email: 'jqpublic@xyz.example.com',
        work_address: 'pobox apt street',
        city: 'city',
        province: 'state',
        zip: 'zipcode',
        country: 'country',
        position: 'Research Scientist',
        company: 'ABC, Inc.',
      }),
    ])
  })

  it("Thunderbird's CSV export: display name, primary email, phones and the work address", () => {
    expect(read('roundcube__tb_plain.csv', 'csv')).toEqual([
      expect.objectContaining({
        fullname: 'Displayname',
        email: 'test@domain.tld',
        work_number: 'phone work',
        fax: 'fax',
        mobile: 'mobile',
        work_address: 'Addr work',
        city: 'Wcity',
        province: 'Wstate',
        zip: '33-333',
        country: 'Poland',
        position: 'title',
        department: 'department',
        company: 'Organization',
        homepage: 'http://page.com',
      }),
    ])
  })

  it("Gmail's CSV export: the name, the first address, birthday, notes, organisation", () => {
    const [first] = read('roundcube__gmail.csv', 'csv')
    expect(first).toEqual(
      expect.objectContaining({
        fullname: 'Prefix Firstname Middle Lastname Suffix',
        email: 'home@aaa.pl',
        birthday: '1975-12-12',
        remark: 'note"note',
      }),
    )
  })
})
