/**
 * Model-based test of machines/two-factor-sms: the SMS "send code" button with its resend
 * countdown (R-LOGIN-1: two-factor by SMS; R-LOGIN-3 phone binding), driven on a real
 * actor with a hand-settled `sendCode` fake and a simulated clock. The fake server asks for a
 * 2-second wait so the countdown is short; a real one says 60.
 */
import { expect, it } from 'vitest'
import {
  assign,
  createActor,
  fromPromise,
  setup,
  SimulatedClock,
  type Actor,
  type SnapshotFrom,
} from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  selectCanSend,
  selectIsSending,
  selectRemaining,
  selectSentTo,
  selectSmsError,
  twoFactorSmsMachine,
  type SendCodeInput,
  type SmsCodeSent,
} from '../../machines/two-factor-sms/index.ts'
import { describeModel, edgePaths, type Inspect, settle, lastOf } from './support/index.ts'

const WAIT = 2
const SENT: SmsCodeSent = { phone: '139****9000', resend_seconds: WAIT }
const SERVER_TEXT = '验证码发送过于频繁，请稍后再试'

type ModelEvent =
  | { type: 'sms.send' }
  | { type: 'sms.dismiss' }
  | { type: 'send.done' }
  | { type: 'send.refused' }
  | { type: 'send.offline' }
  | { type: 'tick' }

interface ModelContext {
  remaining: number
  phone: string | null
  error: 'server' | 'plain' | null
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'twoFactorSmsModel',
  context: { remaining: 0, phone: null, error: null },
  initial: 'idle',
  on: { 'sms.dismiss': { actions: assign({ error: null }) } },
  states: {
    idle: { on: { 'sms.send': { target: 'sending', actions: assign({ error: null }) } } },
    sending: {
      on: {
        'send.done': {
          target: 'counting',
          actions: assign({ remaining: WAIT, phone: SENT.phone }),
        },
        'send.refused': { target: 'idle', actions: assign({ error: 'server' as const }) },
        'send.offline': { target: 'idle', actions: assign({ error: 'plain' as const }) },
      },
    },
    counting: {
      on: {
        tick: [
          {
            guard: ({ context }) => context.remaining <= 1,
            target: 'idle',
            actions: assign({ remaining: 0 }),
          },
          {
            target: 'counting',
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
        ],
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'sms.send': ['sms.send'],
  'sms.dismiss': ['sms.dismiss'],
  'xstate.done.actor.sendCode': ['send.done'],
  'xstate.error.actor.sendCode': ['send.refused', 'send.offline'],
  'xstate.after.second.twoFactorSms.counting': ['tick'],
}

const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([s.value, s.context.remaining, s.context.phone, s.context.error])

class Harness {
  readonly clock = new SimulatedClock()
  readonly sends: { resolve: (v: SmsCodeSent) => void; reject: (e: unknown) => void }[] = []
  readonly inputs: SendCodeInput[] = []
  readonly actor: Actor<typeof twoFactorSmsMachine>
  constructor(inspect?: Inspect) {
    const machine = twoFactorSmsMachine.provide({
      actors: {
        sendCode: fromPromise<SmsCodeSent, SendCodeInput>(({ input }) => {
          this.inputs.push(input)
          return new Promise((resolve, reject) => this.sends.push({ resolve, reject }))
        }),
      },
    })
    this.actor = createActor(machine, { clock: this.clock, inspect }).start()
  }
}

const model = createTestModel(modelMachine, { serializeState })

function stateChecks(h: Harness) {
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        expect(selectRemaining(actual)).toBe(
          expected.matches('counting') ? expected.context.remaining : 0,
        )
        expect(selectSentTo(actual)).toBe(expected.context.phone)
        expect(selectCanSend(actual)).toBe(expected.matches('idle'))
        expect(selectIsSending(actual)).toBe(expected.matches('sending'))
        const error = selectSmsError(actual)
        expect(error?.message ?? (error ? 'plain' : null)).toBe(
          expected.context.error === 'server' ? SERVER_TEXT : expected.context.error,
        )
      },
    },
    events: {
      'sms.send': async () => {
        const before = h.inputs.length
        h.actor.send({ type: 'sms.send', phone: '13700137000' })
        await settle()
        if (h.inputs.length > before) expect(h.inputs.at(-1)).toEqual({ phone: '13700137000' })
      },
      'sms.dismiss': async () => {
        h.actor.send({ type: 'sms.dismiss' })
        await settle()
      },
      'send.done': async () => {
        lastOf(h.sends).resolve(SENT)
        await settle()
      },
      'send.refused': async () => {
        lastOf(h.sends).reject({ non_field_errors: [SERVER_TEXT] })
        await settle()
      },
      'send.offline': async () => {
        lastOf(h.sends).reject(new TypeError('Failed to fetch'))
        await settle()
      },
      tick: async () => {
        h.clock.increment(1000)
        await settle()
      },
    },
  }
}

const edges = edgePaths(model, serializeState)

describeModel(
  'two-factor SMS code machine (model-based)',
  {
    chart: twoFactorSmsMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: stateChecks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
    mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  },
  () => {
    it('sends are ignored during the countdown; a tick short of a second changes nothing', async () => {
      const h = new Harness()
      h.actor.send({ type: 'sms.send' })
      lastOf(h.sends).resolve({ ...SENT, resend_seconds: 60 })
      await settle()
      h.actor.send({ type: 'sms.send' })
      expect(h.sends).toHaveLength(1)
      h.clock.increment(999)
      expect(selectRemaining(h.actor.getSnapshot())).toBe(60)
      h.clock.increment(1)
      expect(selectRemaining(h.actor.getSnapshot())).toBe(59)
      h.actor.stop()
    })
  },
)
