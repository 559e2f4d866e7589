// Fails when src/api/schema.gen.ts is not what `npm run api:gen` makes from openapi.yaml.
// Uses the same openapi-typescript CLI (and so the same redocly.yaml) as api:gen, writing to a
// temp file, so the check cannot drift from the generator the developers run.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const committedPath = join(root, 'src/api/schema.gen.ts')
const require = createRequire(import.meta.url)
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js')

const fail = (message) => {
  process.stderr.write(`api:check: ${message}\n`)
  process.exit(1)
}

const tempDir = mkdtempSync(join(tmpdir(), 'api-gen-'))
try {
  const freshPath = join(tempDir, 'schema.gen.ts')
  try {
    execFileSync(process.execPath, [cli, 'openapi.yaml', '-o', freshPath], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
  } catch (error) {
    const stderr = String(error.stderr ?? '')
      .trim()
      .split('\n')
      .pop()
    fail(`openapi-typescript failed on openapi.yaml: ${stderr}`)
  }
  let committed
  try {
    committed = readFileSync(committedPath, 'utf8')
  } catch {
    fail('src/api/schema.gen.ts is missing; run `npm run api:gen`.')
  }
  const fresh = readFileSync(freshPath, 'utf8')
  const normalise = (text) => text.replace(/\r\n/g, '\n')
  if (normalise(committed) !== normalise(fresh)) {
    const a = normalise(committed).split('\n')
    const b = normalise(fresh).split('\n')
    let line = 0
    while (line < a.length && a[line] === b[line]) line += 1
    fail(
      `src/api/schema.gen.ts differs from openapi.yaml (first at line ${line + 1}); run \`npm run api:gen\`.`,
    )
  }
  process.stdout.write('api:check: src/api/schema.gen.ts is up to date.\n')
} finally {
  rmSync(tempDir, { recursive: true, force: true })
}
