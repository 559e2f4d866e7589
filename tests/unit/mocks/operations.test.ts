/**
 * The fake backend routes with openapi.yaml cut down to each operation's id, tags and security
 * (mocks/openapi/operations.ts, vite.yaml.ts `?operations`); the contract checks read the whole
 * document (mocks/openapi/spec.ts). Both must list the same operations, in the same order.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import * as routing from '../../../mocks/openapi/operations.ts'
import * as spec from '../../../mocks/openapi/spec.ts'
import { routingDocument } from '../../../vite.yaml.ts'

const strip = ({ definition, ...rest }: spec.Operation) => ({
  ...rest,
  definition: {
    operationId: definition.operationId,
    ...(definition.tags ? { tags: definition.tags } : {}),
    ...(definition.security ? { security: definition.security } : {}),
  },
})

describe('the operations the fake backend routes with', () => {
  it('are the contract’s operations, each with its id, tags and security only', () => {
    expect(routing.operations.length).toBeGreaterThan(200)
    expect(routing.operations).toEqual(spec.operations.map(strip))
  })

  it('find the same operation for a request as the whole contract does', () => {
    for (const op of spec.operations) {
      const path = op.path.replace(/\{[^}]+\}/g, '42')
      expect(routing.findOperation(op.method, path)?.operationId).toBe(
        spec.findOperation(op.method, path)?.operationId,
      )
    }
    expect(routing.findOperation('GET', '/api/not/in/the/contract/')).toBeUndefined()
  })

  it('come from a document without schemas, examples or descriptions', () => {
    const whole = parse(readFileSync('openapi.yaml', 'utf8')) as Parameters<
      typeof routingDocument
    >[0]
    const cut = JSON.stringify(routingDocument(whole))
    expect(cut.length).toBeLessThan(JSON.stringify(whole).length / 5)
    expect(cut).not.toContain('"responses"')
    expect(cut).not.toContain('"components"')
  })
})
