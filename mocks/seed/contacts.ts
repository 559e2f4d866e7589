import type {
  ContactGroupRecord,
  ContactRecord,
  MailingListRecord,
  PublicCategoryRecord,
  PublicContactRecord,
  SharedMailboxRecord,
  UserRecord,
} from '../db/index.ts'
import { SPECIAL_USERNAMES } from './org.ts'
import { type Rng, chance, int, pick, sample } from './random.ts'
import {
  COMPANY_CATEGORIES,
  COMPANY_ENTRIES,
  DEPARTMENT_LISTS,
  EXTERNAL_CATEGORY,
  SHARED_ORG,
  SHARED_ORG_DEPARTMENTS,
  SHARED_ORG_PEOPLE,
} from './text/address-books.ts'
import { FULL_CONTACT_DETAILS } from './text/contact-details.ts'
import { CITIES, DEPARTMENTS, EXTERNAL_PARTIES, type Lang, MAIL_DOMAIN } from './text/names.ts'

const GROUPS = ['同事', '客戶', 'Friends', '供应商']

/** Every text field of a contact, empty: what a new record starts from (seed and import). */
export const EMPTY_CONTACT = {
  mobile: '',
  birthday: '',
  company: '',
  department: '',
  position: '',
  work_number: '',
  extension: '',
  group_number: '',
  home_phone: '',
  work_address: '',
  home_address: '',
  homepage: '',
  im_qq: '',
  im_msn: '',
  gender: '',
  fax: '',
  country: '',
  province: '',
  city: '',
  zip: '',
  remark: '',
}

export interface ContactBook {
  contacts: ContactRecord[]
  groups: ContactGroupRecord[]
}

/** The demo user's personal book: colleagues in two groups, outside parties, a few ungrouped. */
export function buildPersonalBook(
  rng: Rng,
  owner: string,
  users: readonly UserRecord[],
): ContactBook {
  const groups = GROUPS.map((groupname, i) => ({ owner, id: i + 1, groupname }))
  const colleagues = sample(
    rng,
    users.filter((u) => u.username !== owner && !u.is_shared_mailbox),
    24,
  )
  const contacts: ContactRecord[] = colleagues.map((u, i) => ({
    ...EMPTY_CONTACT,
    owner,
    contact_id: i + 1,
    email: u.email,
    fullname: u.realname,
    mobile: u.mobile,
    company: '华宇科技',
    position: u.position,
    groups_selected: chance(rng, 0.8) ? [1] : [],
    city: pick(rng, CITIES[u.language]),
    gender: u.gender,
  }))
  EXTERNAL_PARTIES.forEach((p, i) => {
    contacts.push({
      ...EMPTY_CONTACT,
      owner,
      contact_id: 100 + i,
      email: p.address,
      fullname: p.name,
      company: p.name,
      groups_selected: i % 3 === 0 ? [] : [pick(rng, [2, 4])],
      birthday: chance(rng, 0.3)
        ? `19${int(rng, 70, 99)}-0${int(rng, 1, 9)}-1${int(rng, 0, 9)}`
        : '',
      remark: i === 0 ? '信用卡账单' : '',
      ...FULL_CONTACT_DETAILS[p.address],
    })
  })
  contacts.push({
    ...EMPTY_CONTACT,
    owner,
    contact_id: 200,
    email: 'old.friend@mail.example.net',
    fullname: 'Chris Lee',
    groups_selected: [3],
    mobile: '+44 7700 900123',
    country: 'UK',
  })
  return { contacts, groups }
}

const LIST_NAME_LANG: Readonly<Record<number, Lang>> = { 10: 'zh-tw', 13: 'en' }

