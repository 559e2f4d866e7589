/**
 * The demo's fake backend declares its handlers without msw's call-site stacks
 * (mocks/handlers/callSites.ts, decision 361): that only holds if the module runs before any
 * handler module, and stacks come back once the backend's imports are evaluated.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('the fake backend’s handlers are declared without call-site stacks', () => {
  it('because mocks/browser.ts imports callSites.ts first and restores stacks in its body', () => {
    const source = readFileSync('mocks/browser.ts', 'utf8')
    const imports = [...source.matchAll(/^import\s.*?from\s+'([^']+)'/gm)].map((m) => m[1])
    expect(imports[0]).toBe('./handlers/callSites.ts')
    const firstStatement = source
      .split('\n')
      .find((line) => /^[a-z]/i.test(line) && !/^import\b/.test(line))
    expect(firstStatement).toBe('restoreStackTraces()')
  })

  it('and stacks are whole again after the restore', async () => {
    const before = Error.stackTraceLimit
    const { restoreStackTraces } = await import('../../../mocks/handlers/callSites.ts')
    expect(Error.stackTraceLimit).toBe(0)
    expect(new Error('x').stack).toBe('Error: x')
    restoreStackTraces()
    expect(Error.stackTraceLimit).toBe(before)
    expect(new Error('x').stack).toContain('callSites.test.ts')
  })
})
