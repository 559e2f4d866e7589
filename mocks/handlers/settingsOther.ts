/**
 * The "other" settings pages (issue 12): SMS new-mail notification, feedback to the
 * administrator, and the recall log. The SMS switch is the account's `sms_enabled`; its number
 * and daily window `sms_notify`. Feedback is kept (db.feedback, `mockControl.feedback()`). The
 * recall log pages the lines every recall writes (mocks/outbox/recallLog.ts), newest first.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { flushDurably } from '../durability.ts'
import { type AccountRecord, type UserRecord, db } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { recallLogRow } from '../outbox/recallLog.ts'
import { now } from '../state.ts'
import { checkAuth, http, validationError } from './http.ts'
import { pageRows, pagingOf } from './paging.ts'

type SmsSettings = components['schemas']['SmsSettings']

const TEXTS = {
  mobileRequired: {
    'zh-hans': '请输入接收短信的手机号码',
    'zh-tw': '請輸入接收簡訊的手機號碼',
    en: 'Please enter the mobile number for the texts.',
  },
  mobileFormat: {
    'zh-hans': '请输入正确的手机号码',
    'zh-tw': '請輸入正確的手機號碼',
    en: 'Enter a valid mobile number.',
  },
  timeFormat: {
    'zh-hans': '请输入时间，格式为 时:分',
    'zh-tw': '請輸入時間，格式為 時:分',
    en: 'Please enter a time as hh:mm.',
  },
  timeOrder: {
    'zh-hans': '结束时间必须晚于开始时间',
    'zh-tw': '結束時間必須晚於開始時間',
    en: 'The end time must be later than the start time.',
  },
  feedbackRequired: {
    'zh-hans': '请输入反馈内容',
    'zh-tw': '請輸入意見內容',
    en: 'Please enter your feedback.',
  },
  feedbackSent: {
    'zh-hans': '反馈已发送，感谢您的意见',
    'zh-tw': '意見已送出，感謝您的回饋',
    en: 'Feedback sent. Thank you.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>

const say = (key: keyof typeof TEXTS, lang: ServerLanguage) => TEXTS[key][lang]

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
const MOBILE = /^1[3-9]\d{9}$/
const RECALL_PAGE_SIZE = 10
const RECALL_PAGE_SIZE_MAX = 100

export function smsOf(account: AccountRecord, user: UserRecord): SmsSettings {
  const notify = account.sms_notify ?? {
    mobile: user.mobile,
    start_time: '08:00',
    end_time: '22:00',
  }
  return { is_enabled: account.sms_enabled, ...notify }
}

/** The same rules as the form (src/domain/settings/sms.ts): field → text, or null when valid. */
function smsRefusal(body: SmsSettings, lang: ServerLanguage): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {}
  const mobile = body.mobile.replace(/[\s-]/g, '')
  if (mobile === '' && body.is_enabled) errors.mobile = [say('mobileRequired', lang)]
  else if (mobile !== '' && !MOBILE.test(mobile)) errors.mobile = [say('mobileFormat', lang)]
  const start = body.start_time ?? '08:00'
  const end = body.end_time ?? '22:00'
  if (!HH_MM.test(start)) errors.start_time = [say('timeFormat', lang)]
  if (!HH_MM.test(end)) errors.end_time = [say('timeFormat', lang)]
  else if (HH_MM.test(start) && start >= end) errors.end_time = [say('timeOrder', lang)]
  return Object.keys(errors).length > 0 ? errors : null
}

export const settingsOtherHandlers = [
  http.get('/api/setting/sms/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(smsOf(auth.account, auth.user))
  }),

  http.put('/api/setting/sms/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const refusal = smsRefusal(body, auth.lang)
    if (refusal) return response.untyped(validationError(refusal))
    const account = await db.accounts.update((q) => q.where({ username: auth.user.username }), {
      data(draft) {
        draft.sms_enabled = body.is_enabled
        draft.sms_notify = {
          mobile: body.mobile.replace(/[\s-]/g, ''),
          start_time: body.start_time ?? '08:00',
          end_time: body.end_time ?? '22:00',
        }
      },
    })
    // Answered only once saved: a reload right after must find the change (mocks/durability.ts).
    await flushDurably()
    return response(200).json(smsOf(account ?? auth.account, auth.user))
  }),

  http.post('/api/setting/feedback/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const content = typeof body.content === 'string' ? body.content.trim() : ''
    if (content === '') {
      return response.untyped(validationError({ content: [say('feedbackRequired', auth.lang)] }))
    }
    await db.feedback.create({
      owner: auth.user.username,
      id: db.feedback.all().reduce((max, f) => Math.max(max, f.id), 0) + 1,
      content,
      contact: typeof body.contact === 'string' ? body.contact.trim() : '',
      datetime: new Date(now()).toISOString(),
    })
    await flushDurably()
    return response(200).json({ success: true, message: say('feedbackSent', auth.lang) })
  }),

  http.get('/api/setting/recall-logs/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const paging = pagingOf(auth, query, { size: RECALL_PAGE_SIZE, max: RECALL_PAGE_SIZE_MAX })
    if (paging instanceof Response) return response.untyped(paging)
    const logs = db.recallLogs
      .findMany((q) => q.where({ owner: auth.mailbox }))
      .sort((a, b) => b.datetime.localeCompare(a.datetime) || b.id - a.id)
    return response(200).json({
      count: logs.length,
      results: pageRows(logs, paging).map((log) => recallLogRow(log, auth.lang)),
    })
  }),
]
