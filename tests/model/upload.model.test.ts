/**
 * Model-based test of machines/upload: the life of one file of four chunks (pause and resume at
 * any point, failures at every step, a server that already holds the file) driven on a real actor
 * whose I/O actors are hand-settled fakes, and every transition of the real chart taken. The
 * queue of several files is covered by tests/unit/upload/upload.machine.test.ts.
 *
 * The model, the fake server and the executors are in tests/unit/upload/upload.model.ts.
 */
import { expect, it } from 'vitest'
import { createTestModel } from 'xstate/graph'
import { describeModel, edgePaths, type Inspect } from './support/index.ts'
import { uploadMachine, selectEntries } from '../../machines/upload/index.ts'
import { UploadHarness } from '../unit/upload/upload.harness.ts'
import {
  CHUNK,
  RULES,
  Server,
  TOTAL,
  checks,
  executors,
  modelMachine,
  serializeState,
} from '../unit/upload/upload.model.ts'

const model = createTestModel(modelMachine, { serializeState })
const edges = edgePaths(model, serializeState)

const newHarness = (inspect?: Inspect) =>
  new UploadHarness(
    {
      target: { uploadType: 'eml', folder: 'INBOX' },
      rules: RULES,
      capacityLeft: 1000,
      chunkSize: CHUNK,
    },
    inspect,
  )

/**
 * The path graph keeps one edge per pair of test states, so self-loops that only emit or retune
 * (refusals, settings, the progress poll) fold into one, and which slot carries the last chunk is
 * not part of a test state. These walks take the folded transitions on purpose; the coverage test replays them too.
 */
const foldedWalks: Record<string, (inspect: Inspect) => Promise<void>> = {
  'refusals, settings and no-op pauses leave the state as it was': async (inspect) => {
    const h = newHarness(inspect)
    const run = executors(h, new Server())
    for (const event of ['add.empty', 'add.exe', 'add.txt', 'add.big'] as const) await run[event]()
    await run['target.set']()
    await run['capacity.set']()
    await run['add.a']()
    await run['pause.a']()
    expect(selectEntries(h.snapshot)[0]?.status).toBe('paused')
    await run['pause.a']()
    await run['pause.all']()
    await run['add.dup']()
    expect(h.snapshot.value).toBe('idle')
    expect(h.snapshot.context.target.folder).toBe('Work')
    expect(selectEntries(h.snapshot).map((e) => e.status)).toEqual(['paused'])
    h.actor.stop()
  },
  'the 600 ms poll re-enters uploading without touching the chunks in flight': async (inspect) => {
    const h = newHarness(inspect)
    const run = executors(h, new Server())
    for (const event of ['add.a', 'hash.done', 'test.done', 'state.report', 'chunk.done'] as const)
      await run[event]()
    const flying = h.inFlight()
    await run.tick()
    expect(h.inFlight()).toEqual(flying)
    expect(selectEntries(h.snapshot)[0]?.progress).toBe(0.25)
    h.actor.stop()
  },
  ...Object.fromEntries(
    (
      [
        [1, 'slot 2'],
        [2, 'slot 1'],
      ] as const
    ).map(([held, slot]) => [
      `after ${held} held chunks the last chunk lands in ${slot} and finishes`,
      async (inspect: Inspect) => {
        const h = newHarness(inspect)
        const run = executors(h, new Server())
        for (const event of ['add.a', 'hash.done', 'test.done', 'state.report'] as const)
          await run[event]()
        for (let i = 0; i < held; i++) await run['chunk.done']()
        await run['pause.a']()
        await run['resume.a']()
        for (const event of ['test.done', 'state.report'] as const) await run[event]()
        expect(h.inFlight().map((c) => c.input.chunkNumber)).toEqual(
          Array.from({ length: TOTAL - held }, (_, i) => held + i + 1),
        )
        while (h.inFlight().length > 0) await run['chunk.done']()
        expect(h.snapshot.value).toBe('finishing')
        h.actor.stop()
      },
    ]),
  ),
}

describeModel(
  'upload machine (model-based)',
  {
    chart: uploadMachine,
    model,
    serializeState,
    start: newHarness,
    params: (harness) => ({
      states: { '*': checks(harness) },
      events: executors(harness, new Server()),
    }),
    stop: (harness) => harness.actor.stop(),
    paths: edges,
    walks: foldedWalks,
  },
  () => {
    it('the model has the chart’s states', () => {
      expect(Object.keys(modelMachine.root.states).sort()).toEqual(
        Object.keys(uploadMachine.root.states).sort(),
      )
      expect(edges.length).toBeLessThan(600)
    })
  },
)
