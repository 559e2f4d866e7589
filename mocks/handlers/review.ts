/**
 * Review of held outgoing mail (R-REVIEW, R-ROLE-4 reviewers, R-CALL-5 the review calls, M-ERR-13):
 * the pending count, the reviewer's list by status, one held mail, its attachments and
 * the permit / reject decision. Only a reviewer lists, reads or decides (others 403 {detail});
 * the items are the reviewer's queue in db.reviewItems — seeded ones and mail the outbox holds
 * (mocks/outbox/review.ts). A decision is written to the item and the outbox sweep runs at once,
 * so permitted mail reaches its recipients and a rejection shows in the sender's delivery status
 * before the answer goes out.
 */
import { HttpResponse } from 'msw'
import type { components } from '../../src/api/schema.gen.ts'
import { type ReviewItemRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import { attachmentBytes } from '../mail/attachmentContent.ts'
import { sweepOutbox } from '../outbox/lifecycle.ts'
import { decideReview } from '../outbox/review.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { attachmentDisposition } from './mail.ts'
import { durable, invalid } from './mailCommon.ts'
import { invalidFields, pageRows, readPaging } from './paging.ts'
import { reviewText } from './review.texts.ts'

type ReviewItem = components['schemas']['ReviewItem']
type ReviewMail = components['schemas']['ReviewMail']
type ReviewStatus = components['schemas']['ReviewStatus']

const REVIEW_STATUSES: readonly ReviewStatus[] = ['wait', 'permit', 'reject']
/** R-VALID: the list pages by 20 unless asked otherwise; larger asks are cut. */
const REVIEW_PAGE_SIZE = 20
const MAX_REVIEW_PAGE_SIZE = 100

const notReviewer = (auth: AuthContext) => detail(403, reviewText('notReviewer', auth.lang))
const missing = (auth: AuthContext) => detail(404, reviewText('reviewNotFound', auth.lang))

/** The signed-in user as a reviewer, or the answer to give instead. */
async function reviewerAuth(request: Request, cookies: Record<string, string>) {
  const auth = await checkAuth(request, cookies)
  if (auth instanceof Response) return auth
  return auth.user.is_reviewer ? auth : notReviewer(auth)
}

const queueOf = (reviewer: string) => db.reviewItems.findMany((q) => q.where({ reviewer }))

function findItem(auth: AuthContext, rawId: unknown): ReviewItemRecord | undefined {
  const id = typeof rawId === 'string' && /^\d+$/.test(rawId) ? Number(rawId) : rawId
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined
  return db.reviewItems.findFirst((q) => q.where({ reviewer: auth.user.username, id }))
}

/** Newest first; ids break ties so pages never overlap. */
const newestFirst = (a: ReviewItemRecord, b: ReviewItemRecord) =>
  Date.parse(b.datetime) - Date.parse(a.datetime) || b.id - a.id

const toItem = (r: ReviewItemRecord): ReviewItem => ({
  id: r.id,
  subject: r.subject,
  sender: r.sender,
  recipient: r.recipient,
  datetime: r.datetime,
  mailsize: r.mailsize,
  reason: r.reason,
  status: r.status,
})

const toMail = (r: ReviewItemRecord): ReviewMail => ({
  id: r.id,
  subject: r.subject,
  date: r.datetime,
  mfrom: r.mfrom,
  to: r.to,
  is_html: r.is_html,
  html_text: r.html_text,
  plain_text: r.plain_text,
  status: r.status,
  // Bytes travel only through the download call.
  attachments: r.attachments.map((a) => ({
    id: a.id,
    name: a.name,
    size: a.size,
    sid: a.sid,
    attach_level: a.attach_level as 1 | 2 | 3 | 4 | 5,
    ...(a.content_id ? { content_id: a.content_id, is_inline: a.is_inline ?? false } : {}),
  })),
})

interface DecisionBody {
  status?: unknown
  review_ids?: unknown
  reason?: unknown
}

/** The field errors of a decision, or the waiting items it decides. */
function checkDecision(auth: AuthContext, body: DecisionBody) {
  const errors: Record<string, string[]> = {}
  if (body.status !== 'permit' && body.status !== 'reject') {
    errors.status = [message('invalidValue', auth.lang)]
  }
  const ids = body.review_ids
  const wellFormed = Array.isArray(ids) && ids.length > 0 && ids.every((id) => Number.isInteger(id))
  const items = wellFormed ? ids.map((id) => findItem(auth, id)) : []
  if (!wellFormed) errors.review_ids = [message('invalidValue', auth.lang)]
  else if (items.some((item) => item?.status !== 'wait')) {
    errors.review_ids = [reviewText('notWaiting', auth.lang)]
  }
  const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
  if (body.status === 'reject' && reason === '') {
    errors.reason = [reviewText('rejectReasonRequired', auth.lang)]
  }
  if (Object.keys(errors).length > 0) return validationError(errors)
  return { status: body.status as 'permit' | 'reject', items: items as ReviewItemRecord[], reason }
}

export const reviewHandlers = [
  http.get('/api/mail/review/show/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const reviewer = auth.user.is_reviewer
    const count = reviewer
      ? db.reviewItems.findMany((q) => q.where({ reviewer: auth.user.username, status: 'wait' }))
          .length
      : 0
    return response(200).json({ count, review_mail_show: reviewer })
  }),

  http.get('/api/mail/review/', async ({ request, cookies, query, response }) => {
    const auth = await reviewerAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { paging, bad: badPaging } = readPaging(query, {
      size: REVIEW_PAGE_SIZE,
      max: MAX_REVIEW_PAGE_SIZE,
    })
    // Typed as the enum, but the wire can carry anything.
    const rawStatus: string | null = query.get('status')
    const status = (rawStatus === null || rawStatus === '' ? 'wait' : rawStatus) as ReviewStatus
    const bad = [...badPaging, ...(REVIEW_STATUSES.includes(status) ? [] : ['status'])]
    if (bad.length > 0 || !paging) return response.untyped(invalidFields(auth, bad))
    const rows = queueOf(auth.user.username)
      .filter((r) => r.status === status)
      .sort(newestFirst)
    // A page past the end is empty; count tells the client where the end is.
    return response(200).json({
      count: rows.length,
      results: pageRows(rows, paging).map(toItem),
    })
  }),

  http.post('/api/mail/review/batch/', async ({ request, cookies, response }) => {
    const auth = await reviewerAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = (await request.json().catch(() => ({}))) as DecisionBody
    const decision = checkDecision(auth, body ?? {})
    if (decision instanceof Response) return response.untyped(decision)
    for (const item of decision.items) {
      await decideReview(item.id, decision.status, decision.reason)
    }
    // Act on it now: delivered or refused before the reviewer hears back.
    await sweepOutbox()
    await durable()
    return response(200).json({ success: true })
  }),

  http.get('/api/mail/review/dowload/', async ({ request, cookies, query, response }) => {
    const auth = await reviewerAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    if (!auth.account.login_after.is_maildownload) {
      return response.untyped(detail(403, message('noDownloadPermission', auth.lang)))
    }
    const mailId = query.get('mail_id')
    if (mailId === null || !/^\d+$/.test(mailId)) {
      return response.untyped(invalid(auth, 'mail_id'))
    }
    const item = findItem(auth, mailId)
    if (!item) return response.untyped(missing(auth))
    // A held mail has no attached mails, so a part inside one (did) is never there.
    const part = query.get('did')
      ? undefined
      : item.attachments.find((a) => a.sid === query.get('sid'))
    if (!part) return response.untyped(detail(404, message('attachmentNotFound', auth.lang)))
    const source = {
      subject: item.subject,
      plain_text: item.plain_text,
      mfrom: item.mfrom,
      date: item.datetime,
    }
    return response.untyped(
      new HttpResponse(attachmentBytes(part, source), {
        status: 200,
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': attachmentDisposition(part.name),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      }),
    )
  }),

  // Last: the literal paths above must win over {id}.
  http.get('/api/mail/review/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await reviewerAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const item = findItem(auth, params.id)
    if (!item) return response.untyped(missing(auth))
    return response(200).json(toMail(item))
  }),
]
