/**
 * The abstract model of machines/upload for tests/model/upload.model.test.ts: the life of one
 * file of four chunks as the spec tells it, the fake server it talks to, and the executors and
 * checks that replay a model path on a real actor (UploadHarness).
 *
 * The fake server is truthful: the state check reports exactly the chunks it acknowledged for
 * that hash, and each hashing yields a new hash (a removed and re-added file starts over).
 */
import { expect } from 'vitest'
import { assign, setup, type SnapshotFrom } from 'xstate'
import { selectEntries } from '../../../machines/upload/index.ts'
import { type UploadHarness, fileOf, lastOf, settle } from './upload.harness.ts'

export const CHUNK = 10
export const TOTAL = 4
const NAME = 'a.eml'

type FileState = 'absent' | 'waiting' | 'paused' | 'failed' | 'success' | 'active'
interface ModelContext {
  file: FileState
  hashed: boolean
  /** Chunks the server acknowledged for the file's hash. */
  held: number
}

const present = ({ context }: { context: ModelContext }) => context.file !== 'absent'
const absent = ({ context }: { context: ModelContext }) => context.file === 'absent'
const startable = ({ context }: { context: ModelContext }) =>
  context.file === 'paused' || context.file === 'failed'
const fail = { target: 'idle', actions: 'fail' } as const
const pause = { target: 'idle', actions: 'pause' } as const
const drop = { target: 'idle', actions: 'drop' } as const
/** What the user may do to the file while it is being worked on (not while finishing). */
const working = { 'pause.a': pause, 'pause.all': pause, 'remove.a': drop, clear: drop } as const

export const modelMachine = setup({
  types: {
    context: {} as ModelContext,
    events: {} as { type: ModelEventType },
  },
  actions: {
    fail: assign({ file: 'failed' as FileState }),
    pause: assign({ file: 'paused' as FileState }),
    drop: assign({ file: 'absent' as FileState, hashed: false, held: 0 }),
  },
}).createMachine({
  id: 'uploadModel',
  context: { file: 'absent', hashed: false, held: 0 },
  initial: 'idle',
  states: {
    idle: {
      always: [
        {
          guard: ({ context }) => context.file === 'waiting' && context.hashed,
          target: 'testing',
          actions: assign({ file: 'active' }),
        },
        {
          guard: ({ context }) => context.file === 'waiting',
          target: 'hashing',
          actions: assign({ file: 'active' }),
        },
      ],
      on: {
        'add.a': { guard: absent, actions: assign({ file: 'waiting' }) },
        'add.dup': { guard: present },
        'add.empty': { guard: absent },
        'add.exe': { guard: absent },
        'add.txt': { guard: absent },
        'add.big': { guard: absent },
        'target.set': { guard: absent },
        'capacity.set': { guard: absent },
        'pause.a': { guard: present },
        'pause.all': { guard: present },
        'resume.a': { guard: startable, actions: assign({ file: 'waiting' }) },
        'resume.all': { guard: startable, actions: assign({ file: 'waiting' }) },
        'remove.a': { guard: present, actions: assign({ file: 'absent', hashed: false, held: 0 }) },
        clear: { guard: present, actions: assign({ file: 'absent', hashed: false, held: 0 }) },
      },
    },
    hashing: {
      on: {
        'hash.done': { target: 'testing', actions: assign({ hashed: true }) },
        'hash.error': fail,
        ...working,
      },
    },
    testing: { on: { 'test.done': 'checking', 'test.error': fail, ...working } },
    checking: {
      on: {
        'state.report': [
          { guard: ({ context }) => context.held === TOTAL, target: 'finishing' },
          { target: 'uploading' },
        ],
        'state.whole': 'finishing',
        'state.error': fail,
        ...working,
      },
    },
    uploading: {
      on: {
        'chunk.done': [
          {
            guard: ({ context }) => context.held + 1 === TOTAL,
            target: 'finishing',
            actions: assign({ held: TOTAL }),
          },
          { actions: assign({ held: ({ context }) => context.held + 1 }) },
        ],
        'chunk.error': fail,
        tick: {},
        'add.dup': {},
        ...working,
      },
    },
    finishing: {
      on: {
        'finish.done': { target: 'idle', actions: assign({ file: 'success', held: 0 }) },
        'finish.error': fail,
        // Refused or ignored while the chunks are joined.
        'pause.a': {},
        'remove.a': {},
        clear: {},
      },
    },
  },
})
export type ModelSnapshot = SnapshotFrom<typeof modelMachine>

type ModelEventType =
  | 'add.a'
  | 'add.dup'
  | 'add.empty'
  | 'add.exe'
  | 'add.txt'
  | 'add.big'
  | 'target.set'
  | 'capacity.set'
  | 'pause.a'
  | 'pause.all'
  | 'resume.a'
  | 'resume.all'
  | 'remove.a'
  | 'clear'
  | 'hash.done'
  | 'hash.error'
  | 'test.done'
  | 'test.error'
  | 'state.report'
  | 'state.whole'
  | 'state.error'
  | 'chunk.done'
  | 'chunk.error'
  | 'tick'
  | 'finish.done'
  | 'finish.error'

