/**
 * Contracts of the WeChat QR machine's I/O: the login dialog provides createWechatLoginQr and
 * getWechatLoginStatus, the settings page createWechatBindQr and getWechatBinding; tests fakes.
 */
import { fromPromise } from 'xstate'
import type { WechatQrCheck, WechatQrInfo } from './wechat-qr.types.ts'

function notProvided(name: string): never {
  throw new Error(`wechat-qr machine: actor '${name}' was not provided`)
}

export const createQr = fromPromise<WechatQrInfo>(async () => notProvided('createQr'))

export const checkQr = fromPromise<WechatQrCheck, { sceneId: string }>(async () =>
  notProvided('checkQr'),
)
