import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { type Operation, findOperation, openApiDocument } from './spec.ts'

/**
 * Checks a response of the fake backend against openapi.yaml: the status must be declared for
 * the operation, the content type must be one it lists, and the body must match its schema
 * (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). For tests only: never bundled in the demo.
 */
const SPEC_ID = 'openapi'

// ajv-formats ships CommonJS whose default export is the plugin function.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
addFormats(ajv)
ajv.addSchema(openApiDocument as object, SPEC_ID)

const validators = new Map<string, ValidateFunction>()

const pointerSegment = (segment: string) =>
  encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))

function validatorAt(segments: readonly string[]): ValidateFunction {
  const ref = `${SPEC_ID}#/${segments.map(pointerSegment).join('/')}`
  let validate = validators.get(ref)
  if (!validate) {
    validate = ajv.compile({ $ref: ref })
    validators.set(ref, validate)
  }
  return validate
}

type Json = Record<string, unknown>

function at(path: readonly string[]): unknown {
  let node: unknown = openApiDocument
  for (const segment of path) node = (node as Json | undefined)?.[segment]
  return node
}

/** Follows `$ref`s between response objects, returning where the real one lives. */
function resolveResponse(path: string[]): string[] | null {
  for (let hops = 0; hops < 5; hops++) {
    const node = at(path) as Json | undefined
    if (!node) return null
    const ref = node.$ref
    if (typeof ref !== 'string') return path
    if (!ref.startsWith('#/')) return null
    path = ref
      .slice(2)
      .split('/')
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
  }
  return null
}

export interface Violation {
  operation: string
  status: number
  problem: string
}

function responsePath(op: Operation, status: number): string[] | null {
  const base = ['paths', op.path, op.method, 'responses']
  const declared = at(base) as Json | undefined
  if (!declared) return null
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in declared)
  return key ? resolveResponse([...base, key]) : null
}

/** Returns every way the response breaks the contract; empty when it conforms. */
export async function checkResponse(request: Request, response: Response): Promise<Violation[]> {
  const url = new URL(request.url)
  const op = findOperation(request.method, url.pathname)
  const label = `${request.method} ${url.pathname}`
  if (!op)
    return [
      { operation: label, status: response.status, problem: 'not an operation of openapi.yaml' },
    ]
  const operation = `${op.operationId} (${label})`
  const where = responsePath(op, response.status)
  if (!where) {
    return [
      { operation, status: response.status, problem: `status ${response.status} is not declared` },
    ]
  }
  const content = (at(where) as Json).content as Json | undefined
  const text = await response.clone().text()
  if (!content) {
    return text === ''
      ? []
      : [{ operation, status: response.status, problem: 'body sent where none is declared' }]
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim()
  if (!(contentType in content)) {
    return [
      {
        operation,
        status: response.status,
        problem: `content type "${contentType}" is not declared`,
      },
    ]
  }
  if (!contentType.includes('json')) return []
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return [{ operation, status: response.status, problem: 'body is not JSON' }]
  }
  const validate = validatorAt([...where, 'content', contentType, 'schema'])
  if (validate(body)) return []
  return (validate.errors ?? []).map((e) => ({
    operation,
    status: response.status,
    problem: `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`,
  }))
}

/**
 * Checks a value against a component schema (e.g. `LiveMessage`, the frames of the live
 * channel, which no HTTP response carries); returns one line per violation, empty when valid.
 */
export function checkSchema(component: string, value: unknown): string[] {
  const validate = validatorAt(['components', 'schemas', component])
  if (validate(value)) return []
  return (validate.errors ?? []).map(
    (e) =>
      `${e.instancePath || '(value)'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`,
  )
}

/**
 * Checks a JSON request body against the operation's declared one (the contract kit checks its
 * own requests before sending them, so a server is never blamed for refusing a bad one).
 */
export function checkRequestBody(op: Operation, body: unknown): string[] {
  const where = ['paths', op.path, op.method, 'requestBody', 'content', 'application/json']
  if (!at(where)) return [`${op.operationId} declares no JSON request body`]
  const validate = validatorAt([...where, 'schema'])
  if (validate(body)) return []
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`,
  )
}
