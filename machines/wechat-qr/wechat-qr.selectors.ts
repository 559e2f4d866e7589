/** What the QR panels ask of the WeChat QR machine. */
import type { SnapshotFrom } from 'xstate'
import type { wechatQrMachine } from './wechat-qr.machine.ts'
import type { WechatQrInfo } from './wechat-qr.types.ts'

export type WechatQrSnapshot = SnapshotFrom<typeof wechatQrMachine>

export type WechatQrPhase =
  'loading' | 'showing' | 'scanned' | 'expired' | 'unbound' | 'failed' | 'confirmed'

export function selectPhase(s: WechatQrSnapshot): WechatQrPhase {
  if (s.matches('creating')) return 'loading'
  if (s.matches('expired')) return 'expired'
  if (s.matches('unbound')) return 'unbound'
  if (s.matches('failed')) return 'failed'
  if (s.matches('confirmed')) return 'confirmed'
  return s.context.scanned ? 'scanned' : 'showing'
}

/** The code to show (kept, dimmed, while expired). */
export const selectQr = (s: WechatQrSnapshot): WechatQrInfo | null => s.context.qr
/** The confirmed answer; the login dialog reads the LoginResponse from it. */
export const selectResult = (s: WechatQrSnapshot): unknown =>
  s.matches('confirmed') ? s.context.result : null
/** Three failed polls in a row: the panel says the connection is poor (it keeps trying). */
export const selectConnectionPoor = (s: WechatQrSnapshot): boolean => s.context.failures >= 3
