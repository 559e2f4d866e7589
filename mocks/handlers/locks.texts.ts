/** The module-lock family's refusals in the server's three languages (M-ERR). */
import type { ServerLanguage } from '../i18n.ts'

export const LOCK_TEXT = {
  lockNotSet: {
    'zh-hans': '该模块未设置锁定密码',
    'zh-tw': '該模組未設定鎖定密碼',
    en: 'No lock password is set for this module.',
  },
  lockAlreadySet: {
    'zh-hans': '该模块已设置锁定密码',
    'zh-tw': '該模組已設定鎖定密碼',
    en: 'A lock password is already set for this module.',
  },
  lockPasswordRule: {
    'zh-hans': '锁定密码长度须为 6 到 16 位',
    'zh-tw': '鎖定密碼長度須為 6 到 16 位',
    en: 'The lock password must be 6 to 16 characters long.',
  },
  lockFolderUnknown: {
    'zh-hans': '只能锁定自己的文件夹',
    'zh-tw': '只能鎖定自己的資料夾',
    en: 'Only your own folders can be locked.',
  },
  lockNotAdmin: {
    'zh-hans': '只有管理员可以清除锁定密码',
    'zh-tw': '只有管理員可以清除鎖定密碼',
    en: 'Only an administrator can clear lock passwords.',
  },
  lockUserUnknown: {
    'zh-hans': '用户不存在',
    'zh-tw': '使用者不存在',
    en: 'No such user.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>

export const lockText = (key: keyof typeof LOCK_TEXT, lang: ServerLanguage): string =>
  LOCK_TEXT[key][lang]
