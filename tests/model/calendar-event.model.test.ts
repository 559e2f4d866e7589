/**
 * Model-based test of machines/calendar-event (the event dialog of /calendar/index): every state
 * and transition driven on a real actor whose save and delete calls are hand-settled fakes. The
 * points of the chart: a read-only event cannot be edited or deleted; an invalid form shows its
 * messages and makes no call; a change or delete of a repeating occurrence asks this / following
 * / all first and sends the answer; a single event's delete asks for a confirmation; a drag is a
 * save (asking first for a repeating one) and a refused or cancelled drag is reported back; a
 * refused save keeps the editor and the input.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  calendarEventMachine,
  selectAskingScope,
  selectConfirmingDelete,
  selectErrors,
  selectFailure,
  selectIsEditing,
  selectIsOpen,
  selectIsViewing,
  selectValues,
  type DeleteEventInput,
  type OpenedEvent,
  type SaveEventInput,
} from '../../machines/calendar-event/index.ts'
import { blankEvent, type EventFormValues } from '../../src/domain/calendar/eventForm.ts'
import {
  describeModel,
  settle,
  type Inspect,
  lastOf,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

type Kind = 'new' | 'single' | 'repeating' | 'readonly'
type Failure = null | 'fields' | 'refused' | 'failed'
type ModelEvent = {
  type:
    | 'open.new'
    | 'open.single'
    | 'open.repeating'
    | 'open.readonly'
    | 'move.single'
    | 'move.repeating'
    | 'event.edit'
    | 'edit.refused'
    | 'event.delete'
    | 'event.close'
    | 'fill'
    | 'blank'
    | 'event.submit'
    | 'scope.choose'
    | 'scope.cancel'
    | 'delete.confirm'
    | 'delete.cancel'
    | 'save.ok'
    | 'save.fields'
    | 'save.refused'
    | 'save.failed'
    | 'delete.ok'
    | 'delete.failed'
}
interface ModelContext {
  kind: Kind
  valid: boolean
  errors: boolean
  pending: 'save' | 'delete' | null
  origin: 'view' | 'edit' | 'move'
  failure: Failure
}

const START: ModelContext = {
  kind: 'new',
  valid: false,
  errors: false,
  pending: null,
  origin: 'edit',
  failure: null,
}
const opened = (kind: Kind, origin: ModelContext['origin'], valid = true): ModelContext => ({
  ...START,
  kind,
  origin,
  valid,
})

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    repeating: ({ context }) => context.kind === 'repeating',
    single: ({ context }) => context.kind === 'single',
    readonly: ({ context }) => context.kind === 'readonly',
    existing: ({ context }) => context.kind !== 'new' && context.kind !== 'readonly',
    valid: ({ context }) => context.valid,
    validRepeating: ({ context }) => context.valid && context.kind === 'repeating',
    fromMove: ({ context }) => context.origin === 'move',
    askingSave: ({ context }) => context.pending === 'save',
    fromView: ({ context }) => context.origin === 'view',
  },
}).createMachine({
  id: 'calendarEventModel',
  context: START,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'open.new': { target: 'editing', actions: assign(() => opened('new', 'edit', false)) },
        'open.single': { target: 'viewing', actions: assign(() => opened('single', 'view')) },
        'open.repeating': { target: 'viewing', actions: assign(() => opened('repeating', 'view')) },
        'open.readonly': { target: 'viewing', actions: assign(() => opened('readonly', 'view')) },
        'move.single': { target: 'saving', actions: assign(() => opened('single', 'move')) },
        'move.repeating': {
          target: 'askingScope',
          actions: assign(() => ({ ...opened('repeating', 'move'), pending: 'save' as const })),
        },
      },
    },
    viewing: {
      on: {
        'event.edit': {
          guard: ({ context }) => context.kind !== 'readonly',
          target: 'editing',
          actions: assign({ origin: 'edit' }),
        },
        'edit.refused': { guard: 'readonly' },
        'event.delete': [
          {
            guard: 'repeating',
            target: 'askingScope',
            actions: assign({ pending: 'delete', failure: null }),
          },
          {
            guard: 'single',
            target: 'confirmingDelete',
            actions: assign({ pending: 'delete', failure: null }),
          },
        ],
        'event.close': 'closed',
      },
    },
    editing: {
      on: {
        // Only the title changes: its message goes, the server's words about other fields stay.
        fill: { actions: assign({ valid: true, errors: false }) },
        blank: { actions: assign({ valid: false, errors: false }) },
        'event.submit': [
          {
            guard: 'validRepeating',
            target: 'askingScope',
            actions: assign({ pending: 'save', failure: null }),
          },
          { guard: 'valid', target: 'saving', actions: assign({ failure: null }) },
          { actions: assign({ errors: true }) },
        ],
        'event.delete': [
          {
            guard: 'repeating',
            target: 'askingScope',
            actions: assign({ pending: 'delete', failure: null }),
          },
          {
            guard: 'existing',
            target: 'confirmingDelete',
            actions: assign({ pending: 'delete', failure: null }),
          },
        ],
        'event.close': 'closed',
      },
    },
    askingScope: {
      on: {
        'scope.choose': [{ guard: 'askingSave', target: 'saving' }, { target: 'deleting' }],
        'scope.cancel': [
          { guard: 'fromMove', target: 'closed' },
          { guard: 'askingSave', target: 'editing' },
          { guard: 'fromView', target: 'viewing' },
          { target: 'editing' },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting', actions: assign({ failure: null }) },
        'delete.cancel': [{ guard: 'fromView', target: 'viewing' }, { target: 'editing' }],
      },
    },
    saving: {
      on: {
        'save.ok': 'closed',
        'save.fields': [
          { guard: 'fromMove', target: 'closed' },
          { target: 'editing', actions: assign({ failure: 'fields' }) },
        ],
        'save.refused': [
          { guard: 'fromMove', target: 'closed' },
          { target: 'editing', actions: assign({ failure: 'refused' }) },
        ],
        'save.failed': [
          { guard: 'fromMove', target: 'closed' },
          { target: 'editing', actions: assign({ failure: 'failed' }) },
        ],
      },
    },
    deleting: {
      on: {
        'delete.ok': 'closed',
        'delete.failed': [
          { guard: 'repeating', target: 'askingScope', actions: assign({ failure: 'failed' }) },
          { target: 'confirmingDelete', actions: assign({ failure: 'failed' }) },
        ],
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const serializeState = (s: ModelSnapshot) => {
  if (s.matches('closed')) return '"closed"'
  const c = s.context
  return JSON.stringify([s.value, c.kind, c.valid, c.errors, c.pending, c.origin, c.failure])
}

const AT = new Date('2026-12-01T10:00:00+08:00')
const HOUR_LATER = new Date('2026-12-01T11:00:00+08:00')
const values = (title: string, weekly: boolean): EventFormValues => ({
  ...blankEvent(AT, HOUR_LATER, false, 1, 15, 'Asia/Shanghai'),
  title,
  ...(weekly ? { freq: 'weekly' as const, byweekday: [2] } : {}),
})
const EVENTS: Record<Exclude<Kind, 'new'>, OpenedEvent> = {
  single: { id: 5, occurrence: null, repeating: false, editable: true, title: '周会' },
  repeating: {
    id: 6,
    occurrence: '2026-12-01T02:00:00.000Z',
    repeating: true,
    editable: true,
    title: '站会',
  },
  readonly: { id: 7, occurrence: null, repeating: false, editable: false, title: '共享的会' },
}
const TAKEN = '参与人 nobody@example.com 不存在于系统中'

class Harness {
  readonly saves: Pending<unknown, SaveEventInput>[] = []
  readonly deletes: Pending<unknown, DeleteEventInput>[] = []
  readonly emitted: string[] = []
  readonly actor: Actor<typeof calendarEventMachine>

  constructor(inspect?: Inspect) {
    const machine = calendarEventMachine.provide({
      actors: {
        saveEvent: pendingActor(this.saves),
        deleteEvent: pendingActor(this.deletes),
      },
    })
    this.actor = createActor(machine, { inspect })
    this.actor.on('*', (event) => this.emitted.push(event.type))
    this.actor.start()
  }
}

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  const snap = () => h.actor.getSnapshot()
  const failWith = async (error: unknown) => {
    const moved = snap().context.origin === 'move'
    lastOf(h.saves).reject(error)
    await settle()
    if (moved) expect(h.emitted.at(-1)).toBe('event.moveCancelled')
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = snap()
        expect(actual.value).toEqual(expected.value)
        expect(selectIsOpen(actual)).toBe(!expected.matches('closed'))
        expect(selectIsViewing(actual)).toBe(expected.matches('viewing'))
        expect(selectIsEditing(actual)).toBe(
          expected.matches('editing') || expected.matches('saving'),
        )
        expect(actual.hasTag('busy')).toBe(
          expected.matches('saving') || expected.matches('deleting'),
        )
        expect(selectAskingScope(actual)).toBe(
          expected.matches('askingScope') ? expected.context.pending : null,
        )
        expect(selectConfirmingDelete(actual)).toBe(
          expected.matches('confirmingDelete') || expected.matches('deleting'),
        )
        if (expected.matches('closed')) return
        const c = expected.context
        if (expected.matches('viewing')) {
          expect(actual.context.event?.editable ?? true).toBe(c.kind !== 'readonly')
        }
        expect(selectValues(actual).title.trim() !== '').toBe(c.valid)
        if (c.errors) expect(selectErrors(actual)).toEqual({ title: 'eventTitleRequired' })
        else expect(selectErrors(actual)).toEqual({})
        if (expected.matches('editing')) {
          expect(selectFailure(actual)?.code ?? null).toBe(c.failure)
        }
        if (c.failure === 'fields' && expected.matches('editing')) {
          expect(actual.context.failure).toEqual({
            code: 'fields',
            fields: { participants: TAKEN },
            message: null,
          })
        }
      },
    },
    events: {
      'open.new': () => send({ type: 'event.new', values: values('', false) }),
      'open.single': () =>
        send({ type: 'event.open', event: EVENTS.single, values: values('周会', false) }),
      'open.repeating': () =>
        send({ type: 'event.open', event: EVENTS.repeating, values: values('站会', true) }),
      'open.readonly': () =>
        send({ type: 'event.open', event: EVENTS.readonly, values: values('共享的会', false) }),
      'move.single': () =>
        send({
          type: 'event.move',
          event: EVENTS.single,
          initial: values('周会', false),
          values: { ...values('周会', false), startTime: '14:00', endTime: '15:00' },
        }),
      'move.repeating': () =>
        send({
          type: 'event.move',
          event: EVENTS.repeating,
          initial: values('站会', true),
          values: { ...values('站会', true), startTime: '14:00', endTime: '15:00' },
        }),
      'event.edit': () => send({ type: 'event.edit' }),
      'edit.refused': async () => {
        await send({ type: 'event.edit' })
        await send({ type: 'event.delete' })
      },
      'event.delete': () => send({ type: 'event.delete' }),
      'event.close': () => send({ type: 'event.close' }),
      fill: () => send({ type: 'event.set', patch: { title: '评审会' } }),
      blank: () => send({ type: 'event.set', patch: { title: '  ' } }),
      'event.submit': async () => {
        const calls = h.saves.length
        await send({ type: 'event.submit' })
        const saving = snap().matches('saving')
        expect(h.saves).toHaveLength(saving ? calls + 1 : calls)
        if (saving) expect(lastOf(h.saves).input.scope).toBe('all')
      },
      'scope.choose': async () => {
        await send({ type: 'scope.choose', scope: 'following' })
        const call = snap().matches('saving') ? lastOf(h.saves) : lastOf(h.deletes)
        expect(call.input.scope).toBe('following')
        expect(call.input.event).toEqual(EVENTS.repeating)
      },
      'scope.cancel': () => send({ type: 'scope.cancel' }),
      'delete.confirm': async () => {
        await send({ type: 'delete.confirm' })
        expect(lastOf(h.deletes).input).toEqual({ event: EVENTS.single, scope: 'all' })
      },
      'delete.cancel': () => send({ type: 'delete.cancel' }),
      'save.ok': async () => {
        lastOf(h.saves).resolve({ id: 9 })
        await settle()
        expect(h.emitted.at(-1)).toBe('event.saved')
      },
      'save.fields': () => failWith({ fields: { participants: TAKEN }, message: null }),
      'save.refused': () => failWith({ fields: {}, message: '您对该日历只有查看权限，不能修改' }),
      'save.failed': () => failWith(new Error('network')),
      'delete.ok': async () => {
        lastOf(h.deletes).resolve(undefined)
        await settle()
        expect(h.emitted.at(-1)).toBe('event.deleted')
      },
      'delete.failed': async () => {
        lastOf(h.deletes).reject(new Error('network'))
        await settle()
        expect(selectFailure(snap())).toEqual({ code: 'failed' })
      },
    },
  }
}

describeModel('calendar-event machine (model-based)', {
  chart: calendarEventMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (h) => h.actor.stop(),
  walks: {
    'an edited event is dirty; editing a field drops its server message': async (inspect) => {
      const h = new Harness(inspect)
      h.actor.send({ type: 'event.open', event: EVENTS.single, values: values('周会', false) })
      h.actor.send({ type: 'event.edit' })
      h.actor.send({ type: 'event.submit' })
      lastOf(h.saves).reject({ fields: { participants: TAKEN }, message: null })
      await settle()
      expect(selectFailure(h.actor.getSnapshot())?.code).toBe('fields')
      h.actor.send({ type: 'event.set', patch: { participants: [] } })
      expect(selectFailure(h.actor.getSnapshot())).toBeNull()
      h.actor.stop()
    },
    'a count of 0 is refused with the spec message and no call': async (inspect) => {
      const h = new Harness(inspect)
      h.actor.send({
        type: 'event.new',
        values: { ...values('站会', true), repeatEnd: 'count', count: '0' },
      })
      h.actor.send({ type: 'event.submit' })
      expect(selectErrors(h.actor.getSnapshot())).toEqual({ count: 'repeatCountPositive' })
      expect(h.saves).toHaveLength(0)
      h.actor.stop()
    },
  },
})
