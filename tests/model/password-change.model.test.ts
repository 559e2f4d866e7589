/**
 * Model-based test of machines/password-change (the forced password change, issue 10): every
 * state and transition of the chart driven on a real actor whose rules and change calls are
 * hand-settled fakes. The point of the chart: a failed rules request never lets the user past.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  passwordChangeMachine,
  selectChangeFailed,
  selectFieldMessages,
  selectFormShown,
  selectIsChanged,
  selectIsSaving,
  selectRules,
  selectRulesFailed,
  selectRulesLoading,
  type ChangePasswordOutput,
  type PasswordChangeInput,
  type PasswordRules,
} from '../../machines/password-change/index.ts'
import {
  describeModel,
  settle,
  type Inspect,
  lastOf,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

const RULES: PasswordRules = { passwd_type: 3, passwd_size2: 8 }
const VALUES: PasswordChangeInput = { old: 'Old#2468', next: 'Pq7#wz9K', confirm: 'Pq7#wz9K' }
const WRONG_OLD = '原密码错误'

type ModelEvent = {
  type:
    | 'rules.ok'
    | 'rules.fail'
    | 'rules.retry'
    | 'password.submit'
    | 'field.editOld'
    | 'field.editNext'
    | 'change.ok'
    | 'change.fields'
    | 'change.fail'
}

interface ModelContext {
  failure: null | 'fields' | 'changeFailed'
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'passwordChangeModel',
  context: { failure: null },
  initial: 'loadingRules',
  states: {
    loadingRules: { on: { 'rules.ok': 'ready', 'rules.fail': 'rulesFailed' } },
    rulesFailed: { on: { 'rules.retry': 'loadingRules' } },
    ready: {
      on: {
        'password.submit': { target: 'saving', actions: assign({ failure: null }) },
        // The server refused only the old password: editing it clears that, editing another not.
        'field.editOld': {
          actions: assign({
            failure: ({ context }) => (context.failure === 'fields' ? null : context.failure),
          }),
        },
        'field.editNext': { target: 'ready' },
      },
    },
    saving: {
      on: {
        'change.ok': 'changed',
        'change.fields': { target: 'ready', actions: assign({ failure: 'fields' }) },
        'change.fail': { target: 'ready', actions: assign({ failure: 'changeFailed' }) },
      },
    },
    changed: { type: 'final' },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.loadRules': ['rules.ok'],
  'xstate.error.actor.loadRules': ['rules.fail'],
  'rules.retry': ['rules.retry'],
  'password.submit': ['password.submit'],
  'field.edit': ['field.editOld', 'field.editNext'],
  'xstate.done.actor.changePassword': ['change.ok'],
  'xstate.error.actor.changePassword': ['change.fields', 'change.fail'],
}

const serializeState = (s: ModelSnapshot) => JSON.stringify([s.value, s.context.failure])

class Harness {
  readonly rules: Pending<PasswordRules>[] = []
  readonly changes: Pending<ChangePasswordOutput, PasswordChangeInput>[] = []
  readonly changed: string[] = []
  readonly actor: Actor<typeof passwordChangeMachine>

  constructor(inspect?: Inspect) {
    const machine = passwordChangeMachine.provide({
      actors: {
        loadRules: pendingActor(this.rules),
        changePassword: pendingActor(this.changes),
      },
    })
    this.actor = createActor(machine, { inspect })
    this.actor.on('password.changed', (event) => this.changed.push(event.token))
    this.actor.start()
  }
}

const model = createTestModel(modelMachine, { serializeState: (s) => serializeState(s) })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        const loaded = !expected.matches('loadingRules') && !expected.matches('rulesFailed')
        expect(selectRulesLoading(actual)).toBe(expected.matches('loadingRules'))
        expect(selectRulesFailed(actual)).toBe(expected.matches('rulesFailed'))
        // No rules, no form: the dialog blocks with a spinner or the retry, never less.
        expect(selectFormShown(actual)).toBe(loaded)
        expect(selectRules(actual)).toEqual(loaded ? RULES : null)
        expect(selectIsSaving(actual)).toBe(expected.matches('saving'))
        expect(selectIsChanged(actual)).toBe(expected.matches('changed'))
        expect(actual.hasTag('busy')).toBe(
          expected.matches('loadingRules') || expected.matches('saving'),
        )
        expect(selectChangeFailed(actual)).toBe(expected.context.failure === 'changeFailed')
        expect(selectFieldMessages(actual)).toEqual(
          expected.context.failure === 'fields' ? { old: WRONG_OLD } : {},
        )
        expect(h.changed).toEqual(expected.matches('changed') ? ['token-new'] : [])
      },
    },
    events: {
      'rules.ok': async () => {
        lastOf(h.rules).resolve(RULES)
        await settle()
      },
      'rules.fail': async () => {
        lastOf(h.rules).reject({ detail: 'Internal server error' })
        await settle()
      },
      'rules.retry': async () => {
        const calls = h.rules.length
        await send({ type: 'rules.retry' })
        expect(h.rules).toHaveLength(calls + 1)
      },
      'password.submit': async () => {
        await send({ type: 'password.submit', values: VALUES })
        expect(lastOf(h.changes).input).toEqual(VALUES)
      },
      'field.editOld': () => send({ type: 'field.edit', field: 'old' }),
      'field.editNext': () => send({ type: 'field.edit', field: 'next' }),
      'change.ok': async () => {
        lastOf(h.changes).resolve({ token: 'token-new' })
        await settle()
      },
      'change.fields': async () => {
        // Fields the server did not name come back undefined; they are not a message.
        lastOf(h.changes).reject({ fields: { old: WRONG_OLD, next: undefined } })
        await settle()
      },
      'change.fail': async () => {
        lastOf(h.changes).reject(new Error('network'))
        await settle()
      },
    },
  }
}

describeModel('password-change machine (model-based)', {
  chart: passwordChangeMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (h) => h.actor.stop(),
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})
