/**
 * /setting/skin (issue 12): getSkin and setSkin. The skin is the login-after info's skin_name,
 * so the next login in any browser starts in it; the top-bar menu saves through setSkin too.
 */
import { isSkinId } from '../../src/domain/skins.ts'
import { flushDurably } from '../durability.ts'
import { db } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { checkAuth, http, validationError } from './http.ts'

const UNKNOWN_SKIN: Record<ServerLanguage, string> = {
  'zh-hans': '没有这个皮肤',
  'zh-tw': '沒有這個皮膚',
  en: 'There is no such skin.',
}

export const skinHandlers = [
  http.get('/api/setting/skin/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json({ skin_name: auth.account.login_after.skin_name })
  }),

  http.put('/api/setting/skin/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    if (!isSkinId(body.skin_name)) {
      return response.untyped(validationError({ skin_name: [UNKNOWN_SKIN[auth.lang]] }))
    }
    const account = await db.accounts.update((q) => q.where({ username: auth.user.username }), {
      data(draft) {
        draft.login_after = { ...draft.login_after, skin_name: body.skin_name }
      },
    })
    // Answered only once saved: a reload or a new login right after must find it.
    await flushDurably()
    const saved = account?.login_after.skin_name ?? body.skin_name
    return response(200).json({ skin_name: saved })
  }),
]
