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
  mailNotFound: {
    'zh-hans': '未找到！是否已移动到其他文件夹？',
    'zh-tw': '找不到！是否已移動到其他資料夾？',
    en: 'Not found! Have you moved to another folder?',
  },
  remarkRequired: {
    'zh-hans': '请输入备注！',
    'zh-tw': '請輸入備註！',
    en: 'Please enter a note!',
  },
  remarkTooLong: {
    'zh-hans': '不能超过200个字符！',
    'zh-tw': '不能超過200個字元！',
    en: 'No more than 200 characters!',
  },
  wrongMailPassword: {
    'zh-hans': '密码错误，请重新输入',
    'zh-tw': '密碼錯誤，請重新輸入',
    en: 'Wrong password, please re-enter',
  },
  receiptFailed: {
    'zh-hans': '发送回执失败！',
    'zh-tw': '傳送回條失敗！',
    en: 'Send receipt failed!',
  },
  receiptSent: {
    'zh-hans': '已向发件人发送已读回执',
    'zh-tw': '已向寄件者傳送已讀回條',
    en: 'A read receipt was sent to the sender.',
  },
  receiptNotAsked: {
    'zh-hans': '该邮件未要求已读回执',
    'zh-tw': '此郵件未要求已讀回條',
    en: 'This mail did not ask for a read receipt.',
  },
  notProtected: {
    'zh-hans': '该邮件未加密',
    'zh-tw': '此郵件未加密',
    en: 'This mail is not password-protected.',
  },
  notInvitation: {
    'zh-hans': '该邮件不是会议邀请',
    'zh-tw': '此郵件不是會議邀請',
    en: 'This mail is not a calendar invitation.',
  },
  sharedNoPermission: {
    'zh-hans': '您登录的共享邮箱没有执行此操作的权限',
    'zh-tw': '您登入的共用信箱沒有執行此操作的權限',
    en: 'No permission to do this for the shared mailbox you are logged into.',
  },
  shareNotYours: {
    'zh-hans': '该共享邮箱不存在或未共享给您',
    'zh-tw': '此共用信箱不存在或未共用給您',
    en: 'This shared mailbox does not exist or is not shared with you.',
  },
  folderNameRequired: {
    'zh-hans': '请输入文件夹名称',
    'zh-tw': '請輸入資料夾名稱',
    en: 'Please enter a folder name.',
  },
  folderNameTooLong: {
    'zh-hans': '文件夹名称不能超过20个字符',
    'zh-tw': '資料夾名稱不能超過20個字元',
    en: 'The folder name may have at most 20 characters.',
  },
  folderNameTaken: {
    'zh-hans': '该文件夹已存在',
    'zh-tw': '此資料夾已存在',
    en: 'A folder with this name already exists.',
  },
  folderIsDefault: {
    'zh-hans': '系统文件夹不能删除或重命名',
    'zh-tw': '系統資料夾不可刪除或重新命名',
    en: 'System folders cannot be deleted or renamed.',
  },
  folderNotEmptyable: {
    'zh-hans': '该文件夹不能清空',
    'zh-tw': '此資料夾不可清空',
    en: 'This folder cannot be emptied.',
  },
  folderNotFound: {
    'zh-hans': '文件夹不存在',
    'zh-tw': '資料夾不存在',
    en: 'No such folder.',
  },
  moveSameFolder: {
    'zh-hans': '目标文件夹与当前文件夹相同',
    'zh-tw': '目標資料夾與目前資料夾相同',
    en: 'The target folder is the current folder.',
  },
  tagNameRequired: {
    'zh-hans': '请输入标签名称',
    'zh-tw': '請輸入標籤名稱',
    en: 'Please enter a tag name.',
  },
  tagNameTooLong: {
    'zh-hans': '标签名称不能超过20个字符',
    'zh-tw': '標籤名稱不能超過20個字元',
    en: 'The tag name may have at most 20 characters.',
  },
  tagNameTaken: {
    'zh-hans': '该标签已存在',
    'zh-tw': '此標籤已存在',
    en: 'A tag with this name already exists.',
  },
  tagColourRequired: {
    'zh-hans': '请选择标签颜色',
    'zh-tw': '請選擇標籤顏色',
    en: 'Please choose a tag colour.',
  },
  tagNotFound: {
    'zh-hans': '标签不存在',
    'zh-tw': '標籤不存在',
    en: 'No such tag.',
  },
  attachmentNotFound: {
    'zh-hans': '附件不存在',
    'zh-tw': '附件不存在',
    en: 'No such attachment.',
  },
  attachedMailTooDeep: {
    'zh-hans': '附件邮件嵌套层数过多，请下载后查看',
    'zh-tw': '附件郵件巢狀層數過多，請下載後檢視',
    en: 'This attached mail is nested too deeply to open; download it instead.',
  },
  previewTooLarge: {
    'zh-hans': '附件超过10M，不支持预览',
    'zh-tw': '附件超過10M，不支援預覽',
    en: 'Attachments over 10 MB cannot be previewed.',
  },
  previewUnsupported: {
    'zh-hans': '该类型的附件不支持预览',
    'zh-tw': '此類型的附件不支援預覽',
    en: 'This type of attachment cannot be previewed.',
  },
  noDownloadPermission: {
    'zh-hans': '您没有下载附件的权限',
    'zh-tw': '您沒有下載附件的權限',
    en: 'You have no permission to download attachments.',
  },
  searchCriteriaRequired: {
    'zh-hans': '请至少输入关键字、主题或附件名称中的一项',
    'zh-tw': '請至少輸入關鍵字、主旨或附件名稱其中一項',
    en: 'Enter at least a keyword, a subject or an attachment name.',
  },
  invalidEmail: {
    'zh-hans': '请输入有效的邮箱地址',
    'zh-tw': '請輸入有效的電子郵件地址',
    en: 'Enter a valid email address.',
  },
  contactExists: {
    'zh-hans': '该联系人已存在',
    'zh-tw': '此聯絡人已存在',
    en: 'This contact already exists.',
  },
  contactMobileFormat: {
    'zh-hans': '请输入正确的手机号码',
    'zh-tw': '請輸入正確的手機號碼',
    en: 'Enter a valid mobile number.',
  },
  contactNotFound: {
    'zh-hans': '联系人不存在',
    'zh-tw': '聯絡人不存在',
    en: 'No such contact.',
  },
  addressBookForbidden: {
    'zh-hans': '您没有查看该通讯录的权限',
    'zh-tw': '您沒有檢視此通訊錄的權限',
    en: 'You do not have permission to view this address book.',
  },
  contactGroupTooLong: {
    'zh-hans': '分组名称不能超过 50 个字符',
    'zh-tw': '群組名稱不可超過 50 個字元',
    en: 'No more than 50 characters.',
  },
  contactGroupExists: {
    'zh-hans': '该分组已存在',
    'zh-tw': '此群組已存在',
    en: 'A group with this name already exists.',
  },
  contactGroupNotFound: {
    'zh-hans': '分组不存在',
    'zh-tw': '群組不存在',
    en: 'No such group.',
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
