/**
 * The review family of the fake backend (R-REVIEW, R-ROLE "Reviewer";
 * R-CALL review calls, §8 'Review reject without reason'), every answer
 * checked against openapi.yaml by tests/support/server.ts: only the reviewer lists, reads and
 * decides; the list pages by status; a decision through the batch call releases held mail to its
 * recipients on permit and shows the rejection, with its reason, in the sender's delivery status.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { apiFetch, mockControl, SPECIAL_USERNAMES, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'
import { colleague, findInList, form, sendOk, statusOf } from './sendSupport.ts'

type ReviewPage = components['schemas']['ReviewPage']
type ReviewMail = components['schemas']['ReviewMail']

beforeAll(() => mockControl.reset(), WARM_UP_MS)

const reviewerToken = () => tokenFor(SPECIAL_USERNAMES.reviewer)

async function listOf(token: string, query: Record<string, string | number> = {}) {
  const response = await apiFetch('/api/mail/review/', { token, query })
  expect(response.status).toBe(200)
  return (await response.json()) as ReviewPage
}

const decide = (token: string, body: unknown, lang = ZH) =>
  apiFetch('/api/mail/review/batch/', { token, json: body, ...lang })

async function pendingCount(token: string): Promise<number> {
  const response = await apiFetch('/api/mail/review/show/', { token })
  return ((await response.json()) as { count: number }).count
}

describe('who may review', () => {
  test.each([
    ['GET', '/api/mail/review/'],
    ['GET', '/api/mail/review/1/'],
    ['POST', '/api/mail/review/batch/'],
    ['GET', '/api/mail/review/dowload/?mail_id=1&sid=2'],
  ] as const)('%s %s is 403 {detail} for someone who is not a reviewer', async (method, path) => {
    const token = await tokenFor()
    const response = await apiFetch(path, {
      token,
      ...(method === 'POST' ? { json: { status: 'permit', review_ids: [1] } } : {}),
      ...EN,
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      detail: 'You do not have permission to review mail.',
    })
  })
})

describe('listReviews', () => {
  // R-DATA-12, R-CALL-5 (list: page, page_size, status)
  test('waiting mail by default, newest first, paged; the other statuses on request', async () => {
    const token = await reviewerToken()
    const waiting = await listOf(token)
    expect(waiting.count).toBe(14)
    expect(waiting.count).toBe(await pendingCount(token))
    expect(waiting.results.every((r) => r.status === 'wait' && r.reason === '')).toBe(true)
    const times = waiting.results.map((r) => Date.parse(r.datetime))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    const first = await listOf(token, { page: 1, page_size: 5 })
    const third = await listOf(token, { page: 3, page_size: 5 })
    expect(first.results).toHaveLength(5)
    expect(third.results).toHaveLength(4)
    expect(first.results[0]).toEqual(waiting.results[0])
    expect(third.results.at(-1)).toEqual(waiting.results.at(-1))
    expect((await listOf(token, { page: 9, page_size: 5 })).results).toEqual([])

    expect((await listOf(token, { status: 'permit' })).count).toBe(8)
    const rejected = await listOf(token, { status: 'reject' })
    expect(rejected.count).toBe(5)
    expect(rejected.results.every((r) => r.reason !== '')).toBe(true)
  })

  test('a bad status, page or page size is a 400 on that field', async () => {
    const token = await reviewerToken()
    const response = await apiFetch('/api/mail/review/', {
      token,
      query: { status: 'maybe', page: 0, page_size: 'x' },
      ...EN,
    })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toEqual({
      status: ['Invalid value.'],
      page: ['Invalid value.'],
      page_size: ['Invalid value.'],
    })
  })
})

// R-DATA-12
describe('getReview and downloadReviewAttachment', () => {
  test('one held mail with its body and attachments; an unknown id is a 404', async () => {
    const token = await reviewerToken()
    const [item] = (await listOf(token)).results
    const response = await apiFetch(`/api/mail/review/${item!.id}/`, { token })
    expect(response.status).toBe(200)
    const mail = (await response.json()) as ReviewMail
    expect(mail).toMatchObject({ id: item!.id, subject: item!.subject, status: 'wait' })
    expect(mail.mfrom[0]).toBe(item!.sender)
    expect(mail.to.map(([address]) => address).join(',')).toBe(item!.recipient)

    const unknown = await apiFetch('/api/mail/review/9999/', { token, ...EN })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: 'No such mail for review.' })
  })

  test('an attachment of a held mail downloads as a file; an unknown part is a 404', async () => {
    const token = await reviewerToken()
    const withFiles = await findWithAttachment(token)
    const part = withFiles.attachments[0]!
    const file = await apiFetch('/api/mail/review/dowload/', {
      token,
      query: { mail_id: withFiles.id, sid: part.sid },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/octet-stream')
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0)

    const gone = await apiFetch('/api/mail/review/dowload/', {
      token,
      query: { mail_id: withFiles.id, sid: 'nope' },
    })
    expect(gone.status).toBe(404)
    const noMail = await apiFetch('/api/mail/review/dowload/', {
      token,
      query: { mail_id: 9999, sid: part.sid },
    })
    expect(noMail.status).toBe(404)
  })
})

async function findWithAttachment(token: string): Promise<ReviewMail> {
  for (const status of ['wait', 'permit', 'reject']) {
    for (const item of (await listOf(token, { status, page_size: 100 })).results) {
      const mail = (await (
        await apiFetch(`/api/mail/review/${item.id}/`, { token })
      ).json()) as ReviewMail
      if (mail.attachments.length > 0) return mail
    }
  }
  throw new Error('no seeded review item has an attachment')
}

describe('decideReviews', () => {
  test('permit releases held mail to its recipients and leaves the waiting list', async () => {
    const demo = await tokenFor()
    const peer = colleague()
    const result = await sendOk(
      demo,
      form({
        to: [['partner@client.example.net', 'Partner']],
        cc: [[peer.email, '']],
        subject: 'Held quote',
      }),
    )
    expect((await statusOf(demo, result.message_id)).map((r) => r.status)).toEqual([
      'review',
      'review',
    ])
    const peerToken = await tokenFor(peer.username)
    expect(await findInList(peerToken, 'Held quote')).toBeUndefined()

    const token = await reviewerToken()
    const before = await pendingCount(token)
    const [held] = (await listOf(token)).results
    expect(held).toMatchObject({ subject: 'Held quote', status: 'wait' })

    const response = await decide(token, { status: 'permit', review_ids: [held!.id], reason: '' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })

    // Delivered before the answer: the sender's status and the colleague's inbox say so.
    expect(mockControl.heldReviewIds()).toEqual([])
    expect((await statusOf(demo, result.message_id)).map((r) => r.status)).toEqual([
      'deliver',
      'deliver',
    ])
    expect(await findInList(peerToken, 'Held quote')).toBeDefined()
    expect(await pendingCount(token)).toBe(before - 1)
    expect((await listOf(token)).results.some((r) => r.id === held!.id)).toBe(false)
    const permitted = await listOf(token, { status: 'permit' })
    expect(permitted.results[0]).toMatchObject({ id: held!.id, status: 'permit', reason: '' })
  })

  test('reject needs a reason; with one, the sender sees the rejection and its reason', async () => {
    const demo = await tokenFor()
    const peer = colleague()
    const result = await sendOk(demo, form({ to: [[peer.email, '']], subject: '机密 报价单' }))
    const token = await reviewerToken()
    const [held] = (await listOf(token)).results
    expect(held!.subject).toBe('机密 报价单')

    for (const [lang, text] of [
      [EN, 'please input reject reason'],
      [ZH, '请输入拒绝原因'],
    ] as const) {
      const refused = await decide(token, { status: 'reject', review_ids: [held!.id] }, lang)
      expect(refused.status).toBe(400)
      expect(await errorOf(refused)).toEqual({ reason: [text] })
    }
    const blank = await decide(token, { status: 'reject', review_ids: [held!.id], reason: '  ' })
    expect(blank.status).toBe(400)
    expect((await statusOf(demo, result.message_id))[0]!.status).toBe('review')

    const done = await decide(token, {
      status: 'reject',
      review_ids: [held!.id],
      reason: '含有报价',
    })
    expect(done.status).toBe(200)
    const [row] = await statusOf(demo, result.message_id)
    expect(row).toMatchObject({ status: 'deliver_fail', is_red: true })
    expect(row!.status_info).toBe('审核未通过：含有报价')
    expect(await findInList(await tokenFor(peer.username), '机密 报价单')).toBeUndefined()
    const rejected = await listOf(token, { status: 'reject' })
    expect(rejected.results[0]).toMatchObject({ id: held!.id, reason: '含有报价' })
  })

  test('a decided or unknown item, or a bad status, is a 400 and changes nothing', async () => {
    const token = await reviewerToken()
    const [decided] = (await listOf(token, { status: 'permit' })).results
    const again = await decide(token, { status: 'reject', review_ids: [decided!.id], reason: 'x' })
    expect(again.status).toBe(400)
    expect(Object.keys(await errorOf(again))).toEqual(['review_ids'])

    const [waiting] = (await listOf(token)).results
    const mixed = await decide(token, { status: 'permit', review_ids: [waiting!.id, 9999] })
    expect(mixed.status).toBe(400)
    expect((await listOf(token)).results[0]!.id).toBe(waiting!.id)

    const badStatus = await decide(token, { status: 'wait', review_ids: [waiting!.id] })
    expect(badStatus.status).toBe(400)
    expect(Object.keys(await errorOf(badStatus))).toEqual(['status'])
  })
})
