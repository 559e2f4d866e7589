/**
 * /setting/param (issue 12): the reading and session preferences. Page size, new-mail reminder
 * and draft auto-save are the login-after info's own fields, so a saved value is what the next
 * login (in any browser) starts with; the session timeout is the shared status's lock_left.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { flushDurably } from '../durability.ts'
import { type AccountRecord, db } from '../db/index.ts'
import { checkAuth, http, validationError } from './http.ts'
import { profileText } from './profile.texts.ts'

type ParamSettings = components['schemas']['ParamSettings']

const TIMEOUTS = [10, 15, 30, 60, 120, 480] as const
const PAGE_SIZES = [10, 20, 50, 100] as const
const READING_DEFAULTS = { is_text_view: false, is_save_sent: true, is_confirm_read: true }

/** lock_left in seconds as the nearest timeout choice at or above it (600 s → 10 minutes). */
function timeoutOf(lockLeftSeconds: number): ParamSettings['session_timeout'] {
  const minutes = lockLeftSeconds / 60
  return TIMEOUTS.find((choice) => choice >= minutes) ?? 480
}

export function paramOf(account: AccountRecord): ParamSettings {
  const after = account.login_after
  const pageLimit = (PAGE_SIZES as readonly number[]).includes(after.page_limit)
    ? after.page_limit
    : 20
  return {
    page_limit: pageLimit as ParamSettings['page_limit'],
    draft_auto_save_minute: after.draft_auto_save_minute,
    sw_new_mail_remind: after.sw_new_mail_remind,
    // Absent on accounts stored before issue 17: on (decision 308).
    sw_keyboard_shortcuts: after.sw_keyboard_shortcuts ?? true,
    session_timeout: timeoutOf(account.lock_left),
    ...READING_DEFAULTS,
    ...account.reading,
  }
}

export const paramHandlers = [
  http.get('/api/setting/param/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(paramOf(auth.account))
  }),

  http.put('/api/setting/param/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const minutes = body.draft_auto_save_minute
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) {
      return response.untyped(
        validationError({ draft_auto_save_minute: [profileText('autoSaveRange', auth.lang)] }),
      )
    }
    const account = await db.accounts.update((q) => q.where({ username: auth.user.username }), {
      data(draft) {
        draft.login_after = {
          ...draft.login_after,
          page_limit: body.page_limit,
          sw_new_mail_remind: body.sw_new_mail_remind,
          // An older client sends no value: the stored one stays.
          sw_keyboard_shortcuts:
            body.sw_keyboard_shortcuts ?? draft.login_after.sw_keyboard_shortcuts,
          draft_auto_save_minute: minutes,
        }
        draft.lock_left = body.session_timeout * 60
        draft.reading = {
          is_text_view: body.is_text_view,
          is_save_sent: body.is_save_sent,
          is_confirm_read: body.is_confirm_read,
        }
      },
    })
    // Answered only once saved: a reload right after must find the change (mocks/durability.ts).
    await flushDurably()
    return response(200).json(paramOf(account ?? auth.account))
  }),
]
