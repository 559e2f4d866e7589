/**
 * Contracts of the review machines' I/O. The placeholders only carry the types; the UI provides
 * the real calls (src/features/review/reviewActors.ts) and tests provide fakes, both through
 * `.provide({ actors })`.
 */
import { fromPromise } from 'xstate'
import type {
  DecideReviewInput,
  LoadReviewsInput,
  ReviewItemInput,
  ReviewMailSummary,
  ReviewPage,
} from './review.types.ts'

function notProvided(name: string): never {
  throw new Error(`review machines: actor '${name}' was not provided`)
}

/** A page of the reviewer's list for one status. */
export const loadReviews = fromPromise<ReviewPage, LoadReviewsInput>(async () =>
  notProvided('loadReviews'),
)

/** One held mail. Any rejection counts as "not found" (M-ERR). */
export const loadReview = fromPromise<ReviewMailSummary, ReviewItemInput>(async () =>
  notProvided('loadReview'),
)

/** Permit or reject one held mail. */
export const decideReview = fromPromise<void, DecideReviewInput>(async () =>
  notProvided('decideReview'),
)
