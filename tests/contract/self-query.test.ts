/**
 * The self-query centre's records in the fake backend (issue 16), every answer checked against
 * openapi.yaml by tests/support/server.ts: login, send, receive and delete records, newest first,
 * paged, between two dates and matching a text; this session's login is the newest record.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { DEMO_USER, apiFetch, loginOverHttp, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'
import { colleague, form, sendOk } from './sendSupport.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

type Page<T> = { count: number; results: T[] }
type Login = { id: number; ip1: string; ip2: string; ct2: string; client: string; result: string }
type MailRecord = {
  datetime: string
  subject: string
  sender: string
  recipient: string
  status: string
  ip?: string
  folder?: string
}

async function read<T>(
  token: string,
  kind: string,
  query: Record<string, string | number> = {},
  lang = ZH,
) {
  const response = await apiFetch(`/api/logs/${kind}/`, { token, query, ...lang })
  expect(response.status).toBe(200)
  return (await response.json()) as Page<T>
}

const day = (iso: string) => iso.slice(0, 10)

describe('login records', () => {
  test('this session’s login is the newest, from the web client, within the last minute', async () => {
    const token = await loginOverHttp(DEMO_USER.username, DEMO_USER.password)
    const page = await read<Login>(token, 'login', { page: 1, page_size: 10 })
    expect(page.results).toHaveLength(10)
    const [first] = page.results
    expect(first).toMatchObject({ ip1: '127.0.0.1', ip2: '本机（演示环境）', client: 'web' })
    expect(first!.result).toBe('success')
    expect(mockControl.now() - Date.parse(first!.ct2)).toBeLessThan(60_000)
    const times = page.results.map((r) => Date.parse(r.ct2))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  test('the seed spans 90 days with every client, refused attempts, places in the session’s language', async () => {
    const token = await tokenFor()
    const all = await read<Login>(token, 'login', { page_size: 1000 }, EN)
    expect(all.count).toBeGreaterThan(50)
    const oldest = Date.parse(all.results.at(-1)!.ct2)
    expect((mockControl.now() - oldest) / 86_400_000).toBeGreaterThan(60)
    expect((mockControl.now() - oldest) / 86_400_000).toBeLessThanOrEqual(90)
    expect(new Set(all.results.map((r) => r.client))).toEqual(
      new Set(['web', 'app', 'imap', 'pop3', 'smtp']),
    )
    expect(all.results.some((r) => r.result === 'fail')).toBe(true)
    expect(all.results.map((r) => r.ip2)).toContain('Beijing, China Telecom')
  })

  test('pages, a date range and an IP or place filter', async () => {
    const token = await tokenFor()
    const all = await read<Login>(token, 'login', { page_size: 1000 })
    const second = await read<Login>(token, 'login', { page: 2, page_size: 20 })
    expect(second.count).toBe(all.count)
    expect(second.results).toEqual(all.results.slice(20, 40))

    const from = day(all.results[30]!.ct2)
    const to = day(all.results[10]!.ct2)
    const ranged = await read<Login>(token, 'login', { start: from, end: to, page_size: 1000 })
    expect(ranged.results).toEqual(
      all.results.filter((r) => day(r.ct2) >= from && day(r.ct2) <= to),
    )
    expect(ranged.count).toBeLessThan(all.count)

    const byIp = await read<Login>(token, 'login', { search: '114.247', page_size: 1000 })
    expect(byIp.count).toBe(all.results.filter((r) => r.ip1.startsWith('114.247')).length)
    expect(byIp.count).toBeGreaterThan(0)
    const byPlace = await read<Login>(token, 'login', { search: '荷兰', page_size: 1000 })
    expect(byPlace.results.every((r) => r.ip2 === '荷兰 阿姆斯特丹')).toBe(true)
    expect(byPlace.results.every((r) => r.result === 'fail')).toBe(true)
  })

  test('a malformed date is refused by name', async () => {
    const token = await tokenFor()
    const response = await apiFetch('/api/logs/login/', {
      token,
      query: { start: '2026/01/01' },
      ...ZH,
    })
    expect(response.status).toBe(400)
    expect(Object.keys(await errorOf(response))).toEqual(['start'])
  })
})

describe.each([
  ['send', (r: MailRecord) => r.sender],
  ['receive', (r: MailRecord) => r.recipient],
  ['delete', (r: MailRecord) => r.recipient],
])('%s records', (kind, ownAddress) => {
  test('the user’s own mail, newest first, filtered by address and date, outcomes worded', async () => {
    const token = await tokenFor()
    const all = await read<MailRecord>(token, kind, { page_size: 1000 }, EN)
    expect(all.count).toBeGreaterThan(20)
    expect(all.results.every((r) => ownAddress(r) === DEMO_USER.email)).toBe(true)
    const times = all.results.map((r) => Date.parse(r.datetime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.results.every((r) => r.subject !== '' && r.status !== '' && r.ip)).toBe(true)
    if (kind === 'delete') {
      expect(new Set(all.results.map((r) => r.folder))).toEqual(new Set(['Inbox', 'Deleted']))
    }

    const peer = kind === 'send' ? all.results[0]!.recipient : all.results[0]!.sender
    const byPeer = await read<MailRecord>(token, kind, { search: peer.toUpperCase() }, EN)
    expect(byPeer.results.length).toBeGreaterThan(0)
    expect(byPeer.results.every((r) => r.sender === peer || r.recipient === peer)).toBe(true)

    const only = day(all.results[5]!.datetime)
    const oneDay = await read<MailRecord>(token, kind, { start: only, end: only }, EN)
    expect(oneDay.results).toEqual(all.results.filter((r) => day(r.datetime) === only).slice(0, 10))
  })
})

describe('send records of mail sent in the session (decision 297)', () => {
  test('a mail sent now is the newest send record, one per recipient', async () => {
    const token = await tokenFor(DEMO_USER.username)
    const to = colleague().email
    const subject = `Self-query check ${Date.now()}`
    await sendOk(token, form({ to: [[to, '']], subject }))
    const page = await read<MailRecord>(token, 'send', { page: 1, page_size: 10 })
    expect(page.results[0]).toMatchObject({
      subject,
      sender: DEMO_USER.email,
      recipient: to,
      status: '发送成功',
    })
    expect(page.results.filter((r) => r.subject === subject)).toHaveLength(1)
  })
})
