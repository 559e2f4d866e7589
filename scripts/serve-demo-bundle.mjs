#!/usr/bin/env node
// The `chromium` Playwright project's web server: the demo bundle (fake backend in the page)
// served by `vite preview`. The bundle is rebuilt only when a source is newer than it: `npm test`
// builds it beside the real bundle's check (decision 276), and a local run after a change to
// src/ or mocks/ still gets a fresh build.
//
//   node scripts/serve-demo-bundle.mjs <port> <outDir>
import { spawn, spawnSync } from 'node:child_process'
import process from 'node:process'
import { isFresh } from './bundle-fresh.mjs'

const port = process.argv[2] ?? '4173'
const outDir = process.argv[3] ?? 'dist-demo'

if (!isFresh(outDir, ['mocks'])) {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', outDir], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const args = ['preview', '--mode', 'demo', '--outDir', outDir, '--host', '127.0.0.1']
const server = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', ...args, '--port', port, '--strictPort'],
  {
    stdio: 'inherit',
  },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