/** Everyone, one list per department (with its sub-departments) and three hand-made lists. */
export function buildMailingLists(users: readonly UserRecord[]): MailingListRecord[] {
  const staff = users.filter((u) => !u.is_shared_mailbox)
  const under = (id: number): number[] => [
    id,
    ...DEPARTMENTS.filter((d) => d.pid === id).flatMap((d) => under(d.id)),
  ]
  const inDept = (id: number) =>
    staff.filter((u) => under(id).includes(u.department_id)).map((u) => u.email)
  const managers = /经理|經理|Manager|总监|協理|Director/
  const lists: Omit<MailingListRecord, 'id'>[] = [
    {
      address: `all@${MAIL_DOMAIN}`,
      listname: '全体员工',
      listtype: 'all',
      members: staff.map((u) => u.email),
    },
    ...DEPARTMENT_LISTS.map(([alias, deptId]) => {
      const dept = DEPARTMENTS.find((d) => d.id === deptId)!
      return {
        address: `${alias}@${MAIL_DOMAIN}`,
        listname: dept.names[LIST_NAME_LANG[deptId] ?? 'zh-hans'],
        listtype: 'department' as const,
        members: inDept(deptId),
      }
    }),
    {
      address: `pmo@${MAIL_DOMAIN}`,
      listname: '项目管理委员会',
      listtype: 'custom',
      members: staff.filter((u) => managers.test(u.position)).map((u) => u.email),
    },
    {
      address: `welfare@${MAIL_DOMAIN}`,
      listname: '職工福利委員會',
      listtype: 'custom',
      members: staff.filter((u) => u.language === 'zh-tw').map((u) => u.email),
    },
    {
      address: `newsletter-team@${MAIL_DOMAIN}`,
      listname: 'Newsletter editors',
      listtype: 'custom',
      members: inDept(7),
    },
  ]
  return lists.map((list, i) => ({ id: i + 1, ...list }))
}

/** Company categories (cab) and the shared organisation's departments (soab). */
export function buildPublicCategories(): PublicCategoryRecord[] {
  const cab = COMPANY_CATEGORIES.map(([id, pid, name], order) => ({
    id,
    book: 'cab' as const,
    domain_cid: 0,
    pid,
    name,
    order,
  }))
  const soab = SHARED_ORG_DEPARTMENTS.map(([id, pid, name], order) => ({
    id,
    book: 'soab' as const,
    domain_cid: SHARED_ORG.cid,
    pid,
    name,
    order,
  }))
  return [...cab, ...soab]
}

const domainOf = (email: string) => email.split('@')[1] ?? ''

/** The company book (outside parties and hand-made entries) and the shared organisation's staff. */
export function buildPublicContacts(): PublicContactRecord[] {
  const blank = { domain_cid: 0, department: '', position: '', mobile: '' }
  const cabEntries = [
    ...EXTERNAL_PARTIES.map((p) => ({
      ...blank,
      email: p.address,
      fullname: p.name,
      company: p.name,
      category_id: EXTERNAL_CATEGORY[p.address] ?? 1,
    })),
    ...COMPANY_ENTRIES.map(({ category, ...entry }) => ({
      ...blank,
      ...entry,
      category_id: category,
    })),
  ]
  const cab: PublicContactRecord[] = cabEntries.map((entry, i) => ({
    ...entry,
    id: i + 1,
    book: 'cab',
    domain: domainOf(entry.email),
  }))
  const branchCompany: Record<Lang, string> = {
    'zh-hans': '华宇科技(成都)',
    'zh-tw': '華宇科技(台北)',
    en: 'Huayu Technology (Singapore)',
  }
  const soab = SHARED_ORG_PEOPLE.map(([local, fullname, position, deptId, lang], i) => ({
    id: 1000 + i,
    book: 'soab' as const,
    category_id: deptId,
    domain_cid: SHARED_ORG.cid,
    domain: SHARED_ORG.domain,
    email: `${local}@${SHARED_ORG.domain}`,
    fullname,
    company: branchCompany[lang],
    department: SHARED_ORG_DEPARTMENTS.find(([id]) => id === deptId)?.[2] ?? '',
    position,
    mobile: '',
  }))
  return [...cab, ...soab]
}

/** Two shared mailboxes the demo user may switch into: full control of HR, read-only service. */
export function buildSharedMailboxes(): SharedMailboxRecord[] {
  return [
    {
      share_id: 1,
      owner: SPECIAL_USERNAMES.sharedHr,
      grantee: SPECIAL_USERNAMES.demo,
      permission: 'all',
    },
    {
      share_id: 2,
      owner: SPECIAL_USERNAMES.sharedService,
      grantee: SPECIAL_USERNAMES.demo,
      permission: 'read',
    },
    {
      share_id: 3,
      owner: SPECIAL_USERNAMES.sharedService,
      grantee: SPECIAL_USERNAMES.reviewer,
      permission: 'send',
    },
  ]
}
