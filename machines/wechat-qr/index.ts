export { wechatQrMachine, WECHAT_POLL_MS } from './wechat-qr.machine.ts'
export { checkQr, createQr } from './wechat-qr.actors.ts'
export * from './wechat-qr.selectors.ts'
export type * from './wechat-qr.types.ts'
