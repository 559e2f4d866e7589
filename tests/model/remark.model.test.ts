/**
 * Model-based test of machines/remark (R-STATE-3, R-VALID): every state and transition
 * of the chart driven on a real actor whose save / delete calls are hand-settled fakes.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  remarkMachine,
  selectDraft,
  selectIsBusy,
  selectIsEditing,
  selectRemark,
  selectRemarkError,
  type RemarkErrorCode,
  type SaveRemarkInput,
} from '../../machines/remark/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  lastOf,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'

const SAVED = '原备注'
const TYPED = '  新备注  '
const LONG = '长'.repeat(201)

type ModelEvent =
  | { type: 'remark.edit' }
  | { type: 'type.valid' }
  | { type: 'type.empty' }
  | { type: 'type.long' }
  | { type: 'remark.save' }
  | { type: 'remark.cancel' }
  | { type: 'remark.delete' }
  | { type: 'remark.sync' }
  | { type: 'save.done' }
  | { type: 'save.error' }
  | { type: 'delete.done' }
  | { type: 'delete.error' }

interface ModelContext {
  /** The saved remark as the user would read it. */
  remark: string
  /** The text in the box (one of a few fixed texts, so the state space stays finite). */
  draft: string
  error: RemarkErrorCode | null
}

const draftError = (draft: string): RemarkErrorCode | null =>
  draft.trim() === '' ? 'required' : [...draft.trim()].length > 200 ? 'tooLong' : null

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'remarkModel',
  context: { remark: SAVED, draft: SAVED, error: null },
  initial: 'view',
  states: {
    view: {
      on: {
        'remark.edit': {
          target: 'edit',
          actions: assign({
            draft: ({ context }) => context.remark,
            error: null,
          }),
        },
        'remark.delete': {
          guard: ({ context }) => context.remark !== '',
          target: 'deleting',
          actions: assign({ error: null }),
        },
        'remark.sync': { actions: assign({ remark: SAVED }) },
      },
    },
    edit: {
      on: {
        'type.valid': { actions: assign({ draft: TYPED, error: null }) },
        'type.empty': { actions: assign({ draft: '', error: null }) },
        'type.long': { actions: assign({ draft: LONG, error: null }) },
        'remark.save': [
          {
            guard: ({ context }) => draftError(context.draft) !== null,
            actions: assign({ error: ({ context }) => draftError(context.draft) }),
          },
          { target: 'saving', actions: assign({ error: null }) },
        ],
        'remark.cancel': { target: 'view', actions: assign({ error: null }) },
      },
    },
    saving: {
      on: {
        'save.done': {
          target: 'view',
          actions: assign({ remark: ({ context }) => context.draft.trim() }),
        },
        'save.error': { target: 'edit', actions: assign({ error: 'saveFailed' }) },
      },
    },
    deleting: {
      on: {
        'delete.done': { target: 'view', actions: assign({ remark: '' }) },
        'delete.error': { target: 'view', actions: assign({ error: 'deleteFailed' }) },
      },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'remark.edit': ['remark.edit'],
  'remark.change': ['type.valid', 'type.empty', 'type.long'],
  'remark.save': ['remark.save'],
  'remark.cancel': ['remark.cancel'],
  'remark.delete': ['remark.delete'],
  'remark.sync': ['remark.sync'],
  'xstate.done.actor.saveRemark': ['save.done'],
  'xstate.error.actor.saveRemark': ['save.error'],
  'xstate.done.actor.deleteRemark': ['delete.done'],
  'xstate.error.actor.deleteRemark': ['delete.error'],
}

/** In view mode the draft is not shown, so it is not part of the test state there. */
function serializeState(s: ModelSnapshot): string {
  const editing = s.matches('edit') || s.matches('saving')
  return JSON.stringify([
    s.value,
    s.context.remark,
    editing ? s.context.draft : '-',
    s.context.error,
  ])
}

class Harness {
  readonly saves: Pending<void, SaveRemarkInput>[] = []
  readonly deletes: Pending[] = []
  readonly changed: string[] = []
  readonly actor: Actor<typeof remarkMachine>

  constructor(inspect?: Inspect) {
    const machine = remarkMachine.provide({
      actors: {
        saveRemark: pendingActor(this.saves),
        deleteRemark: pendingActor(this.deletes),
      },
    })
    this.actor = createActor(machine, { input: { remark: SAVED }, inspect })
    this.actor.on('remark.changed', (event) => this.changed.push(event.remark))
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
        const editing = expected.matches('edit') || expected.matches('saving')
        expect(actual.value).toEqual(expected.value)
        expect(selectRemark(actual)).toBe(expected.context.remark)
        expect(selectRemarkError(actual)).toBe(expected.context.error)
        expect(selectIsEditing(actual)).toBe(editing)
        expect(selectIsBusy(actual)).toBe(
          expected.matches('saving') || expected.matches('deleting'),
        )
        if (editing) expect(selectDraft(actual)).toBe(expected.context.draft)
      },
    },
    events: {
      'remark.edit': () => send({ type: 'remark.edit' }),
      'type.valid': () => send({ type: 'remark.change', text: TYPED }),
      'type.empty': () => send({ type: 'remark.change', text: '' }),
      'type.long': () => send({ type: 'remark.change', text: LONG }),
      'remark.save': async () => {
        const calls = h.saves.length
        await send({ type: 'remark.save' })
        // A valid draft reaches the server trimmed; an invalid one never does.
        if (h.saves.length > calls) {
          expect([TYPED.trim(), SAVED]).toContain(lastOf(h.saves).input.remark)
        }
      },
      'remark.cancel': () => send({ type: 'remark.cancel' }),
      'remark.delete': () => send({ type: 'remark.delete' }),
      'remark.sync': () => send({ type: 'remark.sync', remark: SAVED }),
      'save.done': async () => {
        lastOf(h.saves).resolve()
        await settle()
        expect(h.changed.at(-1)).toBe(lastOf(h.saves).input.remark)
      },
      'save.error': async () => {
        lastOf(h.saves).reject(new Error('400'))
        await settle()
      },
      'delete.done': async () => {
        lastOf(h.deletes).resolve()
        await settle()
        expect(h.changed.at(-1)).toBe('')
      },
      'delete.error': async () => {
        lastOf(h.deletes).reject(new Error('500'))
        await settle()
      },
    },
  }
}

const edges = edgePaths(model, serializeState)

describeModel('remark machine (model-based)', {
  chart: remarkMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (harness) => harness.actor.stop(),
  paths: edges,
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})
