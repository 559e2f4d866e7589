/**
 * The one way the app talks to /api: openapi-fetch over the generated contract types, with a
 * single middleware stack that implements R-CALL-1 (token, cache busting), R-CALL-2 (no-token
 * rule), R-CALL-3 (in-flight counter) and the error catalogue (M-ERR-1 … M-ERR-6). Everything that must happen
 * outside the client (showing a toast, the session-expired box, navigating) is injected, so the
 * stack is table-tested without a browser.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch'
import { t } from '@lingui/core/macro'
import type { paths } from './schema.gen.ts'
import {
  badRequestMessage,
  detailMessage,
  parseErrorBody,
  unauthorizedMessage,
  type ServerErrorBody,
} from './errors.ts'
import type { InFlightCounter } from './inflight.ts'
import type { Notice } from './notices.ts'

export type ApiClient = Client<paths>

/**
 * Sent without the token even when the user has one (R-CALL-2). These are also
 * allowed with no session at all (registration, secret reset, public file shares).
 */
export const NO_TOKEN_PATHS: ReadonlySet<string> = new Set([
  '/api/setting/secret-reset/',
  '/api/setting/register/',
  '/api/netdisk/netdisks/share/',
  '/api/netdisk/netdisks/download-share/',
  '/api/netdisk/online/{token}/',
])

/**
 * The login requests: allowed without a token (the token is attached if one happens to exist).
 * Kept equal to the operations with `security: []` in openapi.yaml by a contract test.
 */
export const LOGIN_PATHS: ReadonlySet<string> = new Set([
  '/api/core/pubkey/',
  '/api/login/',
  '/api/login/config/',
  '/api/login/captcha/',
  '/api/login/captcha/verify/',
  '/api/twofactor/login/',
  '/api/twofactor/login/sms/',
  '/api/wechat/login/qrcode/',
  '/api/wechat/login/status/',
])

/** Calls whose failures never raise a toast: the live channel and new-mail polling (M-ERR-6). */
export const SILENT_PATHS: ReadonlySet<string> = new Set([
  '/api/core/live/token/',
  '/api/mail/folders/unseen/',
])

/** Thrown instead of sending a request that needs a token when there is none. */
export class DroppedRequestError extends Error {
  constructor(readonly schemaPath: string) {
    super(`Request to ${schemaPath} dropped: no session token`)
    this.name = 'DroppedRequestError'
  }
}

/**
 * Per-request opt-out for callers that show a 400/403 message themselves, inline, so the user
 * does not read it twice: `api().POST(path, { body, middleware: [ownErrors] })`. 401 and 5xx
 * still follow the catalogue.
 */
const ownErrorRequests = new Set<string>()
export const ownErrors: Middleware = {
  onRequest({ id }) {
    ownErrorRequests.add(id)
  },
}

export interface ApiClientDeps {
  baseUrl: string
  /** Node tests pass `(req) => globalThis.fetch(req)` so msw/node can intercept. */
  fetch?: (request: Request) => Promise<Response>
  getToken: () => string | undefined
  /**
   * The interface language (zh-hans, zh-tw, en), sent as Accept-Language so the server's texts
   * (error details, security-card places) match the screen even before the user has chosen a
   * language (no cookie yet) and whatever the browser's own language is.
   */
  language?: () => string | undefined
  clearToken: () => void
  /** Current route path, to stay quiet about 401s on /login. */
  currentPath: () => string
  notify: (notice: Notice) => void
  /** 401 outside /login: stop timers, show the session-expired box, then go to login. */
  onSessionExpired: (message: string) => Promise<void> | void
  /** A request was dropped for lack of a token: the app re-reads its session state. */
  onDropped: () => void
  inFlight: InFlightCounter
  now?: () => number
  random?: () => number
}

