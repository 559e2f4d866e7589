/**
 * The "send code" button of the SMS second factor and of phone binding:
 *
 *   idle ─sms.send─► sending ─► counting (remaining = resend_seconds, 1 s ticks) ─► idle
 *                    sending ─► idle (error sendFailed, server text kept)
 *
 * While counting the button shows the seconds left and further sends are ignored.
 */
import { assertEvent, assign, setup } from 'xstate'
import { sendCode } from './two-factor-sms.actors.ts'
import type { SmsCodeContext, SmsCodeEvent } from './two-factor-sms.types.ts'
import { serverMessage } from '../two-factor-bind/two-factor-bind.rules.ts'

export const twoFactorSmsMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    tags: {} as 'busy',
  },
  actors: { sendCode },
  delays: { second: 1000 },
  guards: {
    lastSecond: ({ context }) => context.remaining <= 1,
  },
}).createMachine({
  id: 'twoFactorSms',
  description: 'Sends an SMS code, then counts down the resend wait.',
  context: { remaining: 0, phone: null, error: null },
  initial: 'idle',
  on: { 'sms.dismiss': { actions: assign({ error: null }) } },
  states: {
    idle: {
      on: { 'sms.send': { target: 'sending', actions: assign({ error: null }) } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ event }) => {
          assertEvent(event, 'sms.send')
          return event.phone === undefined ? {} : { phone: event.phone }
        },
        onDone: {
          target: 'counting',
          actions: assign({
            phone: ({ event }) => event.output.phone,
            remaining: ({ event }) => Math.max(1, Math.ceil(event.output.resend_seconds)),
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => ({
              code: 'sendFailed' as const,
              message: serverMessage(event.error),
            }),
          }),
        },
      },
    },
    counting: {
      description: 'The resend wait, one tick a second; sends are ignored.',
      after: {
        second: [
          { guard: 'lastSecond', target: 'idle', actions: assign({ remaining: 0 }) },
          {
            target: 'counting',
            reenter: true,
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
        ],
      },
    },
  },
})
