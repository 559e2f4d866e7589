/**
 * The client middleware, one row per rule of R-CALL and §8 (error catalogue).
 * Runs against a scripted fetch: what matters here is what the stack does with each answer.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  cacheBuster,
  createApiClient,
  DroppedRequestError,
  ownErrors,
  type ApiClientDeps,
} from '../../../src/api/client.ts'
import { InFlightCounter } from '../../../src/api/inflight.ts'
import type { Notice } from '../../../src/api/notices.ts'
import { activateTestLocale } from '../../support/i18n.ts'

interface Harness {
  deps: ApiClientDeps
  notices: Notice[]
  requests: Request[]
  expired: string[]
  dropped: number
  cleared: number
}

function harness(options: {
  token?: string
  path?: string
  language?: string
  respond?: (request: Request) => Response
}): Harness {
  const h: Harness = {
    notices: [],
    requests: [],
    expired: [],
    dropped: 0,
    cleared: 0,
  } as unknown as Harness
  h.deps = {
    baseUrl: 'http://mail.test',
    fetch: async (request) => {
      h.requests.push(request)
      return options.respond?.(request) ?? Response.json({})
    },
    getToken: () => options.token,
    language: () => options.language,
    clearToken: () => {
      h.cleared += 1
    },
    currentPath: () => options.path ?? '/mailbox/welcome',
    notify: (notice) => h.notices.push(notice),
    onSessionExpired: (message) => {
      h.expired.push(message)
    },
    onDropped: () => {
      h.dropped += 1
    },
    inFlight: new InFlightCounter(),
    now: () => 1790000000123,
    random: () => 0.04217,
  }
  return h
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } })

beforeEach(() => activateTestLocale('en'))

describe('requests (R-CALL-1, R-CALL-2, R-CALL-3)', () => {
  it('R-CALL-1: sends Authorization "JWT {token}" from the token cookie', async () => {
    const h = harness({ token: 'abc.def.ghi' })
    await createApiClient(h.deps).GET('/api/mail/folders/')
    expect(h.requests[0]!.headers.get('Authorization')).toBe('JWT abc.def.ghi')
  })

  it('asks for server texts in the interface language, whatever the browser says', async () => {
    const h = harness({ token: 't', language: 'zh-tw' })
    const client = createApiClient(h.deps)
    await client.GET('/api/mail/folders/', { headers: { 'Accept-Language': 'en-US' } })
    expect(h.requests[0]!.headers.get('Accept-Language')).toBe('zh-tw')
    const none = harness({ token: 't' })
    await createApiClient(none.deps).GET('/api/mail/folders/')
    expect(none.requests[0]!.headers.get('Accept-Language')).toBeNull()
  })

  it.each([
    '/api/setting/secret-reset/',
    '/api/setting/register/',
    '/api/netdisk/netdisks/share/',
    '/api/netdisk/netdisks/download-share/',
  ])('R-CALL-2: sends %s without the token even when logged in', async (path) => {
    const h = harness({ token: 'abc' })
    const client = createApiClient(h.deps) as unknown as {
      request: (method: string, url: string) => Promise<unknown>
    }
    await client.request('get', path).catch(() => undefined)
    expect(h.requests).toHaveLength(1)
    expect(h.requests[0]!.headers.get('Authorization')).toBeNull()
  })

  it('R-CALL-1: adds a cache-busting timestamp with a random 5-digit suffix', async () => {
    const h = harness({ token: 'abc' })
    await createApiClient(h.deps).GET('/api/mail/folders/')
    const buster = new URL(h.requests[0]!.url).searchParams.get('_')
    expect(buster).toBe('179000000012304217')
    expect(cacheBuster(1, 0.5)).toMatch(/^1\d{5}$/)
    expect(cacheBuster(1, 0)).toBe('100000')
  })

  it('R-CALL-2: drops a request without token that is not a login request, and refreshes session info', async () => {
    const h = harness({})
    await expect(createApiClient(h.deps).GET('/api/mail/folders/')).rejects.toBeInstanceOf(
      DroppedRequestError,
    )
    expect(h.requests).toHaveLength(0)
    expect(h.dropped).toBe(1)
    expect(h.deps.inFlight.getSnapshot()).toBe(0)
  })

  it('lets login requests through without a token', async () => {
    const h = harness({})
    await createApiClient(h.deps).GET('/api/login/config/')
    expect(h.requests).toHaveLength(1)
    expect(h.requests[0]!.headers.get('Authorization')).toBeNull()
  })

  it('R-CALL-3: counts requests in flight for the loading indicator', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const h = harness({ token: 'abc' })
    h.deps.fetch = async () => {
      await gate
      return Response.json([])
    }
    const client = createApiClient(h.deps)
    const seen: number[] = []
    h.deps.inFlight.subscribe(() => seen.push(h.deps.inFlight.getSnapshot()))
    const pending = Promise.all([
      client.GET('/api/mail/folders/'),
      client.GET('/api/mail/folders/'),
    ])
    await vi.waitFor(() => expect(h.deps.inFlight.getSnapshot()).toBe(2))
    release()
    await pending
    expect(h.deps.inFlight.getSnapshot()).toBe(0)
    expect(seen).toEqual([1, 2, 1, 0])
  })
})

describe('error catalogue (M-ERR-1 … M-ERR-6)', () => {
  const rows: {
    situation: string
    status: number
    body: unknown
    type?: string
    path?: string
    toast?: string
  }[] = [
    {
      situation: 'M-ERR-2: 400 non_field_errors',
      status: 400,
      body: { non_field_errors: ['First', 'Second'], detail: 'd' },
      toast: 'First',
    },
    { situation: '400 error', status: 400, body: { error: 'Bad thing' }, toast: 'Bad thing' },
    { situation: '400 detail', status: 400, body: { detail: 'Detail text' }, toast: 'Detail text' },
    {
      situation: 'M-ERR-2: 400 blob body is parsed too',
      status: 400,
      body: { non_field_errors: ['From a blob'] },
      type: 'application/octet-stream',
      toast: 'From a blob',
    },
    {
      situation: '400 with only field errors leaves them to the form',
      status: 400,
      body: { new_password: ['weak'] },
    },
    {
      situation: 'M-ERR-3: 403 shows detail',
      status: 403,
      body: { detail: 'Forbidden here' },
      toast: 'Forbidden here',
    },
    {
      situation: 'M-ERR-4: 500 shows M-TEXT-8',
      status: 500,
      body: {},
      toast: 'server internal program error, retry several times, contact administrator',
    },
    {
      situation: 'M-ERR-5: above 500 shows M-TEXT-9',
      status: 502,
      body: {},
      toast: 'system error, retry...',
    },
    {
      situation: '503 is above 500 too',
      status: 503,
      body: { detail: 'x' },
      toast: 'system error, retry...',
    },
  ]

  it.each(rows)('$situation', async ({ status, body, type, toast }) => {
    const h = harness({ token: 'abc', respond: () => json(status, body, type) })
    const result = await createApiClient(h.deps).GET('/api/mail/folders/')
    expect(result.response.status).toBe(status)
    expect(h.notices.map((n) => n.message)).toEqual(toast ? [toast] : [])
    expect(h.notices.every((n) => n.intent === 'error')).toBe(true)
    expect(h.cleared).toBe(0)
  })

  it.each([500, 502, 400])(
    'M-ERR-6: suppresses toasts for the live-channel and new-mail URLs (%i)',
    async (status) => {
      const h = harness({ token: 'abc', respond: () => json(status, { detail: 'quiet' }) })
      await createApiClient(h.deps).GET('/api/mail/folders/unseen/')
      expect(h.notices).toEqual([])
    },
  )

  it('M-ERR-1: 401 deletes the token and shows the session-expired box (M-TEXT-7)', async () => {
    const h = harness({ token: 'abc', respond: () => json(401, {}) })
    await createApiClient(h.deps).GET('/api/mail/folders/')
    expect(h.cleared).toBe(1)
    expect(h.expired).toEqual(['session expired, please log in again'])
    expect(h.notices).toEqual([])
  })

  it.each([
    [{ detail: 'Token has expired' }, 'Token has expired'],
    [{ non_field_errors: ['Kicked out'] }, 'Kicked out'],
  ])('401: the server text replaces the default (%o)', async (body, text) => {
    const h = harness({ token: 'abc', respond: () => json(401, body) })
    await createApiClient(h.deps).GET('/api/mail/folders/')
    expect(h.expired).toEqual([text])
  })

  it('401 on /login: token deleted, no box', async () => {
    const h = harness({ token: 'abc', path: '/login', respond: () => json(401, { detail: 'x' }) })
    await createApiClient(h.deps).GET('/api/mail/folders/')
    expect(h.cleared).toBe(1)
    expect(h.expired).toEqual([])
  })

  it('401 while already handling one shows a single box', async () => {
    const h = harness({ token: 'abc', respond: () => json(401, {}) })
    let close!: () => void
    h.deps.onSessionExpired = (message) => {
      h.expired.push(message)
      return new Promise<void>((resolve) => (close = resolve))
    }
    const client = createApiClient(h.deps)
    await Promise.all([client.GET('/api/mail/folders/'), client.GET('/api/mail/folders/')])
    expect(h.expired).toHaveLength(1)
    close()
    await Promise.resolve()
    await new Promise((r) => setTimeout(r, 0))
    await client.GET('/api/mail/folders/')
    expect(h.expired).toHaveLength(2)
  })

  it('M-TEXT-8 in the user language (zh-hans)', async () => {
    activateTestLocale('zh-hans')
    const h = harness({ token: 'abc', respond: () => json(500, {}) })
    await createApiClient(h.deps).GET('/api/mail/folders/')
    expect(h.notices[0]!.message).toBe('服务器内部程序错误，请多试几次，或联系管理员')
  })
})

describe('ownErrors: callers that show the message inline', () => {
  it.each([400, 403])('suppress the %i toast for that request only', async (status) => {
    const h = harness({ token: 'abc', respond: () => json(status, { detail: 'Wrong password' }) })
    const client = createApiClient(h.deps)
    await client.POST('/api/core/lockscreen/', { body: { password: 'x' }, middleware: [ownErrors] })
    expect(h.notices).toEqual([])
    await client.POST('/api/core/lockscreen/', { body: { password: 'x' } })
    expect(h.notices.map((n) => n.message)).toEqual(['Wrong password'])
  })

  it('keep the 500 message', async () => {
    const h = harness({ token: 'abc', respond: () => json(500, {}) })
    await createApiClient(h.deps).POST('/api/core/lockscreen/', {
      body: { password: 'x' },
      middleware: [ownErrors],
    })
    expect(h.notices).toHaveLength(1)
  })
})

describe('request bodies', () => {
  it('reach the server intact, with the method and content type', async () => {
    const h = harness({ token: 'abc' })
    await createApiClient(h.deps).POST('/api/core/token/refresh/', { body: { token: 'old' } })
    const sent = h.requests[0]!
    expect(sent.method).toBe('POST')
    expect(sent.headers.get('Content-Type')).toBe('application/json')
    expect(await sent.json()).toEqual({ token: 'old' })
  })
})
