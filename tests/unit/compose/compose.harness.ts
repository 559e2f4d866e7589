/**
 * A compose actor with hand-settled fakes for every injected actor, a simulated clock and a
 * record of what it emitted and wrote locally. Shared by the model test and the machine tests.
 */
import { createActor, fromPromise, SimulatedClock, type Actor, type InspectionEvent } from 'xstate'
import {
  composeMachine,
  type ComposeEmitted,
  type ComposeEvent,
  type ComposeInput,
  type ComposeParamsInput,
  type ComposePrefill,
  type LoadSourceInput,
  type LocalDraft,
  type SendOutcome,
  type SendPayload,
  type SignatureSet,
  type SmsCheckOutput,
  type SmsContact,
} from '../../../machines/compose/index.ts'
import { settle } from '../../support/settle.ts'

export interface Pending<T, I> {
  input: I
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

/** Monday 10 March 2025, 10:00 local time. */
export const NOW = new Date(2025, 2, 10, 10, 0, 0)

export const BASE_INPUT: ComposeInput = {
  mode: 'new',
  defaultSender: ['me@corp.example', 'Me'],
  params: { securityMode: false, mailLevelRequired: false, attachLevelRequired: false },
  hideForwardContents: false,
  draftAutoSaveMinute: 5,
  now: () => NOW,
}

export function outcome(change: Partial<SendOutcome> = {}): SendOutcome {
  return {
    type: 'send',
    success: true,
    message_id: '<m1@corp.example>',
    recipient: ['a@corp.example'],
    draft_id: null,
    error_lists: [],
    ...change,
  }
}

export const PREFILL: ComposePrefill = {
  form: {
    mfrom: ['me@corp.example', 'Me'],
    to: [['boss@corp.example', 'Boss']],
    cc: [],
    bcc: [],
    subject: 'Re: plan',
    is_html: true,
    html_text: '<blockquote>old</blockquote>',
    plain_text: 'old',
    draft_id: 41,
  },
  attachments: [],
}

function pending<T, I>(list: Pending<T, I>[]) {
  return fromPromise<T, I>(
    ({ input }) => new Promise<T>((resolve, reject) => list.push({ input, resolve, reject })),
  )
}

export class ComposeHarness {
  readonly clock = new SimulatedClock()
  /** The signatures read at the start: left pending unless a test settles them. */
  readonly signatureLoads: Pending<SignatureSet, void>[] = []
  /** The compose params read at the start: left pending (the input params hold) unless settled. */
  readonly paramLoads: Pending<ComposeParamsInput, void>[] = []
  readonly loads: Pending<ComposePrefill, LoadSourceInput>[] = []
  readonly sends: Pending<SendOutcome, SendPayload>[] = []
  readonly saves: Pending<SendOutcome, SendPayload>[] = []
  readonly smsChecks: Pending<SmsCheckOutput, { emails: string[] }>[] = []
  readonly smsSaves: Pending<void, { contacts: SmsContact[] }>[] = []
  readonly persisted: LocalDraft[] = []
  cleared = 0
  readonly emitted: ComposeEmitted[] = []
  readonly actor: Actor<typeof composeMachine>

  constructor(input: Partial<ComposeInput> = {}, inspect?: (event: InspectionEvent) => void) {
    const machine = composeMachine.provide({
      actors: {
        loadSignatures: pending(this.signatureLoads),
        loadComposeParams: pending(this.paramLoads),
        loadSource: pending(this.loads),
        sendMail: pending(this.sends),
        saveDraft: pending(this.saves),
        checkSms: pending(this.smsChecks),
        saveSmsContacts: pending(this.smsSaves),
        persistLocalDraft: fromPromise<void, LocalDraft>(async ({ input: draft }) => {
          this.persisted.push(draft)
        }),
        clearLocalDraft: fromPromise<void, void>(async () => {
          this.cleared += 1
        }),
      },
    })
    this.actor = createActor(machine, {
      input: { ...BASE_INPUT, ...input },
      clock: this.clock,
      ...(inspect ? { inspect } : {}),
    })
    for (const type of ['compose.sent', 'compose.saved', 'compose.failed'] as const)
      this.actor.on(type, (event) => this.emitted.push(event))
    this.actor.start()
  }

  get snapshot() {
    return this.actor.getSnapshot()
  }

  async send(...events: ComposeEvent[]): Promise<void> {
    for (const event of events) this.actor.send(event)
    await settle()
  }

  /** Moves the simulated clock; one increment fires every timer due by then once. */
  async advance(ms: number): Promise<void> {
    this.clock.increment(ms)
    await settle()
  }

  async settleLast<T, I>(list: Pending<T, I>[], how: (p: Pending<T, I>) => void): Promise<void> {
    const last = list.at(-1)
    if (!last) throw new Error('the machine did not call the actor')
    how(last)
    await settle()
  }

  /** A form that passes every send check. */
  async fillValid(extra: ComposeEvent[] = []): Promise<void> {
    await this.send(
      { type: 'recipients.add', field: 'to', text: 'a@corp.example' },
      { type: 'field.set', field: 'subject', value: 'Plan' },
      { type: 'body.change', html: '<p>hello</p>', plain: 'hello' },
      ...extra,
    )
  }
}
