/**
 * The columns of a contacts file (issue 13 "Import and export"): the personal contact's fields
 * that import reads and export writes, in the order export writes them, and the header names by
 * which an import guesses them — the three UI languages and the exports of Outlook, Gmail and
 * Thunderbird (decision 210).
 */

export const CONTACT_FIELDS = [
  'fullname',
  'email',
  'mobile',
  'work_number',
  'extension',
  'group_number',
  'home_phone',
  'fax',
  'company',
  'department',
  'position',
  'birthday',
  'work_address',
  'home_address',
  'country',
  'province',
  'city',
  'zip',
  'homepage',
  'im_qq',
  'im_msn',
  'remark',
] as const

export type ContactField = (typeof CONTACT_FIELDS)[number]

/** Columns that only help to build the full name (Outlook, Gmail and Thunderbird split it). */
export type NamePart = 'given_name' | 'family_name'

/** What an import column is read as; null = not imported. */
export type ColumnTarget = ContactField | NamePart | null

export type ContactValues = Partial<Record<ContactField, string>>

/** The header export writes, per language (the server's language decides). */
export const EXPORT_HEADERS: Record<'zh-hans' | 'zh-tw' | 'en', Record<ContactField, string>> = {
  'zh-hans': {
    fullname: '姓名',
    email: '邮箱',
    mobile: '手机',
    work_number: '工作电话',
    extension: '分机号',
    group_number: '集团短号',
    home_phone: '家庭电话',
    fax: '传真',
    company: '公司',
    department: '部门',
    position: '职位',
    birthday: '生日',
    work_address: '工作地址',
    home_address: '家庭地址',
    country: '国家',
    province: '省份',
    city: '城市',
    zip: '邮编',
    homepage: '主页',
    im_qq: 'QQ',
    im_msn: 'MSN',
    remark: '备注',
  },
  'zh-tw': {
    fullname: '姓名',
    email: '電子郵件',
    mobile: '手機',
    work_number: '工作電話',
    extension: '分機號碼',
    group_number: '集團短號',
    home_phone: '住家電話',
    fax: '傳真',
    company: '公司',
    department: '部門',
    position: '職位',
    birthday: '生日',
    work_address: '工作地址',
    home_address: '住家地址',
    country: '國家',
    province: '省份',
    city: '城市',
    zip: '郵遞區號',
    homepage: '首頁',
    im_qq: 'QQ',
    im_msn: 'MSN',
    remark: '備註',
  },
  en: {
    fullname: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    work_number: 'Work phone',
    extension: 'Extension',
    group_number: 'Short dial number',
    home_phone: 'Home phone',
    fax: 'Fax',
    company: 'Company',
    department: 'Department',
    position: 'Job title',
    birthday: 'Birthday',
    work_address: 'Work address',
    home_address: 'Home address',
    country: 'Country',
    province: 'State/Province',
    city: 'City',
    zip: 'Postal code',
    homepage: 'Web page',
    im_qq: 'QQ',
    im_msn: 'MSN',
    remark: 'Notes',
  },
}

/** Other names of a column, beyond the field key and the export headers above. */
const ALIASES: Record<Exclude<ColumnTarget, null>, string[]> = {
  fullname: ['名字', '联系人', '聯絡人', '显示名', '顯示名稱', 'full name', 'display name', 'name'],
  given_name: ['名', 'first name', 'given name', 'firstname'],
  family_name: ['姓', 'last name', 'family name', 'surname', 'lastname'],
  email: [
    '邮件地址',
    '电子邮件',
    '电子邮箱',
    '邮箱地址',
    '電子郵件地址',
    '郵件地址',
    'e-mail',
    'email address',
    'e-mail address',
    'e-mail 1 - value',
    'primary email',
    'mail',
  ],
  mobile: [
    '手机号',
    '手机号码',
    '移动电话',
    '手機號碼',
    '行動電話',
    'mobile phone',
    'mobile number',
    'cell phone',
    'phone 1 - value',
  ],
  work_number: ['电话', '办公电话', '公司电话', '電話', '公司電話', 'business phone', 'phone'],
  extension: ['分机', '分機', 'ext', 'business phone extension'],
  group_number: ['短号', '集团号', '短號', 'short number'],
  home_phone: ['住宅电话', '家庭電話', '住宅電話', 'home phone 2', 'phone (home)'],
  fax: ['business fax', 'fax number'],
  company: ['单位', '公司名称', '公司名稱', 'organization', 'organization 1 - name'],
  department: ['部門', 'organization 1 - department'],
  position: ['职务', '職稱', '職務', 'title', 'organization 1 - title'],
  birthday: ['出生日期', 'birth date'],
  work_address: ['公司地址', '办公地址', '辦公地址', 'business street', 'business address'],
  home_address: ['住址', '家庭住址', 'home street'],
  country: ['国家/地区', '國家/地區', 'business country/region', 'work country', 'country/region'],
  province: ['省', '州/省', 'business state', 'work state', 'state', 'province'],
  city: ['business city', 'work city'],
  zip: ['邮政编码', '郵遞區號', 'business postal code', 'work zipcode', 'zip code'],
  homepage: ['网址', '个人主页', '網址', 'web page 1', 'website', 'website 1 - value'],
  im_qq: ['qq号', 'qq號'],
  im_msn: [],
  remark: ['备注说明', '註解', 'notes', 'note', 'comment'],
}

/** Lower case without spaces or the punctuation exports vary in ("E-mail Address" = "email address"). */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-:：.·]/g, '')
}

const BY_HEADER: ReadonlyMap<string, Exclude<ColumnTarget, null>> = (() => {
  const map = new Map<string, Exclude<ColumnTarget, null>>()
  const add = (name: string, target: Exclude<ColumnTarget, null>) => {
    const key = normaliseHeader(name)
    if (!map.has(key)) map.set(key, target)
  }
  for (const field of CONTACT_FIELDS) add(field, field)
  for (const headers of Object.values(EXPORT_HEADERS))
    for (const field of CONTACT_FIELDS) add(headers[field], field)
  for (const [target, names] of Object.entries(ALIASES))
    for (const name of names) add(name, target as Exclude<ColumnTarget, null>)
  add('given_name', 'given_name')
  add('family_name', 'family_name')
  return map
})()

/** One target per header; a field already taken by an earlier column is not guessed twice. */
export function guessMapping(headers: readonly string[]): ColumnTarget[] {
  const taken = new Set<string>()
  return headers.map((header) => {
    const target = BY_HEADER.get(normaliseHeader(header)) ?? null
    if (target === null || taken.has(target)) return null
    taken.add(target)
    return target
  })
}
