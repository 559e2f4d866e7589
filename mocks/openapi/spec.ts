import specDocument from '../../openapi.yaml?parsed'
import { type OpenApiDocument, type Operation, findIn, listOperations } from './operations.ts'

/**
 * openapi.yaml as it is now, whole (parsed when the bundle or the test run is built:
 * vite.yaml.ts), for what checks against the contract: the response validator, the contract kit,
 * the coverage table. Routing a request needs far less: mocks/openapi/operations.ts (what the demo's
 * browser loads). Both list the same operations (tests/unit/mocks/operations.test.ts).
 */
export type { OpenApiDocument, OpenApiOperationObject, Operation } from './operations.ts'

export const openApiDocument = specDocument as OpenApiDocument

/** Every operation with its whole definition (parameters, request body, responses). */
export const operations: readonly Operation[] = listOperations(openApiDocument)

export const operationsById: ReadonlyMap<string, Operation> = new Map(
  operations.map((op) => [op.operationId, op]),
)

/** The operation a request addresses, literal paths first; undefined outside the contract. */
export const findOperation = (method: string, pathname: string): Operation | undefined =>
  findIn(operations, method, pathname)
