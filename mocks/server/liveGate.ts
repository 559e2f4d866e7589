/**
 * The live channel's door on the mock server (`--control`): `suspendLiveChannel` drops every
 * open WebSocket and then turns each new one away before it opens (the upgrade's TCP connection
 * is closed, as when the server is restarting or a proxy has no backend); `resumeLiveChannel`
 * lets them in again. Unlike `refuseLiveChannel` (an error message of status 503, after which
 * clients wait 30 s) nothing here looks like a server error: the client's plain reconnect rules
 * apply. The counts let a test wait for a turned-away attempt.
 */
import { dropConnections } from '../live/hub.ts'

let suspended = false
let turnedAway = 0

export interface LiveGateState {
  suspended: boolean
  /** Connection attempts turned away since the last suspend. */
  turnedAway: number
}

/** Drops the open connections and turns new ones away; answers how many were dropped. */
export function suspendLiveChannel(): number {
  suspended = true
  turnedAway = 0
  return dropConnections()
}

export function resumeLiveChannel(): void {
  suspended = false
}

export function liveGate(): LiveGateState {
  return { suspended, turnedAway }
}

/** For the upgrade handler: whether to turn this attempt away (and count it). */
export function turnAway(): boolean {
  if (suspended) turnedAway += 1
  return suspended
}

export function resetLiveGate(): void {
  suspended = false
  turnedAway = 0
}
