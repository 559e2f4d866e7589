/** The fake server's words for registration and the password reset by security questions. */
import type { ServerLanguage } from '../i18n.ts'

const TEXTS = {
  registerClosed: {
    'zh-hans': '本单位暂未开放注册',
    'zh-tw': '本單位暫未開放註冊',
    en: 'Registration is not open for this organisation.',
  },
  usernameChars: {
    'zh-hans': '用户名只能包含数字、小写字母、下划线（_）、连字符（-）和点（.）',
    'zh-tw': '使用者名稱只能包含數字、小寫字母、底線（_）、連字號（-）和點（.）',
    en: 'The username may contain only digits, lowercase letters, underscores (_), hyphens (-) and dots (.).',
  },
  usernameTaken: {
    'zh-hans': '该用户名已被使用',
    'zh-tw': '此使用者名稱已被使用',
    en: 'This username is already taken.',
  },
  domainUnknown: {
    'zh-hans': '请选择本单位的邮箱域名',
    'zh-tw': '請選擇本單位的郵箱網域',
    en: "Please choose one of the organisation's domains.",
  },
  mobileInvalid: {
    'zh-hans': '手机号码格式不正确',
    'zh-tw': '手機號碼格式不正確',
    en: 'The mobile number is not valid.',
  },
  registrationPending: {
    'zh-hans': '您的注册申请正在等待管理员审核，审核通过后即可登录',
    'zh-tw': '您的註冊申請正在等待管理員審核，審核通過後即可登入',
    en: 'Your registration is waiting for approval by the administrator; you can sign in once it is approved.',
  },
  registrationRejected: {
    'zh-hans': '您的注册申请未通过审核，请联系管理员',
    'zh-tw': '您的註冊申請未通過審核，請聯絡管理員',
    en: 'Your registration was not approved. Please contact the administrator.',
  },
  noSecretReset: {
    'zh-hans': '该账号无法通过密保问题找回密码，请联系管理员',
    'zh-tw': '此帳號無法透過密保問題找回密碼，請聯絡管理員',
    en: 'This account cannot reset its password with security questions. Please contact the administrator.',
  },
  wrongAnswers: {
    'zh-hans': '密保问题的答案不正确',
    'zh-tw': '密保問題的答案不正確',
    en: 'The answers to the security questions are not correct.',
  },
  resetDone: {
    'zh-hans': '密码已重置，请使用新密码登录',
    'zh-tw': '密碼已重設，請使用新密碼登入',
    en: 'Your password has been reset. Sign in with the new password.',
  },
} as const

export type RegisterTextKey = keyof typeof TEXTS

export function registerText(key: RegisterTextKey, lang: ServerLanguage): string {
  return TEXTS[key][lang]
}
