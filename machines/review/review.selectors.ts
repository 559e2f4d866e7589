/** What the UI asks of the review machines; components never chain `matches()`. */
import type { SnapshotFrom } from 'xstate'
import { lastReviewPage, type reviewListMachine } from './review-list.machine.ts'
import type { reviewItemMachine } from './review-item.machine.ts'
import type {
  ReviewDecision,
  ReviewItemError,
  ReviewListError,
  ReviewMailSummary,
  ReviewRow,
  ReviewStatus,
} from './review.types.ts'

export type ReviewListSnapshot = SnapshotFrom<typeof reviewListMachine>
export type ReviewItemSnapshot = SnapshotFrom<typeof reviewItemMachine>

// ---------------------------------------------------------------------------- the list

export const selectListIsBusy = (s: ReviewListSnapshot): boolean => s.hasTag('busy')
export const selectListStatus = (s: ReviewListSnapshot): ReviewStatus => s.context.status
export const selectRows = (s: ReviewListSnapshot): readonly ReviewRow[] => s.context.rows
export const selectListError = (s: ReviewListSnapshot): ReviewListError | null => s.context.error
/** Paging as the pager shows it. */
export const selectPaging = (s: ReviewListSnapshot) => ({
  count: s.context.count,
  page: s.context.page,
  pageSize: s.context.pageSize,
  pageCount: lastReviewPage(s.context.count, s.context.pageSize),
})
/** Loaded and nothing in it (not while the first page is still on its way). */
export const selectIsEmpty = (s: ReviewListSnapshot): boolean =>
  s.matches('loaded') && s.context.rows.length === 0

// ---------------------------------------------------------------------------- one item

export const selectItemIsLoading = (s: ReviewItemSnapshot): boolean => s.matches('loading')
export const selectItemIsBusy = (s: ReviewItemSnapshot): boolean => s.hasTag('busy')
export const selectIsNotFound = (s: ReviewItemSnapshot): boolean => s.matches('notFound')
export const selectIsDone = (s: ReviewItemSnapshot): boolean => s.status === 'done'
/** The held mail, once loaded (also while a dialog is open over it). */
export const selectReviewMail = (s: ReviewItemSnapshot): ReviewMailSummary | null => s.context.mail
/** Approve and reject are offered for a waiting mail that is shown with no dialog open. */
export const selectCanDecide = (s: ReviewItemSnapshot): boolean =>
  s.matches('shown') && s.context.mail?.status === 'wait'
/** Which dialog is open: the approve prompt, the reason dialog, or none. */
export const selectDialog = (s: ReviewItemSnapshot): ReviewDecision | null =>
  s.hasTag('dialog') ? s.context.decision : null
export const selectIsDeciding = (s: ReviewItemSnapshot): boolean => s.matches('deciding')
export const selectReason = (s: ReviewItemSnapshot): string => s.context.reason
export const selectItemError = (s: ReviewItemSnapshot): ReviewItemError | null => s.context.error
