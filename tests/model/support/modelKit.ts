/**
 * The model-test kit. A model test describes its chart once — the real machine, the abstract
 * model, how to start the system under test and how to check and drive it — and
 * `describeModel` writes the tests:
 *
 *  - "the model mirrors the chart" (flat charts, when `mirror` is given): the model has the
 *    chart's states and exactly its (state, event) pairs, and the edge paths take each pair;
 *  - one test per edge path, named by the edge, each on a fresh real actor that the coverage
 *    recorder inspects; `npx vitest run <file> -t '<edge>'` runs just that path;
 *  - one test per extra `walk` (for transitions the model folds together);
 *  - last, "took every state and transition of the real chart": it first replays every path and
 *    walk that did not run in this process (filtered out by -t, or the file run alone with
 *    `-t took`), then demands that the recorder saw every state node and every transition
 *    definition of the real chart. A failed path is not replayed; its gaps show here too.
 *
 * The coverage check lives in a test of its own, not in `afterAll`, so filtering by name never
 * turns a green path red.
 */
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, EventObject, InspectionEvent, Snapshot as AnySnapshot } from 'xstate'
import type { TestModel, TestParam } from 'xstate/graph'
import { CoverageRecorder } from './coverage.ts'
import { edgePaths, expectModelMirrorsChart, type EdgePath } from './paths.ts'

export type Inspect = (event: InspectionEvent) => void

interface FlatChart {
  root: { states: Record<string, { ownEvents: string[] }> }
}

export interface ModelSuite<TSnapshot extends AnySnapshot<unknown>, TEvent extends EventObject, H> {
  /** The real statechart; the recorder demands every state and transition of it. */
  chart: AnyStateMachine
  /** `createTestModel(modelMachine, { serializeState })`. */
  model: TestModel<TSnapshot, TEvent, unknown>
  /** What defines a test state (also names the paths). */
  serializeState: (snapshot: TSnapshot) => string
  /** Starts the system under test; pass `inspect` to every actor of the chart it creates. */
  start: (inspect: Inspect) => H
  /** State checks and event executors for one system under test. */
  params: (harness: H) => TestParam<TSnapshot, TEvent>
  /** Ends a path: stop the actors, and check what must hold once they are stopped. */
  stop: (harness: H) => unknown
  /** Flat charts: the model's states and (state, event) pairs must be the chart's. */
  mirror?: { model: FlatChart; realToModel: Record<string, readonly string[]> }
  /** Paths to run instead of one per model edge (default: `edgePaths(model, serializeState)`). */
  paths?: EdgePath<TSnapshot, TEvent>[]
  /**
   * One test for all paths instead of one each: for charts with thousands of synchronous paths
   * that take well under a millisecond, where a test per path would cost more than the paths.
   */
  batch?: boolean
  /** Scenarios outside the model whose transitions count towards the coverage. */
  walks?: Record<string, (inspect: Inspect) => Promise<void>>
}

/** Runs paths and walks on real actors and remembers what the chart did. */
export class ModelKit<TSnapshot extends AnySnapshot<unknown>, TEvent extends EventObject, H> {
  readonly recorder: CoverageRecorder
  readonly paths: EdgePath<TSnapshot, TEvent>[]
  private readonly attempted = new Set<string>()

  constructor(readonly suite: ModelSuite<TSnapshot, TEvent, H>) {
    this.recorder = new CoverageRecorder(suite.chart.id)
    this.paths = suite.paths ?? edgePaths(suite.model, suite.serializeState)
    const names = this.paths.map((p) => p.description).concat(Object.keys(suite.walks ?? {}))
    const twice = names.filter((name, i) => names.indexOf(name) !== i)
    if (twice.length) throw new Error(`path or walk names used twice: ${twice.join(', ')}`)
  }

  readonly inspect: Inspect = (event) => this.recorder.inspect(event)

  async runPath(path: EdgePath<TSnapshot, TEvent>): Promise<void> {
    this.attempted.add(path.description)
    const harness = this.suite.start(this.inspect)
    try {
      await this.suite.model.testPath(path, this.suite.params(harness))
    } catch (error) {
      // Stop the actors of a failed path too; the path's own failure is the one to report.
      await Promise.resolve()
        .then(() => this.suite.stop(harness))
        .catch(() => undefined)
      throw error
    }
    await this.suite.stop(harness)
  }

  async runWalk(name: string): Promise<void> {
    const walk = this.suite.walks?.[name]
    if (!walk) throw new Error(`no walk named ${name}`)
    this.attempted.add(name)
    await walk(this.inspect)
  }

  /** Replays what has not run yet (filtered out, or this is the only test run). */
  async runRemaining(): Promise<void> {
    for (const path of this.paths)
      if (!this.attempted.has(path.description)) await this.runPath(path)
    for (const name of Object.keys(this.suite.walks ?? {}))
      if (!this.attempted.has(name)) await this.runWalk(name)
  }

  /** What the chart defines and no actor reached; both lists empty = full coverage. */
  missing(): { states: string[]; transitions: string[] } {
    return this.recorder.missing(this.suite.chart)
  }
}

/** Long enough for the coverage test to replay a whole file's paths on two busy cores. */
const REPLAY_TIMEOUT_MS = 120_000

/**
 * Writes the model test of one chart (see the file comment). `more` adds the file's own tests
 * inside the same describe block, before the coverage test; they may pass `kit.inspect` to
 * their actors, but coverage must not depend on them: only paths and walks are replayed.
 */
export function describeModel<
  TSnapshot extends AnySnapshot<unknown>,
  TEvent extends EventObject,
  H,
>(
  title: string,
  suite: ModelSuite<TSnapshot, TEvent, H>,
  more?: (kit: ModelKit<TSnapshot, TEvent, H>) => void,
): ModelKit<TSnapshot, TEvent, H> {
  const kit = new ModelKit(suite)
  describe(title, () => {
    if (suite.mirror) {
      const { model, realToModel } = suite.mirror
      it('the model mirrors the chart: same states, same (state, event) pairs, all taken', () => {
        expectModelMirrorsChart(suite.chart, model, realToModel, kit.paths)
      })
    }

    if (suite.batch) {
      it('replays every path of the model', { timeout: REPLAY_TIMEOUT_MS }, async () => {
        for (const path of kit.paths) {
          try {
            await kit.runPath(path)
          } catch (error) {
            throw new Error(`${path.description}: ${String(error)}`, { cause: error })
          }
        }
      })
    } else {
      it.each(kit.paths.map((path) => [path.description, path] as const))(
        'path %s',
        async (_, path) => kit.runPath(path),
      )
    }

    const walks = Object.keys(suite.walks ?? {})
    if (walks.length) it.each(walks)('walk: %s', async (name) => kit.runWalk(name))

    more?.(kit)

    it(
      'took every state and transition of the real chart',
      async () => {
        await kit.runRemaining()
        expect(kit.missing()).toEqual({ states: [], transitions: [] })
      },
      REPLAY_TIMEOUT_MS,
    )
  })
  return kit
}
