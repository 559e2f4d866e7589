/**
 * A WeChat QR code shown until the phone confirms it:
 *
 *   creating ─► waiting ─(every 2 s)─► polling ─► waiting (waiting / scanned)
 *                                       polling ─► confirmed (final, result) | expired | unbound
 *   creating ─► failed            expired | unbound | failed ─qr.refresh─► creating
 *
 * The code also expires on the client after expire_seconds of polling (a server that cannot be
 * reached never says "expired"); a failed poll is retried on the next tick.
 */
import { assign, setup } from 'xstate'
import { checkQr, createQr } from './wechat-qr.actors.ts'
import type { WechatQrCheck, WechatQrContext, WechatQrEvent } from './wechat-qr.types.ts'

/** Poll interval (decision: 2 s, the spec gives none). */
export const WECHAT_POLL_MS = 2000

const expiredOnClient = (context: WechatQrContext) =>
  context.qr !== null && context.elapsedMs >= context.qr.expire_seconds * 1000

export const wechatQrMachine = setup({
  types: { context: {} as WechatQrContext, events: {} as WechatQrEvent, tags: {} as 'busy' },
  actors: { createQr, checkQr },
  delays: { poll: WECHAT_POLL_MS },
  guards: {
    is: (_, params: { check: WechatQrCheck; status: WechatQrCheck['status'] }) =>
      params.check.status === params.status,
    expiredOnClient: ({ context }) => expiredOnClient(context),
  },
}).createMachine({
  id: 'wechatQr',
  description: 'Shows a WeChat QR code and polls it until confirmed; a new code after expiry.',
  context: { qr: null, scanned: false, elapsedMs: 0, failures: 0, result: null, error: null },
  initial: 'creating',
  states: {
    creating: {
      tags: ['busy'],
      entry: assign({ qr: null, scanned: false, elapsedMs: 0, failures: 0, error: null }),
      invoke: {
        id: 'createQr',
        src: 'createQr',
        onDone: { target: 'waiting', actions: assign({ qr: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: 'createFailed' }) },
      },
    },
    waiting: {
      description: 'The code is shown; the next poll is due.',
      after: {
        poll: [
          { guard: 'expiredOnClient', target: 'expired' },
          {
            target: 'polling',
            actions: assign({ elapsedMs: ({ context }) => context.elapsedMs + WECHAT_POLL_MS }),
          },
        ],
      },
    },
    polling: {
      invoke: {
        id: 'checkQr',
        src: 'checkQr',
        input: ({ context }) => ({ sceneId: context.qr?.scene_id ?? '' }),
        onDone: [
          {
            guard: {
              type: 'is',
              params: ({ event }) => ({ check: event.output, status: 'confirmed' }),
            },
            target: 'confirmed',
            actions: assign({ result: ({ event }) => event.output.result ?? null }),
          },
          {
            guard: {
              type: 'is',
              params: ({ event }) => ({ check: event.output, status: 'expired' }),
            },
            target: 'expired',
          },
          {
            guard: {
              type: 'is',
              params: ({ event }) => ({ check: event.output, status: 'unbound' }),
            },
            target: 'unbound',
          },
          {
            target: 'waiting',
            actions: assign({
              scanned: ({ event }) => event.output.status === 'scanned',
              failures: 0,
            }),
          },
        ],
        onError: {
          target: 'waiting',
          actions: assign({ failures: ({ context }) => context.failures + 1 }),
          description: 'A failed poll is tried again on the next tick.',
        },
      },
    },
    expired: { on: { 'qr.refresh': 'creating' } },
    unbound: { on: { 'qr.refresh': 'creating' } },
    failed: { on: { 'qr.refresh': 'creating' } },
    confirmed: { type: 'final' },
  },
})
