/** The sharing family's refusals in the server's three languages (M-ERR). */
import type { ServerLanguage } from '../i18n.ts'

export const SHARE_TEXT = {
  shareUserRequired: {
    'zh-hans': '请选择要共享给的同事',
    'zh-tw': '請選擇要共用給的同事',
    en: 'Choose the colleague to share with.',
  },
  shareUserUnknown: {
    'zh-hans': '只能共享给本单位的同事',
    'zh-tw': '只能共用給本單位的同事',
    en: 'You can only share with colleagues in your organisation.',
  },
  shareUserSelf: {
    'zh-hans': '不能共享给自己',
    'zh-tw': '不能共用給自己',
    en: 'You cannot share your mailbox with yourself.',
  },
  shareUserTaken: {
    'zh-hans': '已共享给该同事，请直接修改其权限',
    'zh-tw': '已共用給該同事，請直接修改其權限',
    en: 'Your mailbox is already shared with this colleague; change their level instead.',
  },
  sharePermissionInvalid: {
    'zh-hans': '请选择共享权限',
    'zh-tw': '請選擇共用權限',
    en: 'Choose a sharing level.',
  },
  shareNotFound: {
    'zh-hans': '该共享不存在或已取消',
    'zh-tw': '該共用不存在或已取消',
    en: 'This share does not exist or has been cancelled.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>

export const shareText = (key: keyof typeof SHARE_TEXT, lang: ServerLanguage): string =>
  SHARE_TEXT[key][lang]
