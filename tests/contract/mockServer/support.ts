/**
 * What the mock-server tests share: calling its control surface over HTTP (`/__mock/<method>`, the
 * arguments as a JSON array), and one quiet server per test file with the control surface on.
 */
import { afterAll, beforeAll } from 'vitest'
import { type RunningMockServer, startMockServer } from '../../../mocks/server/main.ts'

type ServerOptions = Parameters<typeof startMockServer>[0]

/** Calls `window.__mock`'s method on the server at `url`; a refused call throws with its error. */
export async function callControl<T = unknown>(
  url: string,
  method: string,
  ...args: unknown[]
): Promise<T> {
  const response = await fetch(new URL(`/__mock/${method}`, url), {
    method: 'POST',
    body: JSON.stringify(args),
  })
  const body = (await response.json()) as { result: T; error?: string }
  if (!response.ok) throw new Error(body.error ?? `${method} answered ${response.status}`)
  return body.result
}

export const quietServerOptions = {
  port: 0,
  host: '127.0.0.1',
  scenario: 'default',
  control: true,
  log: () => undefined,
} satisfies ServerOptions

/**
 * Starts a server before the file's tests and closes it after them. `server` is the running one
 * (read it inside tests), `control` calls its control surface.
 */
export function mockServerPerFile(options: Partial<ServerOptions> = {}) {
  let running: RunningMockServer | undefined
  beforeAll(async () => {
    running = await startMockServer({ ...quietServerOptions, ...options })
  }, 60_000)
  afterAll(() => running?.close())
  const server = () => {
    if (!running) throw new Error('the mock server has not started yet')
    return running
  }
  return {
    server,
    control: <T = unknown>(method: string, ...args: unknown[]) =>
      callControl<T>(server().url, method, ...args),
  }
}
