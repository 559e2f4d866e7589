/**
 * The lock settings dialog (R-LAYOUT-8 "Lock dialogs for mailbox, calendar and file centre,
 * with a cancel-lock sub-dialog"; R-LOCK-5 "set, edited, cancelled"; R-VALID-8, M-ERR-14), one
 * module tab at a time:
 *
 *   loading → unset | set              (the tab's module has no lock / has one)
 *   loading → failed ─settings.retry→ loading
 *   unset ─lock.save→ saving → set                        set a password (+ folder range)
 *   set ─lock.edit→ editing ─lock.save→ saving → set      change it (old + new)
 *   set ─lock.cancelLock→ confirmingCancel ─cancel.submit→ cancelling → unset
 *   editing | confirmingCancel ─lock.back→ set            module.select: unset | set only
 *
 * Invalid forms (empty, outside the server's rule, confirmation differs) never leave the state.
 * Passwords travel in events to the actors, which encrypt them; none is kept in the context.
 */
import { assertEvent, assign, emit, setup } from 'xstate'
import { cancelLock, loadLockSettings, saveLock } from './lock-settings.actors.ts'
import { formError, isBlank } from './lock-settings.rules.ts'
import type {
  LockModule,
  LockSaveMode,
  LockSettingsContext,
  LockSettingsEmitted,
  LockSettingsEvent,
  LockSettingsInput,
  ModuleLockSettings,
} from './lock-settings.types.ts'

function loadedSettings(context: LockSettingsContext) {
  if (context.settings === null) throw new Error('lock-settings machine: settings not loaded')
  return context.settings
}

const withModules = (context: LockSettingsContext, modules: ModuleLockSettings) => ({
  ...loadedSettings(context),
  modules,
})

