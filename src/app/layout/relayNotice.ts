/**
 * The relay-failure notice (C-TIME-14): when mail through the user's SMTP relay failed, a card
 * says so, at most once every 2 hours per account (the time it was last shown is kept in
 * localStorage), and only for a failure newer than the last notice. Loaded after the user's
 * first input, so the relay's state is never on the mail screen's first load.
 */
import { ownErrors } from '../../api/client.ts'
import { api } from '../services.ts'
import { shouldShowRelayNotice } from '../../domain/settings/smtpRelay.ts'

const KEY_PREFIX = 'webmail.relayNotice.shownAt:'

export interface RelayFailure {
  text: string
  time: string
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function shownAt(account: string): number | null {
  const stored = storage()?.getItem(KEY_PREFIX + account)
  const time = stored ? Number(stored) : NaN
  return Number.isFinite(time) ? time : null
}

/** The failure to tell of now, marking it told; null when there is none or it is too soon. */
export async function relayFailureToShow(
  account: string,
  nowMs: number = Date.now(),
): Promise<RelayFailure | null> {
  // A background look: a failure of it is nobody's business (no toast).
  const { data } = await api().GET('/api/setting/smtp-relay/', { middleware: [ownErrors] })
  if (!data?.is_enabled || !data.last_error || !data.last_error_time) return null
  const show = shouldShowRelayNotice({
    lastErrorTime: data.last_error_time,
    shownAtMs: shownAt(account),
    nowMs,
  })
  if (!show) return null
  storage()?.setItem(KEY_PREFIX + account, String(nowMs))
  return { text: data.last_error, time: data.last_error_time }
}
