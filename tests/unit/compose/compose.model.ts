/**
 * The abstract model of machines/compose for tests/model/compose.model.test.ts, and the executors
 * that make each model event happen to a real actor. The model is the chart's states plus
 * `start` (no actor yet); form contents are not part of a test state — each executor first puts
 * the form in the shape its event needs, so any path reaching a state can take any edge from it.
 */
import { expect } from 'vitest'
import { setup, type InspectionEvent, type SnapshotFrom } from 'xstate'
import {
  selectAlert,
  selectCanSend,
  selectConfirm,
  selectIsBusy,
  selectIsEditable,
  selectSmsNeeded,
  type ComposeEvent,
} from '../../../machines/compose/index.ts'
import { defaultComposeForm, makeRecipient } from '../../../src/domain/compose/index.ts'
import { ComposeHarness, PREFILL, outcome } from './compose.harness.ts'

type E<T extends string> = { type: T }
export type ModelEvent = E<
  | 'open.new'
  | 'open.reply'
  | 'open.restored'
  | 'open.denied'
  | 'load.ok'
  | 'load.fail'
  | 'retry'
  | 'discard'
  | 'edit'
  | 'send.invalid'
  | 'send.ok'
  | 'send.mass'
  | 'send.sms'
  | 'cc.off'
  | 'html.off'
  | 'template.use'
  | 'template.ask'
  | 'confirm.accept'
  | 'confirm.cancel'
  | 'save.empty'
  | 'save'
  | 'autosave'
  | 'save.done'
  | 'save.error'
  | 'sms.none'
  | 'sms.needed'
  | 'sms.error'
  | 'sms.incomplete'
  | 'sms.submit'
  | 'sms.cancel'
  | 'smsSave.ok'
  | 'smsSave.fail'
  | 'send.done'
  | 'send.scheduled'
  | 'send.refused'
  | 'send.error'
  | 'continue'
  | 'tab.on'
>

export const modelMachine = setup({ types: { events: {} as ModelEvent } }).createMachine({
  id: 'composeModel',
  initial: 'start',
  states: {
    start: {
      on: {
        'open.new': 'editing',
        'open.reply': 'loading',
        'open.restored': 'editing',
        'open.denied': 'denied',
      },
    },
    denied: {},
    loading: { on: { 'load.ok': 'editing', 'load.fail': 'loadFailed' } },
    loadFailed: { on: { retry: 'loading', discard: 'discarded' } },
    editing: {
      on: {
        edit: 'editing',
        'send.invalid': 'editing',
        'send.ok': 'sending',
        'send.mass': 'confirmingSend',
        'send.sms': 'smsChecking',
        'cc.off': 'confirmingChange',
        'html.off': 'confirmingChange',
        'template.use': 'editing',
        'template.ask': 'confirmingChange',
        'save.empty': 'editing',
        save: 'saving',
        autosave: 'saving',
        discard: 'discarded',
      },
    },
    confirmingChange: { on: { 'confirm.accept': 'editing', 'confirm.cancel': 'editing' } },
    confirmingSend: { on: { 'confirm.accept': 'sending', 'confirm.cancel': 'editing' } },
    smsChecking: {
      on: { 'sms.none': 'sending', 'sms.needed': 'smsNumbers', 'sms.error': 'editing' },
    },
    smsNumbers: {
      on: { 'sms.incomplete': 'smsNumbers', 'sms.submit': 'smsSaving', 'sms.cancel': 'editing' },
    },
    smsSaving: { on: { 'smsSave.ok': 'sending', 'smsSave.fail': 'smsNumbers' } },
    sending: {
      on: {
        'send.done': 'sent',
        'send.scheduled': 'scheduled',
        'send.refused': 'editing',
        'send.error': 'editing',
      },
    },
    saving: { on: { edit: 'saving', 'save.done': 'editing', 'save.error': 'editing' } },
    sent: { on: { 'tab.on': 'sent' } },
    scheduled: { on: { continue: 'editing' } },
    discarded: { on: { 'tab.on': 'discarded' } },
  },
})
export type ModelSnapshot = SnapshotFrom<typeof modelMachine>
export const serializeState = (s: ModelSnapshot): string => JSON.stringify(s.value)

