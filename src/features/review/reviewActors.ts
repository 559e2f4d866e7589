/**
 * The review machines' real I/O (machines/review/review.actors.ts) through the app's client
 * (R-CALL-5): listReviews, getReview and decideReviews. A held mail that cannot be read is "not
 * found" whatever the reason (M-ERR-13), so its 400/403 are not toasted; a refused
 * decision is (the middleware shows the server's text; the dialog says it did not go through).
 */
import { fromPromise } from 'xstate'
import type {
  DecideReviewInput,
  LoadReviewsInput,
  ReviewItemInput,
  ReviewMailSummary,
  ReviewPage,
} from '../../../machines/review/index.ts'
import { ownErrors } from '../../api/client.ts'
import type { ReviewMail } from '../../api/types.ts'
import { api } from '../../app/services.ts'

export async function fetchReviews({
  status,
  page,
  pageSize,
}: LoadReviewsInput): Promise<ReviewPage> {
  const { data, error } = await api().GET('/api/mail/review/', {
    params: { query: { status, page, page_size: pageSize } },
  })
  if (!data) throw new Error('listReviews failed', { cause: error })
  return { count: data.count, rows: data.results }
}

export async function fetchReview({ id }: ReviewItemInput): Promise<ReviewMail> {
  const { data, error, response } = await api().GET('/api/mail/review/{id}/', {
    params: { path: { id } },
    middleware: [ownErrors],
  })
  if (!data) throw new Error(`getReview failed: ${response.status}`, { cause: error })
  return data
}

export async function sendDecision({ id, status, reason }: DecideReviewInput): Promise<void> {
  const { data, error } = await api().POST('/api/mail/review/batch/', {
    body: { status, review_ids: [id], reason },
  })
  if (!data?.success) throw new Error('decideReviews failed', { cause: error })
}

/** The machine keeps what the actor returned; the tab reads the whole held mail back. */
export const asReviewMail = (mail: ReviewMailSummary): ReviewMail => mail as ReviewMail

export const realReviewActors = {
  loadReviews: fromPromise<ReviewPage, LoadReviewsInput>(({ input }) => fetchReviews(input)),
  loadReview: fromPromise<ReviewMailSummary, ReviewItemInput>(({ input }) => fetchReview(input)),
  decideReview: fromPromise<void, DecideReviewInput>(({ input }) => sendDecision(input)),
}
