/**
 * The app centre (/appcenter, issue 16; decisions.md #296): the organisation's applications in
 * the user's language, the administrator's order. The `empty` scenario has none (its empty page).
 */
import type { components } from '../../src/api/schema.gen.ts'
import type { ServerLanguage } from '../i18n.ts'
import { MAIL_DOMAIN } from '../seed/text/names.ts'
import { runtime } from '../state.ts'
import { checkAuth, http } from './http.ts'

type App = components['schemas']['App']
type Words = Record<ServerLanguage, string>

const APPS: { id: number; path: string; name: Words; description: Words; category: Words }[] = [
  {
    id: 1,
    path: 'oa',
    name: { 'zh-hans': '协同办公', 'zh-tw': '協同辦公', en: 'Office workflow' },
    description: {
      'zh-hans': '公文、审批流程与通知公告',
      'zh-tw': '公文、簽核流程與公告',
      en: 'Documents, approvals and announcements',
    },
    category: { 'zh-hans': '办公', 'zh-tw': '辦公', en: 'Office' },
  },
  {
    id: 2,
    path: 'expense',
    name: { 'zh-hans': '费用报销', 'zh-tw': '費用報銷', en: 'Expenses' },
    description: {
      'zh-hans': '差旅与日常费用的报销申请',
      'zh-tw': '差旅與日常費用的報銷申請',
      en: 'Claim travel and everyday expenses',
    },
    category: { 'zh-hans': '财务', 'zh-tw': '財務', en: 'Finance' },
  },
  {
    id: 3,
    path: 'rooms',
    name: { 'zh-hans': '会议室预订', 'zh-tw': '會議室預約', en: 'Meeting rooms' },
    description: {
      'zh-hans': '查看空闲会议室并预订',
      'zh-tw': '查看空閒會議室並預約',
      en: 'Find a free room and book it',
    },
    category: { 'zh-hans': '行政', 'zh-tw': '行政', en: 'Facilities' },
  },
  {
    id: 4,
    path: 'hr',
    name: { 'zh-hans': '人事自助', 'zh-tw': '人事自助', en: 'HR self-service' },
    description: {
      'zh-hans': '请假、考勤与工资条',
      'zh-tw': '請假、出勤與薪資單',
      en: 'Leave, attendance and payslips',
    },
    category: { 'zh-hans': '人事', 'zh-tw': '人事', en: 'People' },
  },
  {
    id: 5,
    path: 'helpdesk',
    name: { 'zh-hans': 'IT 服务台', 'zh-tw': 'IT 服務台', en: 'IT help desk' },
    description: {
      'zh-hans': '报修、账号与软件申请',
      'zh-tw': '報修、帳號與軟體申請',
      en: 'Repairs, accounts and software requests',
    },
    category: { 'zh-hans': '支持', 'zh-tw': '支援', en: 'Support' },
  },
]

export function appsFor(lang: ServerLanguage): App[] {
  if (runtime.scenario === 'empty') return []
  return APPS.map((app) => ({
    id: app.id,
    name: app.name[lang],
    description: app.description[lang],
    category: app.category[lang],
    url: `https://${app.path}.${MAIL_DOMAIN}/`,
  }))
}

export const appCenterHandlers = [
  http.get('/api/core/apps/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(appsFor(auth.lang))
  }),
]
