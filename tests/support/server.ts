/**
 * The one fake-backend helper every test uses. For every test file that loads it (directly or
 * through another helper), tests/setup.ts runs its per-file hooks (`fakeBackendHooks` below):
 *  - beforeAll: the msw Node server listens (unknown requests are errors);
 *  - afterEach: contract check of every response the fake backend gave during the test (the test
 *    fails listing each violation of openapi.yaml), then a reset to the `default` scenario's
 *    pristine seed (faults, captcha override and clock too);
 *  - afterAll: close.
 * The hooks are not registered here because vitest runs files without isolation (one module
 * cache per worker, vitest.config.ts): this module is evaluated once per worker, the setup file
 * once per test file.
 * openapi-fetch captures fetch at creation: build clients with `testClient()` (or pass
 * `fetch: (req) => globalThis.fetch(req)` and `baseUrl: TEST_ORIGIN` yourself).
 */
import createClient, { type Client } from 'openapi-fetch'
import { onTestFinished } from 'vitest'
import type { paths } from '../../src/api/schema.gen.ts'
import { encryptSecret } from '../../src/domain/crypto/index.ts'
import { FAKE_SERVER_PUBLIC_KEY_PEM } from '../../mocks/auth/keys.ts'
import { mockControl } from '../../mocks/control.ts'
import { NOT_IMPLEMENTED_HEADER } from '../../mocks/handlers/fallback.ts'
import { FAULT_HEADER } from '../../mocks/handlers/guard.ts'
import { createMockServer, listenOptions } from '../../mocks/node.ts'
import { type Violation, checkResponse } from '../../mocks/openapi/validator.ts'
import { DEMO_USER } from '../../mocks/seed/org.ts'

export { mockControl, DEMO_USER }
export { STAFF_PASSWORD, SPECIAL_USERNAMES } from '../../mocks/seed/org.ts'

/** jsdom has a location; the plain node environment gets a fixed origin. */
export const TEST_ORIGIN =
  typeof location !== 'undefined' && location.origin.startsWith('http')
    ? location.origin
    : 'http://localhost'

export const server = createMockServer()

const pending: Promise<Violation[]>[] = []

server.events.on('response:mocked', ({ request, response }) => {
  // Injected faults and the 501 stand-ins are deliberate; everything else must match the contract.
  const deliberate =
    response.headers.has(FAULT_HEADER) || response.headers.has(NOT_IMPLEMENTED_HEADER)
  if (deliberate || !new URL(request.url).pathname.startsWith('/api/')) return
  pending.push(checkResponse(request, response))
})

/** What tests/setup.ts runs around each test file once this module is loaded. */
export interface FakeBackendHooks {
  /** Before the file is even loaded: an earlier file of this worker may have left state behind. */
  beforeCollect(): Promise<void>
  beforeFile(): void
  afterTest(): Promise<void>
  afterFile(): void
}

const fakeBackendHooks: FakeBackendHooks = {
  async beforeCollect() {
    pending.length = 0
    await mockControl.reset({ scenario: 'default' })
  },
  beforeFile() {
    server.listen(listenOptions)
  },
  async afterTest() {
    const violations = (await Promise.all(pending.splice(0))).flat()
    server.resetHandlers()
    await mockControl.reset({ scenario: 'default' })
    if (violations.length > 0) {
      const lines = violations.map((v) => `  ${v.operation} → ${v.status}: ${v.problem}`)
      throw new Error(`The fake backend broke openapi.yaml:\n${lines.join('\n')}`)
    }
  },
  afterFile() {
    server.close()
  },
}

/** Where tests/setup.ts finds the hooks without loading this module itself. */
export const FAKE_BACKEND_HOOKS = Symbol.for('webmail.test.fakeBackendHooks')
;(globalThis as { [FAKE_BACKEND_HOOKS]?: FakeBackendHooks })[FAKE_BACKEND_HOOKS] = fakeBackendHooks

export function absoluteUrl(path: string): string {
  return new URL(path, TEST_ORIGIN).toString()
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  token?: string
  /** JSON-encoded with the content type set. */
  json?: unknown
  query?: Record<string, string | number | boolean | undefined>
}

/** fetch against the fake backend with the JWT header and JSON body handled. */
export function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { token, json, query, headers, ...rest } = init
  const url = new URL(absoluteUrl(path))
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  const merged = new Headers(headers)
  if (token) merged.set('Authorization', `JWT ${token}`)
  if (json !== undefined) merged.set('Content-Type', 'application/json')
  return fetch(url, {
    ...rest,
    method: rest.method ?? (json === undefined ? 'GET' : 'POST'),
    headers: merged,
    body: json === undefined ? undefined : JSON.stringify(json),
  })
}

/** A typed client on the fake backend, optionally logged in. */
export function testClient(token?: string): Client<paths> {
  return createClient<paths>({
    baseUrl: TEST_ORIGIN,
    fetch: (request) => globalThis.fetch(request),
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })
}

/** A password field as the client sends it, stamped with the fake server's clock by default. */
export function encryptForServer(
  secret: string,
  nowSeconds = Math.floor(mockControl.now() / 1000),
): string {
  return encryptSecret(FAKE_SERVER_PUBLIC_KEY_PEM, secret, nowSeconds)
}

/** A token for `username` without going through login (see mockControl.issueToken). */
export function tokenFor(username: string = DEMO_USER.username): Promise<string> {
  return mockControl.issueToken(username)
}

/**
 * The whole login flow over HTTP, solving the captcha through the control surface like the
 * Playwright tests do. Returns the token.
 */
export async function loginOverHttp(username: string, password: string): Promise<string> {
  const config = (await (await apiFetch('/api/login/config/')).json()) as { captcha_type: string }
  let captcha_ticket: string | undefined
  if (config.captcha_type !== 'none') {
    const challenge = (await (
      await apiFetch('/api/login/captcha/', { query: { type: config.captcha_type } })
    ).json()) as { captcha_id: string }
    const answer = mockControl.peekCaptchaAnswer(challenge.captcha_id)
    const verified = await apiFetch('/api/login/captcha/verify/', {
      json: { captcha_id: challenge.captcha_id, ...answer },
    })
    captcha_ticket = ((await verified.json()) as { ticket: string }).ticket
  }
  const response = await apiFetch('/api/login/', {
    json: { username, password: encryptForServer(password), login_type: 'email', captcha_ticket },
  })
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

/**
 * The session's own writes, which a signed-in page makes on its clock (the token's refresh) and
 * which a slow run can put in the middle of any test: never one of the page's writes.
 */
const SESSION_WRITES = new Set(['/api/core/token/refresh/'])

/**
 * Records the page's writes ("METHOD /path", every method but GET, the session's own left out)
 * from now until the test ends; `only` narrows them to one method.
 */
export function recordWrites(only?: 'POST' | 'PUT' | 'PATCH' | 'DELETE'): string[] {
  const writes: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url)
    if (request.method === 'GET' || SESSION_WRITES.has(pathname)) return
    if (only && request.method !== only) return
    writes.push(`${request.method} ${pathname}`)
  }
  server.events.on('request:start', listener)
  onTestFinished(() => void server.events.removeListener('request:start', listener))
  return writes
}
