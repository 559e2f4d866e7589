#!/usr/bin/env node
/**
 * Builds the real-backend bundle and fails if any mock code got in (no service worker file, no
 * msw or @msw/data code, no demo seed text) or if the first routes outgrow their budgets (login
 * ≤ 121 KB, welcome ≤ 250.5 KB, the mail screen ≤ 288 KB gzip, counted as `npm run bench` counts
 * them: bench/README.md).
 * Run by `npm test` (script `check:bundle`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUDGETS, KB, MAIL_TARGET, build, manifestFigures } from './bundle-figures.mjs'

build()

const problems = []
if (existsSync('dist/mockServiceWorker.js')) problems.push('dist/mockServiceWorker.js exists')

// Strings that only mock code carries.
const markers = [
  'setupWorker',
  'onUnhandledRequest',
  '__mock',
  'mockServiceWorker',
  'Not implemented in the demo backend',
]
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
for (const file of walk('dist').filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(file, 'utf8')
  for (const marker of markers)
    if (text.includes(marker)) problems.push(`${file} contains "${marker}"`)
}

if (problems.length > 0) {
  console.error(`Mock code leaked into the real-backend bundle:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('check:bundle: real-backend bundle is free of mock code')

const figures = manifestFigures('dist', { demo: false })
const over = []
for (const route of ['login', 'welcome', 'mail']) {
  const { gzipBytes } = figures[route]
  const line = `${route} ${(gzipBytes / KB).toFixed(1)} KB gzip (budget ${BUDGETS[route] / KB} KB)`
  console.log(`check:bundle: ${line}`)
  if (gzipBytes > BUDGETS[route]) over.push(line)
}
console.log(
  `check:bundle: mail target ${MAIL_TARGET / KB} KB (issue 11): ` +
    `${((figures.mail.gzipBytes - MAIL_TARGET) / KB).toFixed(1)} KB to go`,
)
if (over.length > 0) {
  console.error(`First-route JavaScript over budget: ${over.join('; ')} (see bench/README.md)`)
  process.exit(1)
}
