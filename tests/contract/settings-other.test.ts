/**
 * The "other" settings pages of the fake backend (issue 12), every answer checked against
 * openapi.yaml by tests/support/server.ts: SMS new-mail notification (kept, refused field by
 * field with the form's rules), feedback (text required, kept for the demo's control surface),
 * and the recall log (seeded, paged newest first, and a real recall adds its lines).
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { DEMO_USER, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'
import { colleague, findInList, form, sendOk } from './sendSupport.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const put = (token: string, path: string, json: unknown, lang = ZH) =>
  apiFetch(path, { token, json, method: 'PUT', ...lang })

describe('sms', () => {
  test('reads the defaults and keeps a saved change', async () => {
    const token = await tokenFor()
    const read = await (await apiFetch('/api/setting/sms/', { token })).json()
    const user = db.users.findFirst((q) => q.where({ username: DEMO_USER.username }))!
    expect(read).toEqual({
      is_enabled: false,
      mobile: user.mobile,
      start_time: '08:00',
      end_time: '22:00',
    })
    const next = {
      is_enabled: true,
      mobile: '139 0013 9000',
      start_time: '07:30',
      end_time: '21:00',
    }
    const saved = await put(token, '/api/setting/sms/', next)
    expect(saved.status).toBe(200)
    const kept = { ...next, mobile: '13900139000' }
    expect(await saved.json()).toEqual(kept)
    expect(await (await apiFetch('/api/setting/sms/', { token })).json()).toEqual(kept)
  })

  test('refuses a bad number and a window that ends before it starts, field by field', async () => {
    const token = await tokenFor()
    const bad = { is_enabled: true, mobile: '12345', start_time: '22:00', end_time: '08:00' }
    const refused = await put(token, '/api/setting/sms/', bad, EN)
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toEqual({
      mobile: ['Enter a valid mobile number.'],
      end_time: ['The end time must be later than the start time.'],
    })
    const blank = await put(token, '/api/setting/sms/', { ...bad, mobile: '', end_time: '23:00' })
    expect(await errorOf(blank)).toEqual({ mobile: ['请输入接收短信的手机号码'] })
    const read = await (await apiFetch('/api/setting/sms/', { token })).json()
    expect(read.is_enabled).toBe(false)
  })
})

describe('feedback', () => {
  test('text required; sent feedback is kept', async () => {
    const token = await tokenFor()
    const empty = await apiFetch('/api/setting/feedback/', {
      token,
      json: { content: '   ' },
      ...EN,
    })
    expect(empty.status).toBe(400)
    expect(await errorOf(empty)).toEqual({ content: ['Please enter your feedback.'] })
    expect(mockControl.feedback()).toEqual([])

    const sent = await apiFetch('/api/setting/feedback/', {
      token,
      json: { content: ' 希望增加深色主题 ', contact: '分机 8021' },
      ...ZH,
    })
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ success: true, message: '反馈已发送，感谢您的意见' })
    expect(mockControl.feedback()).toEqual([
      { username: DEMO_USER.username, content: '希望增加深色主题', contact: '分机 8021' },
    ])
  })
})

describe('recall log', () => {
  const page = async (token: string, query: Record<string, string> = {}) => {
    const response = await apiFetch('/api/setting/recall-logs/', { token, query, ...EN })
    expect(response.status).toBe(200)
    return (await response.json()) as {
      count: number
      results: {
        subject: string
        recipient: string
        recall_status: string
        recall_status_info: string
        datetime: string
      }[]
    }
  }

  test('the seeded log, paged newest first', async () => {
    const token = await tokenFor()
    const first = await page(token)
    expect(first.count).toBeGreaterThan(10)
    expect(first.results).toHaveLength(10)
    const dates = first.results.map((r) => r.datetime)
    expect([...dates].sort().reverse()).toEqual(dates)
    const rest = await page(token, { page: '2' })
    expect(rest.results).toHaveLength(first.count - 10)
    const infos = new Set([...first.results, ...rest.results].map((r) => r.recall_status_info))
    expect(infos).toEqual(new Set(['Recalled', 'Recall failed: the mail has been read']))
    const bad = await apiFetch('/api/setting/recall-logs/', { token, query: { page: '0' } })
    expect(bad.status).toBe(400)
  })

  test('a recall adds a line per recipient, once', async () => {
    const token = await tokenFor()
    const before = (await page(token)).count
    const peer = colleague()
    await sendOk(token, form({ to: [[peer.email, '']], subject: 'Recall me' }))
    const sent = await findInList(token, 'Recall me', 'Sent')
    const recall = () =>
      apiFetch('/api/mail/messages/recall/', { token, json: { uid: sent!.uid, folder: 'Sent' } })
    expect((await recall()).status).toBe(200)
    const after = await page(token)
    expect(after.count).toBe(before + 1)
    expect(after.results[0]).toMatchObject({
      subject: 'Recall me',
      recipient: peer.email,
      recall_status: 'recalled',
      recall_status_info: 'Recalled',
    })
    await recall()
    expect((await page(token)).count).toBe(before + 1)
  })

  test('the empty scenario has none', async () => {
    await mockControl.reset({ scenario: 'empty' })
    const token = await tokenFor()
    expect(await page(token)).toEqual({ count: 0, results: [] })
  })
})
