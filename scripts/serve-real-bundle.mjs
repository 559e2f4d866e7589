#!/usr/bin/env node
// The `real` Playwright project's web server: the real-backend bundle (dist/, no mock code)
// served by the mock server with its control surface, on the port given. dist/ is rebuilt only
// when a source is newer than it (npm test's check:bundle has just built it).
//
//   node scripts/serve-real-bundle.mjs <port>
import { spawn, spawnSync } from 'node:child_process'
import process from 'node:process'
import { isFresh } from './bundle-fresh.mjs'

const port = process.argv[2] ?? '4273'

if (!isFresh('dist')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(
  process.execPath,
  ['scripts/mock-server.mjs', '--serve', 'dist', '--control', '--port', port],
  { stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
