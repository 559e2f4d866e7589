/**
 * Types of the review area (R-REVIEW, R-DATA-12;
 * R-DATA, R-REVIEW, R-CALL): the reviewer's list by status and one held mail with its
 * decision. The shapes mirror the contract's ReviewItem / ReviewMail without importing the API
 * client.
 */

/** R-SEND: wait (held), permit, reject. */
export const REVIEW_STATUSES = ['wait', 'permit', 'reject'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** A row of the list (R-DATA-12). */
export interface ReviewRow {
  id: number
  subject: string
  sender: string
  /** Comma-separated addresses. */
  recipient: string
  datetime: string
  /** Bytes. */
  mailsize: number
  /** The reject reason; empty otherwise. */
  reason: string
  status: ReviewStatus
}

// ---------------------------------------------------------------------------- the list

export interface ReviewListInput {
  status?: ReviewStatus
  pageSize?: number
}

export interface LoadReviewsInput {
  status: ReviewStatus
  /** 1-based. */
  page: number
  pageSize: number
}

export interface ReviewPage {
  /** Items of this status over all pages. */
  count: number
  rows: ReviewRow[]
}

/** `loadFailed`: the page could not be read; the rows of before stay on screen. */
export type ReviewListError = 'loadFailed'

export interface ReviewListContext {
  status: ReviewStatus
  page: number
  pageSize: number
  rows: readonly ReviewRow[]
  count: number
  error: ReviewListError | null
}

export type ReviewListEvent =
  | { type: 'status.set'; status: ReviewStatus }
  | { type: 'page.go'; page: number }
  | { type: 'pageSize.set'; size: number }
  /** The refresh button: the same page again. */
  | { type: 'list.refresh' }
  /** A decision was taken (or an item went missing): back to page 1 (R-STATE). */
  | { type: 'review.changed' }

// ---------------------------------------------------------------------------- one item

/**
 * What the item machine itself reads of a held mail. The actor delivers the contract's full
 * ReviewMail; the UI widens it back in one place (src/features/review/reviewApi.ts).
 */
export interface ReviewMailSummary {
  id: number
  subject: string
  status: ReviewStatus
}

export type ReviewDecision = 'permit' | 'reject'

export interface ReviewItemInput {
  id: number
}

export interface DecideReviewInput {
  id: number
  status: ReviewDecision
  /** Required for reject; cleared ('') for permit. */
  reason: string
}

/**
 * - `reasonRequired`: reject without a reason ('please input reject reason'); nothing was sent.
 * - `decideFailed`: the decision call failed (the client middleware showed the server's text).
 */
export type ReviewItemError = 'reasonRequired' | 'decideFailed'

export interface ReviewItemContext {
  id: number
  mail: ReviewMailSummary | null
  /** The decision being confirmed or sent; null while only shown. */
  decision: ReviewDecision | null
  /** The reject reason as typed. */
  reason: string
  error: ReviewItemError | null
}

export type ReviewItemEvent =
  | { type: 'review.approve' }
  | { type: 'review.reject' }
  | { type: 'reason.change'; reason: string }
  | { type: 'decision.confirm' }
  | { type: 'decision.cancel' }

/**
 * - `review.decided`: the server took the decision: the UI closes the tab, the lists go back to
 *   page 1 and the pending count refreshes.
 * - `review.missing`: the item could not be loaded: folders and lists reload.
 */
export type ReviewItemEmitted =
  | { type: 'review.decided'; id: number; status: ReviewDecision }
  | { type: 'review.missing'; id: number }
