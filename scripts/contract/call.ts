/**
 * One call of one operation and its verdict, shared by the read pass (kit.ts) and the write
 * sequences (write.ts), so both check an answer the same way: the status must be declared and
 * the body must match it (mocks/openapi/validator.ts: ajv with formats).
 */
import type { Operation } from '../../mocks/openapi/spec.ts'
import { checkResponse } from '../../mocks/openapi/validator.ts'
import type { Outcome } from './kit.ts'

export type Fetcher = (request: Request) => Promise<Response>

export interface Verdict {
  status: number | null
  outcome: Outcome
  /** The first violation, the error, or a note. */
  detail: string
  /** The parsed JSON body of a 2xx answer (undefined otherwise). */
  body: unknown
}

export interface CallInput {
  /** Path and query as the contract writes them, values filled in: /api/mail/folders/12/ */
  url: string
  /** A JSON body for POST / PUT / PATCH, or FormData for a multipart one. */
  body?: unknown
}

export async function callOperation(
  fetcher: Fetcher,
  baseUrl: string,
  token: string | undefined,
  op: Operation,
  input: CallInput,
): Promise<Verdict> {
  const headers = new Headers()
  if (op.secured && token) headers.set('Authorization', `JWT ${token}`)
  const method = op.method.toUpperCase()
  const init: RequestInit = { method, headers }
  // A FormData body (multipart, e.g. an upload chunk) brings its own content type.
  if (input.body instanceof FormData) init.body = input.body
  else if (input.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    init.body = JSON.stringify(input.body)
  }
  // The base may carry a prefix (https://host/mail/): contract paths are appended to it.
  const target = new URL(input.url.replace(/^\//, ''), baseUrl.replace(/\/?$/, '/'))
  let response: Response
  try {
    response = await fetcher(new Request(target, init))
  } catch (error) {
    return {
      status: null,
      outcome: 'error',
      detail: `no answer: ${(error as Error).message}`,
      body: undefined,
    }
  }
  if (response.status === 501) {
    return {
      status: 501,
      outcome: 'not-implemented',
      detail: 'the server says it does not implement this yet',
      body: undefined,
    }
  }
  // The validator knows operations by their contract path, whatever prefix the server has.
  const asContract = new Request(new URL(input.url, 'http://contract.local'), { method })
  let violations
  try {
    violations = await checkResponse(asContract, response.clone())
  } catch (error) {
    violations = [{ problem: `could not read the answer: ${(error as Error).message}` }]
  }
  let body: unknown
  if (response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
    body = await response.json().catch(() => undefined)
  }
  return violations.length > 0
    ? { status: response.status, outcome: 'violates', detail: violations[0]!.problem, body }
    : { status: response.status, outcome: 'conforms', detail: '', body }
}
