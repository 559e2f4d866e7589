/**
 * Auto-reply and auto-forward in the fake backend (issue 12), every answer checked against
 * openapi.yaml by tests/support/server.ts: read and saved per mailbox with the page's rules and
 * the server's own (a target must exist and not be the mailbox itself), and what they do to mail
 * delivered afterwards through the one delivery hook (mocks/mail/deliveryRules.ts): a reply to
 * the sender, once, inside the time range only; a forward to the target, with or without a copy.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, DEMO_USER, mockControl, SPECIAL_USERNAMES, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const put = (token: string, path: string, json: unknown, lang = ZH) =>
  apiFetch(path, { token, json, method: 'PUT', ...lang })

const emailOf = (username: string) => db.users.findFirst((q) => q.where({ username }))!.email

/** A colleague of the generated organisation (not one of the special accounts). */
const colleague = () => db.users.all().find((u) => u.is_active && /^E101/.test(u.job_number))!

const inFolder = (owner: string, folder: string, subject: string) =>
  db.messages.findMany((q) => q.where({ owner, folder })).filter((m) => m.subject === subject)

const REPLY = {
  is_enabled: true,
  only_contacts: false,
  range_type: 'always',
  start_week: 1,
  end_week: 5,
  start_time: '09:00',
  end_time: '18:00',
  content: '我在休假，下周一回来。',
}

// 2026-11-25 is a Wednesday; 10:00 in UTC+8.
const WEDNESDAY_10H = Date.parse('2026-11-25T10:00:00+08:00')

describe('auto-reply settings', () => {
  test('off at first with the seeded trilingual text; a save is kept', async () => {
    const token = await tokenFor()
    const first = await (await apiFetch('/api/setting/autoreply/', { token })).json()
    expect(first).toMatchObject({ is_enabled: false, range_type: 'always' })
    expect(first.content).toContain('Hello, I am out of the office')
    expect(first.content).toContain('期間查看郵件')

    const week = { ...REPLY, range_type: 'week', start_week: 2, end_week: 4 }
    const saved = await put(token, '/api/setting/autoreply/', week)
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject(week)
    const again = await (await apiFetch('/api/setting/autoreply/', { token })).json()
    expect(again).toMatchObject(week)

    const dates = { ...REPLY, range_type: 'date', start_date: '2026-12-01', end_date: '2026-12-03' }
    await put(token, '/api/setting/autoreply/', dates)
    expect(await (await apiFetch('/api/setting/autoreply/', { token })).json()).toMatchObject(dates)
  })

  test('refuses a weekday or time order and an empty text, field by field', async () => {
    const token = await tokenFor()
    const week = { ...REPLY, range_type: 'week', start_week: 5, end_week: 1 }
    const order = await put(token, '/api/setting/autoreply/', week)
    expect(order.status).toBe(400)
    expect(await errorOf(order)).toEqual({ end_week: ['开始星期不能晚于结束星期'] })
    const times = { ...REPLY, range_type: 'week', start_time: '18:00', end_time: '09:00' }
    expect(await errorOf(await put(token, '/api/setting/autoreply/', times, EN))).toEqual({
      end_time: ['The start time must be before the end time.'],
    })
    const dates = { ...REPLY, range_type: 'date', start_date: '2026-12-03', end_date: '2026-12-01' }
    expect(await errorOf(await put(token, '/api/setting/autoreply/', dates))).toEqual({
      end_date: ['开始日期不能晚于结束日期'],
    })
    const empty = await put(token, '/api/setting/autoreply/', { ...REPLY, content: '  ' })
    expect(await errorOf(empty)).toEqual({ content: ['请输入自动回复内容'] })
  })
})

describe('auto-forward settings', () => {
  test('off at first; the target is required, valid, existing and not oneself', async () => {
    const token = await tokenFor()
    expect(await (await apiFetch('/api/setting/autoforward/', { token })).json()).toEqual({
      is_enabled: false,
      target: '',
      keep_copy: true,
    })
    const cases: [string, string][] = [
      ['', '请输入转发地址'],
      ['not-an-address', '转发地址不是有效的邮箱地址'],
      [DEMO_USER.email, '不能转发到本邮箱'],
      [`nobody-here@${DEMO_USER.email.split('@')[1]}`, '本单位没有这个邮箱地址'],
    ]
    for (const [target, text] of cases) {
      const body = { is_enabled: true, target, keep_copy: true }
      const refused = await put(token, '/api/setting/autoforward/', body)
      expect(refused.status).toBe(400)
      expect(await errorOf(refused)).toEqual({ target: [text] })
    }
    const body = { is_enabled: true, target: ' li.na@partner.example.cn ', keep_copy: false }
    const saved = await put(token, '/api/setting/autoforward/', body)
    expect(await saved.json()).toEqual({ ...body, target: 'li.na@partner.example.cn' })
  })

  test('a read-only shared mailbox may read but not change them', async () => {
    const token = await tokenFor()
    const share = db.sharedMailboxes
      .all()
      .find((s) => s.grantee === 'demo' && s.owner === SPECIAL_USERNAMES.sharedService)!
    const switched = await apiFetch('/api/sharelogin/', {
      token,
      json: { share_id: share.share_id },
    })
    expect(switched.status).toBe(200)
    const shared = ((await switched.json()) as { token: string }).token
    expect((await apiFetch('/api/setting/autoforward/', { token: shared })).status).toBe(200)
    const body = { is_enabled: false, target: '', keep_copy: true }
    expect((await put(shared, '/api/setting/autoforward/', body)).status).toBe(403)
  })
})

