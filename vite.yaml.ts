/**
 * `import doc from './file.yaml?parsed'`: the YAML document as a module that only has to
 * JSON.parse it. openapi.yaml (≈ 250 KB) took about a second to parse with the `yaml` package on
 * every start of the fake backend: in each vitest file that uses it and on every page load of the
 * demo bundle (so on every Playwright navigation). Parsed here once per build or test run, and
 * the `yaml` parser leaves the demo bundle.
 *
 * `import routes from './openapi.yaml?operations'`: the same document with each operation cut down
 * to what routing a request needs (`operationId`, `tags`, `security`) and the document's global
 * `security`. The fake backend in the demo bundle routes with it (mocks/openapi/operations.ts);
 * the whole document, with its schemas and examples, is for the contract checks in Node, and in the
 * browser it was a sixth of the backend's chunk and a megabyte of its heap (issue 11).
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { parse } from 'yaml'

const PARSED = '?parsed'
const OPERATIONS = '?operations'

/** What of an operation routing reads. */
const ROUTING_KEYS = ['operationId', 'tags', 'security']

type Doc = { paths?: Record<string, Record<string, unknown>>; security?: unknown }

/** `doc` with every operation cut down to ROUTING_KEYS; only operations that have an id. */
export function routingDocument(doc: Doc): Doc {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const kept: Record<string, unknown> = {}
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !('operationId' in operation)) continue
      kept[method] = Object.fromEntries(
        ROUTING_KEYS.filter((key) => key in operation).map((key) => [
          key,
          (operation as Record<string, unknown>)[key],
        ]),
      )
    }
    paths[path] = kept
  }
  return doc.security === undefined ? { paths } : { security: doc.security, paths }
}

export function parsedYaml(): Plugin {
  return {
    name: 'webmail:parsed-yaml',
    enforce: 'pre',
    load(id) {
      const query = [PARSED, OPERATIONS].find((q) => id.endsWith(`.yaml${q}`))
      if (!query) return null
      const file = id.slice(0, -query.length)
      this.addWatchFile(file)
      const doc = parse(readFileSync(file, 'utf8')) as Doc
      const json = JSON.stringify(query === OPERATIONS ? routingDocument(doc) : doc)
      // A JSON.parse of a string literal is faster for engines than the same object literal.
      return `export default JSON.parse(${JSON.stringify(json)})`
    },
  }
}
