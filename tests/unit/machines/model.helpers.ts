/**
 * Shared by the model-based tests (tests/model/*.model.test.ts): one test path per edge of the
 * model's adjacency map — the shortest path to the edge's source, then the edge — so every model
 * transition is replayed on the system under test, not only every model state.
 */
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

/** Promise fakes settle on the microtask queue; one macrotask turn lets the actor see them. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
