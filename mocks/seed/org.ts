import type { DepartmentRecord, UserRecord } from '../db/index.ts'
import { type Rng, int, pick } from './random.ts'
import {
  DEPARTMENTS,
  ENGLISH_FIRST,
  ENGLISH_LAST,
  type Lang,
  MAIL_DOMAIN,
  POSITIONS,
  SIMPLIFIED_GIVEN,
  SIMPLIFIED_SURNAMES,
  TRADITIONAL_GIVEN,
  TRADITIONAL_SURNAMES,
} from './text/names.ts'

/** Documented in docs/mocks.md; tests log in with these. */
export const DEMO_USER = {
  username: 'demo',
  email: `demo@${MAIL_DOMAIN}`,
  password: 'Webmail@2468',
  job_number: 'E10001',
  realname: '王小明',
} as const

/** Every other seeded account uses this password. */
export const STAFF_PASSWORD = 'Huayu@2468'

export const SPECIAL_USERNAMES = {
  demo: 'demo',
  mustChangePassword: 'newhire',
  reviewer: 'reviewer',
  admin: 'admin',
  sharedHr: 'hr',
  sharedService: 'service',
} as const

/**
 * Two-factor demo account (docs/mocks.md): authenticator bound to this fixed base32 secret and
 * SMS bound to this phone. Built apart from the organisation (`buildExtraUsers`) so adding it
 * changes no generated mail, contact or list of the other accounts.
 */
export const TWOFACTOR_USER = {
  username: 'secure',
  password: STAFF_PASSWORD,
  job_number: 'E10005',
  totpSecret: 'HUAYUDEMOSECURE2',
  phone: '13900139000',
} as const

type UserSeed = Omit<UserRecord, 'email' | 'imgurl' | 'homepage' | 'is_active'> &
  Partial<Pick<UserRecord, 'is_active'>>

const avatar = (seed: string) => `/demo/avatar-${(seed.charCodeAt(0) % 6) + 1}.svg`

function finish(seed: UserSeed): UserRecord {
  return {
    ...seed,
    email: `${seed.username}@${MAIL_DOMAIN}`,
    imgurl: avatar(seed.username),
    homepage: '',
    is_active: seed.is_active ?? true,
  }
}

const base = {
  mobile: '',
  phone: '',
  is_admin: false,
  is_reviewer: false,
  is_shared_mailbox: false,
  gender: 'unknown',
  language: 'zh-hans',
} as const

function specialUsers(): UserSeed[] {
  return [
    {
      ...base,
      username: DEMO_USER.username,
      password: DEMO_USER.password,
      realname: DEMO_USER.realname,
      english_name: 'Xiaoming Wang',
      job_number: DEMO_USER.job_number,
      department_id: 4,
      position: '高级工程师',
      gender: 'male',
      mobile: '13800138000',
      phone: '010-62345678',
    },
    {
      ...base,
      username: SPECIAL_USERNAMES.mustChangePassword,
      password: STAFF_PASSWORD,
      realname: '刘思远',
      english_name: 'Siyuan Liu',
      job_number: 'E10002',
      department_id: 6,
      position: '测试工程师',
      gender: 'male',
    },
    {
      ...base,
      username: SPECIAL_USERNAMES.reviewer,
      password: STAFF_PASSWORD,
      realname: '陈静',
      english_name: 'Jing Chen',
      job_number: 'E10003',
      department_id: 2,
      position: '行政主管',
      gender: 'female',
      is_reviewer: true,
    },
    {
      ...base,
      username: SPECIAL_USERNAMES.admin,
      password: STAFF_PASSWORD,
      realname: '系统管理员',
      english_name: 'Administrator',
      job_number: 'E10004',
      department_id: 2,
      position: '系统管理员',
      is_admin: true,
    },
    {
      ...base,
      username: SPECIAL_USERNAMES.sharedHr,
      password: STAFF_PASSWORD,
      realname: '人力资源部公共邮箱',
      english_name: 'HR Mailbox',
      job_number: 'S00001',
      department_id: 11,
      position: '',
      is_shared_mailbox: true,
    },
    {
      ...base,
      username: SPECIAL_USERNAMES.sharedService,
      password: STAFF_PASSWORD,
      realname: '客户服务中心',
      english_name: 'Customer Service',
      job_number: 'S00002',
      department_id: 8,
      position: '',
      is_shared_mailbox: true,
    },
  ]
}

const PEOPLE_PER_LANG: Record<Lang, number> = { 'zh-hans': 24, 'zh-tw': 18, en: 18 }
const DEPARTMENTS_BY_LANG: Record<Lang, readonly number[]> = {
  'zh-hans': [2, 4, 5, 6, 7, 8, 9, 11, 12],
  'zh-tw': [10, 10, 5, 6, 7],
  en: [13, 13, 4, 5, 7],
}

function personName(rng: Rng, lang: Lang): { realname: string; key: string; english: string } {
  if (lang === 'en') {
    const first = pick(rng, ENGLISH_FIRST)
    const last = pick(rng, ENGLISH_LAST)
    return {
      realname: `${first} ${last}`,
      key: `${first}.${last}`.toLowerCase(),
      english: `${first} ${last}`,
    }
  }
  const [surnames, given] =
    lang === 'zh-hans'
      ? [SIMPLIFIED_SURNAMES, SIMPLIFIED_GIVEN]
      : [TRADITIONAL_SURNAMES, TRADITIONAL_GIVEN]
  const [sChar, sPinyin] = pick(rng, surnames)
  const [gChar, gPinyin] = pick(rng, given)
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
  return {
    realname: sChar + gChar,
    key: sPinyin + gPinyin,
    english: `${capital(gPinyin)} ${capital(sPinyin)}`,
  }
}

export function buildDepartments(): DepartmentRecord[] {
  return DEPARTMENTS.map((d, order) => ({ id: d.id, pid: d.pid, name: d.names['zh-hans'], order }))
}

/** Special accounts first, then staff in all three languages; usernames are unique. */
export function buildUsers(rng: Rng): UserRecord[] {
  const users = specialUsers()
  const taken = new Set(users.map((u) => u.username))
  let jobNumber = 10100
  for (const lang of ['zh-hans', 'zh-tw', 'en'] as const) {
    for (let i = 0; i < PEOPLE_PER_LANG[lang]; i++) {
      const name = personName(rng, lang)
      let username = name.key
      for (let n = 2; taken.has(username); n++) username = `${name.key}${n}`
      taken.add(username)
      users.push({
        ...base,
        username,
        password: STAFF_PASSWORD,
        realname: name.realname,
        english_name: name.english,
        job_number: `E${jobNumber++}`,
        department_id: pick(rng, DEPARTMENTS_BY_LANG[lang]),
        position: pick(rng, POSITIONS[lang]),
        gender: pick(rng, ['male', 'female'] as const),
        mobile: `1${int(rng, 30, 89)}${String(int(rng, 0, 99999999)).padStart(8, '0')}`,
        language: lang,
      })
    }
  }
  return users.map(finish)
}

/** Accounts kept out of the generated organisation's mail and books (TWOFACTOR_USER). */
export function buildExtraUsers(): UserRecord[] {
  return [
    finish({
      ...base,
      username: TWOFACTOR_USER.username,
      password: TWOFACTOR_USER.password,
      realname: '赵安全',
      english_name: 'Anquan Zhao',
      job_number: TWOFACTOR_USER.job_number,
      department_id: 4,
      position: '安全工程师',
      gender: 'female',
      mobile: TWOFACTOR_USER.phone,
    }),
  ]
}
