/**
 * The fake server answers in the user's language, as the real one does: the `language` cookie
 * first, then Accept-Language, else zh-hans. These are server texts, not UI strings, so they live
 * here and not in the Lingui catalogs.
 */
export type ServerLanguage = 'zh-hans' | 'zh-tw' | 'en'

const MESSAGES = {
  wrongLockPassword: {
    'zh-hans': '锁定密码错误',
    'zh-tw': '鎖定密碼錯誤',
    en: 'Wrong lock password.',
  },
  notAdmin: {
    'zh-hans': '您没有管理后台的权限',
    'zh-tw': '您沒有管理後台的權限',
    en: 'You have no access to the admin backstage.',
  },
  badCredentials: {
    'zh-hans': '用户名或密码错误',
    'zh-tw': '使用者名稱或密碼錯誤',
    en: 'Incorrect username or password.',
  },
  staleSecret: {
    'zh-hans': '请求已过期，请检查本机时间后重试',
    'zh-tw': '請求已逾時，請檢查本機時間後重試',
    en: 'The request has expired. Check your computer clock and try again.',
  },
  badSecret: {
    'zh-hans': '密码解析失败，请刷新页面后重试',
    'zh-tw': '密碼解析失敗，請重新整理頁面後重試',
    en: 'The password could not be read. Reload the page and try again.',
  },
  captchaRequired: {
    'zh-hans': '请先完成安全验证',
    'zh-tw': '請先完成安全驗證',
    en: 'Please complete the security check first.',
  },
  captchaWrong: {
    'zh-hans': '验证失败，请重试',
    'zh-tw': '驗證失敗，請重試',
    en: 'Verification failed. Please try again.',
  },
  captchaExpired: {
    'zh-hans': '验证码已失效，请刷新',
    'zh-tw': '驗證碼已失效，請重新整理',
    en: 'The captcha has expired. Please get a new one.',
  },
  tokenMissing: {
    'zh-hans': '身份认证信息未提供。',
    'zh-tw': '未提供身分驗證資訊。',
    en: 'Authentication credentials were not provided.',
  },
  tokenInvalid: {
    'zh-hans': '登录状态无效，请重新登录',
    'zh-tw': '登入狀態無效，請重新登入',
    en: 'Invalid token. Please log in again.',
  },
  tokenExpired: {
    'zh-hans': '登录已过期，请重新登录',
    'zh-tw': '登入已逾時，請重新登入',
    en: 'Your session has expired. Please log in again.',
  },
  accountDisabled: {
    'zh-hans': '该账号已被禁用',
    'zh-tw': '此帳號已停用',
    en: 'This account is disabled.',
  },
  wrongOldPassword: {
    'zh-hans': '原密码错误',
    'zh-tw': '原密碼錯誤',
    en: 'The current password is wrong.',
  },
  required: {
    'zh-hans': '该字段不能为空。',
    'zh-tw': '此欄位不可為空。',
    en: 'This field may not be blank.',
  },
  passwordMismatch: {
    'zh-hans': '两次输入的密码不一致',
    'zh-tw': '兩次輸入的密碼不一致',
    en: 'The two passwords do not match.',
  },
  passwordWeak: {
    'zh-hans': '新密码不符合密码规则',
    'zh-tw': '新密碼不符合密碼規則',
    en: 'The new password does not meet the password rules.',
  },
  passwordSame: {
    'zh-hans': '新密码不能与原密码相同',
    'zh-tw': '新密碼不可與原密碼相同',
    en: 'The new password must differ from the current one.',
  },
  folderMissing: {
    'zh-hans': '该邮件所在的文件夹不存在或已被删除！',
    'zh-tw': '該郵件所在的資料夾不存在或已被刪除！',
    en: 'The folder in which this message is located does not exist or has been deleted!',
  },
  badCaptchaType: {
    'zh-hans': '不支持的验证码类型',
    'zh-tw': '不支援的驗證碼類型',
    en: 'Unsupported captcha type.',
  },
  invalidValue: {
    'zh-hans': '参数值无效。',
    'zh-tw': '參數值無效。',
    en: 'Invalid value.',
  },
  serverError: {
    'zh-hans': '服务器内部错误',
    'zh-tw': '伺服器內部錯誤',
    en: 'Internal server error.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>

export type MessageKey = keyof typeof MESSAGES

export function normaliseLanguage(value: string | undefined | null): ServerLanguage | null {
  const tag = (value ?? '').trim().toLowerCase().replace('_', '-')
  if (tag === '') return null
  if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zh-tw'
  if (tag.startsWith('zh')) return 'zh-hans'
  if (tag.startsWith('en')) return 'en'
  return null
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(/;\s*/)) {
    const [key, ...rest] = part.split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export function languageOf(request: Request, cookies?: Record<string, string>): ServerLanguage {
  const fromCookie = normaliseLanguage(
    cookies?.language ?? cookieValue(request.headers.get('cookie'), 'language'),
  )
  if (fromCookie) return fromCookie
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const lang = normaliseLanguage(part.split(';')[0])
    if (lang) return lang
  }
  return 'zh-hans'
}

export function message(key: MessageKey, lang: ServerLanguage): string {
  return MESSAGES[key][lang]
}
