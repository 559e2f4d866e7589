/**
 * Name pools for the organisation. Chinese names carry their pinyin so usernames and e-mail
 * addresses can be derived without bundling a pinyin dictionary into the demo.
 */
export type Lang = 'zh-hans' | 'zh-tw' | 'en'

/** [characters, pinyin] */
type Syllable = readonly [string, string]

// prettier-ignore
export const SIMPLIFIED_SURNAMES: readonly Syllable[] = [
  ['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'],
  ['赵', 'zhao'], ['黄', 'huang'], ['周', 'zhou'], ['吴', 'wu'], ['徐', 'xu'], ['孙', 'sun'],
  ['马', 'ma'], ['朱', 'zhu'], ['胡', 'hu'], ['郭', 'guo'], ['何', 'he'], ['高', 'gao'],
  ['罗', 'luo'], ['郑', 'zheng'], ['梁', 'liang'], ['谢', 'xie'], ['宋', 'song'], ['唐', 'tang'],
]

// prettier-ignore
export const SIMPLIFIED_GIVEN: readonly Syllable[] = [
  ['伟', 'wei'], ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['丽', 'li'],
  ['强', 'qiang'], ['磊', 'lei'], ['军', 'jun'], ['洋', 'yang'], ['勇', 'yong'], ['艳', 'yan'],
  ['杰', 'jie'], ['娟', 'juan'], ['涛', 'tao'], ['明', 'ming'], ['超', 'chao'], ['秀兰', 'xiulan'],
  ['霞', 'xia'], ['平', 'ping'], ['刚', 'gang'], ['桂英', 'guiying'], ['子涵', 'zihan'],
  ['浩然', 'haoran'], ['欣怡', 'xinyi'], ['宇轩', 'yuxuan'], ['思远', 'siyuan'], ['晓燕', 'xiaoyan'],
]

// prettier-ignore
export const TRADITIONAL_SURNAMES: readonly Syllable[] = [
  ['陳', 'chen'], ['林', 'lin'], ['黃', 'huang'], ['張', 'zhang'], ['李', 'li'], ['王', 'wang'],
  ['吳', 'wu'], ['劉', 'liu'], ['蔡', 'cai'], ['楊', 'yang'], ['許', 'xu'], ['鄭', 'zheng'],
  ['謝', 'xie'], ['郭', 'guo'], ['洪', 'hong'], ['曾', 'zeng'], ['邱', 'qiu'], ['廖', 'liao'],
]

// prettier-ignore
export const TRADITIONAL_GIVEN: readonly Syllable[] = [
  ['怡君', 'yijun'], ['雅婷', 'yating'], ['志明', 'zhiming'], ['家豪', 'jiahao'], ['淑芬', 'shufen'],
  ['建宏', 'jianhong'], ['美玲', 'meiling'], ['俊傑', 'junjie'], ['宗翰', 'zonghan'], ['佩珊', 'peishan'],
  ['冠宇', 'guanyu'], ['詩涵', 'shihan'], ['承恩', 'chengen'], ['欣妤', 'xinyu'], ['柏翰', 'bohan'],
  ['韻如', 'yunru'], ['國華', 'guohua'], ['麗華', 'lihua'],
]

// prettier-ignore
export const ENGLISH_FIRST: readonly string[] = [
  'James', 'Olivia', 'William', 'Emma', 'Benjamin', 'Sophia', 'Lucas', 'Charlotte', 'Henry',
  'Amelia', 'Alexander', 'Mia', 'Daniel', 'Harper', 'Michael', 'Evelyn', 'Ethan', 'Abigail',
  'Samuel', 'Grace', 'David', 'Chloe', 'Thomas', 'Hannah',
]

// prettier-ignore
export const ENGLISH_LAST: readonly string[] = [
  'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Clarke', 'Walker', 'Wright', 'Hughes',
  'Edwards', 'Green', 'Hall', 'Wood', 'Harris', 'Martin', 'Cooper', 'Turner', 'Parker',
]

export interface Department {
  id: number
  pid: number
  names: Record<Lang, string>
}

