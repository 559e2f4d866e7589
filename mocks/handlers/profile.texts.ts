/** The fake server's words for the profile, param and security-question calls (issue 12). */
import type { ServerLanguage } from '../i18n.ts'

const TEXTS = {
  nameRequired: { 'zh-hans': '请输入姓名', 'zh-tw': '請輸入姓名', en: 'Please enter your name.' },
  nameTooLong: {
    'zh-hans': '姓名长度为 1 到 35 个字符',
    'zh-tw': '姓名長度為 1 到 35 個字元',
    en: 'The name must be 1 to 35 characters.',
  },
  jobNumberTaken: {
    'zh-hans': '该工号已被其他员工使用',
    'zh-tw': '此工號已被其他員工使用',
    en: 'This job number is already used by another employee.',
  },
  avatarType: {
    'zh-hans': '头像只能是 JPG、GIF、PNG 或 BMP 图片',
    'zh-tw': '頭像只能是 JPG、GIF、PNG 或 BMP 圖片',
    en: 'The avatar must be a JPG, GIF, PNG or BMP image.',
  },
  avatarSize: {
    'zh-hans': '头像图片须小于 10MB',
    'zh-tw': '頭像圖片須小於 10MB',
    en: 'The avatar image must be under 10MB.',
  },
  avatarSaved: { 'zh-hans': '头像已更新', 'zh-tw': '頭像已更新', en: 'Avatar updated.' },
  wrongPassword: {
    'zh-hans': '登录密码错误',
    'zh-tw': '登入密碼錯誤',
    en: 'The login password is wrong.',
  },
  questionsIncomplete: {
    'zh-hans': '请填写三个密保问题及答案',
    'zh-tw': '請填寫三個密保問題及答案',
    en: 'Please fill in the three security questions and their answers.',
  },
  questionsRepeated: {
    'zh-hans': '三个密保问题不能重复',
    'zh-tw': '三個密保問題不能重複',
    en: 'The three security questions must be different.',
  },
  autoSaveRange: {
    'zh-hans': '草稿自动保存间隔为 1 到 60 分钟',
    'zh-tw': '草稿自動儲存間隔為 1 到 60 分鐘',
    en: 'The draft auto-save interval is 1 to 60 minutes.',
  },
} as const

export type ProfileTextKey = keyof typeof TEXTS

export function profileText(key: ProfileTextKey, lang: ServerLanguage): string {
  return TEXTS[key][lang]
}
