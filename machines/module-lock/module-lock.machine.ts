/**
 * The lock check in front of the calendar and the file centre (R-HOME and "Route
 * guard", R-LOCK, M-ERR):
 *
 *   idle → checking → passed (emits 'lock.passed') → idle        not locked, or released
 *             checking → asking ⇄ releasing → passed             locked: the password dialog
 *             checking → idle ('checkFailed')                    lock state unreadable
 *             asking | releasing → idle                          cancelled, no navigation
 *
 * The password draft lives in the dialog until it is submitted: nothing else needs it.
 */
import { assertEvent, assign, emit, setup } from 'xstate'
import { loadLockState, releaseLock } from './module-lock.actors.ts'
import type {
  ModuleLockContext,
  ModuleLockEmitted,
  ModuleLockEvent,
  ModuleLockStatus,
  LockModule,
} from './module-lock.types.ts'

/** Set by 'lock.check' before any other state is entered; null only before the first check. */
function checkedModule(context: ModuleLockContext): LockModule {
  if (context.module === null) throw new Error('module-lock machine: no module outside a check')
  return context.module
}

export const moduleLockMachine = setup({
  types: {
    context: {} as ModuleLockContext,
    events: {} as ModuleLockEvent,
    emitted: {} as ModuleLockEmitted,
    tags: {} as 'busy' | 'dialog',
  },
  actors: { loadLockState, releaseLock },
  guards: {
    /** Nothing to ask: no lock password is set, or it was already given in this session. */
    moduleOpen: (_, params: { status: ModuleLockStatus }) =>
      !params.status.locked || params.status.released,
    /** Whitespace alone counts as empty: the spec only says the password is required. */
    passwordEmpty: ({ event }) => event.type === 'lock.submit' && event.password.trim() === '',
  },
}).createMachine({
  id: 'moduleLock',
  description: 'Lock-password check before opening the calendar or the file centre.',
  context: { module: null, error: null, forgotShown: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'No check running; `error` may hold why the last one ended without passing.',
      on: {
        'lock.check': {
          target: 'checking',
          actions: assign({
            module: ({ event }) => event.module,
            error: null,
            forgotShown: false,
          }),
        },
      },
    },
    checking: {
      description: 'Reading the lock state afresh: a lock may have been set or released meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'loadLockState',
        src: 'loadLockState',
        onDone: [
          {
            guard: {
              type: 'moduleOpen',
              params: ({ context, event }) => ({ status: event.output[checkedModule(context)] }),
            },
            target: 'passed',
          },
          { target: 'asking', description: 'Locked and not released: ask for the password.' },
        ],
        onError: {
          target: 'idle',
          actions: assign({ error: 'checkFailed' }),
          description: 'Without the lock state the module stays closed; nothing opens.',
        },
      },
    },
    asking: {
      description: 'The password dialog is open; `error` holds the outcome of the last attempt.',
      tags: ['dialog'],
      on: {
        'lock.submit': [
          {
            guard: 'passwordEmpty',
            actions: assign({ error: 'passwordRequired' }),
            description: 'An empty password is refused here, without a call.',
          },
          { target: 'releasing', actions: assign({ error: null }) },
        ],
        'lock.forgot': {
          actions: assign({ forgotShown: true }),
          description: 'Only an administrator can reset a lock password: the dialog says so.',
        },
        'lock.cancel': 'idle',
      },
    },
    releasing: {
      description: 'The password is with the server; further submits are ignored.',
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'releaseLock',
        src: 'releaseLock',
        input: ({ context, event }) => {
          assertEvent(event, 'lock.submit')
          return { module: checkedModule(context), password: event.password }
        },
        onDone: 'passed',
        onError: {
          target: 'asking',
          actions: assign({ error: 'wrongPassword' }),
          description: 'A refused password and a failed request read the same to the user.',
        },
      },
      on: {
        'lock.cancel': {
          target: 'idle',
          description:
            'Closing the dialog always works; a release that still lands only spares the next check.',
        },
      },
    },
    passed: {
      description:
        'The user may go on: tells the UI, which navigates, and is ready for the next check.',
      entry: emit(({ context }) => ({ type: 'lock.passed', module: checkedModule(context) })),
      always: 'idle',
    },
  },
})
