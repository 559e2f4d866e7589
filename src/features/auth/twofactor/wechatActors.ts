/**
 * The real calls of the WeChat QR machine (machines/wechat-qr): login codes for the login page,
 * binding codes for the settings page. Errors are the dialogs' to show (ownErrors).
 */
import { fromPromise } from 'xstate'
import type { WechatQrCheck, WechatQrInfo } from '../../../../machines/wechat-qr/index.ts'
import { ownErrors } from '../../../api/client.ts'
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'

export type LoginResponse = components['schemas']['LoginResponse']

const fail = (error: unknown): never => {
  throw error ?? new Error('request failed')
}

export const wechatLoginActors = {
  createQr: fromPromise<WechatQrInfo>(async () => {
    const { data, error } = await api().POST('/api/wechat/login/qrcode/', {
      middleware: [ownErrors],
    })
    return data ?? fail(error)
  }),
  checkQr: fromPromise<WechatQrCheck, { sceneId: string }>(async ({ input }) => {
    const { data, error } = await api().GET('/api/wechat/login/status/', {
      params: { query: { scene_id: input.sceneId } },
      middleware: [ownErrors],
    })
    if (!data) return fail(error)
    return { status: data.status, ...(data.login ? { result: data.login } : {}) }
  }),
}

export const wechatBindActors = {
  createQr: fromPromise<WechatQrInfo>(async () => {
    const { data, error } = await api().POST('/api/wechat/bind/qrcode/', {
      middleware: [ownErrors],
    })
    return data ?? fail(error)
  }),
  /** Binding has no status of its own: the code counts as confirmed once the account is bound. */
  checkQr: fromPromise<WechatQrCheck, { sceneId: string }>(async () => {
    const { data, error } = await api().GET('/api/wechat/bind/', { middleware: [ownErrors] })
    if (!data) return fail(error)
    return { status: data.is_bound ? 'confirmed' : 'waiting', result: data }
  }),
}