export const serializeState = (s: ModelSnapshot) =>
  JSON.stringify([s.value, s.context.file, s.context.hashed, s.context.held])

export const RULES = { allowedExt: ['eml'], excludeExt: ['exe'], rejectDuplicateNames: true }

/** The fake server: chunk numbers it acknowledged, per hash. */
export class Server {
  readonly held = new Map<string, number[]>()
  hashes = 0
}

export function executors(h: UploadHarness, server: Server) {
  const entry = () => selectEntries(h.snapshot).find((e) => e.name === NAME)
  const send = async (event: Parameters<UploadHarness['actor']['send']>[0]) => {
    h.actor.send(event)
    await settle()
  }
  const rejectedAs = async (file: ReturnType<typeof fileOf>, reason: string) => {
    const before = h.emitted.length
    await send({ type: 'file.add', file })
    expect(h.emitted.slice(before)).toEqual([{ type: 'upload.rejected', name: file.name, reason }])
  }
  const md5 = () => entry()?.md5 ?? ''
  const id = () => entry()?.id ?? 'none'
  const settleLast = async <T>(calls: { resolve(v: T): void }[], value: T) => {
    lastOf(calls).resolve(value)
    await settle()
  }
  const rejectLast = async (calls: { reject(e: unknown): void }[]) => {
    lastOf(calls).reject({ serverMessage: 'refused' })
    await settle()
  }
  return {
    'add.a': () => send({ type: 'file.add', file: fileOf(NAME, CHUNK * TOTAL) }),
    'add.dup': () => rejectedAs(fileOf(NAME, 5), 'duplicate'),
    'add.empty': () => rejectedAs(fileOf('e.eml', 0), 'empty'),
    'add.exe': () => rejectedAs(fileOf('x.exe', 5), 'excludedExt'),
    'add.txt': () => rejectedAs(fileOf('x.txt', 5), 'wrongType'),
    'add.big': () => rejectedAs(fileOf('big.eml', 5000), 'overCapacity'),
    'target.set': () => send({ type: 'target.set', target: { uploadType: 'eml', folder: 'Work' } }),
    'capacity.set': () => send({ type: 'capacity.set', bytes: 1000 }),
    'pause.a': () => send({ type: 'file.pause', id: id() }),
    'pause.all': () => send({ type: 'upload.pause' }),
    'resume.a': () => send({ type: 'file.resume', id: id() }),
    'resume.all': () => send({ type: 'upload.resume' }),
    'remove.a': () => send({ type: 'file.remove', id: id() }),
    clear: () => send({ type: 'upload.clear' }),
    'hash.done': () => settleLast(h.hashes, `md5-${++server.hashes}`),
    'hash.error': () => rejectLast(h.hashes),
    'test.done': () =>
      settleLast(h.tests, { uploaded: server.held.get(md5())?.includes(1) ?? false }),
    'test.error': () => rejectLast(h.tests),
    'state.report': () => {
      const chunks = server.held.get(md5()) ?? []
      const state = chunks.length === TOTAL ? 2 : chunks.length > 0 ? 1 : 0
      return settleLast(h.states, { state, chunks })
    },
    'state.whole': () => settleLast(h.states, { state: 2, chunks: [] }),
    'state.error': () => rejectLast(h.states),
    'chunk.done': async () => {
      const call = h.inFlight()[0]
      if (!call) throw new Error('no chunk in flight')
      server.held.set(md5(), [...(server.held.get(md5()) ?? []), call.input.chunkNumber])
      h.settleChunk(call)
      await settle()
    },
    'chunk.error': async () => {
      const call = h.inFlight()[0]
      if (!call) throw new Error('no chunk in flight')
      h.settleChunk(call, new Error('network'))
      await settle()
    },
    tick: async () => {
      h.clock.increment(600)
      await settle()
    },
    'finish.done': () => settleLast(h.finishes, { id: 1, name: NAME, size: CHUNK * TOTAL, uid: 9 }),
    'finish.error': () => rejectLast(h.finishes),
  }
}

export function checks(h: UploadHarness) {
  return (expected: ModelSnapshot) => {
    const actual = h.snapshot
    expect(actual.value).toEqual(expected.value)
    const entry = selectEntries(actual).find((e) => e.name === NAME)
    const { file, hashed, held } = expected.context
    if (file === 'absent') {
      expect(entry).toBeUndefined()
      return
    }
    expect(entry?.status).toBe(file === 'active' ? 'uploading' : file)
    expect(entry?.md5 !== null).toBe(hashed)
    if (file !== 'success') expect(entry?.doneChunks.length).toBe(held)
    // Never more than three chunks in flight, and none outside the upload.
    const flying = expected.matches('uploading') ? Math.min(3, TOTAL - held) : 0
    expect(h.inFlight()).toHaveLength(flying)
  }
}
