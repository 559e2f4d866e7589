/**
 * The send round trip against the fake backend: demo sends to a seeded colleague, the colleague
 * (logged in over HTTP) finds it in INBOX, the delivery table follows deliver → readed; schedule
 * holds the mail until due; recall removes it; review holds it until a decision.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import {
  STAFF_PASSWORD,
  apiFetch,
  loginOverHttp,
  mockControl,
  tokenFor,
} from '../support/server.ts'
import {
  EN,
  colleague,
  findInList,
  form,
  otherColleague,
  personalDiskFile,
  scheduleIn,
  send,
  sendOk,
  statusOf,
  transitFile,
} from './sendSupport.ts'

const WARM_UP_MS = 60_000
beforeAll(() => mockControl.reset(), WARM_UP_MS)

describe('send to an internal colleague', () => {
  // R-DATA-7, R-DATA-8: the send form, its response and the delivery rows, checked against openapi.yaml
  test('html body and attachments arrive; status goes deliver, then readed after the receipt', async () => {
    const demo = await tokenFor()
    const peer = colleague()
    const upload = transitFile()
    const disk = personalDiskFile()
    const result = await sendOk(
      demo,
      form({
        to: [[peer.email, peer.realname]],
        subject: 'Round trip 往返',
        html_text: '<p>Quarterly <b>numbers</b></p>',
        attachments: [[upload.id, 1]],
        net_attachments: [[disk.id, 1]],
      }),
    )
    expect(result).toMatchObject({ success: true, type: 'send', recipient: [peer.email] })
    expect(result.error_lists).toEqual([])

    const token = await loginOverHttp(peer.username, STAFF_PASSWORD)
    const listed = await findInList(token, 'Round trip 往返')
    expect(listed).toBeDefined()
    const opened = await apiFetch(`/api/mail/messages/${listed!.uid}/`, {
      token,
      query: { folder: 'INBOX' },
    })
    const mail = (await opened.json()) as {
      html_text: string
      mfrom: string[]
      message_id: string
      attrs: { is_notify: boolean }
      attachments: { name: string; size: number }[]
    }
    expect(mail.html_text).toContain('<b>numbers</b>')
    expect(mail.mfrom[0]).toBe('demo@huayu.example.com')
    expect(mail.message_id).toBe(result.message_id)
    expect(mail.attrs.is_notify).toBe(true)
    expect(mail.attachments.map((a) => [a.name, a.size])).toEqual([
      [upload.name, upload.size],
      [disk.name, disk.size],
    ])

    expect((await statusOf(demo, result.message_id)).map((r) => r.status)).toEqual(['deliver'])
    const receipt = await apiFetch('/api/mail/messages/receipt/', {
      token,
      json: { uid: listed!.uid, folder: 'INBOX' },
    })
    expect(receipt.status).toBe(200)
    const [row] = await statusOf(demo, result.message_id)
    expect(row).toMatchObject({ recipient: peer.email, status: 'readed', is_red: false })
    expect(row!.status_info).toBe('已读')

    const sent = await findInList(demo, 'Round trip 往返', 'Sent')
    expect(sent).toBeDefined()
  })

  // R-DATA-7
  test('an unknown colleague address fails alone and is listed in error_lists', async () => {
    const demo = await tokenFor()
    const peer = colleague()
    const result = await sendOk(
      demo,
      form({
        to: [
          [peer.email, ''],
          ['nobody.here@huayu.example.com', ''],
        ],
      }),
    )
    expect(result.error_lists.map((e) => e.recipient)).toEqual(['nobody.here@huayu.example.com'])
    const rows = await statusOf(demo, result.message_id)
    expect(rows.map((r) => [r.status, r.is_red])).toEqual([
      ['deliver', false],
      ['deliver_fail', true],
    ])
  })
})

describe('schedule', () => {
  test('held until its time, then delivered by the server clock', async () => {
    // Tokens that outlive the jumps of the server clock below.
    const demo = await mockControl.issueToken('demo', 86_400)
    const peer = colleague()
    const when = scheduleIn(90)
    const result = await sendOk(
      demo,
      form({ to: [[peer.email, '']], subject: 'Later', is_schedule: true, schedule_day: when }),
    )
    expect(result).toMatchObject({ type: 'schedule', schedule_day: when })
    const token = await mockControl.issueToken(peer.username, 86_400)
    expect(await findInList(token, 'Later')).toBeUndefined()
    const [waiting] = await statusOf(demo, result.message_id)
    expect(waiting).toMatchObject({ status: 'undeliver' })
    expect(waiting!.status_info).toContain(when)
    const copy = db.messages
      .all()
      .find((m) => m.owner === 'demo' && m.message_id === result.message_id)
    expect(copy?.flags).toContain('umail-schedule')

    mockControl.advanceTime(60 * 60)
    expect(await findInList(token, 'Later')).toBeUndefined()
    mockControl.advanceTime(31 * 60)
    expect(await findInList(token, 'Later')).toBeDefined()
    expect((await statusOf(demo, result.message_id))[0]!.status).toBe('deliver')
  })

  test('a time in the past is refused with the schedule text', async () => {
    const demo = await tokenFor()
    const response = await send(
      demo,
      form({ to: [[colleague().email, '']], is_schedule: true, schedule_day: scheduleIn(-5) }),
      EN,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      schedule_day: ['The scheduled time must be in the future.'],
    })
  })
})

describe('recall', () => {
  test('the whole mail: unread copies are removed, read ones fail', async () => {
    const demo = await tokenFor()
    const [a, b] = [colleague(), otherColleague()]
    const result = await sendOk(
      demo,
      form({ to: [[a.email, '']], cc: [[b.email, '']], subject: 'Oops' }),
    )
    const tokenA = await tokenFor(a.username)
    const tokenB = await tokenFor(b.username)
    const readByB = await findInList(tokenB, 'Oops')
    await apiFetch(`/api/mail/messages/${readByB!.uid}/`, {
      token: tokenB,
      query: { folder: 'INBOX' },
    })

    const sent = await findInList(demo, 'Oops', 'Sent')
    const response = await apiFetch('/api/mail/messages/recall/', {
      token: demo,
      json: { uid: sent!.uid, folder: 'Sent' },
      headers: EN,
    })
    expect(response.status).toBe(200)
    const { results } = (await response.json()) as { results: Record<string, unknown>[] }
    expect(results[0]!.inform).toBe('1 recalled, 1 failed')
    expect(results.map((r) => [r.recipient, r.is_zhaohui, r.recall_status_info])).toEqual([
      [a.email, true, 'Recalled'],
      [b.email, false, 'Recall failed: the mail has been read'],
    ])
    expect(await findInList(tokenA, 'Oops')).toBeUndefined()
    expect(await findInList(tokenB, 'Oops')).toBeDefined()

    const single = await apiFetch('/api/mail/messages/recall/single/', {
      token: demo,
      json: { message_id: result.message_id, recipient: b.email },
      headers: EN,
    })
    expect(single.status).toBe(400)
    expect(await single.json()).toEqual({ non_field_errors: ['Mail recall fails!'] })
  })

  test('one recipient: recalled state, the others keep their copy', async () => {
    const demo = await tokenFor()
    const [a, b] = [colleague(), otherColleague()]
    const result = await sendOk(
      demo,
      form({
        to: [
          [a.email, ''],
          [b.email, ''],
        ],
        subject: 'One',
      }),
    )
    const response = await apiFetch('/api/mail/messages/recall/single/', {
      token: demo,
      json: { message_id: result.message_id, recipient: a.email },
    })
    expect(response.status).toBe(200)
    const rows = await statusOf(demo, result.message_id)
    expect(rows.map((r) => [r.recipient, r.is_zhaohui])).toEqual([
      [a.email, true],
      [b.email, false],
    ])
    expect(await findInList(await tokenFor(a.username), 'One')).toBeUndefined()
    expect(await findInList(await tokenFor(b.username), 'One')).toBeDefined()
  })
})

describe('review', () => {
  test("demo's external mail is held for the reviewer; permit delivers it", async () => {
    const demo = await tokenFor()
    const peer = colleague()
    const result = await sendOk(
      demo,
      form({
        to: [['partner@client.example.net', 'Partner']],
        cc: [[peer.email, '']],
        subject: 'Quote',
      }),
    )
    const held = await statusOf(demo, result.message_id)
    expect(held.map((r) => r.status)).toEqual(['review', 'review'])
    const peerToken = await tokenFor(peer.username)
    expect(await findInList(peerToken, 'Quote')).toBeUndefined()
    const [reviewId] = mockControl.heldReviewIds()
    const item = db.reviewItems.all().find((i) => i.id === reviewId)
    expect(item).toMatchObject({ reviewer: 'reviewer', status: 'wait', subject: 'Quote' })

    expect(await mockControl.permitReview(reviewId!)).toBe(true)
    expect((await statusOf(demo, result.message_id)).map((r) => r.status)).toEqual([
      'deliver',
      'deliver',
    ])
    expect(await findInList(peerToken, 'Quote')).toBeDefined()
    expect(mockControl.heldReviewIds()).toEqual([])
  })

  test('a rejection shows deliver_fail with the reason, in the reader of the status', async () => {
    const demo = await tokenFor()
    const result = await sendOk(
      demo,
      form({ to: [[colleague().email, '']], subject: '机密 报价单' }),
    )
    const [reviewId] = mockControl.heldReviewIds()
    await mockControl.rejectReview(reviewId!, '含有报价')
    const [row] = await statusOf(demo, result.message_id)
    expect(row).toMatchObject({ status: 'deliver_fail', is_red: true })
    expect(row!.status_info).toBe('审核未通过：含有报价')
  })
})
