/**
 * Time and decisions move held mail on. The fake server has no timers: its clock (mocks/state.ts)
 * is the real one plus an offset tests move with advanceTime, so every API request first runs
 * `sweepOutbox`, which delivers scheduled mail that has come due, acts on review decisions and
 * destroys burn mail whose date has begun. A view of a burn mail is counted by `countBurnView`.
 */
import { db } from '../db/index.ts'
import { changeMessage, expungeMessage, findMessage } from '../mail/store.ts'
import { now } from '../state.ts'
import { deliverEntry } from './deliver.ts'
import { setReviewRules } from './review.ts'
import { entries, resetOutbox } from './store.ts'
import type { OutboxEntry } from './store.ts'

const CHINA_OFFSET = '+08:00'

/** 0:00 (UTC+8, the server's zone) of a yyyy-MM-dd date, in ms; NaN when malformed. */
export function dayStartMs(day: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00${CHINA_OFFSET}`) : NaN
}

/** A yyyy-MM-dd HH:mm time in UTC+8, in ms; NaN when malformed. */
export function scheduleMs(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(text)
  return match ? Date.parse(`${match[1]}T${match[2]}:00${CHINA_OFFSET}`) : NaN
}

async function settleReview(entry: OutboxEntry): Promise<void> {
  if (entry.reviewId === null) return
  const item = db.reviewItems.findFirst((q) => q.where({ id: entry.reviewId! }))
  if (!item || item.status === 'wait') return
  if (item.status === 'reject') {
    for (const r of entry.recipients) {
      if (r.status !== 'review') continue
      r.status = 'deliver_fail'
      r.reason = `reject:${item.reason}`
    }
    entry.phase = 'rejected'
    entry.reviewId = null
    return
  }
  // Permitted: a scheduled mail still waits for its time; anything else goes out now.
  for (const r of entry.recipients) if (r.status === 'review') r.status = 'undeliver'
  entry.reviewId = null
  if (entry.dueMs !== null && entry.dueMs > now()) entry.phase = 'scheduled'
  else await deliverEntry(entry)
}

async function burnExpired(entry: OutboxEntry, at: number): Promise<void> {
  const burn = entry.mail.burn
  if (!burn || at < dayStartMs(burn.day)) return
  for (const r of entry.recipients) {
    if (r.user === null || r.copyUid === null) continue
    await expungeMessage(r.user, r.copyUid)
    r.copyUid = null
  }
  entry.mail.burn = null
}

let sweeping: Promise<boolean> | null = null

async function sweep(): Promise<boolean> {
  const at = now()
  let changed = false
  for (const entry of entries()) {
    if (entry.phase === 'review') {
      await settleReview(entry)
      changed ||= entry.phase !== 'review'
    }
    if (entry.phase === 'scheduled' && entry.dueMs !== null && entry.dueMs <= at) {
      await deliverEntry(entry)
      changed = true
    }
    if (entry.phase === 'sent' && entry.mail.burn) {
      await burnExpired(entry, at)
      changed ||= entry.mail.burn === null
    }
  }
  return changed
}

/** Runs at most one sweep at a time; concurrent requests wait for the running one. */
export function sweepOutbox(): Promise<boolean> {
  sweeping ??= sweep().finally(() => (sweeping = null))
  return sweeping
}

export type BurnView = 'none' | 'counted' | 'destroyed'

/**
 * Counts one opening of a recipient's burn mail. When no view is left (or its date has begun)
 * the mail is destroyed and the caller answers "not found".
 */
export async function countBurnView(owner: string, uid: number): Promise<BurnView> {
  const found = findMessage(owner, uid)
  if (!found || !found.attrs.is_burn) return 'none'
  if (found.folder === 'Sent' || found.folder === 'Drafts') return 'none'
  const over = found.attrs.burn_day !== '' && now() >= dayStartMs(found.attrs.burn_day)
  if (found.attrs.burn_left <= 0 || over) {
    await expungeMessage(owner, uid)
    return 'destroyed'
  }
  await changeMessage(owner, uid, (draft) => {
    draft.attrs.burn_left -= 1
  })
  return 'counted'
}

/** Everything the send family keeps outside the database, back to the start. */
export function resetSendState(): void {
  resetOutbox()
  setReviewRules(null)
  sweeping = null
}
