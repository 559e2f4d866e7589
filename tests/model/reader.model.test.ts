/**
 * Model-based test of machines/reader (R-READ-10, the reader states): every state and every
 * transition of the statechart is driven on a real actor whose I/O actors are hand-settled fakes.
 * The model walks the pure transition function; the executors make the same thing happen to the
 * actor under test, and the state checks compare what the actor then holds, what it asked its
 * actors and what it emitted.
 */
import { expect, it } from 'vitest'
import { assign, createActor, setup, type Actor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import {
  describeModel,
  edgePaths,
  eventPairs,
  type Inspect,
  settle,
  lastOf,
  pendingActor,
  sender,
  type Pending,
} from './support/index.ts'
import {
  ReaderIoError,
  readerMachine,
  selectIsBusy,
  selectIsNotFound,
  selectHasFailed,
  selectLockedMail,
  selectMail,
  selectReaderError,
  selectShowsPasswordPrompt,
  selectViewMode,
  type DecryptMessageInput,
  type LoadMessageInput,
  type ReaderErrorCode,
  type ReaderMail,
  type ViewMode,
} from '../../machines/reader/index.ts'
import { lockedMail, makeMail } from '../unit/reader/mailFixture.ts'

type ModelEvent =
  | { type: 'load.ok' }
  | { type: 'load.locked' }
  | { type: 'load.lockedKnown' }
  | { type: 'load.notFound' }
  | { type: 'load.folderMissing' }
  | { type: 'load.error' }
  | { type: 'mail.changed' }
  | { type: 'mail.retry' }
  | { type: 'mail.open' }
  | { type: 'view.text' }
  | { type: 'view.html' }
  | { type: 'submit.good' }
  | { type: 'submit.bad' }
  | { type: 'decrypt.ok' }
  | { type: 'decrypt.wrong' }
  | { type: 'decrypt.error' }

interface ModelContext {
  error: ReaderErrorCode | null
  mode: ViewMode
  /** A password was submitted and not refused since: a reload reuses it. */
  passwordKnown: boolean
  /** 'reader.opened' went out for the current mail. */
  announced: boolean
  /** 'reader.missing' went out for the current mail. */
  missingTold: boolean
  /** The change the reader announced has not come back yet. */
  ownChange: boolean
}

const modelMachine = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    known: ({ context }) => context.passwordKnown,
    unknown: ({ context }) => !context.passwordKnown,
    echo: ({ context }) => context.ownChange,
    foreign: ({ context }) => !context.ownChange,
  },
}).createMachine({
  id: 'readerModel',
  context: {
    error: null,
    mode: 'html',
    passwordKnown: false,
    announced: false,
    missingTold: false,
    ownChange: false,
  },
  initial: 'loading',
  on: {
    'mail.open': {
      target: '.loading',
      actions: assign({ error: null, passwordKnown: false, announced: false, missingTold: false }),
    },
    'mail.changed': { guard: 'echo', actions: assign({ ownChange: false }) },
  },
  states: {
    loading: {
      on: {
        'view.text': { target: 'loading', reenter: true, actions: assign({ mode: 'text' }) },
        'view.html': { target: 'loading', reenter: true, actions: assign({ mode: 'html' }) },
        'load.ok': { target: 'ready', actions: assign({ error: null }) },
        'load.locked': {
          guard: 'unknown',
          target: 'passwordRequired',
          actions: assign({ error: null }),
        },
        'load.lockedKnown': {
          guard: 'known',
          target: 'decrypting',
          actions: assign({ error: null }),
        },
        'load.notFound': { target: 'notFound', actions: assign({ error: 'notFound' }) },
        'load.folderMissing': { target: 'notFound', actions: assign({ error: 'folderMissing' }) },
        'load.error': { target: 'failed', actions: assign({ error: 'loadFailed' }) },
      },
    },
    ready: {
      entry: assign(({ context }) =>
        context.announced ? {} : { announced: true, ownChange: true },
      ),
      on: {
        'mail.changed': { guard: 'foreign', target: 'loading' },
        'view.text': { target: 'loading', actions: assign({ mode: 'text' }) },
        'view.html': { target: 'loading', actions: assign({ mode: 'html' }) },
      },
    },
    passwordRequired: {
      on: {
        'submit.good': {
          target: 'decrypting',
          actions: assign({ error: null, passwordKnown: true }),
        },
        'submit.bad': { actions: assign({ error: 'passwordFormat' }) },
      },
    },
    decrypting: {
      on: {
        'decrypt.ok': { target: 'ready', actions: assign({ error: null }) },
        'decrypt.wrong': {
          target: 'passwordRequired',
          actions: assign({ error: 'wrongPassword', passwordKnown: false }),
        },
        'decrypt.error': {
          target: 'passwordRequired',
          actions: assign({ error: 'decryptFailed', passwordKnown: false }),
        },
      },
    },
    notFound: {
      entry: assign(({ context }) =>
        context.missingTold ? {} : { missingTold: true, ownChange: true },
      ),
      on: { 'mail.changed': { guard: 'foreign', target: 'loading' }, 'mail.retry': 'loading' },
    },
    failed: {
      on: { 'mail.changed': { guard: 'foreign', target: 'loading' }, 'mail.retry': 'loading' },
    },
  },
})
type ModelSnapshot = SnapshotFrom<typeof modelMachine>

