/**
 * Contracts of the live channel's I/O. The placeholders carry only the types; the app provides
 * real ones (src/app/newMail/liveChannelActors.ts) and tests provide fakes, both through
 * `liveChannelMachine.provide({ actors })`.
 */
import { fromCallback, fromPromise } from 'xstate'
import type { LiveTokenOutput, SocketCommand, SocketInput } from './live-channel.types.ts'

function notProvided(name: string): never {
  throw new Error(`live-channel machine: actor '${name}' was not provided`)
}

/**
 * GET /api/core/live/token/ (getLiveToken). Rejects with `{status}` when the server answered
 * with an error status, with anything else when it could not be reached.
 */
export const getLiveToken = fromPromise<LiveTokenOutput>(async () => notProvided('getLiveToken'))

/**
 * The WebSocket, opened with the token in its search parameter. It sends back `channel.opened`,
 * one event per server message (`toChannelEvent`) and a single `channel.closed` on error or
 * close; on `socket.ping` it sends the heartbeat; stopping it closes the socket.
 */
export const socket = fromCallback<SocketCommand, SocketInput>(() => notProvided('socket'))
