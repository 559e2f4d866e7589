/**
 * Model-based test of machines/lock-settings (R-LOCK "Lock dialog … with a cancel-lock
 * sub-dialog", §4 "Folder lock: set, edited, cancelled", §5 "Lock password: required"): every
 * state and transition of the chart is driven on a real actor whose I/O are hand-settled fakes
 * answering from a tiny fake server (calendar unlocked, file locked). The checks compare what the
 * actor shows, what it asked the server and what it told the UI.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  lockSettingsMachine,
  selectCanSwitch,
  selectCancelOpen,
  selectError,
  selectForgotShown,
  selectIsBusy,
  selectModule,
  selectModuleSetting,
  selectNotice,
  selectView,
  type CancelLockInput,
  type LockSettingsData,
  type LockSettingsEmitted,
  type LockSettingsError,
  type LockSettingsNotice,
  type ModuleLockSettings,
  type SaveLockInput,
} from '../../machines/lock-settings/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

type Module = 'calendar' | 'file'
const RULE = { minLength: 6, maxLength: 16 }

type ModelEvent =
  | { type: 'load.done' }
  | { type: 'load.locked' }
  | { type: 'load.error' }
  | { type: 'retry' }
  | { type: 'select.calendar' }
  | { type: 'select.file' }
  | { type: 'edit' }
  | { type: 'back' }
  | { type: 'cancelLock' }
  | { type: 'forgot' }
  | { type: 'save.oldEmpty' }
  | { type: 'save.empty' }
  | { type: 'save.short' }
  | { type: 'save.mismatch' }
  | { type: 'save.valid' }
  | { type: 'save.done' }
  | { type: 'save.error' }
  | { type: 'cancel.empty' }
  | { type: 'cancel.password' }
  | { type: 'cancel.done' }
  | { type: 'cancel.error' }

interface ModelContext {
  module: Module
  sets: Record<Module, boolean>
  mode: 'set' | 'edit'
  error: LockSettingsError | null
  forgot: boolean
  notice: LockSettingsNotice | null
  /** The last lock.changed the UI was told of (bounded, unlike a count). */
  lastChange: LockSettingsEmitted | null
}

const clear = { error: null, notice: null, forgot: false } as const
type ModelAssign = Parameters<
  typeof assign<ModelContext, ModelEvent, undefined, ModelEvent, never>
>[0]
const put = (values: ModelAssign) =>
  assign<ModelContext, ModelEvent, undefined, ModelEvent, never>(values)
