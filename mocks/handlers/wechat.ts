/**
 * WeChat QR login and binding (R-LOGIN-1: WeChat login; WeChat binding).
 * A login code is confirmed by the demo's WeChat identity (wechat.store.ts) and logs in the
 * account it is bound to (seed: demo); the confirmation on the phone counts as the second factor,
 * so the answer is a token even for an account with two-factor bound. A binding code confirmed by
 * the phone binds that identity to the account that asked (taking it from any other account);
 * the binding shows on the next getWechatBinding, which the settings page polls.
 */
import { db } from '../db/index.ts'
import { languageOf } from '../i18n.ts'
import { checkAuth, http, validationError } from './http.ts'
import { loginAnswer } from './login.ts'
import { durable } from './mailCommon.ts'
import { ownAuth, qrDataUrl } from './twofactor.ts'
import { twofactorText } from './twofactor.texts.ts'
import {
  DEMO_WECHAT,
  WECHAT_QR_SECONDS,
  confirmedBindScenes,
  newScene,
  scanUrl,
  sceneOf,
  setSceneState,
} from './wechat.store.ts'

const originOf = (request: Request) => new URL(request.url).origin

async function bindTo(username: string | null): Promise<void> {
  await db.accounts.updateMany((q) => q.where((a) => a.wechat_bound || a.username === username), {
    data(draft) {
      draft.wechat_bound = draft.username === username
    },
  })
  await durable()
}

const bindingOf = (bound: boolean) =>
  bound
    ? { is_bound: true, nickname: DEMO_WECHAT.nickname, avatar: DEMO_WECHAT.avatar }
    : { is_bound: false, nickname: '', avatar: '' }

/** Binding codes of `username` the phone has confirmed since: they take effect now. */
async function settleBindScenes(username: string): Promise<void> {
  const confirmed = confirmedBindScenes(username)
  if (confirmed.length === 0) return
  confirmed.forEach((id) => setSceneState(id, 'used'))
  await bindTo(username)
}

export const wechatHandlers = [
  http.post('/api/wechat/login/qrcode/', async ({ request, response }) => {
    const scene = newScene('login')
    return response(200).json({
      scene_id: scene,
      qrcode_url: await qrDataUrl(scanUrl(originOf(request), scene)),
      expire_seconds: WECHAT_QR_SECONDS,
    })
  }),

  http.get('/api/wechat/login/status/', async ({ request, cookies, query, response }) => {
    const lang = languageOf(request, cookies)
    const id = query.get('scene_id')
    const scene = sceneOf(id)
    if (!scene || scene.kind !== 'login') {
      return response.untyped(validationError({ scene_id: [twofactorText('noSuchScene', lang)] }))
    }
    if (scene.expired || scene.state === 'used') return response(200).json({ status: 'expired' })
    if (scene.state !== 'confirmed') return response(200).json({ status: scene.state })
    setSceneState(id!, 'used')
    const bound = db.accounts.findFirst((q) => q.where({ wechat_bound: true }))
    const user = bound && db.users.findFirst((q) => q.where({ username: bound.username }))
    if (!user?.is_active) return response(200).json({ status: 'unbound' })
    return response(200).json({ status: 'confirmed', login: await loginAnswer(user.username) })
  }),

  http.get('/api/wechat/bind/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    await settleBindScenes(auth.user.username)
    const account = db.accounts.findFirst((q) => q.where({ username: auth.mailbox }))
    return response(200).json(bindingOf(Boolean(account?.wechat_bound)))
  }),

  http.post('/api/wechat/bind/qrcode/', async ({ request, cookies, response }) => {
    const auth = await ownAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const scene = newScene('bind', auth.user.username)
    return response(200).json({
      scene_id: scene,
      qrcode_url: await qrDataUrl(scanUrl(originOf(request), scene)),
      expire_seconds: WECHAT_QR_SECONDS,
    })
  }),

  http.post('/api/wechat/unbind/', async ({ request, cookies, response }) => {
    const auth = await ownAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    if (!auth.account.wechat_bound) {
      return response.untyped(
        validationError({ non_field_errors: [twofactorText('wechatNotBound', auth.lang)] }),
      )
    }
    await bindTo(null)
    return response(200).json(bindingOf(false))
  }),
]
