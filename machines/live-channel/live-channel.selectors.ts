/** What the UI may ask of a live-channel snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { liveChannelMachine } from './live-channel.machine.ts'

export type LiveChannelSnapshot = SnapshotFrom<typeof liveChannelMachine>

/** The socket is open (a ping may be out). */
export const selectIsConnected = (s: LiveChannelSnapshot): boolean => s.hasTag('connected')
/** Waiting to reconnect: after losing the channel (2 s), a failed attempt (1 s), a server error (30 s). */
export const selectIsWaiting = (s: LiveChannelSnapshot): boolean =>
  s.matches('reconnectWait') || s.matches('retryWait') || s.matches('serverErrorWait')
