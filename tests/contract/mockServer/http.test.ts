/**
 * The fake backend over real HTTP (mocks/server, `npm run mock-server`): the same handlers the
 * demo and the other contract tests use, answered through a real socket, with the live channel
 * on a real WebSocket. No msw interception here: every call below crosses the loopback.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { checkResponse } from '../../../mocks/openapi/validator.ts'
import { type RunningMockServer, startMockServer } from '../../../mocks/server/main.ts'

let server: RunningMockServer
const lines: string[] = []
const www = mkdtempSync(join(tmpdir(), 'mock-server-www-'))
const BIG_SCRIPT = 'console.log("a bundle chunk");\n'.repeat(200)

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(new URL(path, server.url), init)
  const response = await fetch(request.clone())
  if (path.startsWith('/api/')) {
    expect(await checkResponse(request, response.clone())).toEqual([])
  }
  return response
}

async function control<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
  const response = await fetch(new URL(`/__mock/${method}`, server.url), {
    method: 'POST',
    body: JSON.stringify(args),
  })
  const body = (await response.json()) as { result: T; error?: string }
  if (!response.ok) throw new Error(body.error)
  return body.result
}

const auth = (token: string) => ({ headers: { Authorization: `JWT ${token}` } })

beforeAll(async () => {
  mkdirSync(join(www, 'assets'))
  writeFileSync(join(www, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(www, 'assets', 'app.js'), 'console.log(1)')
  writeFileSync(join(www, 'assets', 'big.js'), BIG_SCRIPT)
  server = await startMockServer({
    port: 0,
    host: '127.0.0.1',
    scenario: 'default',
    control: true,
    cors: 'http://app.example.test',
    serveDir: www,
    log: (line) => lines.push(line),
  })
}, 60_000)

afterEach(async () => {
  await control('reset')
})

afterAll(() => server.close())

describe('the fake backend over HTTP', () => {
  it('answers the contract without a token, and 401 where one is needed', async () => {
    const config = await call('/api/login/config/')
    expect(config.status).toBe(200)
    expect(((await config.json()) as { captcha_type: string }).captcha_type).toBeTruthy()
    expect((await call('/api/mail/folders/')).status).toBe(401)
  })

  it('serves a signed-in user their folders and messages', async () => {
    const token = await control<string>('issueToken', 'demo')
    const folders = await call('/api/mail/folders/', auth(token))
    expect(folders.status).toBe(200)
    const list = await call('/api/mail/messages/?folder=INBOX&page=1&page_size=20', auth(token))
    expect(list.status).toBe(200)
    expect(((await list.json()) as { count: number }).count).toBeGreaterThan(0)
  })

  it('writes one log line per request: method, path, status, milliseconds', async () => {
    lines.length = 0
    await call('/api/login/config/')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^GET \/api\/login\/config\/ 200 \d+\.\dms$/)
  })

  it('tells the page its own share of each answer: Server-Timing app;dur= the logged time', async () => {
    lines.length = 0
    const response = await call('/api/login/config/')
    const logged = /(\d+\.\d)ms$/.exec(lines[0]!)![1]
    expect(response.headers.get('server-timing')).toBe(`app;dur=${logged}`)
  })

  it('injects faults and latency per operation, and a reset clears them', async () => {
    await control('setFault', 'getLoginConfig', 503)
    expect((await fetch(new URL('/api/login/config/', server.url))).status).toBe(503)
    await control('clearFaults')
    await control('setLatency', 'getLoginConfig', 400)
    const start = performance.now()
    expect((await call('/api/login/config/')).status).toBe(200)
    expect(performance.now() - start).toBeGreaterThanOrEqual(390)
    await control('reset')
    const again = performance.now()
    await call('/api/login/config/')
    expect(performance.now() - again).toBeLessThan(390)
  })

  it('drops the connection part-way: before the handler (request) or after it (response)', async () => {
    await control('dropConnection', 'getLoginConfig', 0, { phase: 'request' })
    await expect(fetch(new URL('/api/login/config/', server.url))).rejects.toThrow()
    // One drop only: the next call goes through.
    expect((await call('/api/login/config/')).status).toBe(200)

    const token = await control<string>('issueToken', 'demo')
    await control('dropConnection', null, 10, { phase: 'response' })
    const cut = fetch(new URL('/api/mail/folders/', server.url), auth(token)).then((r) => r.text())
    await expect(cut).rejects.toThrow()
    expect(lines.at(-1)).toMatch(/^GET \/api\/mail\/folders\/ dropped /)
  })

  it('expires every token on request, as after a long absence', async () => {
    const token = await control<string>('issueToken', 'demo')
    expect((await call('/api/mail/folders/', auth(token))).status).toBe(200)
    await control('expireTokens')
    expect((await call('/api/mail/folders/', auth(token))).status).toBe(401)
  })

  it('answers a CORS preflight for the allowed origin only', async () => {
    const preflight = (origin: string) =>
      fetch(new URL('/api/mail/folders/', server.url), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      })
    const allowed = await preflight('http://app.example.test')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.example.test')
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i)
    const other = await preflight('http://evil.example.test')
    expect(other.headers.get('access-control-allow-origin')).not.toBe('http://evil.example.test')
  })

  it('serves the bundle on the same origin, with a config.json that points at itself', async () => {
    expect(await (await call('/config.json')).json()).toEqual({ apiBaseUrl: '' })
    expect(await (await call('/assets/app.js')).text()).toBe('console.log(1)')
    const big = await call('/assets/big.js')
    expect(big.headers.get('content-encoding')).toBe('gzip')
    expect(await big.text()).toBe(BIG_SCRIPT)
    const deep = await call('/mailbox/innerbox/INBOX')
    expect(deep.status).toBe(200)
    expect(await deep.text()).toContain('<title>app</title>')
  })
})

describe('the live channel on a real WebSocket', () => {
  function open(token: string) {
    const url = `${server.url.replace(/^http/, 'ws')}/ws/mail/?token=${token}`
    const socket = new WebSocket(url)
    const messages: unknown[] = []
    socket.on('message', (data) => messages.push(JSON.parse(String(data))))
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
    const opened = new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve())
      socket.on('error', reject)
    })
    return { socket, messages, closed, opened }
  }
  // Polls on the clock, not a count of turns: a busy machine gets the same 10 s.
  const until = (check: () => boolean) => expect.poll(check, { timeout: 10_000 }).toBe(true)

  it('answers a ping and pushes new mail to the signed-in mailbox', async () => {
    const token = await control<string>('issueToken', 'demo')
    const live = await call('/api/core/live/token/', auth(token))
    const { token: liveToken } = (await live.json()) as { token: string }
    const channel = open(liveToken)
    await channel.opened
    channel.socket.send(JSON.stringify({ type: 'ping' }))
    await until(() => channel.messages.some((m) => JSON.stringify(m).includes('pong')))
    await control('deliverMessage', { subject: '实时推送 over HTTP' })
    await until(() =>
      channel.messages.some((m) => JSON.stringify(m).includes('实时推送 over HTTP')),
    )
    channel.socket.close()
  })

  it('refuses a bad token with an error message and the 4401 close', async () => {
    const channel = open('not-a-token')
    await channel.opened
    expect(await channel.closed).toBe(4401)
    expect(JSON.stringify(channel.messages[0])).toMatch(/"status":401/)
  })
})

describe('without --control', () => {
  it('has no control surface', async () => {
    const plain = await startMockServer({
      port: 0,
      host: '127.0.0.1',
      scenario: 'default',
      log: () => undefined,
    })
    try {
      const response = await fetch(new URL('/__mock/now', plain.url), { method: 'POST' })
      expect(response.status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