/** Holds the actor of one path; `open.*` creates it. */
export class World {
  private harness: ComposeHarness | null = null
  constructor(private readonly inspect: (event: InspectionEvent) => void) {}
  get h(): ComposeHarness {
    if (!this.harness) throw new Error('no compose actor yet')
    return this.harness
  }
  open(input: ConstructorParameters<typeof ComposeHarness>[0]): void {
    this.harness = new ComposeHarness(input, this.inspect)
  }
  stop(): void {
    this.harness?.actor.stop()
  }
}

/** One of each edit event; the form ends with its recipients, subject and body as they were. */
export const EVERY_EDIT: ComposeEvent[] = [
  { type: 'recipients.add', field: 'to', text: 'x@corp.example; bad-address' },
  { type: 'recipients.pick', field: 'cc', recipients: [makeRecipient('p@corp.example', 'P')] },
  { type: 'recipient.update', field: 'cc', index: 0, email: 'q@corp.example', name: 'Q' },
  { type: 'recipient.move', from: 'cc', index: 0, to: 'bcc' },
  { type: 'field.set', field: 'is_priority', value: true },
  { type: 'body.change', html: '<p>typed</p>', plain: 'typed' },
  { type: 'option.toggle', option: 'schedule', on: true },
  { type: 'option.toggle', option: 'schedule', on: false },
  {
    type: 'attachments.add',
    attachments: [{ id: 5, name: 'a.pdf', size: 10, source: 'local', level: null }],
  },
  { type: 'attachment.level', id: 5, level: 2 },
  { type: 'attachment.expiry', id: 5, days: 90 },
  { type: 'attachment.remove', id: 5 },
  { type: 'recipient.remove', field: 'bcc', index: 0 },
  { type: 'stationery.choose', stationery: { id: 3, src: '/demo/stationery-3.svg' } },
  { type: 'stationery.choose', stationery: null },
  { type: 'signature.choose', id: null },
]

const BUSY = ['loading', 'smsChecking', 'smsSaving', 'sending', 'saving']

const TEMPLATE = { id: 1, caption: 'Weekly', content: '<p>Agenda</p>' }

export function checks(world: World) {
  return (expected: ModelSnapshot) => {
    const value = String(expected.value)
    if (value === 'start') return
    const s = world.h.snapshot
    expect(s.value).toBe(value)
    expect(selectIsBusy(s)).toBe(BUSY.includes(value))
    expect(selectIsEditable(s)).toBe(value === 'editing' || value === 'saving')
    const confirming = value === 'confirmingChange' || value === 'confirmingSend'
    expect(selectConfirm(s) !== null).toBe(confirming)
    expect(selectSmsNeeded(s) !== null).toBe(value === 'smsNumbers')
    if (value !== 'editing') expect(selectCanSend(s)).toBe(false)
    if (value === 'denied') expect(selectAlert(s)).toEqual({ code: 'noSharingPower' })
    if (value === 'loadFailed') expect(selectAlert(s)).toEqual({ code: 'loadFailed' })
  }
}

/** Clears the recipients and options the last steps left, then fills a valid form. */
async function readyToSend(h: ComposeHarness, extra: ComposeEvent[] = []): Promise<void> {
  await h.advance(1500)
  const form = h.snapshot.context.form
  const removals: ComposeEvent[] = (['to', 'cc', 'bcc'] as const).flatMap((field) =>
    form[field].map(() => ({ type: 'recipient.remove' as const, field, index: 0 })),
  )
  await h.send(
    ...removals,
    { type: 'field.set', field: 'is_partsend', value: false },
    { type: 'field.set', field: 'is_smsnotify', value: false },
  )
  await h.fillValid(extra)
}

const lastInput = <I>(list: { input: I }[]): I => {
  const last = list.at(-1)
  if (!last) throw new Error('no call')
  return last.input
}