describe('what they do to delivered mail', () => {
  test('auto-reply answers a colleague once, into their INBOX, with a copy in Sent', async () => {
    const token = await tokenFor()
    await put(token, '/api/setting/autoreply/', REPLY)
    const admin = SPECIAL_USERNAMES.admin
    await mockControl.sendMailAs(admin, { to: [DEMO_USER.email], subject: '季度预算' })
    await mockControl.sendMailAs(admin, { to: [DEMO_USER.email], subject: '季度预算（补充）' })

    const replies = inFolder(admin, 'INBOX', '自动回复：季度预算')
    expect(replies).toHaveLength(1)
    expect(replies[0]).toMatchObject({ mfrom: [DEMO_USER.email, DEMO_USER.realname] })
    expect(replies[0]!.plain_text).toBe(REPLY.content)
    expect(inFolder(DEMO_USER.username, 'Sent', '自动回复：季度预算')).toHaveLength(1)
    // Once per sender until the settings are saved again.
    expect(inFolder(admin, 'INBOX', '自动回复：季度预算（补充）')).toHaveLength(0)
    expect(mockControl.peekRuleMail()).toEqual([
      expect.objectContaining({ kind: 'autoreply', to: emailOf(admin) }),
    ])
  })

  test('inside the weekly range only; never to its own replies', async () => {
    mockControl.setNow(WEDNESDAY_10H)
    const token = await tokenFor()
    const week = { ...REPLY, range_type: 'week', start_week: 1, end_week: 2 }
    await put(token, '/api/setting/autoreply/', week)
    await mockControl.deliverMessage({ subject: 'Wednesday', mfrom: ['a@example.org', 'A'] })
    expect(mockControl.peekRuleMail()).toEqual([])

    await put(token, '/api/setting/autoreply/', { ...week, end_week: 3, end_time: '10:01' })
    await mockControl.deliverMessage({ subject: 'Wednesday', mfrom: ['a@example.org', 'A'] })
    expect(mockControl.peekRuleMail()).toEqual([
      {
        kind: 'autoreply',
        from: 'demo',
        to: 'a@example.org',
        subject: '自动回复：Wednesday',
        delivered: null,
      },
    ])

    // Two colleagues away at once answer each other's mail, not each other's replies.
    const other = colleague()
    const otherToken = await tokenFor(other.username)
    await put(otherToken, '/api/setting/autoreply/', REPLY)
    await mockControl.sendMailAs(other.username, { to: [DEMO_USER.email], subject: 'Ping' })
    expect(inFolder(other.username, 'INBOX', '自动回复：Ping')).toHaveLength(1)
    expect(inFolder(DEMO_USER.username, 'INBOX', '自动回复：Ping')).toHaveLength(0)
  })

  test('auto-forward sends delivered mail on; without a copy it leaves the INBOX for Trash', async () => {
    const token = await tokenFor()
    const target = colleague()
    await put(token, '/api/setting/autoforward/', {
      is_enabled: true,
      target: target.email,
      keep_copy: true,
    })
    const kept = await mockControl.deliverMessage({ subject: '合同草案', plain_text: '请审阅' })
    expect(inFolder(target.username, 'INBOX', '合同草案')).toHaveLength(1)
    expect(inFolder(DEMO_USER.username, 'INBOX', '合同草案')[0]?.uid).toBe(kept)

    await put(token, '/api/setting/autoforward/', {
      is_enabled: true,
      target: target.email,
      keep_copy: false,
    })
    await mockControl.sendMailAs(SPECIAL_USERNAMES.admin, {
      to: [DEMO_USER.email],
      subject: 'Budget 2027',
    })
    const forwarded = inFolder(target.username, 'INBOX', 'Budget 2027')
    expect(forwarded).toHaveLength(1)
    // A redirect: the original sender, so the target answers them directly.
    expect(forwarded[0]!.mfrom[0]).toBe(emailOf(SPECIAL_USERNAMES.admin))
    expect(inFolder(DEMO_USER.username, 'INBOX', 'Budget 2027')).toHaveLength(0)
    expect(inFolder(DEMO_USER.username, 'Trash', 'Budget 2027')).toHaveLength(1)

    // Forwarding back and forth stops after one round.
    await put(await tokenFor(target.username), '/api/setting/autoforward/', {
      is_enabled: true,
      target: DEMO_USER.email,
      keep_copy: true,
    })
    await mockControl.deliverMessage({ subject: 'Loop?' })
    expect(inFolder(target.username, 'INBOX', 'Loop?')).toHaveLength(1)
    expect(inFolder(DEMO_USER.username, 'Trash', 'Loop?')).toHaveLength(1)
    expect(inFolder(DEMO_USER.username, 'INBOX', 'Loop?')).toHaveLength(0)
  })
})
