/**
 * Model-based test of machines/contact-import (issue 13 "Import and export"): every state and
 * transition of the dialog's flow on a real actor whose parse and import calls are hand-settled
 * fakes. A three-row file goes out in two parts of two rows, so progress, retry and cancel
 * between parts are all reached.
 */
import { expect } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import type { ContactTable } from '../../src/domain/contacts/transfer/index.ts'
import {
  contactImportMachine,
  selectError,
  selectIsBusy,
  selectProgress,
  selectStopped,
  selectTally,
  type ContactImportError,
  type ImportBatchInput,
  type ImportTally,
} from '../../machines/contact-import/index.ts'
import {
  describeModel,
  edgePaths,
  type Inspect,
  settle,
  pendingActor,
  sender,
  lastOf,
  type Pending,
} from './support/index.ts'

const TABLE: ContactTable = {
  headers: ['姓名', '邮箱'],
  rows: [
    ['甲', 'jia@example.cn'],
    ['乙', 'yi@example.cn'],
    ['丙', 'bing@example.cn'],
  ],
  firstRow: 2,
}
const EMPTY: ContactTable = { headers: ['邮箱'], rows: [[''], ['  ']], firstRow: 2 }
const PARTS = 2

type ModelEvent =
  | { type: 'pick.refused' }
  | { type: 'pick.good' }
  | { type: 'parse.done' }
  | { type: 'parse.empty' }
  | { type: 'parse.error' }
  | { type: 'mapping.dropEmail' }
  | { type: 'mapping.email' }
  | { type: 'duplicate.overwrite' }
  | { type: 'group.set' }
  | { type: 'import.start' }
  | { type: 'batch.done' }
  | { type: 'batch.error' }
  | { type: 'import.retry' }
  | { type: 'import.cancel' }
  | { type: 'file.reset' }

interface ModelContext {
  error: ContactImportError | null
  emailMapped: boolean
  /** Parts sent and counted. */
  sent: number
  stopped: boolean
  /** The choices made (not part of the test state: every part sent is checked against them). */
  overwrite: boolean
  group: number
}

