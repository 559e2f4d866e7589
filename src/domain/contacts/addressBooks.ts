/**
 * Which address books an account may open (R-ADDR-1, R-ROLE-11 account switches): the personal book
 * always; the organisation (oab) with has_user_department_perm and webmail_oab_show; mailing lists
 * (lab) with has_user_department_perm; the company book (cab) with webmail_cab_show; the shared
 * organisation (soab) with webmail_soab_show and a domain id.
 */

export type AddressBookKind = 'pab' | 'oab' | 'cab' | 'soab' | 'lab'

/** The tree's top groups, in the spec's order. */
export const ADDRESS_BOOKS: readonly AddressBookKind[] = ['pab', 'oab', 'cab', 'soab', 'lab']

/** Personal-book group ids with a meaning of their own (R-ADDR-2). */
export const NO_GROUP = 0
export const EVERYONE = -1

export interface AddressBookAccess {
  oab: boolean
  cab: boolean
  soab: boolean
  lab: boolean
  /** The shared organisation's domain id (soab calls need it); 0 = none. */
  soabDomainCid: number
}

/** Only the personal book: what an account shows before (or without) its login-after info. */
export const PERSONAL_ONLY: AddressBookAccess = {
  oab: false,
  cab: false,
  soab: false,
  lab: false,
  soabDomainCid: 0,
}

export interface AddressBookSwitches {
  has_user_department_perm: boolean
  webmail_oab_show: boolean
  webmail_cab_show: boolean
  webmail_soab_show: boolean
  soab_domain_cid: number
}

export function addressBookAccess(info: AddressBookSwitches): AddressBookAccess {
  return {
    oab: info.has_user_department_perm && info.webmail_oab_show,
    lab: info.has_user_department_perm,
    cab: info.webmail_cab_show,
    soab: info.webmail_soab_show && info.soab_domain_cid > 0,
    soabDomainCid: info.soab_domain_cid,
  }
}

/** The top groups the tree shows, in order. */
export function visibleBooks(access: AddressBookAccess): AddressBookKind[] {
  return ADDRESS_BOOKS.filter((book) => book === 'pab' || access[book])
}
