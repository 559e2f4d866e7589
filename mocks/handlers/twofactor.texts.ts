/** The two-factor and WeChat families' refusals in the server's three languages. */
import type { ServerLanguage } from '../i18n.ts'

export const TWOFACTOR_TEXT = {
  ticketExpired: {
    'zh-hans': '登录已失效，请重新登录',
    'zh-tw': '登入已失效，請重新登入',
    en: 'The login has expired. Please log in again.',
  },
  tooManyAttempts: {
    'zh-hans': '验证码错误次数过多，请重新登录',
    'zh-tw': '驗證碼錯誤次數過多，請重新登入',
    en: 'Too many wrong codes. Please log in again.',
  },
  codeFormat: {
    'zh-hans': '请输入 6 位数字验证码',
    'zh-tw': '請輸入 6 位數字驗證碼',
    en: 'Enter the 6-digit code.',
  },
  wrongTotp: {
    'zh-hans': '动态验证码错误，请重新输入',
    'zh-tw': '動態驗證碼錯誤，請重新輸入',
    en: 'Wrong authenticator code. Please try again.',
  },
  wrongSms: {
    'zh-hans': '短信验证码错误或已过期',
    'zh-tw': '簡訊驗證碼錯誤或已過期',
    en: 'The SMS code is wrong or has expired.',
  },
  methodNotBound: {
    'zh-hans': '该验证方式未绑定',
    'zh-tw': '該驗證方式未綁定',
    en: 'This verification method is not bound.',
  },
  smsTooSoon: {
    'zh-hans': '验证码发送过于频繁，请稍后再试',
    'zh-tw': '驗證碼傳送過於頻繁，請稍後再試',
    en: 'Codes are being requested too often. Please wait and try again.',
  },
  badPhone: {
    'zh-hans': '请输入正确的手机号码',
    'zh-tw': '請輸入正確的手機號碼',
    en: 'Enter a valid mobile number.',
  },
  totpAlreadyBound: {
    'zh-hans': '已绑定身份验证器，请先解绑',
    'zh-tw': '已綁定身分驗證器，請先解除綁定',
    en: 'An authenticator is already bound. Unbind it first.',
  },
  setupExpired: {
    'zh-hans': '绑定已失效，请重新开始',
    'zh-tw': '綁定已失效，請重新開始',
    en: 'The binding has expired. Please start again.',
  },
  totpNotBound: {
    'zh-hans': '未绑定身份验证器',
    'zh-tw': '未綁定身分驗證器',
    en: 'No authenticator is bound.',
  },
  smsAlreadyBound: {
    'zh-hans': '已绑定手机，请先解绑',
    'zh-tw': '已綁定手機，請先解除綁定',
    en: 'A phone is already bound. Unbind it first.',
  },
  smsNotBound: {
    'zh-hans': '未绑定手机',
    'zh-tw': '未綁定手機',
    en: 'No phone is bound.',
  },
  notAdmin: {
    'zh-hans': '只有管理员可以清除他人的身份验证器绑定',
    'zh-tw': '只有管理員可以清除他人的身分驗證器綁定',
    en: "Only an administrator can clear another user's authenticator binding.",
  },
  noSuchUser: {
    'zh-hans': '用户不存在',
    'zh-tw': '使用者不存在',
    en: 'No such user.',
  },
  userNotBound: {
    'zh-hans': '该用户未绑定身份验证器',
    'zh-tw': '該使用者未綁定身分驗證器',
    en: 'This user has no authenticator bound.',
  },
  cleared: {
    'zh-hans': '已清除 {user} 的身份验证器绑定',
    'zh-tw': '已清除 {user} 的身分驗證器綁定',
    en: 'The authenticator binding of {user} was cleared.',
  },
  noSuchScene: {
    'zh-hans': '二维码不存在，请刷新',
    'zh-tw': 'QR 碼不存在，請重新整理',
    en: 'No such QR code. Please get a new one.',
  },
  wechatNotBound: {
    'zh-hans': '未绑定微信',
    'zh-tw': '未綁定微信',
    en: 'No WeChat account is bound.',
  },
  sharedMailbox: {
    'zh-hans': '共享邮箱中不能修改二次验证设置',
    'zh-tw': '共享郵箱中不能修改二次驗證設定',
    en: 'Two-factor settings cannot be changed in a shared mailbox.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>

export type TwofactorTextKey = keyof typeof TWOFACTOR_TEXT

export const twofactorText = (
  key: TwofactorTextKey,
  lang: ServerLanguage,
  values: Record<string, string> = {},
): string =>
  TWOFACTOR_TEXT[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
