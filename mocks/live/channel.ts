/**
 * The live channel's WebSocket, mocked with msw's `ws.link` (browser demo and vitest; plain Node
 * needs `--experimental-websocket`). `wss://<host>/ws/mail/?token=<live token>`: a valid token
 * of a live session opens a connection for the session's mailbox; `{"type":"ping"}` is answered
 * with a pong; new mail is pushed by hub.ts. Refusals send an error message, then close.
 */
import { ws, type WebSocketHandler } from 'msw'
import { verifyToken } from '../auth/tokens.ts'
import { languageOf, message } from '../i18n.ts'
import { type LiveConnection, type LiveMessage, connect, refusingConnections, send } from './hub.ts'

/** Any origin (the channel URL follows the configured API base), path /ws/mail/. */
export const LIVE_CHANNEL_URL = /^wss?:\/\/[^/]+(?:\/.*)?\/ws\/mail\/(?:\?.*)?$/

/** Close codes: 1011 "internal error" (dropped, refused), 4401 (bad token). */
const CLOSE_DROPPED = 1011
const CLOSE_UNAUTHORIZED = 4401

/** The server side of one socket: msw's `client` in the browser and vitest, a `ws` socket in the mock server. */
export interface LiveClient {
  url: URL
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  addEventListener(type: 'close', listener: () => void): void
}

/** The demo's language cookie when there is a document (the browser demo), else Chinese. */
function language() {
  const cookie = typeof document === 'undefined' ? '' : document.cookie
  return languageOf(new Request('http://localhost/', { headers: { cookie } }))
}

function refuse(client: LiveClient, status: number, code: number, detail: string): void {
  const error: LiveMessage = { result: { type: 'error', status, detail } }
  client.send(JSON.stringify(error))
  // The message is dispatched a task later; closing at once would drop it.
  setTimeout(() => client.close(code, detail), 0)
}

function isPing(data: unknown): boolean {
  if (typeof data !== 'string') return false
  try {
    return (JSON.parse(data) as { type?: unknown }).type === 'ping'
  } catch {
    return false
  }
}

/**
 * Takes one connection: checks the token, then keeps it in the hub until it closes. `lang` is the
 * language of the refusal texts (the demo's cookie by default; the mock server passes the
 * upgrade request's).
 */
export async function acceptLiveConnection(client: LiveClient, lang = language()): Promise<void> {
  // Listen from the first moment: a ping sent as soon as the socket opens arrives while the token
  // is still being checked, and was lost when the listener came only after the check.
  let connection: LiveConnection | null = null
  let open = true
  let pingsWaiting = 0
  let disconnect = () => {}
  client.addEventListener('message', (event) => {
    if (!isPing(event.data)) return
    if (connection) send(connection, { result: { type: 'pong' } })
    else pingsWaiting += 1
  })
  client.addEventListener('close', () => {
    open = false
    disconnect()
  })
  // The client sees the socket open a task after the connection event; a refusal sent earlier
  // would be lost.
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (refusingConnections()) {
    refuse(client, 503, CLOSE_DROPPED, message('serverError', lang))
    return
  }
  const check = await verifyToken(client.url.searchParams.get('token'))
  if (!check.ok) {
    refuse(client, 401, CLOSE_UNAUTHORIZED, message('tokenInvalid', lang))
    return
  }
  if (!open) return
  const accepted: LiveConnection = {
    mailbox: check.session.mailbox,
    send: (payload) => {
      if (open) client.send(JSON.stringify(payload))
    },
    drop: () => {
      if (!open) return
      open = false
      client.close(CLOSE_DROPPED, 'dropped')
    },
  }
  connection = accepted
  disconnect = connect(accepted)
  for (; pingsWaiting > 0; pingsWaiting -= 1) send(accepted, { result: { type: 'pong' } })
}

export const liveChannelHandler: WebSocketHandler = ws
  .link(LIVE_CHANNEL_URL)
  .addEventListener(
    'connection',
    ({ client }) => void acceptLiveConnection(client as unknown as LiveClient),
  )
