/**
 * Paths of the model-based tests (tests/model/*.model.test.ts): one test path per edge of the
 * model's adjacency map — the shortest path to the edge's source, then the edge — so every model
 * transition is replayed on the system under test, not only every model state.
 */
import { expect } from 'vitest'
import type { EventObject, Snapshot } from 'xstate'
import type { TestModel } from 'xstate/graph'

export interface EdgePath<TSnapshot, TEvent> {
  description: string
  /** The state value the edge leaves from (for flat charts, its name). */
  source: string
  state: TSnapshot
  steps: { event: TEvent; state: TSnapshot }[]
  weight: number
}

export function edgePaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
  serialize: (snapshot: TSnapshot) => string,
): EdgePath<TSnapshot, TEvent>[] {
  const toSource = new Map(
    model
      .getShortestPaths({ allowDuplicatePaths: true })
      .map((path) => [serialize(path.state), path]),
  )
  return Object.values(model.getAdjacencyMap()).flatMap((vertex) => {
    const prefix = toSource.get(serialize(vertex.state))
    if (!prefix) throw new Error(`no shortest path reaches ${serialize(vertex.state)}`)
    // The map is keyed by a branded string, which Object.values cannot see through.
    const transitions = vertex.transitions as Record<string, { event: TEvent; state: TSnapshot }>
    return Object.values(transitions).map(({ event, state }) => ({
      description: `${serialize(vertex.state)} —${event.type}→ ${serialize(state)}`,
      source: String(vertex.state.value),
      state,
      steps: [...prefix.steps, { event, state }],
      weight: prefix.weight + 1,
    }))
  })
}

export { settle } from '../../support/settle.ts'

interface FlatChart {
  root: { states: Record<string, { ownEvents: string[] }> }
}

/**
 * For flat charts: every (state, event) the real chart handles has its stand-in model events,
 * the model handles exactly those pairs, and the edge paths take each of them. The test compares
 * the sorted lists it returns; an event of the chart with no stand-in throws.
 */
export function eventPairs(
  chart: FlatChart,
  model: FlatChart,
  realToModel: Record<string, readonly string[]>,
  edges: readonly { source: string; steps: { event: { type: string } }[] }[],
): { chartPairs: string[]; modelPairs: string[]; takenPairs: string[] } {
  const chartPairs = Object.entries(chart.root.states).flatMap(([name, node]) =>
    node.ownEvents.flatMap((type) => {
      const mapped = realToModel[type]
      if (!mapped) throw new Error(`no model event stands for ${type} in ${name}`)
      return mapped.map((modelType) => `${name}|${modelType}`)
    }),
  )
  const modelPairs = Object.entries(model.root.states).flatMap(([name, node]) =>
    node.ownEvents.map((type) => `${name}|${type}`),
  )
  const takenPairs = [...new Set(edges.map((e) => `${e.source}|${e.steps.at(-1)?.event.type}`))]
  return {
    chartPairs: chartPairs.sort(),
    modelPairs: modelPairs.sort(),
    takenPairs: takenPairs.sort(),
  }
}

/**
 * The usual first check of a flat chart's model test: the model has exactly the chart's states,
 * handles exactly the (state, event) pairs the chart handles, and its edge paths take each one.
 */
export function expectModelMirrorsChart(
  chart: FlatChart,
  model: FlatChart,
  realToModel: Record<string, readonly string[]>,
  edges: readonly { source: string; steps: { event: { type: string } }[] }[],
): void {
  expect(Object.keys(model.root.states).sort()).toEqual(Object.keys(chart.root.states).sort())
  const pairs = eventPairs(chart, model, realToModel, edges)
  expect(pairs.modelPairs).toEqual(pairs.chartPairs)
  expect(pairs.takenPairs).toEqual(expect.arrayContaining(pairs.chartPairs))
}