const REAL_TO_MODEL: Record<string, ModelEvent['type'][]> = {
  'xstate.done.actor.loadMessage': ['load.ok', 'load.locked', 'load.lockedKnown'],
  'xstate.error.actor.loadMessage': ['load.notFound', 'load.folderMissing', 'load.error'],
  'mail.changed': ['mail.changed'],
  'mail.retry': ['mail.retry'],
  'view.mode': ['view.text', 'view.html'],
  'password.submit': ['submit.good', 'submit.bad'],
  'xstate.done.actor.decryptMessage': ['decrypt.ok'],
  'xstate.error.actor.decryptMessage': ['decrypt.wrong', 'decrypt.error'],
}

function serializeState(s: ModelSnapshot): string {
  const { error, mode, passwordKnown, announced, missingTold, ownChange } = s.context
  return JSON.stringify([s.value, error, mode, passwordKnown, announced, missingTold, ownChange])
}

const GOOD_PASSWORD = 'Ab3dE6'

class Harness {
  readonly loads: Pending<ReaderMail, LoadMessageInput>[] = []
  readonly decrypts: Pending<ReaderMail, DecryptMessageInput>[] = []
  /** Announcements since the last 'mail.open' (or the start). */
  opened = 0
  missing = 0
  uid = 7
  readonly actor: Actor<typeof readerMachine>

  constructor(inspect?: Inspect) {
    const machine = readerMachine.provide({
      actors: {
        loadMessage: pendingActor(this.loads),
        decryptMessage: pendingActor(this.decrypts),
      },
    })
    this.actor = createActor(machine, {
      input: { folder: 'INBOX', uid: this.uid },
      inspect,
    })
    this.actor.on('reader.opened', (event) => {
      expect(event.mail.uid).toBe(this.uid)
      this.opened += 1
    })
    this.actor.on('reader.missing', () => {
      this.missing += 1
    })
    this.actor.start()
  }
}

const model = createTestModel(modelMachine, {
  serializeState: (s) => serializeState(s),
  // A guarded-out event is no transition of the chart (e.g. a reload reusing an unknown password).
  filterEvents: (snapshot, event) => snapshot.can(event),
})

