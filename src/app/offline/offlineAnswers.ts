/**
 * The client cache's side of the offline middleware (loaded on the first reading call's
 * answer, not with the entry): stores an answer under its user and call, and gives it back.
 */
import { type ClientCache, clientCache, userOfToken } from './clientCache.ts'

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

export interface OfflineAnswers {
  /** `answeredAt`: when the answer came (`performance.now()`); see ClientCache.write. */
  remember(
    call: { schemaPath: string; params: unknown; token?: string },
    body: string,
    answeredAt?: number,
  ): Promise<void>
  answer(call: { schemaPath: string; params: unknown; token?: string }): Promise<string | undefined>
}

export function offlineAnswers(cache: ClientCache): OfflineAnswers {
  return {
    async remember({ schemaPath, params, token }, body, answeredAt) {
      const user = userOfToken(token)
      if (user) await cache.write(user, requestKey(schemaPath, params), body, answeredAt)
    },
    async answer({ schemaPath, params, token }) {
      const user = userOfToken(token)
      return user ? cache.read(user, requestKey(schemaPath, params)) : undefined
    },
  }
}

/** The browser's, or null without IndexedDB. */
export function browserOfflineAnswers(): OfflineAnswers | null {
  const cache = clientCache()
  return cache && offlineAnswers(cache)
}
