/**
 * `npm run contract -- --write`: runs the sequences of sequences.ts step by step, checks each
 * answer like the read pass does (call.ts), and, whatever happened, removes the scratch objects
 * afterwards (finally), looking each up by the run's name and looking again after removing it.
 */
import { type Operation, operations, operationsById } from '../../mocks/openapi/spec.ts'
import { checkRequestBody } from '../../mocks/openapi/validator.ts'
import { type Fetcher, type Verdict, callOperation } from './call.ts'
import type { ResultRow } from './kit.ts'
import { SCRATCH } from './scratch.ts'
import type { Api, Params, ScratchKey, Sequence, Step, Vars } from './sequence.types.ts'
import { SEQUENCES } from './sequences.ts'
import { WRITE_SKIPS } from './writeSkips.ts'

export interface ScratchReport {
  /** Every scratch object a sequence made (or tried to make). */
  created: string[]
  /** Those gone at the end, and who removed them. */
  removed: string[]
  /** Those still on the server: the run fails. */
  leftover: string[]
}

export interface WriteContext {
  fetcher: Fetcher
  baseUrl: string
  only?: string
  vars: Vars
  /** Pause between tries of a `settle` step (ms). */
  settleMs?: number
}

/** The run's unique name: `contract-kit-` and the start second in base 36 (19 characters). */
export const runName = (now: Date) =>
  `contract-kit-${Math.floor(now.getTime() / 1000).toString(36)}`

function fill(op: Operation, params: Params): string {
  let path = op.path
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue
    if (path.includes(`{${name}}`))
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)))
    else query.set(name, String(value))
  }
  const gap = /\{([^}]+)\}/.exec(path)
  if (gap) throw new Error(`no value for "${gap[1]}" (an earlier step gave none)`)
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

const operationOf = (id: string) => {
  const op = operationsById.get(id)
  if (!op) throw new Error(`scripts/contract: "${id}" is not an operation of openapi.yaml`)
  return op
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function runWrites(ctx: WriteContext) {
  const { vars: v } = ctx
  const rows: ResultRow[] = []
  const scratch: ScratchReport = { created: [], removed: [], leftover: [] }
  const row = (
    op: Operation,
    sequence: string,
    fields: Pick<ResultRow, 'status' | 'outcome' | 'detail'>,
  ) =>
    rows.push({
      operationId: op.operationId,
      family: op.tag,
      method: op.method.toUpperCase(),
      path: op.path,
      sequence,
      ...fields,
    })
  const call = (op: Operation, params: Params, body: unknown, token = v.token): Promise<Verdict> =>
    callOperation(ctx.fetcher, ctx.baseUrl, token, op, { url: fill(op, params), body })

  async function runStep(sequence: string, step: Step): Promise<string | undefined> {
    const op = operationOf(step.op)
    let verdict: Verdict | undefined
    let problem: string | undefined
    try {
      const params = step.params?.(v) ?? {}
      const body = step.body?.(v)
      const invalid =
        body instanceof FormData || body === undefined ? [] : checkRequestBody(op, body)
      if (invalid.length > 0)
        throw new Error(`the kit's own request breaks the contract: ${invalid[0]}`)
      for (let attempt = 0; ; attempt++) {
        verdict = await call(op, params, body, step.token ? step.token(v) : v.token)
        problem = undefined
        if (verdict.outcome !== 'conforms') break
        if (verdict.status! >= 300) {
          problem = `answered ${verdict.status} to the kit's request`
          break
        }
        problem = step.then?.(verdict.body, v)
        if (!problem || !step.settle || attempt >= 5) break
        await sleep(ctx.settleMs ?? 500)
      }
    } catch (error) {
      row(op, sequence, { status: null, outcome: 'error', detail: (error as Error).message })
      return `${step.op} could not be sent`
    }
    if (!verdict) return `${step.op} could not be sent`
    if (verdict.outcome !== 'conforms') {
      row(op, sequence, verdict)
      return verdict.outcome === 'not-implemented'
        ? `${step.op} is not implemented (501)`
        : `${step.op} failed`
    }
    row(op, sequence, problem ? { ...verdict, outcome: 'violates', detail: problem } : verdict)
    return problem ? `${step.op} failed` : undefined
  }

  /** `made`: each kind a step set out to create, and whether that step went through. */
  async function cleanUp(sequence: Sequence, made: Map<ScratchKey, boolean>) {
    const api: Api = async (id, params = {}, body) => {
      const op = operationOf(id)
      const verdict = await call(op, params, body)
      // Cleanup calls are rows only when they go wrong: the report says what they removed.
      if (verdict.outcome === 'violates' || verdict.outcome === 'error') {
        row(op, `${sequence.name} (cleanup)`, verdict)
      }
      return verdict
    }
    for (const [key, succeeded] of [...made].reverse()) {
      const kind = SCRATCH[key]
      const label = `${sequence.name}: ${kind.label(v)}`
      try {
        const found = await kind.find(api, v)
        // A create that failed and left nothing made nothing: there is nothing to report.
        if (found.length === 0 && !succeeded) continue
        scratch.created.push(label)
        if (found.length === 0) {
          scratch.removed.push(`${label} (by the sequence)`)
          continue
        }
        await kind.remove(api, v, found)
        const left = await kind.find(api, v)
        if (left.length === 0) scratch.removed.push(`${label} (by the cleanup)`)
        else scratch.leftover.push(`${label}: ${left.length} still there after the cleanup`)
      } catch (error) {
        if (!scratch.created.includes(label)) scratch.created.push(label)
        scratch.leftover.push(`${label}: the cleanup failed (${(error as Error).message})`)
      }
    }
  }

  const selected = SEQUENCES.filter((s) => !ctx.only || s.family === ctx.only)
  for (const sequence of selected) {
    const made = new Map<ScratchKey, boolean>()
    let stopped: string | undefined
    try {
      for (const step of sequence.steps) {
        const op = operationOf(step.op)
        const reason = stopped ? `not sent: ${stopped}` : step.unless?.(v)
        if (reason) {
          row(op, sequence.name, { status: null, outcome: 'skipped', detail: reason })
          continue
        }
        // Noted before the call: an object whose answer is broken or lost is still looked for.
        if (step.creates && !made.has(step.creates)) made.set(step.creates, false)
        stopped = await runStep(sequence.name, step)
        if (step.creates && !stopped) made.set(step.creates, true)
      }
    } finally {
      await cleanUp(sequence, made)
    }
  }

  // Every other mutation gets a row saying why it was not sent, so none is silently missing.
  const sent = new Set(rows.map((r) => r.operationId))
  for (const op of operations) {
    if (op.method === 'get' || sent.has(op.operationId)) continue
    if (ctx.only && op.tag !== ctx.only) continue
    const inSequence = SEQUENCES.find((s) => s.steps.some((step) => step.op === op.operationId))
    const detail =
      WRITE_SKIPS[op.operationId] ??
      (inSequence
        ? `sent only by the "${inSequence.name}" sequence (--only ${inSequence.family})`
        : 'no write sequence covers it and no reason is given (a gap in scripts/contract)')
    row(op, '', { status: null, outcome: 'skipped', detail })
  }
  return { rows, scratch }
}
