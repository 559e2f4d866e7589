/**
 * /setting/skin (issue 12): getSkin and setSkin. The skin is the login-after info's skin_name,
 * so the next login in any browser starts in it; the top-bar menu saves through setSkin too.
 * `appearance` (system / light / dark, issue 17) travels with it the same way.
 */
import { isAppearance, isSkinId } from '../../src/domain/skins.ts'
import { flushDurably } from '../durability.ts'
import { db } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { checkAuth, http, validationError } from './http.ts'

const UNKNOWN_SKIN: Record<ServerLanguage, string> = {
  'zh-hans': '没有这个皮肤',
  'zh-tw': '沒有這個皮膚',
  en: 'There is no such skin.',
}

const UNKNOWN_APPEARANCE: Record<ServerLanguage, string> = {
  'zh-hans': '外观只能是跟随系统、浅色或深色',
  'zh-tw': '外觀只能是跟隨系統、淺色或深色',
  en: 'Appearance must be system, light or dark.',
}

export const skinHandlers = [
  http.get('/api/setting/skin/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { skin_name, appearance = 'system' } = auth.account.login_after
    return response(200).json({ skin_name, appearance })
  }),

  http.put('/api/setting/skin/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    if (!isSkinId(body.skin_name)) {
      return response.untyped(validationError({ skin_name: [UNKNOWN_SKIN[auth.lang]] }))
    }
    if (body.appearance !== undefined && !isAppearance(body.appearance)) {
      return response.untyped(validationError({ appearance: [UNKNOWN_APPEARANCE[auth.lang]] }))
    }
    const account = await db.accounts.update((q) => q.where({ username: auth.user.username }), {
      data(draft) {
        // An older client sends no appearance: the stored one stays (decision 315).
        draft.login_after = {
          ...draft.login_after,
          skin_name: body.skin_name,
          ...(body.appearance ? { appearance: body.appearance } : {}),
        }
      },
    })
    // Answered only once saved: a reload or a new login right after must find it.
    await flushDurably()
    const saved = account?.login_after ?? { skin_name: body.skin_name, appearance: body.appearance }
    return response(200).json({
      skin_name: saved.skin_name,
      appearance: saved.appearance ?? 'system',
    })
  }),
]
