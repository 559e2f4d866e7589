/**
 * Model-based test of machines/secret-reset (calls §7 secret-reset): the account, its questions,
 * the answers with a new password, done. Every refusal keeps its step and what was typed; which
 * of the server's texts still show after the user edits a field is part of the model. Driven on
 * a real actor whose two calls the path settles by hand.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  secretResetMachine,
  selectAccount,
  selectBusy,
  selectDoneMessage,
  selectFailed,
  selectFailureMessage,
  selectFieldMessages,
  selectQuestions,
  selectStep,
  type ResetInput,
  type ResetQuestions,
} from '../../machines/secret-reset/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  lastOf,
  pendingActor,
  sender,
  settle,
  type Pending,
} from './support/index.ts'

const QUESTIONS: ResetQuestions = {
  questions: ['您母亲的姓名？', '您的出生地？', '您小学的名字？'],
  rules: { passwd_type: 2 },
}
const VALUES: Omit<ResetInput, 'account'> = {
  answers: ['王芳', '杭州', '实验小学'],
  password: 'N3w-secret!',
  confirm: 'N3w-secret!',
}
const NO_ACCOUNT = '该账号不存在或未设置密保问题'
const WRONG = '密保问题回答错误'
const WEAK = '密码不符合规则'
const MISMATCH = '两次输入的密码不一致'
const DONE = '密码已重置，请使用新密码登录'

/**
 * What the user sees of the last refusal. `account`: the account step's field text; `answers`:
 * the general text only (never which answer); `both`: texts on the password and the confirmation
 * plus a general one; `fields`: those two after another field was edited (any edit drops the
 * general text); `confirm` / `password`: one of them left after the other was edited;
 * `failed`: no text (network).
 */
type Failure =
  'none' | 'account' | 'answers' | 'both' | 'fields' | 'confirm' | 'password' | 'failed'

const EXPECTED: Record<Failure, { fields: Record<string, string>; message: string | null }> = {
  none: { fields: {}, message: null },
  account: { fields: { account: NO_ACCOUNT }, message: null },
  answers: { fields: {}, message: WRONG },
  both: { fields: { password: WEAK, confirm: MISMATCH }, message: WEAK },
  fields: { fields: { password: WEAK, confirm: MISMATCH }, message: null },
  confirm: { fields: { confirm: MISMATCH }, message: null },
  password: { fields: { password: WEAK }, message: null },
  failed: { fields: {}, message: null },
}

type Field = 'account' | 'password' | 'confirm'
type ModelEvent =
  | { type: 'account.submit' }
  | { type: 'account.change' }
  | { type: 'reset.submit' }
  | { type: 'questions.loaded' }
  | { type: 'questions.refused' }
  | { type: 'questions.lost' }
  | { type: 'reset.done' }
  | { type: 'reset.wrongAnswers' }
  | { type: 'reset.badPassword' }
  | { type: 'reset.lost' }
  | { type: `edit.${Field}` }

