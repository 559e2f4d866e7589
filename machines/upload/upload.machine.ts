/**
 * The chunked upload queue (R-CALL-8; R-STATE upload
 * states, §5 refusals). Files join the list as `waiting` unless a rule refuses them; one file at a
 * time is worked on:
 *
 *   idle ─(a file waits)─► hashing ─► testing ─► checking ─► uploading ─► finishing ─► idle
 *                          (skipped when the hash is known: a resumed file)  │ state 2 ─┘
 *   any working state ─(pause, remove, clear of the active file)─► idle   (chunks stopped)
 *   any failure ─► idle (the file is `failed` with a code and the server's text)
 *
 * Chunks go out at most three at a time (spawned into three fixed slots). Pause keeps the hash
 * and the chunks the server acknowledged; a resume asks the server again (test, state check) and
 * sends only the chunks it lacks. The per-file status is in `entries`; the state names only say
 * what the active file is doing.
 */
import type { ChunkSlot, UploadContext } from './upload.types.ts'
import { CHUNK_SIZE, CHUNK_SLOTS, chunkActorId } from './upload.types.ts'
import { DEFAULT_RULES, serverMessage, totalChunks } from './upload.rules.ts'
import { NO_SLOTS, activeEntry, activeMd5, uploadSetup } from './upload.setup.ts'

const REJECTIONS = ['empty', 'excludedExt', 'wrongType', 'duplicate', 'overCapacity'] as const

/** Pause, remove and clear while the active file is being worked on. */
const whileWorking = {
  'file.pause': {
    guard: 'isActiveFile',
    target: 'idle',
    actions: ['stopChunks', 'pauseActive'],
    description: 'Pausing the active file stops its requests; the hash and held chunks stay.',
  },
  'file.remove': {
    guard: 'isActiveFile',
    target: 'idle',
    actions: ['stopChunks', 'removeActive'],
  },
  'upload.pause': {
    target: 'idle',
    actions: ['stopChunks', 'pauseActive', 'pauseAll'],
  },
  'upload.clear': {
    target: 'idle',
    actions: ['stopChunks', 'removeActive', 'clearAll'],
  },
} as const

const failure = (code: 'hashFailed' | 'testFailed' | 'stateFailed' | 'finishFailed') => ({
  target: 'idle' as const,
  actions: {
    type: 'failActive' as const,
    params: ({ event }: { event: { error: unknown } }) => ({
      code,
      message: serverMessage(event.error),
    }),
  },
})

function chunkTransitions(slot: ChunkSlot) {
  return {
    [`xstate.done.actor.${chunkActorId(slot)}`]: [
      {
        guard: { type: 'lastChunk', params: { slot } },
        target: 'finishing',
        actions: [{ type: 'chunkDone', params: { slot } }, 'publishProgress'],
        description: 'The last chunk is in: join them.',
      },
      { actions: [{ type: 'chunkDone', params: { slot } }, 'fillSlots'] },
    ],
    [`xstate.error.actor.${chunkActorId(slot)}`]: {
      target: 'idle',
      actions: [
        'stopChunks',
        {
          type: 'failActive',
          params: ({ event }: { event: { error: unknown } }) => ({
            code: 'chunkFailed' as const,
            message: serverMessage(event.error),
          }),
        },
      ],
      description: 'One failed chunk fails the file; the other slots are stopped.',
    },
  } as const
}