const formError = (error: LockSettingsError) => put({ error, notice: null })
const select = (module: Module) => [
  {
    guard: ({ context }: { context: ModelContext }) => context.sets[module],
    target: 'set',
    reenter: true,
    actions: put({ module, ...clear }),
  },
  { target: 'unset', reenter: true, actions: put({ module, ...clear }) },
]
const forgot = { actions: put({ forgot: true }) }
const required = (field: LockSettingsError['field']): LockSettingsError => ({
  field,
  code: 'passwordRequired',
})

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'lockSettingsModel',
  context: {
    module: 'calendar',
    sets: { calendar: false, file: true },
    mode: 'set',
    ...clear,
    lastChange: null,
  },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.done': [
          {
            guard: ({ context }) => context.sets[context.module],
            target: 'set',
            actions: assign({ error: null }),
          },
          { target: 'unset', actions: assign({ error: null }) },
        ],
        // Meanwhile a calendar lock was set elsewhere (another window): the tab opens on it.
        'load.locked': {
          target: 'set',
          actions: assign({
            error: null,
            module: 'calendar',
            sets: ({ context }) => ({ ...context.sets, calendar: true }),
          }),
        },
        'load.error': {
          target: 'failed',
          actions: assign({ error: { field: null, code: 'loadFailed' } }),
        },
      },
    },
    failed: { on: { retry: 'loading' } },
    unset: {
      on: {
        'select.calendar': select('calendar'),
        'select.file': select('file'),
        'save.empty': { actions: formError(required('password')) },
        'save.short': { actions: formError({ field: 'password', code: 'passwordLength' }) },
        'save.mismatch': { actions: formError({ field: 'confirm', code: 'confirmMismatch' }) },
        // The set form has no old password: an empty one is no error there.
        'save.oldEmpty': {
          target: 'saving',
          actions: assign({ mode: 'set', error: null, notice: null }),
        },
        'save.valid': {
          target: 'saving',
          actions: assign({ mode: 'set', error: null, notice: null }),
        },
      },
    },
    set: {
      on: {
        'select.calendar': select('calendar'),
        'select.file': select('file'),
        edit: { target: 'editing', actions: assign(clear) },
        cancelLock: { target: 'confirmingCancel', actions: assign(clear) },
        forgot,
      },
    },
    editing: {
      on: {
        'save.oldEmpty': { actions: formError(required('oldPassword')) },
        'save.empty': { actions: formError(required('password')) },
        'save.short': { actions: formError({ field: 'password', code: 'passwordLength' }) },
        'save.mismatch': { actions: formError({ field: 'confirm', code: 'confirmMismatch' }) },
        'save.valid': { target: 'saving', actions: assign({ mode: 'edit', error: null }) },
        back: { target: 'set', actions: assign(clear) },
        forgot,
      },
    },
    saving: {
      on: {
        'save.done': {
          target: 'set',
          actions: assign({
            sets: ({ context }) => ({ ...context.sets, [context.module]: true }),
            notice: 'saved',
            forgot: false,
            lastChange: ({ context }) => ({
              type: 'lock.changed',
              module: context.module,
              isSet: true,
            }),
          }),
        },
        'save.error': [
          {
            guard: ({ context }) => context.mode === 'edit',
            target: 'editing',
            actions: assign({ error: { field: 'oldPassword', code: 'wrongPassword' } }),
          },
          { target: 'unset', actions: assign({ error: { field: null, code: 'saveFailed' } }) },
        ],
      },
    },
    confirmingCancel: {
      on: {
        'cancel.empty': { actions: assign({ error: required('cancelPassword') }) },
        'cancel.password': { target: 'cancelling', actions: assign({ error: null }) },
        back: { target: 'set', actions: assign(clear) },
        forgot,
      },
    },
    cancelling: {
      on: {
        'cancel.done': {
          target: 'unset',
          actions: assign({
            sets: ({ context }) => ({ ...context.sets, [context.module]: false }),
            notice: 'cancelled',
            forgot: false,
            lastChange: ({ context }) => ({
              type: 'lock.changed',
              module: context.module,
              isSet: false,
            }),
          }),
        },
        'cancel.error': {
          target: 'confirmingCancel',
          actions: assign({ error: { field: 'cancelPassword', code: 'wrongPassword' } }),
        },
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.loadLockSettings': ['load.done', 'load.locked'],
  'xstate.error.actor.loadLockSettings': ['load.error'],
  'settings.retry': ['retry'],
  'module.select': ['select.calendar', 'select.file'],
  'lock.edit': ['edit'],
  'lock.back': ['back'],
  'lock.cancelLock': ['cancelLock'],
  'lock.forgot': ['forgot'],
  'lock.save': ['save.oldEmpty', 'save.empty', 'save.short', 'save.mismatch', 'save.valid'],
  'xstate.done.actor.saveLock': ['save.done'],
  'xstate.error.actor.saveLock': ['save.error'],
  'cancel.submit': ['cancel.empty', 'cancel.password'],
  'xstate.done.actor.cancelLock': ['cancel.done'],
  'xstate.error.actor.cancelLock': ['cancel.error'],
}

/** `mode` matters only while saving (it is always set on the way in), so it is left out elsewhere. */
const serializeState = (s: ModelSnapshot) => {
  const { mode, ...rest } = s.context
  return JSON.stringify([s.value, rest, s.matches('saving') ? mode : null])
}

class Harness {
  /** The fake server's locks (mailbox locked throughout). */
  readonly server: Record<Module, boolean> = { calendar: false, file: true }
  readonly loads: Pending<LockSettingsData>[] = []
  readonly saves: Pending<ModuleLockSettings, SaveLockInput>[] = []
  readonly cancels: Pending<ModuleLockSettings, CancelLockInput>[] = []
  readonly emitted: LockSettingsEmitted[] = []
  readonly actor: Actor<typeof lockSettingsMachine>

  constructor(inspect?: Inspect) {
    const machine = lockSettingsMachine.provide({
      actors: {
        loadLockSettings: pendingActor(this.loads),
        saveLock: pendingActor(this.saves),
        cancelLock: pendingActor(this.cancels),
      },
    })
    this.actor = createActor(machine, { input: { module: 'calendar' }, inspect })
    this.actor.on('lock.changed', (event) => this.emitted.push(event))
    this.actor.start()
  }

  modules(): ModuleLockSettings {
    return {
      mailbox: { isSet: true, folders: ['Finance'] },
      calendar: { isSet: this.server.calendar, folders: [] },
      file: { isSet: this.server.file, folders: [] },
    }
  }
}

function last<T>(list: T[]): T {
  const item = list.at(-1)
  if (item === undefined) throw new Error('the machine did not call the actor')
  return item
}

function checks(h: Harness) {
  const send = sender(h.actor)
  const save = (form: { password: string; confirm: string; oldPassword?: string }) =>
    send({ type: 'lock.save', ...form })
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        const c = expected.context
        expect(actual.value).toEqual(expected.value)
        expect(selectModule(actual)).toBe(c.module)
        expect(selectError(actual)).toEqual(c.error)
        expect(selectForgotShown(actual)).toBe(c.forgot)
        expect(selectNotice(actual)).toBe(c.notice)
        expect(selectIsBusy(actual)).toBe(
          (['loading', 'saving', 'cancelling'] as const).some((s) => expected.matches(s)),
        )
        expect(selectCanSwitch(actual)).toBe(expected.matches('unset') || expected.matches('set'))
        expect(selectCancelOpen(actual)).toBe(
          expected.matches('confirmingCancel') || expected.matches('cancelling'),
        )
        const views: Record<string, string> = {
          loading: 'loading',
          failed: 'failed',
          unset: 'setForm',
          set: 'status',
          editing: 'editForm',
          saving: c.mode === 'edit' ? 'editForm' : 'setForm',
          confirmingCancel: 'status',
          cancelling: 'status',
        }
        expect(selectView(actual)).toBe(views[String(expected.value)])
        if (!expected.matches('loading') && !expected.matches('failed'))
          expect(selectModuleSetting(actual)?.isSet).toBe(c.sets[c.module])
        expect(h.emitted.at(-1) ?? null).toEqual(c.lastChange)
        if (expected.matches('saving')) {
          // The password goes as typed, with the old one only when changing it.
          expect(last(h.saves).input).toMatchObject({
            mode: c.mode,
            module: c.module,
            password: 'Lock@2468',
          })
          expect('oldPassword' in last(h.saves).input).toBe(c.mode === 'edit')
        }
        if (expected.matches('cancelling'))
          expect(last(h.cancels).input).toEqual({ module: c.module, password: 'Lock@2468' })
      },
    },
    events: {
      'load.done': async () => {
        last(h.loads).resolve({ modules: h.modules(), rule: RULE, folders: [] })
        await settle()
      },
      'load.locked': async () => {
        h.server.calendar = true
        last(h.loads).resolve({ modules: h.modules(), rule: RULE, folders: [] })
        await settle()
      },
      'load.error': async () => {
        last(h.loads).reject(new Error('500'))
        await settle()
      },
      retry: () => send({ type: 'settings.retry' }),
      'select.calendar': () => send({ type: 'module.select', module: 'calendar' }),
      'select.file': () => send({ type: 'module.select', module: 'file' }),
      edit: () => send({ type: 'lock.edit' }),
      back: () => send({ type: 'lock.back' }),
      cancelLock: () => send({ type: 'lock.cancelLock' }),
      forgot: () => send({ type: 'lock.forgot' }),
      'save.oldEmpty': () => {
        const snapshot = h.actor.getSnapshot()
        // In the set form there is no old password field at all.
        return snapshot.matches('editing')
          ? save({ oldPassword: ' ', password: 'Lock@2468', confirm: 'Lock@2468' })
          : save({ password: 'Lock@2468', confirm: 'Lock@2468' })
      },
      'save.empty': () => save({ oldPassword: 'Old@2468', password: '   ', confirm: '   ' }),
      'save.short': () => save({ oldPassword: 'Old@2468', password: 'abc12', confirm: 'abc12' }),
      'save.mismatch': () =>
        save({ oldPassword: 'Old@2468', password: 'Lock@2468', confirm: 'Lock@2469' }),
      'save.valid': () => {
        const editing = h.actor.getSnapshot().matches('editing')
        return save({
          ...(editing ? { oldPassword: 'Old@2468' } : {}),
          password: 'Lock@2468',
          confirm: 'Lock@2468',
        })
      },
      'save.done': async () => {
        const pending = last(h.saves)
        h.server[pending.input.module as Module] = true
        pending.resolve(h.modules())
        await settle()
      },
      'save.error': async () => {
        last(h.saves).reject(new Error('400'))
        await settle()
      },
      'cancel.empty': () => send({ type: 'cancel.submit', password: ' ' }),
      'cancel.password': () => send({ type: 'cancel.submit', password: 'Lock@2468' }),
      'cancel.done': async () => {
        const pending = last(h.cancels)
        h.server[pending.input.module as Module] = false
        pending.resolve(h.modules())
        await settle()
      },
      'cancel.error': async () => {
        last(h.cancels).reject(new Error('400'))
        await settle()
      },
    },
  }
}

const model = createTestModel(modelMachine, { serializeState })
const edges = edgePaths(model, serializeState)

describeModel(
  'lock settings machine (model-based)',
  {
    chart: lockSettingsMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: checks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
    mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  },
  () => {
    it('the path set stays small (fewer than 3000 paths)', () => {
      expect(edges.length).toBeLessThan(3000)
    })
  },
)