/** Cache buster: epoch milliseconds followed by a random 5-digit suffix (R-CALL-1). */
export function cacheBuster(now: number, random: number): string {
  const suffix = String(Math.floor(random * 100000)).padStart(5, '0')
  return `${now}${suffix}`
}

export function isLoginPath(path: string): boolean {
  return path === '/login' || path.startsWith('/login/')
}

async function readBody(response: Response): Promise<ServerErrorBody | undefined> {
  // Blob downloads carry their error JSON as a blob; reading text covers both.
  try {
    return parseErrorBody(await response.clone().text())
  } catch {
    return undefined
  }
}

export function createApiMiddleware(deps: ApiClientDeps): Middleware {
  const now = deps.now ?? Date.now
  const random = deps.random ?? Math.random
  let handlingUnauthorized = false
  const counted = new Set<string>()

  const finish = (id: string) => {
    if (counted.delete(id)) deps.inFlight.end()
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      const token = deps.getToken()
      const anonymous = NO_TOKEN_PATHS.has(schemaPath)
      // R-CALL-2: dropped, and the app re-reads its session state.
      if (!token && !anonymous && !LOGIN_PATHS.has(schemaPath)) {
        deps.onDropped()
        throw new DroppedRequestError(schemaPath)
      }
      counted.add(id)
      deps.inFlight.start() // R-CALL-3
      const url = new URL(request.url)
      url.searchParams.set('_', cacheBuster(now(), random()))
      const headers = new Headers(request.headers)
      // R-CALL-1
      if (token && !anonymous) headers.set('Authorization', `JWT ${token}`)
      else headers.delete('Authorization')
      const language = deps.language?.()
      if (language) headers.set('Accept-Language', language)
      // The body is copied as bytes rather than re-wrapping the Request: re-wrapping drops it in
      // some runtimes (jsdom) and would need a streaming upload in browsers.
      const body =
        request.method === 'GET' || request.method === 'HEAD'
          ? undefined
          : await request.clone().arrayBuffer()
      return new Request(url, {
        method: request.method,
        headers,
        body,
        signal: request.signal,
        credentials: request.credentials,
        redirect: request.redirect,
        cache: request.cache,
      })
    },

    async onResponse({ response, schemaPath, id }) {
      finish(id)
      if (response.ok) return response
      const ownsErrors = ownErrorRequests.delete(id)
      const silent = SILENT_PATHS.has(schemaPath)
      const status = response.status
      // M-ERR-1: the token goes; the box shows M-TEXT-7 unless the server gave its own text.
      if (status === 401) {
        deps.clearToken()
        if (!isLoginPath(deps.currentPath()) && !handlingUnauthorized) {
          handlingUnauthorized = true
          const body = await readBody(response)
          const message = unauthorizedMessage(body) ?? t`登录已过期，请重新登录`
          Promise.resolve(deps.onSessionExpired(message)).finally(() => {
            handlingUnauthorized = false
          })
        }
        return response
      }
      if (silent) return response // M-ERR-6
      if (ownsErrors && (status === 400 || status === 403)) return response
      // M-ERR-2 (blob bodies are read as text), M-ERR-3, M-ERR-4 (M-TEXT-8), M-ERR-5 (M-TEXT-9).
      if (status === 400) {
        const message = badRequestMessage(await readBody(response))
        if (message) deps.notify({ intent: 'error', message })
      } else if (status === 403) {
        const message = detailMessage(await readBody(response))
        if (message) deps.notify({ intent: 'error', message })
      } else if (status === 500) {
        deps.notify({ intent: 'error', message: t`服务器内部程序错误，请多试几次，或联系管理员` })
      } else if (status > 500) {
        deps.notify({ intent: 'error', message: t`系统错误，请重试…` })
      }
      return response
    },

    onError({ id }) {
      ownErrorRequests.delete(id)
      finish(id)
    },
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const client = createClient<paths>({
    baseUrl: deps.baseUrl,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  })
  client.use(createApiMiddleware(deps))
  return client
}
