/**
 * App-wide singletons created once at start-up (src/main.tsx): the API client and the in-flight
 * counter behind the loading bar. Components call `api()`; tests build their own client with
 * createApiClient and never touch these.
 */
import { InFlightCounter } from '../api/inflight.ts'
import type { ApiClient } from '../api/client.ts'

export const inFlight = new InFlightCounter()

let client: ApiClient | undefined

export function setApi(next: ApiClient): void {
  client = next
}

export function api(): ApiClient {
  if (!client) throw new Error('api() used before the client was created in src/main.tsx')
  return client
}