function stateChecks(h: Harness) {
  const send = sender(h.actor)
  const load = async (settleWith: (p: Pending<ReaderMail, LoadMessageInput>) => void) => {
    settleWith(lastOf(h.loads))
    await settle()
  }
  const decrypt = async (settleWith: (p: Pending<ReaderMail, DecryptMessageInput>) => void) => {
    const pending = lastOf(h.decrypts)
    expect(pending.input).toEqual({ folder: 'INBOX', uid: h.uid, password: GOOD_PASSWORD })
    settleWith(pending)
    await settle()
  }
  return {
    states: {
      '*': (expected: ModelSnapshot) => {
        const actual = h.actor.getSnapshot()
        const value = String(expected.value)
        expect(actual.value).toEqual(expected.value)
        expect(selectReaderError(actual)).toBe(expected.context.error)
        expect(selectViewMode(actual)).toBe(expected.context.mode)
        expect(selectIsBusy(actual)).toBe(value === 'loading' || value === 'decrypting')
        const prompt = value === 'passwordRequired' || value === 'decrypting'
        expect(selectShowsPasswordPrompt(actual)).toBe(prompt)
        expect(selectIsNotFound(actual)).toBe(value === 'notFound')
        expect(selectHasFailed(actual)).toBe(value === 'failed')
        if (value === 'ready') {
          expect(selectMail(actual)?.plain_text).not.toBe('')
          expect(selectLockedMail(actual)).toBeNull()
        }
        if (value === 'passwordRequired') {
          expect(selectMail(actual)).toBeNull()
          expect(selectLockedMail(actual)?.attrs.is_password).toBe(true)
        }
        if (value === 'notFound') expect(actual.context.mail).toBeNull()
        if (value === 'loading') {
          expect(lastOf(h.loads).input).toEqual({
            folder: 'INBOX',
            uid: h.uid,
            mode: expected.context.mode,
          })
        }
        expect(h.opened).toBe(expected.context.announced ? 1 : 0)
        expect(h.missing).toBe(expected.context.missingTold ? 1 : 0)
        expect(actual.context.ownChange).toBe(expected.context.ownChange)
      },
    },
    events: {
      'load.ok': () => load((p) => p.resolve(makeMail({ uid: h.uid }))),
      'load.locked': () => load((p) => p.resolve(lockedMail({ uid: h.uid }))),
      'load.lockedKnown': () => load((p) => p.resolve(lockedMail({ uid: h.uid }))),
      'load.notFound': () => load((p) => p.reject(new ReaderIoError('notFound'))),
      'load.folderMissing': () => load((p) => p.reject(new ReaderIoError('folderMissing'))),
      'load.error': () => load((p) => p.reject(new Error('500'))),
      'mail.changed': () => send({ type: 'mail.changed' }),
      'mail.retry': () => send({ type: 'mail.retry' }),
      'mail.open': async () => {
        h.uid += 1
        h.opened = 0
        h.missing = 0
        await send({ type: 'mail.open', folder: 'INBOX', uid: h.uid })
      },
      'view.text': () => send({ type: 'view.mode', mode: 'text' }),
      'view.html': () => send({ type: 'view.mode', mode: 'html' }),
      'submit.good': () => send({ type: 'password.submit', password: GOOD_PASSWORD }),
      // Seven characters, and a space: both refused without a call.
      'submit.bad': () => send({ type: 'password.submit', password: ' Ab3dE6' }),
      'decrypt.ok': () =>
        decrypt((p) =>
          p.resolve(makeMail({ uid: h.uid, attrs: { ...makeMail().attrs, is_password: true } })),
        ),
      'decrypt.wrong': () => decrypt((p) => p.reject(new ReaderIoError('wrongPassword'))),
      'decrypt.error': () => decrypt((p) => p.reject(new Error('500'))),
    },
  }
}

const statePaths = model.getShortestPaths({ allowDuplicatePaths: true })
const edges = edgePaths(model, serializeState)

describeModel(
  'reader machine (model-based)',
  {
    chart: readerMachine,
    model,
    serializeState,
    start: (inspect) => new Harness(inspect),
    params: stateChecks,
    stop: (harness) => harness.actor.stop(),
    paths: edges,
  },
  () => {
    it("the model has the chart's states and events, and the paths take every transition", () => {
      const chartStates = Object.keys(readerMachine.root.states).sort()
      expect(Object.keys(modelMachine.root.states).sort()).toEqual(chartStates)
      expect([...new Set(statePaths.map((p) => String(p.state.value)))].sort()).toEqual(chartStates)
      const pairs = eventPairs(readerMachine, modelMachine, REAL_TO_MODEL, edges)
      expect(pairs.modelPairs).toEqual(pairs.chartPairs)
      expect(pairs.takenPairs).toEqual(expect.arrayContaining(pairs.chartPairs))
    })
  },
)
