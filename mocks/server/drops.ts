/**
 * "Drop the connection after N bytes" for the mock server over HTTP (`--control`): the next
 * `times` requests of an operation (or of any /api call) — after the first `skip` of them, for a
 * cut in the middle of a series such as an upload's chunks — lose their connection part-way, as a
 * flaky network or a restarting proxy would. `request`: the server reads N bytes of the body and
 * hangs up before the handler runs (nothing happens on the server). `response`: the handler runs
 * (its effect stays), then only N bytes of the answer reach the client before the hang-up.
 */
export type DropPhase = 'request' | 'response'

export interface DropRule {
  /** operationId of openapi.yaml, or null for every /api call. */
  operationId: string | null
  afterBytes: number
  phase: DropPhase
  /** How many requests still to drop. */
  times: number
  /** How many matching requests still to let through before the first drop ("mid-way"). */
  skip: number
}

const rules: DropRule[] = []

export function dropConnection(
  operationId: string | null,
  afterBytes: number,
  options: { phase?: DropPhase; times?: number; skip?: number } = {},
): void {
  if (!Number.isInteger(afterBytes) || afterBytes < 0) {
    throw new Error('dropConnection: afterBytes must be a whole number ≥ 0')
  }
  rules.push({
    operationId,
    afterBytes,
    phase: options.phase ?? 'request',
    times: options.times ?? 1,
    skip: options.skip ?? 0,
  })
}

export function clearDrops(): void {
  rules.length = 0
}

/** The rule that applies to this request now (and counts it), or null. */
export function takeDrop(operationId: string | undefined): DropRule | null {
  const index = rules.findIndex(
    (rule) => rule.operationId === null || rule.operationId === operationId,
  )
  if (index < 0) return null
  const rule = rules[index]!
  if (rule.skip > 0) {
    rule.skip -= 1
    return null
  }
  rule.times -= 1
  if (rule.times <= 0) rules.splice(index, 1)
  return rule
}
