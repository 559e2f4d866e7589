/**
 * Whether the review area shows, and the pending count (GET /api/mail/review/show/): the folder
 * tree's audit entry, the layout's pending-review card and the review screen all read it. They
 * reload when the review queue changes (a decision, an item gone missing: the 'review' change of
 * the mailbox bus), on a live-channel push and every few minutes (reviewPoll.ts), and share the
 * request in flight, so a screen showing all three asks once.
 */
import { api } from '../../app/services.ts'
import { useLoad } from '../../app/useLoad.ts'
import type { ReviewShow } from '../../api/types.ts'
import { useEffect } from 'react'
import { useMailboxVersion } from '../common/mailboxEvents.ts'
import { retainReviewPoll } from './reviewPoll.ts'

let inFlight: { version: number; request: Promise<ReviewShow> } | null = null

async function fetchReviewShow(): Promise<ReviewShow> {
  const { data, error } = await api().GET('/api/mail/review/show/')
  if (error || !data) throw new Error('getReviewShow failed')
  return data
}

/** One request per change of the queue; a settled one is not reused (the count moves on). */
export function loadReviewShow(version: number): Promise<ReviewShow> {
  if (inFlight?.version === version) return inFlight.request
  const entry = { version, request: fetchReviewShow() }
  inFlight = entry
  void entry.request
    .catch(() => undefined)
    .finally(() => {
      if (inFlight === entry) inFlight = null
    })
  return entry.request
}

/**
 * `account` (the layout's signed-in or switched-into mailbox) asks afresh when it changes; the
 * mailbox screens remount on a switch and need not pass it.
 */
export function useReviewShow(account = '') {
  const version = useMailboxVersion('review')
  const show = useLoad(() => loadReviewShow(version), [version, account])
  // Only a reviewer's count moves; the poll's timer is shared (reviewPoll.ts).
  const reviewer = show.data?.review_mail_show === true
  useEffect(() => (reviewer ? retainReviewPoll() : undefined), [reviewer])
  return show
}

/** The pending count to show: 0 when the review area is off for this account (R-ROLE-4). */
export const pendingReviewCount = (show: ReviewShow | undefined): number =>
  show?.review_mail_show ? show.count : 0
