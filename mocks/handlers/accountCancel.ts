/**
 * Account cancellation (/setting/accountcancel, issue 16): the request needs a reason (at most
 * 200 characters, decisions.md #279) and the login password, then waits for review;
 * `mockControl.decideAccountCancel` approves it (the account is deactivated: its sessions end)
 * or refuses it with the reviewer's reason, after which a new request may be made. The answer's
 * `reason` is the reviewer's once refused, else the user's own.
 */
import { CANCEL_REASON_MAX } from '../../src/domain/settings/accountCancel.ts'
import type { components } from '../../src/api/schema.gen.ts'
import { openSecret } from '../auth/secrets.ts'
import { type AccountRecord, db } from '../db/index.ts'
import { flushDurably } from '../durability.ts'
import type { ServerLanguage } from '../i18n.ts'
import { isoAt } from '../seed/messages.ts'
import { now } from '../state.ts'
import { checkAuth, http, nonFieldError, validationError } from './http.ts'

type AccountCancel = components['schemas']['AccountCancel']

const TEXTS = {
  reasonRequired: {
    'zh-hans': '请填写注销原因',
    'zh-tw': '請填寫註銷原因',
    en: 'Please give a reason for cancelling the account.',
  },
  reasonTooLong: {
    'zh-hans': '注销原因不能超过 200 个字符',
    'zh-tw': '註銷原因不能超過 200 個字元',
    en: 'The reason may be at most 200 characters.',
  },
  wrongPassword: { 'zh-hans': '密码错误', 'zh-tw': '密碼錯誤', en: 'Wrong password.' },
  alreadyPending: {
    'zh-hans': '注销申请正在审核中，请勿重复提交',
    'zh-tw': '註銷申請正在審核中，請勿重複提交',
    en: 'A cancellation request is already waiting for review.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>

const NONE = { status: 'none', reason: '', review_reason: '', created: null } as const

export function accountCancelOf(account: AccountRecord): AccountCancel {
  const state = account.account_cancel ?? NONE
  return {
    status: state.status,
    reason: state.status === 'rejected' ? state.review_reason : state.reason,
    created: state.created,
  }
}

/** The reviewer's decision on a pending request; false when none waits. */
export async function decideAccountCancel(
  username: string,
  decision: 'approved' | 'rejected',
  reviewReason = '',
): Promise<boolean> {
  const account = db.accounts.findFirst((q) => q.where({ username }))
  const state = account?.account_cancel
  if (!account || !state || state.status !== 'pending') return false
  await db.accounts.update((q) => q.where({ username }), {
    data(draft) {
      draft.account_cancel = { ...state, status: decision, review_reason: reviewReason }
    },
  })
  if (decision === 'approved') {
    await db.users.update((q) => q.where({ username }), {
      data(draft) {
        draft.is_active = false
      },
    })
  }
  await flushDurably()
  return true
}

export const accountCancelHandlers = [
  http.get('/api/setting/account-cancel/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(accountCancelOf(auth.account))
  }),

  http.post('/api/setting/account-cancel/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { user, account, lang } = auth
    const body = await request.json()
    const reason = (body.reason ?? '').trim()
    if (reason === '') {
      return response.untyped(validationError({ reason: [TEXTS.reasonRequired[lang]] }))
    }
    if ([...reason].length > CANCEL_REASON_MAX) {
      return response.untyped(validationError({ reason: [TEXTS.reasonTooLong[lang]] }))
    }
    const opened = await openSecret(body.password)
    if (!opened.ok) {
      return response.untyped(
        nonFieldError(opened.reason === 'stale' ? 'staleSecret' : 'badSecret', lang),
      )
    }
    if (opened.secret !== user.password) {
      return response.untyped(validationError({ password: [TEXTS.wrongPassword[lang]] }))
    }
    if (account.account_cancel?.status === 'pending') {
      return response.untyped(validationError({ non_field_errors: [TEXTS.alreadyPending[lang]] }))
    }
    const updated = await db.accounts.update((q) => q.where({ username: user.username }), {
      data(draft) {
        draft.account_cancel = {
          status: 'pending',
          reason,
          review_reason: '',
          created: isoAt(now()),
        }
      },
    })
    await flushDurably()
    return response(200).json(accountCancelOf(updated ?? account))
  }),
]
