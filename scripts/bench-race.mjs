#!/usr/bin/env node
// `npm run bench:race`: the speed race against Roundcube, side by side in one run (issue 11 §5).
//
//   npm run bench:race -- [--runs 3] [--warmup 1] [--sizes 1500,100000] [--skip-roundcube]
//                         [--only real|demo] [--note TEXT]…
//   npm run bench:race -- --table-only [--note TEXT]…    (the table again from results.json;
//                                                          notes given replace the stored ones)
//
// 1. Roundcube: ../shared/bench/roundcube/setup.sh (idempotent; root), then per size its own
//    bench.sh N (fill-mailbox.py N --reset + ITS measure.mjs) → $RC_HOME/results/;
//    --skip-roundcube reuses the last JSON of each size (there, else bench/results.json).
// 2. Ours, real bundle: `vite build` (dist-race-real/; hidden source maps leave the JS as
//    `npm run build` makes it) on `npm run mock-server -- --serve --inbox-size N` (race scenario,
//    40 in Sent), timed by OUR copy of measure.mjs (bench-race-measure.mjs), same definitions.
// 3. Ours, demo bundle: `vite build --mode demo` (dist-demo-race/) under `vite preview`, the
//    default seed (≈1,500 mails), the demo user logged in through the form first.
// 4. bench/results.json `race` (other keys kept) and the table in bench/README.md, targets
//    PASS / FAIL; never fails on a target. Not in `npm test`. Ports: first free of 4355–4358.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import { scriptBreakdown } from './bench-race-chunks.mjs'
import { RC_CHROMIUM_ARGS, measureDemo, measureOurs } from './bench-race-measure.mjs'
import { mergeResults, raceTable, replaceReadmeSection, sizeEntry } from './bench-race-report.mjs'

const RC_DIR = resolve(process.env.RC_BENCH_DIR ?? '../shared/bench/roundcube')
const RC_HOME = process.env.RC_HOME ?? '/tmp/rc'
const REAL_DIR = 'dist-race-real'
const DEMO_DIR = 'dist-demo-race'
// The ports given to this bench (4355–4358); the first one free is taken each time.
const PORTS = (process.env.RACE_PORTS ?? '4355,4356,4357,4358').split(',').map(Number)
const RESULTS = 'bench/results.json'
const README = 'bench/README.md'
const log = (line) => console.error(`[bench:race] ${line}`)

export function parseRaceOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '1' },
      sizes: { type: 'string', default: '1500,100000' },
      'skip-roundcube': { type: 'boolean', default: false },
      only: { type: 'string' },
      note: { type: 'string', multiple: true, default: [] },
      'table-only': { type: 'boolean', default: false },
    },
    strict: true,
  })
  const count = (name, min) => {
    const value = Number(values[name])
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be ≥ ${min}`)
    return value
  }
  const sizes = values.sizes.split(',').map((s) => Number(s.trim()))
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes: whole numbers')
  if (values.only && !['real', 'demo'].includes(values.only)) {
    throw new Error('--only must be real or demo')
  }
  return {
    runs: count('runs', 1),
    warmup: count('warmup', 0),
    sizes,
    skipRoundcube: values['skip-roundcube'],
    only: values.only ?? null,
    notes: values.note,
    tableOnly: values['table-only'],
  }
}

function run(command, args, options = {}) {
  log(`$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`)
}

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null)

function roundcubeFor(size, options, previous) {
  const file = join(RC_HOME, 'results', `roundcube-N${size}.json`)
  if (!options.skipRoundcube) {
    run(
      'bash',
      [
        join(RC_DIR, 'bench.sh'),
        String(size),
        '--runs',
        String(options.runs),
        '--warmup',
        String(options.warmup),
      ],
      { env: { ...process.env, RC_HOME } },
    )
  }
  const result = readJson(file) ?? previous?.sizes?.[size]?.roundcube ?? null
  if (!result) log(`no Roundcube result for N=${size} (${file})`)
  return result
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

async function freePort() {
  for (const port of PORTS) if (await isFree(port)) return port
  throw new Error(`none of the ports ${PORTS.join(', ')} is free`)
}

async function withMockServer(size, work) {
  const port = await freePort()
  const args = [
    'scripts/mock-server.mjs',
    '--inbox-size',
    String(size),
    '--serve',
    REAL_DIR,
    '--control',
    '--port',
    String(port),
  ]
  log(`$ node ${args.join(' ')}`)
  // One log line per request: not read here, so not piped (a full pipe would stall the server).
  const child = spawn(process.execPath, args, { stdio: 'ignore' })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/config.json`, 120_000)
    // Roundcube asks no captcha; the race times the mail screen, not a slider.
    await fetch(`${base}/__mock/setCaptchaType`, { method: 'POST', body: '["none"]' })
    return await work(base)
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()))
  }
}