export const lockSettingsMachine = setup({
  types: {
    context: {} as LockSettingsContext,
    events: {} as LockSettingsEvent,
    emitted: {} as LockSettingsEmitted,
    input: {} as LockSettingsInput,
    tags: {} as 'busy' | 'form',
  },
  actors: { loadLockSettings, saveLock, cancelLock },
  guards: {
    /** The module of the tab has a lock password. */
    moduleSet: ({ context }, params: { module: LockModule }) =>
      context.settings?.modules[params.module].isSet === true,
    /** The set / edit form breaks a rule; `formInvalid` below names which. */
    formInvalid: ({ context, event }, params: { mode: LockSaveMode }) =>
      event.type === 'lock.save' &&
      formError(params.mode, event, loadedSettings(context).rule) !== null,
    cancelPasswordEmpty: ({ event }) => event.type === 'cancel.submit' && isBlank(event.password),
    savingEdit: ({ context }) => context.mode === 'edit',
  },
  actions: {
    showFormError: assign({
      error: ({ context, event }, params: { mode: LockSaveMode }) => {
        assertEvent(event, 'lock.save')
        return formError(params.mode, event, loadedSettings(context).rule)
      },
      notice: null,
    }),
    clearMessages: assign({ error: null, notice: null, forgotShown: false }),
  },
}).createMachine({
  id: 'lockSettings',
  description: 'Set, change or cancel the mailbox, calendar and file-centre lock passwords.',
  context: ({ input }) => ({
    module: input.module ?? 'mailbox',
    settings: null,
    mode: 'set',
    error: null,
    forgotShown: false,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLockSettings',
        src: 'loadLockSettings',
        onDone: [
          {
            guard: ({ context, event }) => event.output.modules[context.module].isSet,
            target: 'set',
            actions: assign({ settings: ({ event }) => event.output, error: null }),
          },
          {
            target: 'unset',
            actions: assign({ settings: ({ event }) => event.output, error: null }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: { field: null, code: 'loadFailed' } }),
        },
      },
    },
    failed: {
      description: 'The settings could not be read; nothing can be changed until they are.',
      on: { 'settings.retry': 'loading' },
    },
    unset: {
      description: "No lock on this tab's module: the set form (password, confirmation).",
      tags: ['form'],
      on: {
        'module.select': [
          {
            guard: { type: 'moduleSet', params: ({ event }) => ({ module: event.module }) },
            target: 'set',
            actions: [assign({ module: ({ event }) => event.module }), 'clearMessages'],
          },
          {
            target: 'unset',
            reenter: true,
            actions: [assign({ module: ({ event }) => event.module }), 'clearMessages'],
          },
        ],
        'lock.save': [
          {
            guard: { type: 'formInvalid', params: { mode: 'set' } },
            actions: { type: 'showFormError', params: { mode: 'set' } },
          },
          {
            target: 'saving',
            actions: assign({ mode: 'set', error: null, notice: null }),
          },
        ],
      },
    },
    set: {
      description: 'The module is locked: change the password or cancel the lock.',
      on: {
        'module.select': [
          {
            guard: { type: 'moduleSet', params: ({ event }) => ({ module: event.module }) },
            target: 'set',
            reenter: true,
            actions: [assign({ module: ({ event }) => event.module }), 'clearMessages'],
          },
          {
            target: 'unset',
            actions: [assign({ module: ({ event }) => event.module }), 'clearMessages'],
          },
        ],
        'lock.edit': { target: 'editing', actions: 'clearMessages' },
        'lock.cancelLock': { target: 'confirmingCancel', actions: 'clearMessages' },
        'lock.forgot': { actions: assign({ forgotShown: true }) },
      },
    },
    editing: {
      description: 'The change form: old password, new password, confirmation.',
      tags: ['form'],
      on: {
        'lock.save': [
          {
            guard: { type: 'formInvalid', params: { mode: 'edit' } },
            actions: { type: 'showFormError', params: { mode: 'edit' } },
          },
          { target: 'saving', actions: assign({ mode: 'edit', error: null }) },
        ],
        'lock.back': { target: 'set', actions: 'clearMessages' },
        'lock.forgot': { actions: assign({ forgotShown: true }) },
      },
    },
    saving: {
      description: 'The form is with the server; it stays on screen, disabled.',
      tags: ['busy', 'form'],
      invoke: {
        id: 'saveLock',
        src: 'saveLock',
        input: ({ context, event }) => {
          assertEvent(event, 'lock.save')
          const { type: _type, ...form } = event
          return { ...form, mode: context.mode, module: context.module }
        },
        onDone: {
          target: 'set',
          actions: [
            assign({
              settings: ({ context, event }) => withModules(context, event.output),
              notice: 'saved',
              forgotShown: false,
            }),
            emit(({ context }) => ({ type: 'lock.changed', module: context.module, isSet: true })),
          ],
        },
        onError: [
          {
            guard: 'savingEdit',
            target: 'editing',
            actions: assign({ error: { field: 'oldPassword', code: 'wrongPassword' } }),
            description: 'A refused old password and a failed request read the same (§8).',
          },
          { target: 'unset', actions: assign({ error: { field: null, code: 'saveFailed' } }) },
        ],
      },
    },
    confirmingCancel: {
      description: 'The cancel-lock sub-dialog asks for the lock password.',
      on: {
        'cancel.submit': [
          {
            guard: 'cancelPasswordEmpty',
            actions: assign({ error: { field: 'cancelPassword', code: 'passwordRequired' } }),
          },
          { target: 'cancelling', actions: assign({ error: null }) },
        ],
        'lock.back': { target: 'set', actions: 'clearMessages' },
        'lock.forgot': { actions: assign({ forgotShown: true }) },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelLock',
        src: 'cancelLock',
        input: ({ context, event }) => {
          assertEvent(event, 'cancel.submit')
          return { module: context.module, password: event.password }
        },
        onDone: {
          target: 'unset',
          actions: [
            assign({
              settings: ({ context, event }) => withModules(context, event.output),
              notice: 'cancelled',
              forgotShown: false,
            }),
            emit(({ context }) => ({ type: 'lock.changed', module: context.module, isSet: false })),
          ],
        },
        onError: {
          target: 'confirmingCancel',
          actions: assign({ error: { field: 'cancelPassword', code: 'wrongPassword' } }),
        },
      },
    },
  },
})
