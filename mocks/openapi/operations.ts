import routingDocument from '../../openapi.yaml?operations'

/**
 * The operations of openapi.yaml as the fake backend routes them: the 501 fallback, the fault
 * injector, the token guard and the mock server's log follow the contract as it is now, never a
 * copy of it. Read from openapi.yaml cut down at build time to each operation's id, tags and
 * security (vite.yaml.ts `?operations`), so the demo's browser does not download, parse and keep
 * the whole contract; mocks/openapi/spec.ts lists the same operations from the whole document,
 * with their definitions, for the contract checks.
 */
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperationObject | unknown>>
  components?: Record<string, unknown>
  security?: Record<string, unknown>[]
  [key: string]: unknown
}

export interface OpenApiOperationObject {
  operationId?: string
  tags?: string[]
  security?: Record<string, unknown>[]
  summary?: string
  responses?: Record<string, unknown>
  [key: string]: unknown
}

export interface Operation {
  operationId: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** As written in openapi.yaml: /api/mail/review/{id}/ */
  path: string
  /** The msw pattern: /api/mail/review/:id/ */
  mswPath: string
  tag: string
  /** False for the no-token operations (`security: []`). */
  secured: boolean
  /** Literal paths come before templated ones, so /review/show/ wins over /review/{id}/. */
  paramCount: number
  pattern: RegExp
  /** The operation object: here only its id, tags and security; whole from spec.ts. */
  definition: OpenApiOperationObject
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

function toPattern(path: string): RegExp {
  const escaped = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+')
  return new RegExp(`^${escaped}$`)
}

export function listOperations(doc: OpenApiDocument): Operation[] {
  const globallySecured = (doc.security ?? []).length > 0
  const out: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const definition = item[method] as OpenApiOperationObject | undefined
      if (!definition?.operationId) continue
      const security = definition.security
      out.push({
        operationId: definition.operationId,
        method,
        path,
        mswPath: path.replace(/\{([^}]+)\}/g, ':$1'),
        tag: definition.tags?.[0] ?? 'other',
        secured: security === undefined ? globallySecured : security.length > 0,
        paramCount: (path.match(/\{/g) ?? []).length,
        pattern: toPattern(path),
        definition,
      })
    }
  }
  return out.sort((a, b) => a.paramCount - b.paramCount)
}

/** The operation `request` addresses in `list`, literal paths first; undefined outside it. */
export function findIn(
  list: readonly Operation[],
  method: string,
  pathname: string,
): Operation | undefined {
  const lower = method.toLowerCase()
  return list.find((op) => op.method === lower && op.pattern.test(pathname))
}

export const operations: readonly Operation[] = listOperations(routingDocument as OpenApiDocument)

export const operationsById: ReadonlyMap<string, Operation> = new Map(
  operations.map((op) => [op.operationId, op]),
)

/** The operation a request addresses, literal paths first; undefined outside the contract. */
export const findOperation = (method: string, pathname: string): Operation | undefined =>
  findIn(operations, method, pathname)