function commitOf() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim()
  const dirty = spawnSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).stdout.trim()
  return dirty ? `${head}+uncommitted` : head
}

const loadNote = (label) =>
  `${label} ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')} (1/5/15 min, ${os.cpus().length} cores)`

async function main() {
  const options = parseRaceOptions(process.argv.slice(2))
  const previous = readJson(RESULTS)?.race ?? null
  if (options.tableOnly) {
    if (!previous) throw new Error(`no race key in ${RESULTS}: run the race first`)
    // Notes given replace the stored ones; none keeps them.
    return writeRace(options.notes.length ? { ...previous, notes: options.notes } : previous)
  }
  const loadAtStart = loadNote('at start')
  const doReal = options.only !== 'demo'
  const doDemo = options.only !== 'real'
  if (doReal && !options.skipRoundcube) run('bash', [join(RC_DIR, 'setup.sh')])
  // RACE_REUSE_BUILD=1: keep the bundles of the last run (when only the harness changed).
  const reuse = (dir) => process.env.RACE_REUSE_BUILD === '1' && existsSync(join(dir, 'index.html'))
  if (doReal && !reuse(REAL_DIR)) {
    run('npx', [
      'vite',
      'build',
      '--outDir',
      REAL_DIR,
      '--emptyOutDir',
      '--manifest',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'warn',
    ])
  }
  if (doDemo && !reuse(DEMO_DIR)) {
    run('npx', [
      'vite',
      'build',
      '--mode',
      'demo',
      '--outDir',
      DEMO_DIR,
      '--emptyOutDir',
      '--manifest',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'warn',
    ])
  }
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: RC_CHROMIUM_ARGS,
  })
  const race = {
    date: new Date().toISOString(),
    commit: commitOf(),
    machine:
      `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model ?? ''}`.trim(),
    browser: `chromium ${browser.version()} (headless, same flags as measure.mjs)`,
    load: '',
    options: { runs: options.runs, warmup: options.warmup, sizes: options.sizes },
    sizes: doReal ? {} : (previous?.sizes ?? {}),
    demo: doDemo ? null : (previous?.demo ?? null),
    notes: [],
  }
  try {
    if (doReal) {
      for (const size of options.sizes) {
        const roundcube = roundcubeFor(size, options, previous)
        const ours = await withMockServer(size, (baseUrl) =>
          measureOurs(browser, {
            baseUrl,
            runs: options.runs,
            warmup: options.warmup,
            mode: 'real',
            log,
          }),
        )
        const entry = sizeEntry(size, roundcube, ours)
        entry.ours.breakdown = scriptBreakdown(ours.js_files, REAL_DIR)
        race.sizes[size] = entry
      }
    }
    if (doDemo) {
      const port = await freePort()
      race.demo = await measureDemo(browser, { ...options, port, outDir: DEMO_DIR, log })
    }
  } finally {
    await browser.close()
  }
  race.load = `${loadAtStart}; ${loadNote('at end')}`
  if (options.skipRoundcube) {
    race.notes.push('Roundcube figures reused from the last run (--skip-roundcube).')
  }
  race.notes.push(...options.notes)
  writeRace(race)
}

function writeRace(race) {
  writeFileSync(RESULTS, `${JSON.stringify(mergeResults(readJson(RESULTS), race), null, 2)}\n`)
  writeFileSync(README, replaceReadmeSection(readFileSync(README, 'utf8'), raceTable(race)))
  console.log(raceTable(race))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
