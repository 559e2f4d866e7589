/**
 * Keeps the last answers of the reading calls in the client cache and, when the network is down
 * (the fetch itself fails: no HTTP answer at all), answers those calls from it. Registered after
 * the main middleware (src/main.tsx) so the in-flight counter still closes the request.
 * Only GETs of the listed paths: nothing else is stored, and nothing is ever queued — a write
 * with the network down fails as it always did (issue 17).
 */
import type { Middleware } from 'openapi-fetch'
import type { ClientCache } from './clientCache.ts'
import { userOfToken } from './clientCache.ts'

/**
 * What a user needs to open the app and read: the session check (so a reload offline resumes
 * the session instead of waiting for the server), the folders, the list pages already seen and
 * the mails already opened.
 */
export const OFFLINE_READABLE_PATHS: ReadonlySet<string> = new Set([
  '/api/shareuser/status/',
  '/api/core/login-after/',
  '/api/core/userinfo/',
  '/api/mail/folders/',
  '/api/mail/folders/unseen/',
  '/api/mail/tags/',
  '/api/mail/messages/',
  '/api/mail/messages/{uid}/',
])

/** Marks an answer that came from the client cache. */
export const FROM_CACHE_HEADER = 'X-Webmail-From-Cache'

/** The cache key of a call: its path and its parameters (never the cache buster). */
export function requestKey(schemaPath: string, params: unknown): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value
  return `${schemaPath} ${JSON.stringify(sorted(params ?? {}))}`
}

export function createOfflineMiddleware(deps: {
  cache: ClientCache
  getToken: () => string | undefined
}): Middleware {
  const cached = (method: string, schemaPath: string) =>
    method === 'GET' && OFFLINE_READABLE_PATHS.has(schemaPath)
  return {
    async onResponse({ request, response, schemaPath, params }) {
      if (!cached(request.method, schemaPath) || !response.ok) return undefined
      if (response.headers.has(FROM_CACHE_HEADER)) return undefined
      const user = userOfToken(deps.getToken())
      if (!user) return undefined
      const body = await response.clone().text()
      // A full or blocked store must never break the call that succeeded.
      await deps.cache.write(user, requestKey(schemaPath, params), body).catch(() => undefined)
      return undefined
    },
    async onError({ request, error, schemaPath, params }) {
      if (!cached(request.method, schemaPath)) return undefined
      // A network failure is a TypeError; an abort or a dropped request is not "offline".
      if (!(error instanceof TypeError)) return undefined
      const user = userOfToken(deps.getToken())
      if (!user) return undefined
      const body = await deps.cache
        .read(user, requestKey(schemaPath, params))
        .catch(() => undefined)
      if (body === undefined) return undefined
      return new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'application/json', [FROM_CACHE_HEADER]: '1' },
      })
    },
  }
}
