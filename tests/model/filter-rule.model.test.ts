/**
 * Model-based test of machines/filter-rule (/setting/filter's rule dialog and delete question):
 * every state and transition driven on a real actor whose save and delete calls are
 * hand-settled fakes. The points of the chart: an incomplete rule shows its messages and makes
 * no call; a refused save keeps the dialog and the input; a delete is asked first, and a failed
 * one keeps the question.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  filterRuleMachine,
  selectDeleteTarget,
  selectErrors,
  selectFailure,
  selectIsDeleting,
  selectIsDirty,
  selectIsOpen,
  selectIsSaving,
  selectValues,
  type SaveRuleInput,
} from '../../machines/filter-rule/index.ts'
import { emptyRule, type FilterRuleValues } from '../../src/domain/settings/index.ts'
import {
  describeModel,
  settle,
  type Inspect,
  lastOf,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

const EXISTING: FilterRuleValues = {
  ...emptyRule(2),
  name: '账单归档',
  conditions: [{ field: 'from', operator: 'contains', value: 'bank.example.net' }],
  action_value: 'Finance',
}
const TAKEN = '已有同名的过滤规则'

type Failure = null | 'fields' | 'refused' | 'failed'
type ModelEvent = {
  type:
    | 'rule.new'
    | 'rule.edit'
    | 'rule.delete'
    | 'rule.name'
    | 'rule.unname'
    | 'condition.fill'
    | 'condition.add'
    | 'condition.remove'
    | 'rule.submit'
    | 'rule.cancel'
    | 'save.ok'
    | 'save.fields'
    | 'save.refused'
    | 'save.failed'
    | 'delete.confirm'
    | 'delete.cancel'
    | 'delete.ok'
    | 'delete.failed'
}
interface ModelContext {
  named: boolean
  rows: 1 | 2
  /** Which rows are still empty. */
  blank: [boolean, boolean]
  errors: boolean
  failure: Failure
}

