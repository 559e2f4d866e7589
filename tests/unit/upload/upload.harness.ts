/**
 * A real upload actor whose I/O actors are hand-settled fakes: every call is recorded with its
 * input and waits until the test resolves or rejects it. Time runs on a SimulatedClock.
 */
import { SimulatedClock, createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate'
import {
  uploadMachine,
  type ChunkInput,
  type ChunkRef,
  type FinishInput,
  type FinishOutput,
  type HashInput,
  type UploadEmitted,
  type UploadInput,
  type UploadStateOutput,
} from '../../../machines/upload/index.ts'

export interface Call<I, O> {
  input: I
  resolve: (value: O) => void
  reject: (error: unknown) => void
  aborted: () => boolean
}

function fake<O, I>(calls: Call<I, O>[]) {
  return fromPromise<O, I>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => {
        calls.push({ input, resolve, reject, aborted: () => signal.aborted })
      }),
  )
}

export class UploadHarness {
  readonly hashes: Call<HashInput, string>[] = []
  readonly tests: Call<ChunkRef, { uploaded: boolean }>[] = []
  readonly states: Call<{ md5: string }, UploadStateOutput>[] = []
  readonly chunks: Call<ChunkInput, void>[] = []
  readonly finishes: Call<FinishInput, FinishOutput>[] = []
  readonly emitted: UploadEmitted[] = []
  readonly clock = new SimulatedClock()
  readonly actor: Actor<typeof uploadMachine>

  constructor(input: UploadInput, inspect?: (event: InspectionEvent) => void) {
    const machine = uploadMachine.provide({
      actors: {
        hashFile: fake(this.hashes),
        testChunk: fake(this.tests),
        checkState: fake(this.states),
        uploadChunk: fake(this.chunks),
        finishUpload: fake(this.finishes),
      },
    })
    this.actor = createActor(machine, { input, clock: this.clock, ...(inspect ? { inspect } : {}) })
    this.actor.on('*', (event) => this.emitted.push(event))
    this.actor.start()
  }

  get snapshot() {
    return this.actor.getSnapshot()
  }

  /** Chunk calls that were neither settled nor aborted. */
  inFlight(): Call<ChunkInput, void>[] {
    return this.chunks.filter((c) => !c.aborted() && !settled.has(c))
  }

  settleChunk(call: Call<ChunkInput, void>, error?: unknown): void {
    settled.add(call)
    if (error === undefined) call.resolve()
    else call.reject(error)
  }
}

const settled = new WeakSet<object>()

/** One macrotask turn (tests/support/settle.ts). */
export { settle } from '../../support/settle.ts'

export function lastOf<T>(list: readonly T[]): T {
  const item = list.at(-1)
  if (item === undefined) throw new Error('the machine did not call the actor')
  return item
}

/** A file of `size` bytes; the machine only slices it, so huge sizes get a capped body. */
export function fileOf(name: string, size: number, type = 'message/rfc822') {
  return { name, size, type, data: new Blob([new Uint8Array(Math.min(size, 16 * 2 ** 20))]) }
}
