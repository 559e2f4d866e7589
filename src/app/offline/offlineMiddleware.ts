/**
 * Keeps the last answers of the reading calls in the client cache and, when the network is down
 * (the fetch itself fails: no HTTP answer at all), answers those calls from it. Registered after
 * the main middleware (src/main.tsx) so the in-flight counter still closes the request. Only
 * GETs of the listed paths: nothing else is stored, and nothing is ever queued — a write with
 * the network down fails as it always did (issue 17). The cache's code loads lazily: the entry
 * carries only this.
 */
import type { Middleware } from 'openapi-fetch'
import { onIdle } from '../idle.ts'
import type { OfflineAnswers } from './offlineAnswers.ts'

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

/** At the latest this long after an answer, its copy is stored even if the page never idles. */
const STORE_WITHIN_MS = 1_000

/**
 * Resolves when the page is next idle: storing a copy (a structured clone of the answer's text,
 * ≈ 6 ms for a long mail on the main thread) waits until the reader or the list has painted
 * (issue 11).
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => onIdle(resolve, STORE_WITHIN_MS))
}

export function createOfflineMiddleware(deps: {
  answers: () => Promise<OfflineAnswers | null>
  getToken: () => string | undefined
  /** When a copy is stored (default: the next idle moment). */
  idle?: () => Promise<void>
}): Middleware {
  const idle = deps.idle ?? whenIdle
  const readable = (method: string, schemaPath: string) =>
    method === 'GET' && OFFLINE_READABLE_PATHS.has(schemaPath)
  // The writes in order; a read waits for them, so it sees the last answer stored.
  let written: Promise<unknown> = Promise.resolve()
  return {
    onResponse({ request, response, schemaPath, params }) {
      if (!readable(request.method, schemaPath) || !response.ok) return undefined
      if (response.headers.has(FROM_CACHE_HEADER)) return undefined
      const call = { schemaPath, params, token: deps.getToken() }
      const copy = response.clone()
      const answeredAt = performance.now()
      // Not awaited: the caller has its answer at once, and the copy is stored when the page is
      // idle; not if a logout cleared the user's answers meanwhile (ClientCache.write). A full
      // or blocked store is no error.
      written = written
        .then(idle)
        .then(async () => (await deps.answers())?.remember(call, await copy.text(), answeredAt))
        .catch(() => undefined)
      return undefined
    },
    async onError({ request, error, schemaPath, params }) {
      if (!readable(request.method, schemaPath)) return undefined
      // A network failure is a TypeError; an abort or a dropped request is not "offline".
      if (!(error instanceof TypeError)) return undefined
      const call = { schemaPath, params, token: deps.getToken() }
      await written
      const body = await deps
        .answers()
        .then((answers) => answers?.answer(call))
        .catch(() => undefined)
      if (body === undefined) return undefined
      return new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'application/json', [FROM_CACHE_HEADER]: '1' },
      })
    },
  }
}
