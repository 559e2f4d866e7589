/**
 * The issue's bound: search over 10,000 messages answers in ≤ 100 ms. Measured on a real store of
 * 10,000 generated messages (all three languages), through the store and through HTTP, as the
 * median of several different queries after one warm-up (the warm-up builds the per-row texts).
 *
 * The assertion is on CPU time of this process (process.cpuUsage), not wall time: on a shared
 * two-core machine running several builds, wall time mostly measures the neighbours. Both are
 * printed.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db, withoutChangeEvents } from '../../../mocks/db/index.ts'
import { resetMailStore, searchMessages } from '../../../mocks/mail/store.ts'
import { buildMessages, correspondentsOf } from '../../../mocks/seed/mailbox.ts'
import { SEED } from '../../../mocks/seed/random.ts'
import { apiFetch, mockControl } from '../../support/server.ts'

const OWNER = 'newhire'
const SIZE = 10_000
const BOUND_MS = 100

const QUERIES: Record<string, string>[] = [
  { keyword: '报告' },
  { keyword: 'contract' },
  { subject: '會議' },
  { attach: 'pdf' },
  { keyword: '华宇', folder: 'INBOX' },
  { keyword: 'the', date: '4' },
  { keyword: 'zzz-no-such-text' },
]

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface Timing {
  wallMs: number
  cpuMs: number
}

async function measure(run: () => unknown): Promise<Timing> {
  const cpu = process.cpuUsage()
  const started = performance.now()
  await run()
  const used = process.cpuUsage(cpu)
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }
}

function report(label: string, timings: Timing[]): number {
  const cpu = median(timings.map((t) => t.cpuMs))
  const wall = median(timings.map((t) => t.wallMs))
  console.info(
    `search ${label} over ${SIZE} messages: median ${cpu.toFixed(1)} ms CPU, ${wall.toFixed(1)} ms wall`,
  )
  return cpu
}

describe('search over 10,000 messages', () => {
  beforeAll(async () => {
    await mockControl.reset()
  }, 60_000)

  test('answers within the bound, in the store and over HTTP (median of the set)', async () => {
    const owner = db.users.findFirst((q) => q.where({ username: OWNER }))!
    const messages = buildMessages({
      owner: { username: owner.username, email: owner.email, realname: owner.realname },
      plan: {
        INBOX: { count: SIZE - 2_000, spanDays: 365 },
        Sent: { count: 2_000, spanDays: 365 },
      },
      anchorMs: mockControl.now(),
      correspondents: correspondentsOf(db.users.all()),
      tagnames: [],
      seed: SEED,
    })
    db.messages.deleteMany((q) => q.where({ owner: OWNER }))
    await withoutChangeEvents(() => Promise.all(messages.map((m) => db.messages.create(m))))
    resetMailStore()

    const cold = await measure(() => searchMessages(OWNER, { keyword: 'x' }))
    console.info(`search cold (index and texts built): ${cold.cpuMs.toFixed(0)} ms CPU`)
    let found = 0
    const store: Timing[] = []
    for (const q of QUERIES) {
      store.push(
        await measure(() => {
          const result = searchMessages(OWNER, { ...q, date: q.date ? Number(q.date) : undefined })!
          result.page(1, 20)
          found += result.count
        }),
      )
    }
    expect(found).toBeGreaterThan(100)
    expect(report('in the store', store)).toBeLessThan(BOUND_MS)

    const token = await mockControl.issueToken(OWNER)
    let hits = 0
    const http: Timing[] = []
    for (const query of QUERIES) {
      http.push(
        await measure(async () => {
          const response = await apiFetch('/api/mail/search/', { token, query })
          hits += ((await response.json()) as { count: number }).count
        }),
      )
    }
    expect(hits).toBe(found)
    expect(report('over HTTP', http)).toBeLessThan(BOUND_MS)
  }, 120_000)
})
