/**
 * Which address books the picker shows (R-ADDR, R-ROLE): organisation
 * and mailing lists with has_user_department_perm (the organisation also with webmail_oab_show),
 * company and shared organisation with their flags (the latter also with a domain id).
 */
import { describe, expect, it } from 'vitest'
import {
  addressBookAccess,
  visibleBooks,
  type AddressBookSwitches,
} from '../../../../src/domain/contacts/index.ts'

const ALL: AddressBookSwitches = {
  has_user_department_perm: true,
  webmail_oab_show: true,
  webmail_cab_show: true,
  webmail_soab_show: true,
  soab_domain_cid: 1,
}

// R-ADDR-1: which books an account may open
describe('address book access', () => {
  // R-ROLE-11
  it.each([
    ['everything on', {}, ['pab', 'oab', 'cab', 'soab', 'lab']],
    ['no department permission', { has_user_department_perm: false }, ['pab', 'cab', 'soab']],
    ['organisation switched off', { webmail_oab_show: false }, ['pab', 'cab', 'soab', 'lab']],
    ['company book off', { webmail_cab_show: false }, ['pab', 'oab', 'soab', 'lab']],
    ['shared organisation off', { webmail_soab_show: false }, ['pab', 'oab', 'cab', 'lab']],
    ['shared organisation without a domain', { soab_domain_cid: 0 }, ['pab', 'oab', 'cab', 'lab']],
    [
      'nothing but the personal book',
      {
        has_user_department_perm: false,
        webmail_cab_show: false,
        webmail_soab_show: false,
      },
      ['pab'],
    ],
  ] as [string, Partial<AddressBookSwitches>, string[]][])('%s', (_, change, books) => {
    const access = addressBookAccess({ ...ALL, ...change })
    expect(visibleBooks(access)).toEqual(books)
    expect(access.soabDomainCid).toBe(change.soab_domain_cid ?? 1)
  })
})