/** The failure left after editing `field`: its own text goes, and the general one with any edit. */
function afterEdit(failure: Failure, field: Field): Failure {
  if (failure === 'none' || failure === 'failed' || failure === 'answers') return 'none'
  const left = Object.keys(EXPECTED[failure].fields).filter((name) => name !== field)
  if (left.length === 0) return 'none'
  return left.length === 2 ? 'fields' : (left[0] as Failure)
}
const modelMachine = setup({
  types: { context: {} as { failure: Failure; questions: boolean }, events: {} as ModelEvent },
  actions: {
    edit: assign({
      failure: ({ context }, field: Field) => afterEdit(context.failure, field),
    }),
  },
}).createMachine({
  id: 'secretResetModel',
  context: { failure: 'none', questions: false },
  initial: 'account',
  on: {
    'edit.account': { actions: { type: 'edit', params: 'account' } },
    'edit.password': { actions: { type: 'edit', params: 'password' } },
    'edit.confirm': { actions: { type: 'edit', params: 'confirm' } },
  },
  states: {
    account: {
      on: {
        'account.submit': { target: 'loadingQuestions', actions: assign({ failure: 'none' }) },
      },
    },
    loadingQuestions: {
      on: {
        'questions.loaded': { target: 'answering', actions: assign({ questions: true }) },
        'questions.refused': { target: 'account', actions: assign({ failure: 'account' }) },
        'questions.lost': { target: 'account', actions: assign({ failure: 'failed' }) },
      },
    },
    answering: {
      on: {
        'reset.submit': { target: 'resetting', actions: assign({ failure: 'none' }) },
        'account.change': {
          target: 'account',
          actions: assign({ failure: 'none', questions: false }),
        },
      },
    },
    resetting: {
      on: {
        'reset.done': 'done',
        'reset.wrongAnswers': { target: 'answering', actions: assign({ failure: 'answers' }) },
        'reset.badPassword': { target: 'answering', actions: assign({ failure: 'both' }) },
        'reset.lost': { target: 'answering', actions: assign({ failure: 'failed' }) },
      },
    },
    done: { type: 'final' },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'account.submit': ['account.submit'],
  'account.change': ['account.change'],
  'reset.submit': ['reset.submit'],
  'xstate.done.actor.loadQuestions': ['questions.loaded'],
  'xstate.error.actor.loadQuestions': ['questions.refused', 'questions.lost'],
  'xstate.done.actor.resetPassword': ['reset.done'],
  'xstate.error.actor.resetPassword': ['reset.wrongAnswers', 'reset.badPassword', 'reset.lost'],
}

const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([s.value, s.context.failure, s.context.questions])

class Harness {
  readonly loads: Pending<ResetQuestions, { account: string }>[] = []
  readonly resets: Pending<{ message: string | null }, ResetInput>[] = []
  readonly actor: Actor<typeof secretResetMachine>
  constructor(inspect?: Inspect) {
    const machine = secretResetMachine.provide({
      actors: { loadQuestions: pendingActor(this.loads), resetPassword: pendingActor(this.resets) },
    })
    this.actor = createActor(machine, { inspect }).start()
  }
}

const model = createTestModel(modelMachine, { serializeState })

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toBe(expected.value)
        const step = expected.matches('done')
          ? 'done'
          : expected.matches('answering') || expected.matches('resetting')
            ? 'answers'
            : 'account'
        expect(selectStep(actual)).toBe(step)
        expect(selectBusy(actual)).toBe(
          expected.matches('loadingQuestions') || expected.matches('resetting'),
        )
        const failure = EXPECTED[expected.context.failure]
        expect(selectFieldMessages(actual)).toEqual(failure.fields)
        expect(selectFailureMessage(actual)).toBe(
          expected.context.failure === 'failed' ? null : failure.message,
        )
        expect(selectFailed(actual)).toBe(expected.context.failure === 'failed')
        expect(selectQuestions(actual)).toEqual(
          expected.context.questions ? QUESTIONS.questions : [],
        )
        expect(selectDoneMessage(actual)).toBe(expected.matches('done') ? DONE : null)
      },
    },
    events: {
      'account.submit': async () => {
        const before = h.loads.length
        await send({ type: 'account.submit', account: '  zhang.wei  ' })
        expect(h.loads).toHaveLength(before + 1)
        // The account is asked for as typed, without its spaces.
        expect(lastOf(h.loads).input).toEqual({ account: 'zhang.wei' })
        expect(selectAccount(h.actor.getSnapshot())).toBe('zhang.wei')
      },
      'account.change': () => send({ type: 'account.change' }),
      'reset.submit': async () => {
        const before = h.resets.length
        await send({ type: 'reset.submit', values: VALUES })
        expect(h.resets).toHaveLength(before + 1)
        expect(lastOf(h.resets).input).toEqual({ account: 'zhang.wei', ...VALUES })
      },
      'questions.loaded': async () => {
        lastOf(h.loads).resolve(QUESTIONS)
        await settle()
      },
      'questions.refused': async () => {
        lastOf(h.loads).reject({ ...EXPECTED.account })
        await settle()
      },
      'questions.lost': async () => {
        lastOf(h.loads).reject(new TypeError('Failed to fetch'))
        await settle()
      },
      'reset.done': async () => {
        lastOf(h.resets).resolve({ message: DONE })
        await settle()
      },
      'reset.wrongAnswers': async () => {
        lastOf(h.resets).reject({ ...EXPECTED.answers })
        await settle()
      },
      'reset.badPassword': async () => {
        lastOf(h.resets).reject({ ...EXPECTED.both })
        await settle()
      },
      'reset.lost': async () => {
        lastOf(h.resets).reject(new TypeError('Failed to fetch'))
        await settle()
      },
      'edit.account': () => send({ type: 'field.edit', field: 'account' }),
      'edit.password': () => send({ type: 'field.edit', field: 'password' }),
      'edit.confirm': () => send({ type: 'field.edit', field: 'confirm' }),
    },
  }
}

describeModel('secret-reset machine (model-based)', {
  chart: secretResetMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (harness) => harness.actor.stop(),
  paths: edgePaths(model, serializeState),
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})
