// Node half of the mailbox bench (see bench.mjs and bench/README.md): the fake backend's
// searchMail over a 10,000-message mailbox. The mocks are TypeScript, so Vite's SSR loader runs
// them with the project's Vite config (its openapi.yaml?parsed plugin is what the mocks need).
import console from 'node:console'
import { performance } from 'node:perf_hooks'
import process from 'node:process'
import { projectModules } from './project-modules.mjs'

export const SEARCH_STORE_SIZE = 10_000
const RUNS = 7
const ORIGIN = 'http://localhost'

// Deterministic mixed-language texts, so that every row has its own subject and body (the
// large scenario's computed INBOX shares texts per topic, which the search caches: too kind).
const TOPICS = ['项目周报', '预算审批', '客户拜访', '服务器迁移', '季度总结', '招聘计划']
const TOPICS_EN = ['quarterly review', 'release notes', 'travel request', 'invoice', 'roadmap']
const WORDS = ['进展顺利', '请审阅', '会议纪要', '附件', 'deadline', 'follow-up', '合同', '报价单']
const ATTACH = ['预算明细.xlsx', 'report.pdf', '方案.docx', 'notes.txt', 'photo.png']

function mulberry32(seed) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function messageInput(i, random) {
  const pick = (list) => list[Math.floor(random() * list.length)]
  const zh = random() < 0.6
  const topic = zh ? pick(TOPICS) : pick(TOPICS_EN)
  const words = Array.from({ length: 12 }, () => pick(WORDS)).join(zh ? '，' : ' ')
  const body = `${topic} #${i}: ${words}. ${zh ? '此致敬礼' : 'Best regards'} (${i * 7919})`
  const sender = `user${i % 400}@partner${i % 17}.example.com`
  return {
    folder: ['INBOX', 'INBOX', 'INBOX', 'Sent', 'Trash'][i % 5],
    subject: `${topic} ${i} ${pick(WORDS)}`,
    mfrom: [sender, zh ? `同事${i % 400}` : `Colleague ${i % 400}`],
    ...(random() < 0.5 ? { html_text: `<p>${body}</p>` } : { plain_text: body }),
    attachments: random() < 0.3 ? [{ name: pick(ATTACH), size: 2048 }] : [],
    date: Date.now() - i * 600_000,
    internaldate: Date.now() - i * 600_000,
  }
}

/** Hits in many rows, in few rows, in none; subject and attachment criteria. */
const QUERIES = [
  { label: 'keyword 进展顺利 (many hits)', query: { keyword: '进展顺利' } },
  { label: 'keyword 服务器迁移 5 (few hits)', query: { keyword: '服务器迁移 5' } },
  { label: 'keyword "follow-up" (latin)', query: { keyword: 'follow-up' } },
  { label: 'keyword 不存在的词 (no hit)', query: { keyword: '不存在的词' } },
  { label: 'subject 预算', query: { subject: '预算' } },
  { label: 'attachment 预算明细', query: { attach: '预算明细' } },
]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function timed(fn) {
  const start = performance.now()
  const value = await fn()
  return { ms: performance.now() - start, value }
}

/**
 * searchMail over 10,000 messages of `demo` (empty scenario + generated mail): the store call
 * (mocks/mail/store.ts searchMessages, all matches sorted, first page built) and the whole
 * operation over HTTP through the msw Node server (auth, validation, JSON of a 20-row page).
 */
export async function searchFigures() {
  const modules = await projectModules()
  try {
    const { load } = modules
    const { mockControl } = await load('/mocks/control.ts')
    const store = await load('/mocks/mail/store.ts')
    const { createMockServer } = await load('/mocks/node.ts')
    await mockControl.reset({ scenario: 'empty' })
    const random = mulberry32(20_260_101)
    const seeded = await timed(async () => {
      for (let i = 0; i < SEARCH_STORE_SIZE; i += 1) {
        await store.addMessage(messageInput(i, random))
      }
    })
    const owner = 'demo'
    const stored = ['INBOX', 'Sent', 'Trash'].reduce((n, f) => n + store.messageCount(owner, f), 0)
    const searchOnce = (query) => {
      const found = store.searchMessages(owner, query)
      return { count: found.count, page: found.page(1, 20).length }
    }
    // The first search builds and keeps each row's lower-cased texts: a cost paid once.
    const first = await timed(() => searchOnce(QUERIES[0].query))
    const server = createMockServer()
    server.listen({ onUnhandledRequest: 'error' })
    try {
      const token = await mockControl.issueToken(owner)
      const overHttp = async (query) => {
        const url = new URL('/api/mail/search/', ORIGIN)
        for (const [key, value] of Object.entries({ ...query, page_size: 20 })) {
          url.searchParams.set(key, String(value))
        }
        const response = await fetch(url, { headers: { Authorization: `JWT ${token}` } })
        if (!response.ok) throw new Error(`searchMail answered ${response.status}`)
        return response.json()
      }
      const queries = []
      for (const { label, query } of QUERIES) {
        const store_ = []
        const http = []
        let hits = 0
        for (let run = 0; run < RUNS; run += 1) {
          const direct = await timed(() => searchOnce(query))
          store_.push(direct.ms)
          hits = direct.value.count
          http.push((await timed(() => overHttp(query))).ms)
        }
        queries.push({ label, query, hits, storeMs: median(store_), httpMs: median(http) })
      }
      return {
        status: 'ok',
        messages: stored,
        runs: RUNS,
        seedMs: seeded.ms,
        firstSearchMs: first.ms,
        queries,
        storeMaxMs: Math.max(...queries.map((q) => q.storeMs)),
        httpMaxMs: Math.max(...queries.map((q) => q.httpMs)),
      }
    } finally {
      server.close()
    }
  } finally {
    await modules.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await searchFigures(), null, 2))
}
