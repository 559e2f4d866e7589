/**
 * Types of the WeChat QR code flow (R-LOGIN-1: WeChat login; WeChat binding):
 * show a code, poll it until the phone confirms, offer a new code when it expires.
 */

/** What the injected `createQr` resolves with: the contract's WechatQr. */
export interface WechatQrInfo {
  scene_id: string
  /** Image of the code (https or data URL). */
  qrcode_url: string
  expire_seconds: number
}

/**
 * What the injected `checkQr` resolves with. For login: the contract's WechatLoginStatus
 * (`login` is the login answer when confirmed); for binding the page maps "now bound" to
 * `confirmed`.
 */
export interface WechatQrCheck<TResult = unknown> {
  status: 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'unbound'
  result?: TResult
}

export interface WechatQrContext {
  qr: WechatQrInfo | null
  /** Scanned on the phone, waiting for its confirmation. */
  scanned: boolean
  /** Milliseconds the current code has been polled for (the client's own expiry). */
  elapsedMs: number
  /** Failed polls in a row. */
  failures: number
  /** The confirmed answer (login: the LoginResponse). */
  result: unknown
  error: 'createFailed' | null
}

export type WechatQrEvent = { type: 'qr.refresh' }
