/**
 * Contract breaks for proving the contract kit (`--control`, `breakContract`): an operation's
 * answers are spoiled in one of three ways a real server might get wrong, so a test can show
 * that `npm run contract` reports exactly those operations.
 *  - `wrong-type`: the first field of the body (or of its first item) changes type;
 *  - `missing-field`: the first field of the body is left out;
 *  - `undeclared-status`: the status becomes 418, which no operation declares.
 */
export type ContractBreak = 'wrong-type' | 'missing-field' | 'undeclared-status'

const breaks = new Map<string, ContractBreak>()

export function breakContract(operationId: string, kind: ContractBreak | null): void {
  if (kind === null) breaks.delete(operationId)
  else if (['wrong-type', 'missing-field', 'undeclared-status'].includes(kind))
    breaks.set(operationId, kind)
  else throw new Error(`breakContract: unknown kind "${String(kind)}"`)
}

export function clearBreaks(): void {
  breaks.clear()
}

function otherType(value: unknown): unknown {
  if (typeof value === 'string') return 12345
  if (typeof value === 'number') return 'not a number'
  if (typeof value === 'boolean') return 'yes'
  if (Array.isArray(value)) return { not: 'an array' }
  return 'not an object'
}

function spoil(body: unknown, kind: ContractBreak): unknown {
  const target = Array.isArray(body) ? body[0] : body
  if (typeof target !== 'object' || target === null) return otherType(body)
  const record = target as Record<string, unknown>
  const [key] = Object.keys(record)
  if (key === undefined) return otherType(body)
  if (kind === 'missing-field') delete record[key]
  else record[key] = otherType(record[key])
  return body
}

/** The answer as the break for `operationId` makes it (the same answer when none is set). */
export async function applyBreak(
  operationId: string | undefined,
  response: Response,
): Promise<Response> {
  const kind = operationId ? breaks.get(operationId) : undefined
  if (!kind) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (kind === 'undeclared-status') {
    return new Response(await response.arrayBuffer(), { status: 418, headers })
  }
  const body = spoil(await response.json(), kind)
  return new Response(JSON.stringify(body), { status: response.status, headers })
}
