/** The review family's refusals in the server's three languages (M-ERR). */
import type { ServerLanguage } from '../i18n.ts'

export const REVIEW_TEXT = {
  notReviewer: {
    'zh-hans': '您没有审核邮件的权限',
    'zh-tw': '您沒有審核郵件的權限',
    en: 'You do not have permission to review mail.',
  },
  reviewNotFound: {
    'zh-hans': '审核邮件不存在',
    'zh-tw': '審核郵件不存在',
    en: 'No such mail for review.',
  },
  rejectReasonRequired: {
    'zh-hans': '请输入拒绝原因',
    'zh-tw': '請輸入拒絕原因',
    en: 'please input reject reason',
  },
  notWaiting: {
    'zh-hans': '该邮件已审核或不存在',
    'zh-tw': '該郵件已審核或不存在',
    en: 'This mail has already been reviewed or does not exist.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>

export const reviewText = (key: keyof typeof REVIEW_TEXT, lang: ServerLanguage): string =>
  REVIEW_TEXT[key][lang]
