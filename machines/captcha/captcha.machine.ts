/**
 * The captcha flow of the login page (R-LOGIN-2): load a challenge, let the user
 * answer, have the server verify it, and hand back a one-time ticket for the login request.
 *
 *   loading → ready → verifying → verified
 *                         ↓
 *                      failed → (pause) → loading          loading → error (refresh → loading)
 *
 * The draft answer (slider offset, clicked points, typed text) lives in the widget until it is
 * submitted: it changes on every pointer move and nothing else needs it.
 */
import { assertEvent, assign, setup } from 'xstate'
import { loadChallenge, verifyAnswer } from './captcha.actors.ts'
import type {
  CaptchaContext,
  CaptchaEvent,
  CaptchaInput,
  VerifyAnswerInput,
  VerifyOutcome,
} from './captcha.types.ts'

/** Long enough to see the failure mark on the old challenge before it is replaced. */
export const CAPTCHA_FAILED_PAUSE_MS = 1000

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as CaptchaInput,
    tags: {} as 'busy' | 'verified' | 'failed',
  },
  actors: { loadChallenge, verifyAnswer },
  actions: {
    clearError: assign({ error: null }),
    forgetTicket: assign({ ticket: null }),
  },
  guards: {
    accepted: (_, params: { outcome: VerifyOutcome }) => params.outcome.accepted,
  },
  delays: { failedPause: CAPTCHA_FAILED_PAUSE_MS },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({ kind: input.kind, challenge: null, ticket: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching a new challenge. A ticket never survives into a new challenge.',
      tags: ['busy'],
      entry: 'forgetTicket',
      invoke: {
        id: 'loadChallenge',
        src: 'loadChallenge',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'ready',
          actions: assign({ challenge: ({ event }) => event.output }),
        },
        onError: {
          target: 'error',
          actions: assign({ challenge: null, error: 'loadFailed' }),
        },
      },
    },
    ready: {
      description: 'The user is solving the challenge; a previous failure stays readable here.',
      on: {
        'captcha.submit': {
          target: 'verifying',
          guard: ({ context }) => context.challenge !== null,
          actions: 'clearError',
        },
        'captcha.refresh': { target: 'loading', actions: 'clearError' },
      },
    },
    verifying: {
      description: 'The server checks the answer. Refresh is ignored: the result is on its way.',
      tags: ['busy'],
      invoke: {
        id: 'verifyAnswer',
        src: 'verifyAnswer',
        input: ({ context, event }): VerifyAnswerInput => {
          assertEvent(event, 'captcha.submit')
          return { challengeId: context.challenge?.id ?? '', answer: event.answer }
        },
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ outcome: event.output }) },
            target: 'verified',
            actions: assign({
              ticket: ({ event }) => (event.output.accepted ? event.output.ticket : null),
            }),
          },
          {
            description: 'Wrong answer: the server refused it.',
            target: 'failed',
            actions: assign({ error: 'rejected' }),
          },
        ],
        onError: {
          description: 'The answer could not be checked (network or server error).',
          target: 'failed',
          actions: assign({ error: 'verifyFailed' }),
        },
      },
    },
    verified: {
      description:
        'Ticket in hand. The login page refreshes after any login attempt, the ticket being single-use.',
      tags: ['verified'],
      on: { 'captcha.refresh': 'loading' },
    },
    failed: {
      description: 'Shows the failure on the old challenge, then loads a new one by itself.',
      tags: ['failed'],
      after: { failedPause: 'loading' },
      on: { 'captcha.refresh': 'loading' },
    },
    error: {
      description: 'No challenge could be loaded; only a retry helps.',
      on: { 'captcha.refresh': { target: 'loading', actions: 'clearError' } },
    },
  },
})
