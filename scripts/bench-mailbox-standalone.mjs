// `node scripts/bench-mailbox.mjs --standalone [--no-build] [--large-only] [--profile|--trace DIR]`:
// the mailbox figures alone, without `npm run bench` (which rebuilds dist/ and dist-demo/ and
// measures everything else). Builds the demo into dist-bench-c and serves it on port 4193 (set
// BENCH_PORT / BENCH_OUT_DIR to change), so it can run beside Playwright and the full bench.
// `--profile DIR` writes one Chromium CPU profile per large-INBOX phase (open it in DevTools)
// and prints the functions with the most self time in it; `--trace DIR` a Chromium trace per
// phase, and what the tasks over 50 ms spent their time on (script, style, layout, GC...).
import { spawnSync } from 'node:child_process'
import console from 'node:console'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4193)
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench-c'

function optionValue(args, name) {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}

/** Self time per function (ms), the `top` heaviest, from a CDP Profiler.Profile. */
export function heaviest(profile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  const deltas = profile.timeDeltas ?? []
  profile.samples?.forEach((id, i) => {
    const node = byId.get(id)
    const { functionName, url, lineNumber, columnNumber } = node.callFrame
    const file = url.split('/').pop() || '(native)'
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000)
  })
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([where, ms]) => ({ ms: Math.round(ms * 10) / 10, where }))
}

/**
 * The renderer main thread's tasks of a Chromium trace: over 50 ms of wall time, and the
 * longest by thread (CPU) time, which other processes on a busy machine do not stretch. Inside
 * the tasks over 50 ms, their events summed by name (Layout, FunctionCall, GC...).
 */
export function longTaskBreakdown(trace, top = 12) {
  const all = trace.traceEvents ?? trace
  const main = new Set(
    all
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const events = all.filter((e) => e.ph === 'X' && e.dur && main.has(`${e.pid}:${e.tid}`))
  const runTasks = events.filter((e) => e.name === 'RunTask')
  const tasks = runTasks.filter((e) => e.dur > 50_000)
  const sums = new Map()
  for (const task of tasks) {
    const end = task.ts + task.dur
    for (const e of events) {
      if (e.tid !== task.tid || e === task || e.ts < task.ts || e.ts + e.dur > end) continue
      const detail = e.args?.data?.type ?? ''
      const key = e.name === 'EventDispatch' ? `${e.name} ${detail}` : e.name
      sums.set(key, (sums.get(key) ?? 0) + e.dur / 1000)
    }
  }
  const ms = (us) => Math.round(us / 1000)
  const byCpu = [...runTasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 5)
  return {
    tasks: tasks.map((t) => ms(t.dur)),
    longestCpu: byCpu.map((t) => `${ms(t.tdur ?? 0)} cpu / ${ms(t.dur)} wall`),
    inside: [...sums.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, total]) => `${Math.round(total)} ms ${name}`),
  }
}

// No 'v8' category: its per-call events slow the page down and stretch every task.
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline']

/** A `profile(page, name, act)` hook that records a Chromium trace per phase into DIR. */
function tracer(dir) {
  mkdirSync(dir, { recursive: true })
  return async (page, name, act) => {
    const browser = page.context().browser()
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    try {
      return await act()
    } finally {
      const buffer = await browser.stopTracing()
      writeFileSync(join(dir, `${name}.trace.json`), buffer)
      const { tasks, longestCpu, inside } = longTaskBreakdown(JSON.parse(buffer.toString('utf8')))
      console.error(`\n== ${name}: ${tasks.length} tasks over 50 ms (${tasks.join(', ')}) ==`)
      console.error(`  longest by CPU time: ${longestCpu.join(', ')}`)
      for (const line of inside) console.error(`  ${line}`)
    }
  }
}

/** A `profile(page, name, act)` hook for mailboxFigures writing DIR/<name>.cpuprofile. */
function profiler(dir) {
  mkdirSync(dir, { recursive: true })
  return async (page, name, act) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    try {
      return await act()
    } finally {
      const { profile } = await cdp.send('Profiler.stop')
      writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile))
      console.error(`\n== ${name}: heaviest self time ==`)
      for (const { ms, where } of heaviest(profile))
        console.error(`${String(ms).padStart(8)} ${where}`)
      await cdp.detach().catch(() => undefined)
    }
  }
}

export async function runStandalone(args, mailboxFigures) {
  if (!args.includes('--no-build')) {
    const build = ['vite', 'build', '--mode', 'demo', '--outDir', OUT_DIR]
    // Readable names in profiles: minified ones say nothing.
    if (args.includes('--profile') || args.includes('--trace'))
      build.push('--minify', 'false', '--sourcemap', 'hidden')
    console.error(`bench-mailbox: npx ${build.join(' ')}`)
    const result = spawnSync('npx', build, { encoding: 'utf8' })
    if (result.status !== 0) {
      console.error(result.stdout, result.stderr)
      throw new Error('build failed')
    }
  }
  const executablePath = findChromium()
  if (!executablePath) throw new Error('no Chromium: run node scripts/ensure-chromium.mjs')
  const { chromium } = await import('@playwright/test')
  const { preview } = await import('vite')
  const server = await preview({
    mode: 'demo',
    logLevel: 'silent',
    build: { outDir: OUT_DIR },
    preview: { host: '127.0.0.1', port: PORT, strictPort: true, open: false },
  })
  try {
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] })
    try {
      const profileDir = optionValue(args, '--profile')
      const traceDir = optionValue(args, '--trace')
      return await mailboxFigures(browser, `http://127.0.0.1:${PORT}`, {
        largeOnly: args.includes('--large-only'),
        profile: profileDir ? profiler(profileDir) : traceDir ? tracer(traceDir) : undefined,
      })
    } finally {
      await browser.close()
    }
  } finally {
    await server.close()
  }
}
