import type {
  ContactGroupRecord,
  ContactRecord,
  MailingListRecord,
  PublicContactRecord,
  SharedMailboxRecord,
  UserRecord,
} from '../db/index.ts'
import { SPECIAL_USERNAMES } from './org.ts'
import { type Rng, chance, int, pick, sample } from './random.ts'
import { CITIES, EXTERNAL_PARTIES, MAIL_DOMAIN } from './text/names.ts'

const GROUPS = ['同事', '客戶', 'Friends', '供应商']

const EMPTY_CONTACT = {
  mobile: '',
  birthday: '',
  company: '',
  department: '',
  position: '',
  work_number: '',
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

export function buildMailingLists(users: readonly UserRecord[]): MailingListRecord[] {
  const staff = users.filter((u) => !u.is_shared_mailbox).map((u) => u.email)
  const inDept = (ids: number[]) =>
    users.filter((u) => ids.includes(u.department_id) && !u.is_shared_mailbox).map((u) => u.email)
  return [
    { id: 1, address: `all@${MAIL_DOMAIN}`, listname: '全体员工', listtype: 'all', members: staff },
    {
      id: 2,
      address: `rd@${MAIL_DOMAIN}`,
      listname: '研发中心',
      listtype: 'department',
      members: inDept([3, 4, 5, 6]),
    },
    {
      id: 3,
      address: `sales@${MAIL_DOMAIN}`,
      listname: '銷售部',
      listtype: 'department',
      members: inDept([8, 9, 10]),
    },
    {
      id: 4,
      address: `intl@${MAIL_DOMAIN}`,
      listname: 'International team',
      listtype: 'custom',
      members: inDept([13]),
    },
  ]
}

export function buildPublicContacts(rng: Rng): PublicContactRecord[] {
  const cab = EXTERNAL_PARTIES.map((p, i) => ({
    id: i + 1,
    book: 'cab' as const,
    category: pick(rng, ['客户', '供应商', 'Partners']),
    domain: p.address.split('@')[1] ?? '',
    email: p.address,
    fullname: p.name,
    company: p.name,
    mobile: '',
  }))
  const soab = [
    ['li.na@branch.example.cn', '李娜', '华宇科技(成都)'],
    ['chen.yijun@branch.example.tw', '陳怡君', '華宇科技(台北)'],
    ['mark.evans@branch.example.sg', 'Mark Evans', 'Huayu Technology (Singapore)'],
  ].map(([email, fullname, company], i) => ({
    id: 100 + i,
    book: 'soab' as const,
    category: '分公司',
    domain: (email ?? '').split('@')[1] ?? '',
    email: email ?? '',
    fullname: fullname ?? '',
    company: company ?? '',
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
