/**
 * Coverage of a statechart as it really ran: every state node and every transition definition of
 * a machine, compared with what an inspected actor visited and took. Transitions are keyed by
 * source, event and position, so the key survives `machine.provide()` (which copies the nodes).
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'

export function transitionKey(t: AnyTransitionDefinition): string {
  const siblings: AnyTransitionDefinition[] =
    t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? [])
  const targets = (t.target ?? []).map((node: AnyStateNode) => node.id).join(',') || '(none)'
  return `${t.source.id} —${t.eventType || 'always'}#${siblings.indexOf(t)}→ ${targets}`
}

/** Every state id and transition key the machine defines. */
export function definitionOf(machine: AnyStateMachine): {
  states: string[]
  transitions: string[]
} {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)]
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ])
  return {
    states: nodes.map((node) => node.id).sort(),
    transitions: transitions.map(transitionKey).sort(),
  }
}

function isMachineSnapshot(snapshot: unknown): snapshot is AnyMachineSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && '_nodes' in snapshot
}

/** Pass `recorder.inspect` as the actor's `inspect` option; one recorder may serve many actors. */
export class CoverageRecorder {
  readonly states = new Set<string>()
  readonly transitions = new Set<string>()

  constructor(private readonly machineId: string) {}

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
        if (t.source.machine.id !== this.machineId) continue
        this.transitions.add(transitionKey(t))
        this.states.add(t.source.id)
      }
    }
    if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
      const { snapshot } = event
      if (!isMachineSnapshot(snapshot) || snapshot.machine.id !== this.machineId) return
      for (const node of snapshot._nodes) this.states.add(node.id)
    }
  }

  /** What the machine defines but no actor reached; both lists empty = full coverage. */
  missing(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
    const definition = definitionOf(machine)
    return {
      states: definition.states.filter((id) => !this.states.has(id)),
      transitions: definition.transitions.filter((key) => !this.transitions.has(key)),
    }
  }
}
