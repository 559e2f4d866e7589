/**
 * The mock server's HTTP face (`npm run mock-server`): every handler of mocks/handlers answered
 * over real HTTP through msw's own request handling (`getResponse`), behind Hono on Node. No
 * handler or seed is copied: the browser demo, vitest and this server run the same modules.
 */
import type { HttpBindings } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { compress } from 'hono/compress'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { getResponse } from 'msw'
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { handlers } from '../handlers/index.ts'
import { findOperation } from '../openapi/operations.ts'
import { controlRoutes } from './controlRoutes.ts'
import { applyBreak } from './breaks.ts'
import { takeDrop } from './drops.ts'
import { bodyFields, logRequest } from './requestLog.ts'

export interface MockAppOptions {
  /** Allowed cross-origin caller (e.g. http://localhost:5173), or none. */
  cors?: string
  /** Mounts the control surface under /__mock/. */
  control?: boolean
  /** A built bundle served on the same origin, its config.json pointing at this server. */
  serveDir?: string
  /** One line per request. */
  log(line: string): void
}

type Env = { Bindings: HttpBindings; Variables: { dropped: boolean } }

/** The fake backend's answer to one request (404 for a path outside every operation). */
export async function answer(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request)
  return response ?? Response.json({ detail: 'Not found.' }, { status: 404 })
}

function hangUp(c: Context<Env>): Response {
  c.set('dropped', true)
  c.env.outgoing.destroy()
  c.env.incoming.socket.destroy()
  return RESPONSE_ALREADY_SENT
}

/** Sends the status line, the headers and the first `bytes` of the body, then hangs up. */
async function sendPart(c: Context<Env>, response: Response, bytes: number): Promise<Response> {
  const body = new Uint8Array(await response.arrayBuffer())
  const out = c.env.outgoing
  out.writeHead(response.status, Object.fromEntries(response.headers))
  c.set('dropped', true)
  out.write(body.subarray(0, bytes), () => hangUp(c))
  return RESPONSE_ALREADY_SENT
}

/** `logged`: keep the request log (requestLog.ts) — only with the control surface that reads it. */
async function api(c: Context<Env>, logged: boolean): Promise<Response> {
  const operation = findOperation(c.req.method, c.req.path)
  const operationId = operation?.operationId ?? null
  const fields = Object.fromEntries(new URL(c.req.url).searchParams)
  const entry = logged
    ? logRequest({ operationId, method: c.req.method, path: c.req.path, fields })
    : null
  // Read after the answer, so the record holds what arrived whole.
  const copy = entry && c.req.raw.body ? c.req.raw.clone() : null
  const record = async (outcome: number | 'dropped') => {
    if (!entry) return
    if (copy && outcome !== 'dropped') Object.assign(fields, await bodyFields(copy))
    Object.assign(entry, { outcome, at: Date.now() })
  }
  const drop = takeDrop(operation?.operationId)
  if (drop?.phase === 'request') {
    // Read what the client sends (up to the cut), answer nothing.
    const reader = c.req.raw.body?.getReader()
    let seen = 0
    while (reader && seen < drop.afterBytes) {
      const { done, value } = await reader.read()
      if (done) break
      seen += value.byteLength
    }
    await record('dropped')
    return hangUp(c)
  }
  let response: Response
  try {
    response = await applyBreak(operation?.operationId, await answer(c.req.raw))
  } catch (error) {
    // The client went away while its body was read (an aborted upload): nothing was answered.
    await record('dropped')
    throw error
  }
  // A handler's network error (HttpResponse.error(): a dropped upload, failNextSend('network'))
  // is a connection that ends without an answer.
  const cut = response.type === 'error' || drop?.phase === 'response'
  await record(cut ? 'dropped' : response.status)
  if (response.type === 'error') return hangUp(c)
  if (drop?.phase === 'response') return sendPart(c, response, drop.afterBytes)
  return response
}

export function createMockApp(options: MockAppOptions): Hono<Env> {
  const app = new Hono<Env>()

  app.use('*', async (c, next) => {
    const start = performance.now()
    await next()
    const status = c.get('dropped') ? 'dropped' : String(c.res.status)
    const ms = (performance.now() - start).toFixed(1)
    // The server's own share of a request, readable in the page (PerformanceResourceTiming
    // .serverTiming): npm run bench:race tells the client's time from the fake backend's.
    if (!c.get('dropped') && !c.res.headers.has('server-timing')) {
      try {
        c.res.headers.set('server-timing', `app;dur=${ms}`)
      } catch {
        // A response with immutable headers (a static file's) goes out without it.
      }
    }
    options.log(`${c.req.method} ${c.req.path} ${status} ${ms}ms`)
  })

  if (options.cors) {
    app.use(
      '/api/*',
      cors({ origin: options.cors, credentials: true, maxAge: 600, exposeHeaders: ['*'] }),
    )
  }
  if (options.control) app.route('/__mock', controlRoutes())
  app.all('/api/*', (c) => api(c, options.control === true))

  if (options.serveDir) {
    const root = relative(process.cwd(), options.serveDir) || '.'
    // Same origin: the bundle calls /api and /ws on this server.
    app.get('/config.json', (c) => c.json({ apiBaseUrl: '' }, 200, { 'cache-control': 'no-store' }))
    // Compressed like any web server in front of a bundle (nginx gzip for Roundcube in the race):
    // the browser gets what a deployment sends, not three times the bytes.
    app.use('/assets/*', compress())
    app.use('*', serveStatic({ root }))
    // Client-side routes (/mailbox/…, /login) get the app's page.
    if (existsSync(join(options.serveDir, 'index.html'))) {
      app.get('*', serveStatic({ path: join(root, 'index.html') }))
    }
  }
  app.notFound((c) => c.json({ detail: 'Not found.' }, 404))
  return app
}