export const uploadMachine = uploadSetup.createMachine({
  id: 'upload',
  description: 'A list of files uploaded in 2 MB chunks, one file at a time.',
  context: ({ input }): UploadContext => ({
    entries: [],
    activeId: null,
    pending: [],
    slots: NO_SLOTS,
    capacityLeft: input.capacityLeft ?? null,
    rules: { ...DEFAULT_RULES, ...input.rules },
    target: input.target,
    chunkSize: input.chunkSize ?? CHUNK_SIZE,
    nextId: 1,
  }),
  initial: 'idle',
  on: {
    'file.add': [
      ...REJECTIONS.map((reason) => ({
        guard: { type: 'rejectedAs' as const, params: { reason } },
        actions: { type: 'reject' as const, params: { reason } },
      })),
      { actions: 'enqueue', description: 'Accepted: waits its turn (reserving its capacity).' },
    ],
    'file.pause': { actions: 'pauseEntry', description: 'A waiting file is held back.' },
    'file.resume': { actions: 'resumeEntry' },
    'file.remove': { actions: 'removeEntry' },
    'upload.pause': { actions: 'pauseAll' },
    'upload.resume': { actions: 'resumeAll' },
    'upload.clear': { actions: 'clearAll', description: 'The file being finished stays.' },
    'target.set': { actions: 'setTarget', description: 'Applies to files added from now on.' },
    'capacity.set': { actions: 'setCapacity' },
  },
  states: {
    idle: {
      description: 'No file is being worked on; the first waiting file starts at once.',
      always: [
        { guard: 'nextIsHashed', target: 'testing', actions: 'activateNext' },
        { guard: 'hasWaiting', target: 'hashing', actions: 'activateNext' },
      ],
    },
    hashing: {
      tags: ['active'],
      description: 'MD5 of the file, chunk by chunk: the server knows chunks by this hash.',
      invoke: {
        src: 'hashFile',
        input: ({ context }) => ({ data: activeEntry(context).data, chunkSize: context.chunkSize }),
        onDone: {
          target: 'testing',
          actions: { type: 'storeHash', params: ({ event }) => ({ md5: event.output }) },
        },
        onError: failure('hashFailed'),
      },
      on: whileWorking,
    },
    testing: {
      tags: ['active'],
      description: 'The GET test request for the first chunk, before anything is sent.',
      invoke: {
        src: 'testChunk',
        input: ({ context }) => ({
          md5: activeMd5(context),
          chunkNumber: 1,
          totalChunks: totalChunks(activeEntry(context).size, context.chunkSize),
          chunkSize: context.chunkSize,
        }),
        onDone: {
          target: 'checking',
          actions: {
            type: 'markHeld',
            params: ({ event }) => ({ chunks: event.output.uploaded ? [1] : [] }),
          },
        },
        onError: failure('testFailed'),
      },
      on: whileWorking,
    },
    checking: {
      tags: ['active'],
      description: 'State by hash: 0 nothing held, 1 some chunks (skipped), 2 the whole file.',
      invoke: {
        src: 'checkState',
        input: ({ context }) => ({ md5: activeMd5(context) }),
        onDone: [
          {
            guard: {
              type: 'nothingToSend',
              params: ({ context, event }) => ({
                state: event.output.state,
                pending: context.pending.filter((n) => !event.output.chunks.includes(n)).length,
              }),
            },
            target: 'finishing',
            actions: [
              { type: 'markHeld', params: ({ event }) => ({ chunks: event.output.chunks }) },
              'publishProgress',
            ],
            description: 'The server holds every chunk (or the file): go straight to finish.',
          },
          {
            target: 'uploading',
            actions: [
              { type: 'markHeld', params: ({ event }) => ({ chunks: event.output.chunks }) },
              'publishProgress',
            ],
          },
        ],
        onError: failure('stateFailed'),
      },
      on: whileWorking,
    },
    uploading: {
      tags: ['active'],
      description: 'Up to three chunks in flight; each one done starts the next pending one.',
      entry: 'fillSlots',
      after: {
        progressPoll: {
          target: 'uploading',
          reenter: true,
          actions: 'publishProgress',
          description: 'The progress bar follows the acknowledged chunks every 600 ms.',
        },
      },
      on: {
        ...whileWorking,
        ...Object.assign({}, ...CHUNK_SLOTS.map(chunkTransitions)),
      },
    },
    finishing: {
      tags: ['active'],
      description:
        'The finish request joins the chunks; it cannot be paused, and the file stays listed.',
      invoke: {
        src: 'finishUpload',
        input: ({ context }) => {
          const entry = activeEntry(context)
          return {
            md5: activeMd5(context),
            name: entry.name,
            type: entry.type,
            size: entry.size,
            target: entry.target,
          }
        },
        onDone: {
          target: 'idle',
          actions: { type: 'succeedActive', params: ({ event }) => ({ result: event.output }) },
        },
        onError: failure('finishFailed'),
      },
    },
  },
})
