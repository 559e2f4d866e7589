/**
 * `import doc from './file.yaml?parsed'`: the YAML document as a module that only has to
 * JSON.parse it. openapi.yaml (≈ 250 KB) took about a second to parse with the `yaml` package on
 * every start of the fake backend: in each vitest file that uses it and on every page load of the
 * demo bundle (so on every Playwright navigation). Parsed here once per build or test run, and
 * the `yaml` parser leaves the demo bundle.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { parse } from 'yaml'

const QUERY = '?parsed'

export function parsedYaml(): Plugin {
  return {
    name: 'webmail:parsed-yaml',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.yaml${QUERY}`)) return null
      const file = id.slice(0, -QUERY.length)
      this.addWatchFile(file)
      const json = JSON.stringify(parse(readFileSync(file, 'utf8')))
      // A JSON.parse of a string literal is faster for engines than the same object literal.
      return `export default JSON.parse(${JSON.stringify(json)})`
    },
  }
}
