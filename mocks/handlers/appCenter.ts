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

/** The apps' sub-domains, in the administrator's order; their ids are their places (from 1). */
const PATHS = ['oa', 'expense', 'rooms', 'hr', 'helpdesk'] as const

/** Name, description and category of each app of PATHS, one table per language. */
const WORDS: Record<ServerLanguage, readonly (readonly [string, string, string])[]> = {
  'zh-hans': [
    ['协同办公', '公文、审批流程与通知公告', '办公'],
    ['费用报销', '差旅与日常费用的报销申请', '财务'],
    ['会议室预订', '查看空闲会议室并预订', '行政'],
    ['人事自助', '请假、考勤与工资条', '人事'],
    ['IT 服务台', '报修、账号与软件申请', '支持'],
  ],
  'zh-tw': [
    ['協同辦公', '公文、簽核流程與公告', '辦公'],
    ['費用報銷', '差旅與日常費用的報銷申請', '財務'],
    ['會議室預約', '查看空閒會議室並預約', '行政'],
    ['人事自助', '請假、出勤與薪資單', '人事'],
    ['IT 服務台', '報修、帳號與軟體申請', '支援'],
  ],
  en: [
    ['Office workflow', 'Documents, approvals and announcements', 'Office'],
    ['Expenses', 'Claim travel and everyday expenses', 'Finance'],
    ['Meeting rooms', 'Find a free room and book it', 'Facilities'],
    ['HR self-service', 'Leave, attendance and payslips', 'People'],
    ['IT help desk', 'Repairs, accounts and software requests', 'Support'],
  ],
}

export function appsFor(lang: ServerLanguage): App[] {
  if (runtime.scenario === 'empty') return []
  return PATHS.map((path, i) => {
    const [name, description, category] = WORDS[lang][i] ?? WORDS['zh-hans'][i] ?? [path, '', '']
    return { id: i + 1, name, description, category, url: `https://${path}.${MAIL_DOMAIN}/` }
  })
}

export const appCenterHandlers = [
  http.get('/api/core/apps/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(appsFor(auth.lang))
  }),
]