// prettier-ignore
/** A tree: the company at the root, divisions under it, teams under some divisions. */
export const DEPARTMENTS: readonly Department[] = [
  { id: 1, pid: 0, names: { 'zh-hans': '华宇科技', 'zh-tw': '華宇科技', en: 'Huayu Technology' } },
  { id: 2, pid: 1, names: { 'zh-hans': '总经理办公室', 'zh-tw': '總經理辦公室', en: "CEO's Office" } },
  { id: 3, pid: 1, names: { 'zh-hans': '研发中心', 'zh-tw': '研發中心', en: 'R&D Centre' } },
  { id: 4, pid: 3, names: { 'zh-hans': '前端组', 'zh-tw': '前端組', en: 'Front-end Team' } },
  { id: 5, pid: 3, names: { 'zh-hans': '后端组', 'zh-tw': '後端組', en: 'Back-end Team' } },
  { id: 6, pid: 3, names: { 'zh-hans': '测试组', 'zh-tw': '測試組', en: 'QA Team' } },
  { id: 7, pid: 1, names: { 'zh-hans': '市场部', 'zh-tw': '市場部', en: 'Marketing' } },
  { id: 8, pid: 1, names: { 'zh-hans': '销售部', 'zh-tw': '銷售部', en: 'Sales' } },
  { id: 9, pid: 8, names: { 'zh-hans': '华南销售组', 'zh-tw': '華南銷售組', en: 'South China Sales' } },
  { id: 10, pid: 8, names: { 'zh-hans': '台湾业务组', 'zh-tw': '台灣業務組', en: 'Taiwan Business' } },
  { id: 11, pid: 1, names: { 'zh-hans': '人力资源部', 'zh-tw': '人力資源部', en: 'Human Resources' } },
  { id: 12, pid: 1, names: { 'zh-hans': '财务部', 'zh-tw': '財務部', en: 'Finance' } },
  { id: 13, pid: 1, names: { 'zh-hans': '国际业务部', 'zh-tw': '國際業務部', en: 'International Business' } },
]

// prettier-ignore
export const POSITIONS: Record<Lang, readonly string[]> = {
  'zh-hans': ['工程师', '高级工程师', '经理', '专员', '主管', '总监', '助理', '设计师'],
  'zh-tw': ['工程師', '資深工程師', '經理', '專員', '主管', '協理', '助理', '設計師'],
  en: ['Engineer', 'Senior Engineer', 'Manager', 'Specialist', 'Team Lead', 'Director', 'Assistant', 'Designer'],
}

export const CITIES: Record<Lang, readonly string[]> = {
  'zh-hans': ['北京', '上海', '广州', '深圳', '杭州', '成都'],
  'zh-tw': ['台北', '新竹', '台中', '高雄'],
  en: ['Singapore', 'London', 'Sydney', 'Toronto'],
}

export const ORG_NAME: Record<Lang, string> = {
  'zh-hans': '华宇科技有限公司',
  'zh-tw': '華宇科技有限公司',
  en: 'Huayu Technology Co., Ltd.',
}

export const MAIL_DOMAIN = 'huayu.example.com'

/** Outside parties that write to the organisation: customers, suppliers, services. */
export const EXTERNAL_PARTIES: readonly { address: string; name: string; lang: Lang }[] = [
  { address: 'service@bank.example.net', name: '招商银行信用卡中心', lang: 'zh-hans' },
  { address: 'noreply@travel.example.org', name: '携程旅行', lang: 'zh-hans' },
  { address: 'hr@partner.example.cn', name: '杭州云帆科技 人事部', lang: 'zh-hans' },
  { address: 'purchase@client-a.example.cn', name: '深圳恒达电子 采购部', lang: 'zh-hans' },
  { address: 'sales@supplier.example.tw', name: '台灣精密零件股份有限公司', lang: 'zh-tw' },
  { address: 'newsletter@tech.example.tw', name: '數位時代電子報', lang: 'zh-tw' },
  { address: 'billing@cloud.example.com', name: 'Cloud Billing', lang: 'en' },
  { address: 'events@conference.example.org', name: 'Global Tech Summit', lang: 'en' },
  { address: 'support@saas.example.io', name: 'SaaS Support Team', lang: 'en' },
  { address: 'john.doe@customer.example.co.uk', name: 'John Doe', lang: 'en' },
]
