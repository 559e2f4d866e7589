import { setupServer, type SetupServer } from 'msw/node'
import { handlers } from './handlers/index.ts'
import { liveChannelHandler } from './live/channel.ts'

export { mockControl } from './control.ts'
export { implementedOperationIds } from './handlers/index.ts'

/** Listen options every Node user of the server gets unless they override them. */
export const listenOptions = { onUnhandledRequest: 'error' } as const

/**
 * The fake backend for Node (vitest). `listen()` defaults to `onUnhandledRequest: 'error'`, so a
 * request outside the contract fails the test. Tests normally use tests/support/server.ts, which
 * adds the contract check and the reset between tests.
 */
export function createMockServer(): SetupServer {
  const server = setupServer(...handlers, liveChannelHandler)
  const listen = server.listen.bind(server)
  server.listen = (options) => listen({ ...listenOptions, ...options })
  return server
}
