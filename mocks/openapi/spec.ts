import specDocument from '../../openapi.yaml?parsed'

/**
 * openapi.yaml as it is now (parsed when the bundle or the test run is built: vite.yaml.ts), so
 * the 501 fallback, the fault injector, the token guard and the coverage table always follow the contract as it is now, never a copy of it.
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
  definition: OpenApiOperationObject
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

export const openApiDocument = specDocument as OpenApiDocument

function toPattern(path: string): RegExp {
  const escaped = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+')
  return new RegExp(`^${escaped}$`)
}

function listOperations(doc: OpenApiDocument): Operation[] {
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

export const operations: readonly Operation[] = listOperations(openApiDocument)

export const operationsById: ReadonlyMap<string, Operation> = new Map(
  operations.map((op) => [op.operationId, op]),
)

/** The operation a request addresses, literal paths first; undefined outside the contract. */
export function findOperation(method: string, pathname: string): Operation | undefined {
  const lower = method.toLowerCase()
  return operations.find((op) => op.method === lower && op.pattern.test(pathname))
}