const START: ModelContext = {
  error: null,
  emailMapped: true,
  sent: 0,
  stopped: false,
  overwrite: false,
  group: 3,
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
}).createMachine({
  id: 'contactImportModel',
  context: START,
  initial: 'pick',
  states: {
    pick: {
      on: {
        'pick.refused': { actions: assign({ error: 'fileType' }) },
        'pick.good': { target: 'parsing', actions: assign({ error: null }) },
      },
    },
    parsing: {
      on: {
        'parse.done': { target: 'mapping', actions: assign({ emailMapped: true }) },
        'parse.empty': { target: 'pick', actions: assign({ error: 'noContacts' }) },
        'parse.error': { target: 'pick', actions: assign({ error: 'fileUnreadable' }) },
        'import.cancel': { target: 'pick' },
      },
    },
    mapping: {
      on: {
        'mapping.dropEmail': { actions: assign({ emailMapped: false, error: null }) },
        'mapping.email': { actions: assign({ emailMapped: true, error: null }) },
        'duplicate.overwrite': { actions: assign({ overwrite: true }) },
        'group.set': { actions: assign({ group: 7 }) },
        'import.start': [
          {
            guard: ({ context }) => !context.emailMapped,
            actions: assign({ error: 'noEmailColumn' }),
          },
          { target: 'importing', actions: assign({ sent: 0, stopped: false, error: null }) },
        ],
        'file.reset': { target: 'pick', actions: assign(START) },
      },
    },
    importing: {
      on: {
        'batch.done': [
          {
            guard: ({ context }) => context.sent + 1 < PARTS,
            target: 'importing',
            actions: assign({ sent: ({ context }) => context.sent + 1 }),
          },
          { target: 'done', actions: assign({ sent: ({ context }) => context.sent + 1 }) },
        ],
        'batch.error': { target: 'failed', actions: assign({ error: 'importFailed' }) },
        'import.cancel': { target: 'done', actions: assign({ stopped: true }) },
      },
    },
    failed: {
      on: {
        'import.retry': { target: 'importing', actions: assign({ error: null }) },
        'import.cancel': { target: 'done', actions: assign({ stopped: true, error: null }) },
      },
    },
    done: {
      on: { 'file.reset': { target: 'pick', actions: assign(START) } },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'file.pick': ['pick.refused', 'pick.good'],
  'xstate.done.actor.parseFile': ['parse.done', 'parse.empty'],
  'xstate.error.actor.parseFile': ['parse.error'],
  'mapping.set': ['mapping.dropEmail', 'mapping.email'],
  'duplicate.set': ['duplicate.overwrite'],
  'group.set': ['group.set'],
  'import.start': ['import.start'],
  'xstate.done.actor.importBatch': ['batch.done'],
  'xstate.error.actor.importBatch': ['batch.error'],
  'import.retry': ['import.retry'],
  'import.cancel': ['import.cancel'],
  'file.reset': ['file.reset'],
}

const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.error,
    s.context.emailMapped,
    s.context.sent,
    s.context.stopped,
  ])

class Harness {
  readonly parses: Pending<ContactTable, { file: File }>[] = []
  readonly batches: Pending<ImportTally, ImportBatchInput>[] = []
  readonly imported: ImportTally[] = []
  /** What the user chose, to be found in every part sent. */
  duplicate: 'ignore' | 'overwrite' = 'ignore'
  groupId = 3
  readonly actor: Actor<typeof contactImportMachine>

  constructor(inspect?: Inspect) {
    const machine = contactImportMachine.provide({
      actors: {
        parseFile: pendingActor(this.parses),
        importBatch: pendingActor(this.batches),
      },
    })
    this.actor = createActor(machine, { input: { groupId: 3, batchSize: 2 }, inspect })
    this.actor.on('contacts.imported', (event) => this.imported.push(event.tally))
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
        expect(selectError(actual)).toBe(expected.context.error)
        expect(selectStopped(actual)).toBe(expected.context.stopped)
        expect(selectIsBusy(actual)).toBe(
          expected.matches('parsing') || expected.matches('importing'),
        )
        if ((['importing', 'failed', 'done'] as const).some((v) => expected.matches(v))) {
          expect(selectProgress(actual)).toBe(expected.context.sent / PARTS)
          expect(selectTally(actual).created).toBe(expected.context.sent)
          expect(selectTally(actual).failed.map((f) => f.row)).toEqual(
            [2, 4].slice(0, expected.context.sent),
          )
        }
        if (expected.matches('done')) {
          expect(h.imported.length).toBe(expected.context.sent > 0 ? 1 : 0)
        }
      },
    },
    events: {
      'pick.refused': () => send({ type: 'file.pick', file: new File(['x'], 'contacts.pdf') }),
      'pick.good': async () => {
        await send({ type: 'file.pick', file: new File(['x'], 'contacts.csv') })
        expect(lastOf(h.parses).input.file.name).toBe('contacts.csv')
      },
      'parse.done': async () => {
        lastOf(h.parses).resolve(TABLE)
        await settle()
      },
      'parse.empty': async () => {
        lastOf(h.parses).resolve(EMPTY)
        await settle()
      },
      'parse.error': async () => {
        lastOf(h.parses).reject(new Error('not a spreadsheet'))
        await settle()
      },
      'mapping.dropEmail': () => send({ type: 'mapping.set', column: 1, target: null }),
      'mapping.email': () => send({ type: 'mapping.set', column: 1, target: 'email' }),
      'duplicate.overwrite': async () => {
        h.duplicate = 'overwrite'
        await send({ type: 'duplicate.set', choice: 'overwrite' })
      },
      'group.set': async () => {
        h.groupId = 7
        await send({ type: 'group.set', groupId: 7 })
      },
      'import.start': () => send({ type: 'import.start' }),
      'batch.done': async () => {
        const part = lastOf(h.batches)
        const first = part.input.firstRow === 2
        // Part 1 carries rows 2–3 of the file, part 2 row 4, each as the normalised columns.
        expect(part.input.rows.map((row) => row[1])).toEqual(
          first ? ['jia@example.cn', 'yi@example.cn'] : ['bing@example.cn'],
        )
        expect(part.input).toMatchObject({ onDuplicate: h.duplicate, groupId: h.groupId })
        part.resolve({
          created: 1,
          updated: 0,
          skipped: 0,
          failed: [{ row: part.input.firstRow, reason: 'x' }],
        })
        await settle()
      },
      'batch.error': async () => {
        lastOf(h.batches).reject(new Error('500'))
        await settle()
      },
      'import.retry': () => send({ type: 'import.retry' }),
      'import.cancel': () => send({ type: 'import.cancel' }),
      'file.reset': () => send({ type: 'file.reset' }),
    },
  }
}

describeModel('contact import machine (model-based)', {
  chart: contactImportMachine,
  model,
  serializeState,
  start: (inspect) => new Harness(inspect),
  params: stateChecks,
  stop: (harness) => harness.actor.stop(),
  paths: edgePaths(model, serializeState),
  mirror: { model: modelMachine, realToModel: REAL_TO_MODEL },
})
