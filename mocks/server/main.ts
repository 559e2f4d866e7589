/**
 * Starts the fake backend as a real HTTP server (scripts/mock-server.mjs is the command line;
 * tests start it in-process). The live channel is a real WebSocket (`ws`) on the same port, with
 * the same token check, ping and push as the in-browser one (mocks/live).
 */
import { type ServerType, serve } from '@hono/node-server'
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { mockControl } from '../control.ts'
import { onDbChange } from '../db/index.ts'
import { keepContentsIn } from '../disk/fileContents.ts'
import { languageOf } from '../i18n.ts'
import { LIVE_CHANNEL_URL, type LiveClient, acceptLiveConnection } from '../live/channel.ts'
import { raceInbox } from '../seed/race.ts'
import type { ScenarioName } from '../seed/scenarios.ts'
import { selfCall } from '../state.ts'
import { answer, createMockApp } from './app.ts'
import { readSnapshot, snapshotWriter } from './dataFile.ts'
import { contentsDirOf, directoryContents } from './fileContentsDir.ts'
import { clearBreaks } from './breaks.ts'
import { clearDrops } from './drops.ts'
import { resetLiveGate, turnAway } from './liveGate.ts'
import { clearRequestLog } from './requestLog.ts'

export interface MockServerOptions {
  port: number
  host: string
  scenario: ScenarioName
  /** Mails in the race scenario's computed INBOX (seed/race.ts). */
  inboxSize?: number
  /** JSON snapshot kept across restarts. */
  dataFile?: string
  serveDir?: string
  cors?: string
  control?: boolean
  log?: (line: string) => void
}

export interface RunningMockServer {
  url: string
  /** Stops accepting, closes sockets, writes the data file; resolves when all is done. */
  close(): Promise<void>
}

function liveClient(socket: WebSocket, request: IncomingMessage): LiveClient {
  return {
    url: new URL(request.url ?? '/', `ws://${request.headers.host ?? 'localhost'}`),
    send: (data) => socket.send(data),
    close: (code, reason) => socket.close(code, reason),
    addEventListener: (type: 'message' | 'close', listener: (event: MessageEvent) => void) =>
      socket.addEventListener(type, listener as never),
  } as LiveClient
}

function requestLanguage(request: IncomingMessage) {
  const headers = new Headers()
  for (const name of ['cookie', 'accept-language']) {
    const value = request.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  return languageOf(new Request('http://localhost/', { headers }))
}

function listen(options: Parameters<typeof serve>[0]): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve(options, () => resolve(server))
    server.once('error', reject)
  })
}

export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const log = options.log ?? ((line: string) => console.log(line))
  // sendMailAs and friends call this server's own API without a network round trip.
  selfCall.fetch = answer
  clearDrops()
  clearBreaks()
  clearRequestLog()
  resetLiveGate()
  if (options.inboxSize !== undefined) raceInbox.size = options.inboxSize

  let writer: ReturnType<typeof snapshotWriter> | null = null
  let stopWatching = () => {}
  // Set before the restore or reset below: a reset empties the directory, a restore reads it.
  const contentsBefore = options.dataFile
    ? keepContentsIn(directoryContents(contentsDirOf(options.dataFile)))
    : null
  const saved = options.dataFile ? await readSnapshot(options.dataFile) : null
  if (saved) {
    await mockControl.restore(saved)
    log(`data: restored ${options.dataFile} (scenario ${saved.scenario})`)
  } else {
    await mockControl.reset({ scenario: options.scenario })
  }
  if (options.dataFile) {
    writer = snapshotWriter(options.dataFile, () => mockControl.snapshot(), log)
    // The database is one per process: a closed server must stop writing its file when another
    // server started later in the same process changes it.
    stopWatching = onDbChange(() => writer?.changed())
    if (!saved) await writer.flush()
  }

  const app = createMockApp({ ...options, log })
  const server = await listen({
    fetch: app.fetch,
    port: options.port,
    hostname: options.host,
    overrideGlobalObjects: false,
  })

  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const url = `ws://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`
    if (!LIVE_CHANNEL_URL.test(url) || turnAway()) {
      socket.destroy()
      return
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      log(`WS ${new URL(url).pathname} open`)
      void acceptLiveConnection(liveClient(ws, request), requestLanguage(request))
    })
  })

  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `http://${host}:${address.port}`,
    async close() {
      for (const client of sockets.clients) client.terminate()
      sockets.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      stopWatching()
      await writer?.flush()
      if (options.dataFile) keepContentsIn(contentsBefore)
    },
  }
}
