/**
 * Texts the fake server holds as data (the admin's welcome-link tabs, the weather, where a login
 * came from) answered in the session's language, as a server with localised content would: an
 * English session no longer reads 常用系统 or 晴转多云. Each row lists one text in zh-hans, zh-tw
 * and en; a text the table does not know is answered as stored.
 */
import type { ServerLanguage } from '../../i18n.ts'

type Row = readonly [zhHans: string, zhTw: string, en: string]

const ROWS: readonly Row[] = [
  // Welcome-link tabs and links (mocks/seed/account.ts).
  ['常用系统', '常用系統', 'Common systems'],
  ['帮助与支持', '幫助與支援', 'Help & Support'],
  ['OA 办公系统', 'OA 辦公系統', 'OA office system'],
  ['审批、公告、考勤', '審批、公告、考勤', 'Approvals, notices, attendance'],
  ['报销系统', '報銷系統', 'Expense claims'],
  ['差旅与费用报销', '差旅與費用報銷', 'Travel and expense claims'],
  ['HR 门户', 'HR 入口網站', 'HR Portal'],
  ['请假、工资单、培训', '請假、薪資單、培訓', 'Leave, payslips, training'],
  ['邮箱使用手册', '郵箱使用手冊', 'Mail user guide'],
  ['客户端设置与常见问题', '用戶端設定與常見問題', 'Client set-up and FAQ'],
  ['IT 服务台', 'IT 服務台', 'IT service desk'],
  ['分机 8000', '分機 8000', 'Ext. 8000'],
  // Weather (mocks/seed/account.ts).
  ['北京', '北京', 'Beijing'],
  ['晴转多云', '晴轉多雲', 'Sunny, then cloudy'],
  ['西北风 3-4级', '西北風 3-4級', 'Northwest wind, force 3–4'],
  // Login places (mocks/handlers/login.ts, mocks/seed/selfQueryLogs.ts).
  ['本机（演示环境）', '本機（示範環境）', 'This computer (demo)'],
  ['北京市 电信', '北京市 電信', 'Beijing, China Telecom'],
  ['上海市 联通', '上海市 聯通', 'Shanghai, China Unicom'],
  ['台北市 中华电信', '台北市 中華電信', 'Taipei, Chunghwa Telecom'],
  ['新加坡 新电信', '新加坡 新電信', 'Singapore Singtel'],
  ['深圳市 移动', '深圳市 移動', 'Shenzhen, China Mobile'],
  // Self-query records (mocks/seed/selfQueryLogs.ts).
  ['北京市 联通', '北京市 聯通', 'Beijing, China Unicom'],
  ['北京市 移动', '北京市 移動', 'Beijing, China Mobile'],
  ['上海市 电信', '上海市 電信', 'Shanghai, China Telecom'],
  ['荷兰 阿姆斯特丹', '荷蘭 阿姆斯特丹', 'Amsterdam, Netherlands'],
  ['德国 法兰克福', '德國 法蘭克福', 'Frankfurt, Germany'],
  ['收件箱', '收件匣', 'Inbox'],
  ['已删除', '刪除郵件', 'Deleted'],
]

const COLUMN: Record<ServerLanguage, 0 | 1 | 2> = { 'zh-hans': 0, 'zh-tw': 1, en: 2 }

const byText = new Map<string, Row>()
for (const row of ROWS) for (const text of row) if (!byText.has(text)) byText.set(text, row)

/** `text` in `lang` when the table knows it (in any of its languages), else as stored. */
export function serverText(text: string, lang: ServerLanguage): string {
  return byText.get(text)?.[COLUMN[lang]] ?? text
}
