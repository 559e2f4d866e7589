#!/usr/bin/env node
// The static checks of `npm test` (typecheck, lint, format, API, i18n, requirements), as many at
// a time as there are cores. Each is a single-threaded Node process, so one after the other they
// left a core of the 2-core CI machine idle for minutes (decision 151). Each check's output is
// printed whole when it ends, with its time; the run fails if any check fails, after all ended.
//
//   node scripts/run-checks.mjs [script ...]     (default: the list below)
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import process from 'node:process'

/** Longest first, so the short ones fill the gaps at the end. None writes what another reads. */
const CHECKS = [
  'lint',
  'typecheck',
  'i18n:check',
  'api:check',
  'format:check',
  'requirements:check',
]

const scripts = process.argv.length > 2 ? process.argv.slice(2) : CHECKS
const slots = Math.max(1, Math.min(availableParallelism(), scripts.length))

function run(script) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`
      process.stdout.write(`\n=== ${script}: ${status} in ${seconds} s ===\n`)
      process.stdout.write(Buffer.concat(output))
      resolve({ script, ok: code === 0, seconds })
    })
  })
}

const queue = [...scripts]
const results = []
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) results.push(await run(script))
  }),
)

const failed = results.filter((result) => !result.ok).map((result) => result.script)
console.log(`\nchecks: ${results.map((r) => `${r.script} ${r.seconds} s`).join(', ')}`)
if (failed.length > 0) {
  console.error(`checks failed: ${failed.join(', ')}`)
  process.exit(1)
}
