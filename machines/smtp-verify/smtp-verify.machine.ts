/**
 * The SMTP relay's "verify" button (C-TIME-14): the server tries a login with the form's values,
 * which takes 3 to 10 seconds, so the wait shows its progress in seconds and can be cancelled.
 *
 *   idle → verifying → passed | failed       verify.start
 *   verifying → idle                          verify.cancel (the call is dropped)
 *   verifying → failed (timeout)              no answer in SMTP_VERIFY_TIMEOUT_MS
 *   passed | failed → idle                    verify.reset: a field changed
 *   passed | failed → verifying               verify.start again
 */
import { assertEvent, assign, setup } from 'xstate'
import { SMTP_VERIFY_TIMEOUT_MS } from '../../src/domain/settings/smtpRelay.ts'
import { secondTicker, verifySmtpRelay } from './smtp-verify.actors.ts'
import type {
  SmtpVerifyAnswer,
  SmtpVerifyContext,
  SmtpVerifyEvent,
  SmtpVerifyRequest,
} from './smtp-verify.types.ts'

const start = { 'verify.start': { target: '#smtpVerify.verifying', actions: 'begin' } } as const

export const smtpVerifyMachine = setup({
  types: {
    context: {} as SmtpVerifyContext & { request: SmtpVerifyRequest | null },
    events: {} as SmtpVerifyEvent,
    tags: {} as 'busy',
  },
  actors: { verifySmtpRelay, secondTicker },
  delays: { timeout: SMTP_VERIFY_TIMEOUT_MS },
  actions: {
    begin: assign(({ event }) => {
      assertEvent(event, 'verify.start')
      return { request: event.request, elapsed: 0, message: null, failure: null }
    }),
  },
}).createMachine({
  id: 'smtpVerify',
  description: "The SMTP relay's login test: waiting, then passed or failed with the reason.",
  context: { elapsed: 0, message: null, failure: null, request: null },
  initial: 'idle',
  states: {
    idle: { on: { ...start } },
    verifying: {
      tags: ['busy'],
      description: 'The server is trying the login; `elapsed` counts the seconds.',
      invoke: [
        { src: 'secondTicker' },
        {
          id: 'verify',
          src: 'verifySmtpRelay',
          input: ({ context }) => context.request ?? {},
          onDone: [
            {
              guard: ({ event }) => (event.output as SmtpVerifyAnswer).success,
              target: 'passed',
              actions: assign({ message: ({ event }) => event.output.message ?? null }),
            },
            {
              target: 'failed',
              actions: assign({
                failure: 'refused',
                message: ({ event }) => event.output.message ?? null,
              }),
            },
          ],
          onError: { target: 'failed', actions: assign({ failure: 'lost' }) },
        },
      ],
      after: {
        timeout: {
          target: 'failed',
          // Said in whole seconds, whichever of the last tick and the timeout came first.
          actions: assign({ failure: 'timeout', elapsed: SMTP_VERIFY_TIMEOUT_MS / 1000 }),
        },
      },
      on: {
        'verify.cancel': 'idle',
        'verify.tick': { actions: assign({ elapsed: ({ context }) => context.elapsed + 1 }) },
      },
    },
    passed: { on: { ...start, 'verify.reset': 'idle' } },
    failed: { on: { ...start, 'verify.reset': 'idle' } },
  },
})
