/** The fake server's words for the SMTP relay calls (issue 16, /setting/transfer). */
import type { ServerLanguage } from '../i18n.ts'

const TEXTS = {
  relayServerRequired: {
    'zh-hans': '请输入 SMTP 服务器地址',
    'zh-tw': '請輸入 SMTP 伺服器位址',
    en: 'Please enter the SMTP server.',
  },
  relayServerInvalid: {
    'zh-hans': 'SMTP 服务器地址无效',
    'zh-tw': 'SMTP 伺服器位址無效',
    en: 'The SMTP server is not valid.',
  },
  relayPortInvalid: {
    'zh-hans': '端口为 1 到 65535 的整数',
    'zh-tw': '連接埠為 1 到 65535 的整數',
    en: 'The port is a whole number from 1 to 65535.',
  },
  relayAccountRequired: {
    'zh-hans': '请输入 SMTP 账号',
    'zh-tw': '請輸入 SMTP 帳號',
    en: 'Please enter the SMTP account.',
  },
  relayPasswordRequired: {
    'zh-hans': '请输入 SMTP 密码',
    'zh-tw': '請輸入 SMTP 密碼',
    en: 'Please enter the SMTP password.',
  },
  passwordStale: {
    'zh-hans': '密码已过期，请重新输入',
    'zh-tw': '密碼已逾時，請重新輸入',
    en: 'The password has expired; please enter it again.',
  },
  verified: {
    'zh-hans': '验证成功：已登录 {server}，可以通过它发信。',
    'zh-tw': '驗證成功：已登入 {server}，可以透過它寄信。',
    en: 'Verified: signed in to {server}; mail can go out through it.',
  },
  unreachable: {
    'zh-hans': '无法连接 {server}:{port}，请检查服务器地址、端口和 SSL 设置。',
    'zh-tw': '無法連線 {server}:{port}，請檢查伺服器位址、連接埠和 SSL 設定。',
    en: 'Cannot connect to {server}:{port}. Check the server, the port and SSL.',
  },
  authFailed: {
    'zh-hans': '登录 {server} 失败：账号或密码错误（535）。',
    'zh-tw': '登入 {server} 失敗：帳號或密碼錯誤（535）。',
    en: 'Signing in to {server} failed: wrong account or password (535).',
  },
  notVerified: {
    'zh-hans': '保存前验证未通过：{reason}',
    'zh-tw': '儲存前驗證未通過：{reason}',
    en: 'The check before saving failed: {reason}',
  },
} as const

export type SmtpRelayTextKey = keyof typeof TEXTS

export function smtpRelayText(
  key: SmtpRelayTextKey,
  lang: ServerLanguage,
  values: Record<string, string | number> = {},
): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}
