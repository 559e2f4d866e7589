/**
 * The parts of the mock server's control surface that exist only over HTTP (mocks/server/:
 * drops.ts, requestLog.ts, liveGate.ts), typed for the fault journeys of the `real` project.
 * `mock` (fixtures.ts) covers the methods the demo's window.__mock shares.
 */
import { callHttpMock } from '../fixtures'
import type { dropConnection } from '../../../mocks/server/drops.ts'
import type { LiveGateState } from '../../../mocks/server/liveGate.ts'
import type { LoggedRequest } from '../../../mocks/server/requestLog.ts'

export type { LoggedRequest }

export interface ServerControl {
  dropConnection(...args: Parameters<typeof dropConnection>): Promise<void>
  clearDrops(): Promise<void>
  requestLog(operationId?: string): Promise<LoggedRequest[]>
  suspendLiveChannel(): Promise<number>
  resumeLiveChannel(): Promise<void>
  liveGate(): Promise<LiveGateState>
}

export function serverControl(baseURL: string | undefined): ServerControl {
  if (!baseURL) throw new Error('serverControl: no baseURL (run in the `real` project)')
  return new Proxy({} as ServerControl, {
    get: (_target, name) =>
      typeof name === 'string' && name !== 'then'
        ? (...args: unknown[]) => callHttpMock(baseURL, name, args)
        : undefined,
  })
}
