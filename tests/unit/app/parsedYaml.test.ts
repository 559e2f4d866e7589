/**
 * vite.yaml.ts: `?parsed` YAML imports are the document itself, parsed at build time, so the fake
 * backend's contract (mocks/openapi/spec.ts) is openapi.yaml as it is now, without a YAML parser
 * at run time.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { openApiDocument } from '../../../mocks/openapi/spec.ts'
import { parsedYaml } from '../../../vite.yaml.ts'

type Load = (this: { addWatchFile(file: string): void }, id: string) => string | null

function load(id: string, watched: string[] = []): string | null {
  const hook = parsedYaml().load as unknown as Load
  return hook.call({ addWatchFile: (file) => watched.push(file) }, id)
}

describe('parsed YAML imports', () => {
  it('give the fake backend openapi.yaml exactly as the YAML parser reads it', () => {
    expect(openApiDocument).toEqual(parse(readFileSync('openapi.yaml', 'utf8')))
  })

  it('become a module that only JSON-parses, and rebuild when the file changes', () => {
    const watched: string[] = []
    const code = load(`${process.cwd()}/openapi.yaml?parsed`, watched) ?? ''
    const prefix = 'export default JSON.parse('
    expect(code.startsWith(prefix) && code.endsWith(')')).toBe(true)
    const literal = code.slice(prefix.length, -1)
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual(
      parse(readFileSync('openapi.yaml', 'utf8')),
    )
    expect(watched).toEqual([`${process.cwd()}/openapi.yaml`])
  })

  it('leave other imports alone, also the raw text of a YAML file', () => {
    expect(load(`${process.cwd()}/openapi.yaml?raw`)).toBeNull()
    expect(load(`${process.cwd()}/openapi.yaml`)).toBeNull()
    expect(load(`${process.cwd()}/src/main.tsx`)).toBeNull()
  })
})