export function executors(world: World) {
  const h = () => world.h
  return {
    'open.new': () => world.open({}),
    'open.reply': () => {
      world.open({ mode: 'reply', source: { uid: 7, folder: 'INBOX' } })
      expect(lastInput(h().loads)).toEqual({ uid: 7, folder: 'INBOX', view: 3 })
    },
    'open.restored': () => {
      world.open({
        restored: {
          mode: 'new',
          source: null,
          form: { ...defaultComposeForm(), subject: 'Restored' },
          draftId: null,
          hiddenOriginal: null,
        },
      })
      expect(h().snapshot.context.form.subject).toBe('Restored')
    },
    'open.denied': () =>
      world.open({
        shared: {
          is_shareduser: true,
          shareuser_all: false,
          shareuser_post: false,
          shareuser_send: false,
        },
      }),
    'load.ok': async () => {
      await h().settleLast(h().loads, (p) => p.resolve(PREFILL))
      expect(h().snapshot.context.form.to.map((r) => r.email)).toEqual(['boss@corp.example'])
      expect(h().snapshot.context.draftId).toBeNull()
    },
    'load.fail': () => h().settleLast(h().loads, (p) => p.reject(new Error('404'))),
    retry: () => h().send({ type: 'compose.retry' }),
    discard: async () => {
      const cleared = h().cleared
      await h().send({ type: 'compose.discard' })
      expect(h().cleared).toBe(cleared + 1)
    },
    edit: async () => {
      const revision = h().snapshot.context.revision
      await h().send(...EVERY_EDIT)
      expect(h().snapshot.context.revision).toBeGreaterThan(revision)
      expect(h().snapshot.context.form.to.at(-1)?.valid).toBe(false)
    },
    'send.invalid': async () => {
      await readyToSend(h(), [{ type: 'recipient.remove', field: 'to', index: 0 }])
      await h().send({ type: 'compose.send' })
      expect(selectAlert(h().snapshot)).toEqual({ code: 'noRecipient' })
    },
    // R-SEND-1
    'send.ok': async () => {
      await readyToSend(h())
      await h().send({ type: 'compose.send' })
      expect(lastInput(h().sends)).toMatchObject({ action: 'sent', to: [['a@corp.example', '']] })
    },
    'send.mass': async () => {
      await readyToSend(h(), [
        { type: 'field.set', field: 'is_partsend', value: true },
        { type: 'recipients.add', field: 'to', text: 'b@corp.example' },
      ])
      await h().send({ type: 'compose.send' })
      expect(selectConfirm(h().snapshot)).toEqual({ code: 'massMail', params: { count: 2 } })
    },
    'send.sms': async () => {
      await readyToSend(h(), [{ type: 'field.set', field: 'is_smsnotify', value: true }])
      await h().send({ type: 'compose.send' })
      expect(lastInput(h().smsChecks)).toEqual({ emails: ['a@corp.example'] })
    },
    'cc.off': async () => {
      await h().send(
        { type: 'field.toggle', field: 'cc', on: true },
        { type: 'recipients.add', field: 'cc', text: 'c@corp.example' },
        { type: 'field.toggle', field: 'cc', on: false },
      )
      expect(selectConfirm(h().snapshot)?.code).toBe('dropCc')
    },
    'html.off': async () => {
      await h().send({ type: 'format.toggle', html: true }, { type: 'format.toggle', html: false })
      expect(selectConfirm(h().snapshot)).toEqual({ code: 'htmlToText' })
    },
    'template.use': async () => {
      await h().send(
        { type: 'body.change', html: '', plain: '' },
        { type: 'template.choose', template: TEMPLATE },
      )
      expect(h().snapshot.context.form.plain_text).toContain('Agenda')
    },
    'template.ask': async () => {
      await h().send(
        { type: 'body.change', html: '<p>typed</p>', plain: 'typed' },
        { type: 'template.choose', template: TEMPLATE },
      )
      expect(selectConfirm(h().snapshot)).toEqual({
        code: 'replaceWithTemplate',
        params: { caption: 'Weekly' },
      })
    },
    'confirm.accept': async () => {
      const confirm = selectConfirm(h().snapshot)?.code
      await h().send({ type: 'confirm.accept' })
      const form = h().snapshot.context.form
      if (confirm === 'dropCc') expect([form.is_cc, form.cc]).toEqual([false, []])
      if (confirm === 'htmlToText') expect(form.is_html).toBe(false)
      if (confirm === 'replaceWithTemplate') expect(form.plain_text).toContain('Agenda')
    },
    'confirm.cancel': async () => {
      const before = h().snapshot.context.form
      await h().send({ type: 'confirm.cancel' })
      expect(h().snapshot.context.form).toEqual(before)
    },
    'save.empty': async () => {
      await h().send({ type: 'field.set', field: 'subject', value: '' }, { type: 'draft.save' })
      expect(selectAlert(h().snapshot)).toEqual({ code: 'draftEmpty' })
    },
    // R-SEND-1
    save: async () => {
      await h().send(
        { type: 'field.set', field: 'subject', value: 'Draft' },
        { type: 'draft.save' },
      )
      expect(lastInput(h().saves)).toMatchObject({ action: 'save', subject: 'Draft' })
    },
    // R-SEND-6
    autosave: async () => {
      await h().send({ type: 'body.change', html: '<p>auto</p>', plain: 'auto' })
      await h().advance(5 * 60_000)
      expect(h().snapshot.context.autoSaving).toBe(true)
      expect(h().persisted.at(-1)?.form.plain_text).toBe('auto')
    },
    'save.done': async () => {
      await h().settleLast(h().saves, (p) => p.resolve(outcome({ type: 'save', draft_id: 99 })))
      expect(h().snapshot.context.draftId).toBe(99)
      expect(h().emitted.at(-1)).toMatchObject({ type: 'compose.saved', draftId: 99 })
    },
    'save.error': async () => {
      const auto = h().snapshot.context.autoSaving
      await h().settleLast(h().saves, (p) => p.reject({ non_field_errors: ['Disk full'] }))
      expect(selectAlert(h().snapshot)).toEqual(
        auto ? null : { code: 'saveFailed', params: { message: 'Disk full' } },
      )
    },
    'sms.none': () => h().settleLast(h().smsChecks, (p) => p.resolve({ create: [], update: [] })),
    // R-SEND-7: recipients to create or update → the SMS-number step
    'sms.needed': async () => {
      await h().settleLast(h().smsChecks, (p) =>
        p.resolve({ create: ['a@corp.example'], update: [] }),
      )
      expect(selectSmsNeeded(h().snapshot)?.map((c) => c.email)).toEqual(['a@corp.example'])
    },
    'sms.error': async () => {
      await h().settleLast(h().smsChecks, (p) => p.reject({ detail: 'SMS off' }))
      expect(selectAlert(h().snapshot)).toEqual({
        code: 'smsCheckFailed',
        params: { message: 'SMS off' },
      })
    },
    'sms.incomplete': async () => {
      // R-VALID-20
      await h().send({ type: 'sms.submit', contacts: [] })
      expect(selectAlert(h().snapshot)).toEqual({
        code: 'smsMobileRequired',
        params: { email: 'a@corp.example' },
      })
    },
    'sms.submit': async () => {
      const contacts = [{ email: 'a@corp.example', fullname: 'A', mobile: '13800000000' }]
      await h().send({ type: 'sms.submit', contacts })
      expect(lastInput(h().smsSaves)).toEqual({ contacts })
    },
    'sms.cancel': () => h().send({ type: 'sms.cancel' }),
    'smsSave.ok': () => h().settleLast(h().smsSaves, (p) => p.resolve()),
    'smsSave.fail': () => h().settleLast(h().smsSaves, (p) => p.reject(new Error('500'))),
    // R-SEND-2
    'send.done': async () => {
      const cleared = h().cleared
      await h().settleLast(h().sends, (p) => p.resolve(outcome()))
      expect(h().emitted.at(-1)).toMatchObject({ type: 'compose.sent', subject: 'Plan' })
      expect(h().cleared).toBe(cleared + 1)
    },
    'send.scheduled': () =>
      h().settleLast(h().sends, (p) =>
        p.resolve(outcome({ type: 'schedule', schedule_day: '2025-03-10 11:00' })),
      ),
    'send.refused': async () => {
      await h().settleLast(h().sends, (p) =>
        p.resolve(
          outcome({
            success: false,
            error_lists: [{ recipient: 'a@corp.example', error: 'Mailbox full' }],
          }),
        ),
      )
      expect(selectAlert(h().snapshot)).toEqual({
        code: 'sendFailed',
        params: { message: 'Mailbox full' },
      })
    },
    'send.error': async () => {
      await h().settleLast(h().sends, (p) => p.reject(new TypeError('Failed to fetch')))
      expect(selectAlert(h().snapshot)).toEqual({ code: 'sendFailed', params: { message: null } })
      // Nothing typed is lost.
      expect(h().snapshot.context.form).toMatchObject({ subject: 'Plan', plain_text: 'hello' })
    },
    continue: () => h().send({ type: 'compose.continue' }),
    'tab.on': () => h().send({ type: 'tab.activated' }),
  } satisfies Record<ModelEvent['type'], () => unknown>
}