const dropName = (c: ModelContext): Failure => (c.failure === 'fields' ? null : c.failure)
const complete = (c: ModelContext) => c.named && !c.blank[0] && !(c.rows === 2 && c.blank[1])

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    complete: ({ context }) => complete(context),
    oneRow: ({ context }) => context.rows === 1,
    twoRows: ({ context }) => context.rows === 2,
  },
}).createMachine({
  id: 'filterRuleModel',
  context: { named: false, rows: 1, blank: [true, false], errors: false, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'rule.new': {
          target: 'editing',
          actions: assign({
            named: false,
            rows: 1,
            blank: [true, false],
            errors: false,
            failure: null,
          }),
        },
        'rule.edit': {
          target: 'editing',
          actions: assign({
            named: true,
            rows: 1,
            blank: [false, false],
            errors: false,
            failure: null,
          }),
        },
        'rule.delete': { target: 'confirmingDelete', actions: assign({ failure: null }) },
      },
    },
    editing: {
      on: {
        // The server's only field text in these paths is the name's: editing it drops it.
        'rule.name': {
          actions: assign({ named: true, failure: ({ context }) => dropName(context) }),
        },
        'rule.unname': {
          actions: assign({ named: false, failure: ({ context }) => dropName(context) }),
        },
        'condition.fill': { actions: assign({ blank: [false, false] }) },
        'condition.add': [
          {
            guard: 'oneRow',
            actions: assign({ rows: 2, blank: ({ context }) => [context.blank[0], true] }),
          },
          // The executor adds a third row and takes it away again: two rows stay.
          { guard: 'twoRows' },
        ],
        'condition.remove': {
          guard: 'twoRows',
          actions: assign({ rows: 1, blank: ({ context }) => [context.blank[0], false] }),
        },
        'rule.submit': [
          {
            guard: 'complete',
            target: 'saving',
            actions: assign({ errors: false, failure: null }),
          },
          { actions: assign({ errors: true }) },
        ],
        'rule.cancel': 'closed',
      },
    },
    saving: {
      on: {
        'save.ok': 'closed',
        'save.fields': { target: 'editing', actions: assign({ failure: 'fields' }) },
        'save.refused': { target: 'editing', actions: assign({ failure: 'refused' }) },
        'save.failed': { target: 'editing', actions: assign({ failure: 'failed' }) },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting', actions: assign({ failure: null }) },
        'delete.cancel': 'closed',
      },
    },
    deleting: {
      on: {
        'delete.ok': 'closed',
        'delete.failed': { target: 'confirmingDelete', actions: assign({ failure: 'failed' }) },
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'rule.new': ['rule.new'],
  'rule.edit': ['rule.edit'],
  'rule.delete': ['rule.delete'],
  'rule.set': ['rule.name', 'rule.unname'],
  'condition.set': ['condition.fill'],
  'condition.add': ['condition.add'],
  'condition.remove': ['condition.remove'],
  'rule.submit': ['rule.submit'],
  'rule.cancel': ['rule.cancel'],
  'xstate.done.actor.saveRule': ['save.ok'],
  'xstate.error.actor.saveRule': ['save.fields', 'save.refused', 'save.failed'],
  'delete.confirm': ['delete.confirm'],
  'delete.cancel': ['delete.cancel'],
  'xstate.done.actor.deleteRule': ['delete.ok'],
  'xstate.error.actor.deleteRule': ['delete.failed'],
}

const serializeState = (s: ModelSnapshot) => {
  const c = s.context
  if (s.matches('closed')) return '"closed"'
  if (s.matches('confirmingDelete') || s.matches('deleting'))
    return JSON.stringify([s.value, c.failure])
  return JSON.stringify([s.value, c.named, c.rows, c.blank, c.errors, c.failure])
}

class Harness {
  readonly saves: Pending<unknown, SaveRuleInput>[] = []
  readonly deletes: Pending<unknown, { id: number }>[] = []
  readonly emitted: string[] = []
  readonly actor: Actor<typeof filterRuleMachine>

  constructor(inspect?: Inspect) {
    const machine = filterRuleMachine.provide({
      actors: {
        saveRule: pendingActor(this.saves),
        deleteRule: pendingActor(this.deletes),
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
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        expect(actual.value).toEqual(expected.value)
        const open = expected.matches('editing') || expected.matches('saving')
        expect(selectIsOpen(actual)).toBe(open)
        expect(selectIsSaving(actual)).toBe(expected.matches('saving'))
        expect(selectIsDeleting(actual)).toBe(expected.matches('deleting'))
        expect(actual.hasTag('busy')).toBe(
          expected.matches('saving') || expected.matches('deleting'),
        )
        const asking = expected.matches('confirmingDelete') || expected.matches('deleting')
        expect(selectDeleteTarget(actual)).toEqual(asking ? { id: 7, name: '账单归档' } : null)
        if (asking) {
          expect(selectFailure(actual)?.code ?? null).toBe(expected.context.failure)
        }
        if (!open) return
        const c = expected.context
        const values = selectValues(actual)
        expect(values.conditions).toHaveLength(c.rows)
        expect(values.conditions.map((row) => row.value.trim() === '')).toEqual(
          c.blank.slice(0, c.rows),
        )
        expect(values.name.trim() !== '').toBe(c.named)
        if (!c.errors) expect(selectErrors(actual)).toEqual({})
        expect(selectFailure(actual)?.code ?? null).toBe(c.failure)
        if (c.failure === 'fields') {
          expect(actual.context.failure).toEqual({
            code: 'fields',
            fields: { name: TAKEN },
            message: null,
          })
        }
      },
    },
    events: {
      'rule.new': () => send({ type: 'rule.new', priority: 3 }),
      'rule.edit': () => send({ type: 'rule.edit', id: 7, values: EXISTING }),
      'rule.delete': () => send({ type: 'rule.delete', id: 7, name: '账单归档' }),
      'rule.name': () => send({ type: 'rule.set', patch: { name: '周报', action: 'delete' } }),
      'rule.unname': () => send({ type: 'rule.set', patch: { name: ' ' } }),
      'condition.fill': async () => {
        const rows = selectValues(h.actor.getSnapshot()).conditions.length
        for (let index = 0; index < rows; index++) {
          await send({ type: 'condition.set', index, patch: { value: `周报${index}` } })
        }
      },
      'condition.add': async () => {
        const rows = selectValues(h.actor.getSnapshot()).conditions.length
        await send({ type: 'condition.add' })
        if (rows === 2) await send({ type: 'condition.remove', index: 2 })
      },
      'condition.remove': () => send({ type: 'condition.remove', index: 1 }),
      'rule.submit': async () => {
        const calls = h.saves.length
        await send({ type: 'rule.submit' })
        const saving = h.actor.getSnapshot().matches('saving')
        expect(h.saves).toHaveLength(saving ? calls + 1 : calls)
        if (saving)
          expect(lastOf(h.saves).input.values).toEqual(selectValues(h.actor.getSnapshot()))
      },
      'rule.cancel': () => send({ type: 'rule.cancel' }),
      'save.ok': async () => {
        lastOf(h.saves).resolve({ id: 9 })
        await settle()
        expect(h.emitted.at(-1)).toBe('rule.saved')
      },
      'save.fields': async () => {
        lastOf(h.saves).reject({ fields: { name: TAKEN }, message: null })
        await settle()
      },
      'save.refused': async () => {
        lastOf(h.saves).reject({ fields: {}, message: '请完整填写每一条条件' })
        await settle()
      },
      'save.failed': async () => {
        lastOf(h.saves).reject(new Error('network'))
        await settle()
      },
      'delete.confirm': async () => {
        await send({ type: 'delete.confirm' })
        expect(lastOf(h.deletes).input).toEqual({ id: 7 })
      },
      'delete.cancel': () => send({ type: 'delete.cancel' }),
      'delete.ok': async () => {
        lastOf(h.deletes).resolve(undefined)
        await settle()
        expect(h.emitted.at(-1)).toBe('rule.deleted')
      },
      'delete.failed': async () => {
        lastOf(h.deletes).reject(new Error('network'))
        await settle()
      },
    },
  }
}

describeModel('filter-rule machine (model-based)', {
  chart: filterRuleMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (h) => h.actor.stop(),
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
  walks: {
    'an edited dialog is dirty; editing a field drops its server message': async (inspect) => {
      const h = new Harness(inspect)
      h.actor.send({ type: 'rule.edit', id: 7, values: EXISTING })
      expect(selectIsDirty(h.actor.getSnapshot())).toBe(false)
      h.actor.send({ type: 'rule.submit' })
      lastOf(h.saves).reject({ fields: { name: TAKEN }, message: null })
      await settle()
      h.actor.send({ type: 'rule.set', patch: { name: '账单' } })
      expect(selectIsDirty(h.actor.getSnapshot())).toBe(true)
      expect(selectFailure(h.actor.getSnapshot())).toBeNull()
      h.actor.stop()
    },
  },
})
