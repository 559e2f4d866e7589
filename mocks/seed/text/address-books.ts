/**
 * Hand-written address-book data in the three languages: the company book's categories and
 * entries (cab), the shared organisation of the group's branches (soab) and the mailing-list
 * aliases (lab). Plain tables; mocks/seed/contacts.ts turns them into records.
 */
import type { Lang } from './names.ts'

/** [id, pid, name]; pid 0 = a top category. */
// prettier-ignore
export const COMPANY_CATEGORIES: readonly (readonly [number, number, string])[] = [
  [1, 0, '客户'],
  [2, 1, '华南客户'],
  [3, 1, 'Overseas Customers'],
  [4, 0, '供應商'],
  [5, 0, '合作伙伴'],
  [6, 0, '银行与服务机构'],
]

export interface DirectoryEntry {
  email: string
  fullname: string
  company: string
  position: string
  mobile: string
  category: number
}

/** Company book entries besides EXTERNAL_PARTIES (those are filed by EXTERNAL_CATEGORY). */
// prettier-ignore
export const COMPANY_ENTRIES: readonly DirectoryEntry[] = [
  { email: 'zhou.min@client-a.example.cn', fullname: '周敏', company: '深圳恒达电子', position: '采购经理', mobile: '13902345678', category: 2 },
  { email: 'lin.tao@client-a.example.cn', fullname: '林涛', company: '深圳恒达电子', position: '工程师', mobile: '', category: 2 },
  { email: 'huang.li@gz-trade.example.cn', fullname: '黄丽', company: '广州瑞丰贸易', position: '总经理', mobile: '13800221133', category: 2 },
  { email: 'chen.gang@gz-trade.example.cn', fullname: '陈刚', company: '广州瑞丰贸易', position: '财务主管', mobile: '', category: 2 },
  { email: 'wu.jianguo@fs-motor.example.cn', fullname: '吴建国', company: '佛山顺达电机', position: '技术总监', mobile: '13622334455', category: 2 },
  { email: 'anna.schmidt@kunde.example.de', fullname: 'Anna Schmidt', company: 'Kunde GmbH', position: 'Purchasing', mobile: '+49 30 1234567', category: 3 },
  { email: 'kenji.sato@customer.example.jp', fullname: 'Kenji Sato', company: 'Sato Trading', position: 'Manager', mobile: '', category: 3 },
  { email: 'laura.garcia@cliente.example.es', fullname: 'Laura García', company: 'Cliente S.L.', position: 'CTO', mobile: '', category: 3 },
  { email: 'hsu.yating@precision.example.tw', fullname: '許雅婷', company: '台灣精密零件股份有限公司', position: '業務經理', mobile: '0912-345-678', category: 4 },
  { email: 'tseng.bohan@precision.example.tw', fullname: '曾柏翰', company: '台灣精密零件股份有限公司', position: '工程師', mobile: '', category: 4 },
  { email: 'orders@office-supply.example.cn', fullname: '晨光办公用品', company: '晨光办公用品', position: '', mobile: '400-800-1234', category: 4 },
  { email: 'support@print.example.com', fullname: 'PrintPro Support', company: 'PrintPro Ltd.', position: '', mobile: '', category: 4 },
  { email: 'liao.guohua@design.example.tw', fullname: '廖國華', company: '藝境設計工作室', position: '創意總監', mobile: '0922-111-222', category: 5 },
  { email: 'partners@cloudnine.example.io', fullname: 'CloudNine Partner Desk', company: 'CloudNine Inc.', position: '', mobile: '', category: 5 },
  { email: 'zhang.xin@law.example.cn', fullname: '张欣', company: '北京正和律师事务所', position: '律师', mobile: '13511112222', category: 6 },
]

/** EXTERNAL_PARTIES (by address) → company category. */
export const EXTERNAL_CATEGORY: Readonly<Record<string, number>> = {
  'service@bank.example.net': 6,
  'noreply@travel.example.org': 6,
  'hr@partner.example.cn': 5,
  'purchase@client-a.example.cn': 2,
  'sales@supplier.example.tw': 4,
  'newsletter@tech.example.tw': 5,
  'billing@cloud.example.com': 4,
  'events@conference.example.org': 5,
  'support@saas.example.io': 4,
  'john.doe@customer.example.co.uk': 3,
}

/** The group's branches, shared with this domain as soab_domain_cid 1. */
export const SHARED_ORG = { cid: 1, domain: 'huayu-group.example.cn' } as const

/** [id, pid, name] */
// prettier-ignore
export const SHARED_ORG_DEPARTMENTS: readonly (readonly [number, number, string])[] = [
  [101, 0, '华宇集团'],
  [102, 101, '成都分公司'],
  [103, 102, '成都研发部'],
  [104, 102, '成都销售部'],
  [105, 101, '台北分公司'],
  [106, 105, '業務部'],
  [107, 101, 'Singapore Branch'],
  [108, 107, 'Sales & Support'],
]

/** [local part, name, position, department id, language] */
// prettier-ignore
export const SHARED_ORG_PEOPLE: readonly (readonly [string, string, string, number, Lang])[] = [
  ['li.na', '李娜', '分公司总经理', 102, 'zh-hans'],
  ['he.yong', '何勇', '研发经理', 103, 'zh-hans'],
  ['song.jie', '宋杰', '高级工程师', 103, 'zh-hans'],
  ['tang.xinyi', '唐欣怡', '工程师', 103, 'zh-hans'],
  ['luo.haoran', '罗浩然', '测试工程师', 103, 'zh-hans'],
  ['liang.fang', '梁芳', '销售经理', 104, 'zh-hans'],
  ['xie.lei', '谢磊', '销售专员', 104, 'zh-hans'],
  ['chen.yijun', '陳怡君', '分公司總經理', 105, 'zh-tw'],
  ['hung.zhiming', '洪志明', '業務經理', 106, 'zh-tw'],
  ['chiu.shihan', '邱詩涵', '業務專員', 106, 'zh-tw'],
  ['tsai.meiling', '蔡美玲', '行政助理', 105, 'zh-tw'],
  ['mark.evans', 'Mark Evans', 'Branch Manager', 107, 'en'],
  ['priya.nair', 'Priya Nair', 'Sales Manager', 108, 'en'],
  ['wei.ming.tan', 'Tan Wei Ming', 'Support Engineer', 108, 'en'],
  ['sarah.lim', 'Sarah Lim', 'Account Executive', 108, 'en'],
]

/** Department mailing lists: alias → organisation department id (with its sub-departments). */
export const DEPARTMENT_LISTS: readonly (readonly [string, number])[] = [
  ['office', 2],
  ['rd', 3],
  ['frontend', 4],
  ['backend', 5],
  ['qa', 6],
  ['marketing', 7],
  ['sales', 8],
  ['sales-south', 9],
  ['tw-biz', 10],
  ['hr-team', 11],
  ['finance', 12],
  ['intl', 13],
]
