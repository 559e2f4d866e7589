/**
 * The live channel's timing rules and message parsing, as pure functions
 * (R-SESSION, C-LIMIT; docs/api.md "Live channel").
 */
import {
  HEARTBEAT_SECONDS,
  HEARTBEAT_TIMEOUT_SECONDS,
  RECONNECT_RETRY_SECONDS,
  RECONNECT_SECONDS,
  SERVER_ERROR_RETRY_SECONDS,
  SERVER_ERROR_STATUS_MIN,
} from '../../src/domain/constants.ts'
import type { ChannelEvent, LiveMail } from './live-channel.types.ts'

export {
  HEARTBEAT_SECONDS,
  HEARTBEAT_TIMEOUT_SECONDS,
  RECONNECT_RETRY_SECONDS,
  RECONNECT_SECONDS,
  SERVER_ERROR_RETRY_SECONDS,
  SERVER_ERROR_STATUS_MIN,
}

/** The client's heartbeat message. */
export const PING_MESSAGE = '{"type":"ping"}'

/** R-LIVE-1: a status of 500 or more (the token call's or an error message's): retry in 30 s. */
export const isServerError = (status: unknown): boolean =>
  typeof status === 'number' && status >= SERVER_ERROR_STATUS_MIN

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function isMail(value: unknown): value is LiveMail {
  return (
    isRecord(value) &&
    typeof value.uid === 'number' &&
    typeof value.folder === 'string' &&
    typeof value.subject === 'string' &&
    Array.isArray(value.mfrom) &&
    value.mfrom.every((part) => typeof part === 'string') &&
    typeof value.abstract === 'string' &&
    typeof value.date === 'string'
  )
}

/**
 * One text frame of the server → the machine's event, or null for anything it does not know
 * (not JSON, no `result`, an unknown type, a malformed mail): a newer server may say more.
 */
export function toChannelEvent(data: unknown): ChannelEvent | null {
  if (typeof data !== 'string') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return null
  }
  const result = isRecord(parsed) ? parsed.result : undefined
  if (!isRecord(result)) return null
  switch (result.type) {
    case 'pong':
      return { type: 'channel.pong' }
    case 'error':
      return {
        type: 'channel.failed',
        status: typeof result.status === 'number' ? result.status : 0,
      }
    case 'new_mail': {
      const { unseen, mails } = result
      if (typeof unseen !== 'number' || !Array.isArray(mails) || !mails.every(isMail)) return null
      return { type: 'channel.newMail', result: { type: 'new_mail', unseen, mails } }
    }
    default:
      return null
  }
}
