/**
 * The client's lists of calls that travel without a token must be exactly the operations that
 * openapi.yaml marks `security: []` — the contract and the client cannot drift apart.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { LOGIN_PATHS, NO_TOKEN_PATHS } from '../../../src/api/client.ts'

interface Operation {
  security?: unknown[]
}

const spec = parse(readFileSync('openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}

describe('no-token calls', () => {
  it('equal the operations with security: [] in openapi.yaml', () => {
    const anonymous = new Set<string>()
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const operation of Object.values(item)) {
        if (Array.isArray(operation.security) && operation.security.length === 0)
          anonymous.add(path)
      }
    }
    expect([...new Set([...LOGIN_PATHS, ...NO_TOKEN_PATHS])].sort()).toEqual([...anonymous].sort())
  })

  it("include the four calls the spec sends without the token, and the online attachment's link (decision 261)", () => {
    expect([...NO_TOKEN_PATHS].sort()).toEqual([
      '/api/netdisk/netdisks/download-share/',
      '/api/netdisk/netdisks/share/',
      '/api/netdisk/online/{token}/',
      '/api/setting/register/',
      '/api/setting/secret-reset/',
    ])
  })
})
