/**
 * Server texts of the compose settings (signatures, templates, stationery, compose params) in the
 * three languages. The paging text is Django REST's own ('Invalid page.').
 */
import type { ServerLanguage } from '../i18n.ts'

export const COMPOSE_SETTINGS_TEXT = {
  invalidPage: { 'zh-hans': '无效页面。', 'zh-tw': '無效頁面。', en: 'Invalid page.' },
  signatureCaptionRequired: {
    'zh-hans': '请输入签名名称',
    'zh-tw': '請輸入簽名名稱',
    en: 'Please enter a name for the signature.',
  },
  signatureContentRequired: {
    'zh-hans': '请输入签名内容',
    'zh-tw': '請輸入簽名內容',
    en: 'Please enter the signature.',
  },
  signatureNotFound: {
    'zh-hans': '签名不存在',
    'zh-tw': '簽名不存在',
    en: 'No such signature.',
  },
  templateCaptionRequired: {
    'zh-hans': '请输入模板名称',
    'zh-tw': '請輸入範本名稱',
    en: 'Please enter a name for the template.',
  },
  templateContentRequired: {
    'zh-hans': '请输入模板内容',
    'zh-tw': '請輸入範本內容',
    en: 'Please enter the template content.',
  },
  templateNotFound: {
    'zh-hans': '模板不存在',
    'zh-tw': '範本不存在',
    en: 'No such template.',
  },
  signatureCaptionTaken: {
    'zh-hans': '已有同名的签名，请换一个名称',
    'zh-tw': '已有同名的簽名，請換一個名稱',
    en: 'You already have a signature with this name.',
  },
  templateCaptionTaken: {
    'zh-hans': '已有同名的模板，请换一个名称',
    'zh-tw': '已有同名的範本，請換一個名稱',
    en: 'You already have a template with this name.',
  },
  captionTooLong: {
    'zh-hans': '名称不能超过 50 个字符',
    'zh-tw': '名稱不可超過 50 個字元',
    en: 'The name may have at most 50 characters.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>

export type ComposeSettingsTextKey = keyof typeof COMPOSE_SETTINGS_TEXT

export function composeSettingsText(key: ComposeSettingsTextKey, lang: ServerLanguage): string {
  return COMPOSE_SETTINGS_TEXT[key][lang]
}

/** Mail levels 1–5 (R-COMPOSE-10, C-LIMIT-12: normal, internal, secret, privacy, highest). */
export const MAIL_LEVEL_LABELS: Record<ServerLanguage, readonly string[]> = {
  'zh-hans': ['普通', '内部', '秘密', '机密', '绝密'],
  'zh-tw': ['普通', '內部', '秘密', '機密', '絕密'],
  en: ['Normal', 'Internal', 'Secret', 'Privacy', 'Highest'],
}
