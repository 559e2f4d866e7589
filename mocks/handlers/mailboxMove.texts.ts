/** The fake server's words for the mailbox-move calls (issue 16, /setting/mailboxmove). */
import type { ServerLanguage } from '../i18n.ts'

const TEXTS = {
  moveServerRequired: {
    'zh-hans': '请输入服务器地址',
    'zh-tw': '請輸入伺服器位址',
    en: 'Please enter the server.',
  },
  moveServerInvalid: {
    'zh-hans': '服务器地址无效',
    'zh-tw': '伺服器位址無效',
    en: 'The server is not valid.',
  },
  movePortInvalid: {
    'zh-hans': '端口为 1 到 65535 的整数',
    'zh-tw': '連接埠為 1 到 65535 的整數',
    en: 'The port is a whole number from 1 to 65535.',
  },
  moveEmailRequired: {
    'zh-hans': '请输入邮箱地址',
    'zh-tw': '請輸入信箱位址',
    en: 'Please enter the email address.',
  },
  moveEmailInvalid: {
    'zh-hans': '请输入有效的邮箱地址',
    'zh-tw': '請輸入有效的信箱位址',
    en: 'Please enter a valid email address.',
  },
  movePasswordRequired: {
    'zh-hans': '请输入密码',
    'zh-tw': '請輸入密碼',
    en: 'Please enter the password.',
  },
  passwordStale: {
    'zh-hans': '密码已过期，请重新输入',
    'zh-tw': '密碼已逾時，請重新輸入',
    en: 'The password has expired; please enter it again.',
  },
  moveDuplicate: {
    'zh-hans': '这个邮箱已经添加过了',
    'zh-tw': '這個信箱已經新增過了',
    en: 'This mailbox has already been added.',
  },
  moveNotFound: {
    'zh-hans': '搬家账号不存在',
    'zh-tw': '搬家帳號不存在',
    en: 'That mailbox-move account does not exist.',
  },
  unreachable: {
    'zh-hans': '无法连接 {server}:{port}，请检查服务器地址、端口和 SSL 设置。',
    'zh-tw': '無法連線 {server}:{port}，請檢查伺服器位址、連接埠和 SSL 設定。',
    en: 'Cannot connect to {server}:{port}. Check the server, the port and SSL.',
  },
  authFailed: {
    'zh-hans': '登录 {server} 失败：邮箱或密码错误。',
    'zh-tw': '登入 {server} 失敗：信箱或密碼錯誤。',
    en: 'Signing in to {server} failed: wrong email or password.',
  },
  interrupted: {
    'zh-hans': '{server} 中断了连接，请稍后重新开始搬家。',
    'zh-tw': '{server} 中斷了連線，請稍後重新開始搬家。',
    en: '{server} closed the connection. Please start the move again later.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>

export type MailboxMoveTextKey = keyof typeof TEXTS

export const isMailboxMoveTextKey = (key: string): key is MailboxMoveTextKey => key in TEXTS

export function mailboxMoveText(
  key: MailboxMoveTextKey,
  lang: ServerLanguage,
  vars: Record<string, string | number> = {},
): string {
  return Object.entries(vars).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    TEXTS[key][lang] as string,
  )
}
