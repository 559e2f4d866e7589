/** The fake server's words for the sender lists and the filter rules (issue 12). */
import type { ServerLanguage } from '../i18n.ts'

const TEXTS = {
  senderInvalid: {
    'zh-hans': '请输入有效的邮箱地址或域名',
    'zh-tw': '請輸入有效的電子郵件地址或網域',
    en: 'Enter a valid email address or domain.',
  },
  entriesMissing: {
    'zh-hans': '所选条目不存在或已被删除',
    'zh-tw': '所選項目不存在或已被刪除',
    en: 'The chosen entries no longer exist.',
  },
  ruleNameRequired: {
    'zh-hans': '请输入规则名称',
    'zh-tw': '請輸入規則名稱',
    en: 'Please enter a rule name.',
  },
  ruleNameTaken: {
    'zh-hans': '已有同名的过滤规则',
    'zh-tw': '已有同名的篩選規則',
    en: 'A filter rule with this name already exists.',
  },
  conditionInvalid: {
    'zh-hans': '请完整填写每一条条件',
    'zh-tw': '請完整填寫每一條條件',
    en: 'Please complete every condition.',
  },
  folderRequired: {
    'zh-hans': '请选择一个存在的文件夹',
    'zh-tw': '請選擇一個存在的資料夾',
    en: 'Please choose an existing folder.',
  },
  ruleNotFound: {
    'zh-hans': '该过滤规则不存在或已被删除',
    'zh-tw': '此篩選規則不存在或已被刪除',
    en: 'This filter rule no longer exists.',
  },
} as const

export type SenderFilterTextKey = keyof typeof TEXTS

export function senderFilterText(key: SenderFilterTextKey, lang: ServerLanguage): string {
  return TEXTS[key][lang]
}
