import { beforeAll, describe, expect, test } from 'vitest'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

interface Row {
  uid: number
  subject: string
  size: number
  internaldate: string
  flags: string[]
  isread: boolean
  flagged: boolean
  mfrom: [string, string]
  to: [string, string][]
}
interface Page {
  count: number
  unseen: number
  results: Row[]
}
interface FolderRow {
  raw_name: string
  unseen_count: number
  is_default: boolean
  is_lock: boolean
  name: string
}

async function list(token: string, query: Record<string, string | number> = {}): Promise<Page> {
  const response = await apiFetch('/api/mail/messages/', { token, query })
  expect(response.status).toBe(200)
  return (await response.json()) as Page
}

// R-DATA-6
describe('folders', () => {
  test('default folders first, user folders after, one of them locked; names in the user language', async () => {
    const token = await tokenFor()
    const folders = (await (await apiFetch('/api/mail/folders/', { token })).json()) as FolderRow[]
    expect(folders.slice(0, 6).map((f) => f.raw_name)).toEqual([
      'INBOX',
      'Drafts',
      'Sent',
      'Trash',
      'Spam',
      'Virus',
    ])
    expect(folders.slice(0, 6).every((f) => f.is_default)).toBe(true)
    expect(folders.filter((f) => !f.is_default).length).toBeGreaterThanOrEqual(3)
    expect(folders.filter((f) => f.is_lock).map((f) => f.raw_name)).toEqual(['Finance'])
    const english = (await (
      await apiFetch('/api/mail/folders/', { token, headers: { Cookie: 'language=en' } })
    ).json()) as FolderRow[]
    expect(english[0]?.name).toBe('Inbox')
  })

  test('unseen counts agree with the folder list and with the INBOX list', async () => {
    const token = await tokenFor()
    const folders = (await (await apiFetch('/api/mail/folders/', { token })).json()) as FolderRow[]
    const unseen = (await (await apiFetch('/api/mail/folders/unseen/', { token })).json()) as {
      total: number
      results: { raw_name: string; unseen_count: number }[]
    }
    expect(unseen.results).toEqual(
      folders.map((f) => ({ raw_name: f.raw_name, unseen_count: f.unseen_count })),
    )
    const inbox = unseen.results.find((r) => r.raw_name === 'INBOX')!
    expect(inbox.unseen_count).toBeGreaterThan(0)
    expect(unseen.total).toBeGreaterThanOrEqual(inbox.unseen_count)
    expect((await list(token, { view: 'unread', page_size: 1 })).count).toBe(inbox.unseen_count)
  })
})

describe('listMessages', () => {
  // R-DATA-2: the rows are checked against MailListItem (tests/support/server.ts)
  test('pages of the INBOX: default 20 rows, newest first, pages do not overlap', async () => {
    const token = await tokenFor()
    const first = await list(token)
    expect(first.count).toBeGreaterThanOrEqual(900)
    expect(first.results).toHaveLength(20)
    const dates = first.results.map((r) => r.internaldate)
    expect([...dates].sort().reverse()).toEqual(dates)
    const second = await list(token, { page: 2, page_size: 20 })
    expect(second.results[0]!.internaldate <= first.results[19]!.internaldate).toBe(true)
    const uids = new Set([...first.results, ...second.results].map((r) => r.uid))
    expect(uids.size).toBe(40)
    const last = await list(token, { page: Math.ceil(first.count / 100), page_size: 100 })
    expect(last.results.length).toBe(first.count % 100 || 100)
    expect((await list(token, { page: 999, page_size: 100 })).results).toEqual([])
  })

  const collator = new Intl.Collator('zh-Hans-CN', { sensitivity: 'base', numeric: true })
  const SORT_KEYS: [string, (r: Row) => string | number][] = [
    ['size', (r) => r.size],
    ['subject', (r) => r.subject],
    ['date', (r) => r.internaldate],
    ['from', (r) => r.mfrom[1] || r.mfrom[0]],
  ]

  test.each(SORT_KEYS)('sort by %s, both orders', async (sort, key) => {
    const token = await tokenFor()
    const asc = (await list(token, { sort, order: 'asc', page_size: 50 })).results.map(key)
    const desc = (await list(token, { sort, order: 'desc', page_size: 50 })).results.map(key)
    const compare = (a: string | number, b: string | number) =>
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : collator.compare(String(a), String(b))
    expect([...asc].sort(compare)).toEqual(asc)
    expect([...desc].sort((a, b) => compare(b, a))).toEqual(desc)
    expect(asc[0]).not.toEqual(desc[0])
  })

  test('view filters: unread, read, flagged, attach', async () => {
    const token = await tokenFor()
    const all = await list(token, { page_size: 1 })
    const unread = await list(token, { view: 'unread', page_size: 100 })
    const read = await list(token, { view: 'read', page_size: 100 })
    expect(unread.count + read.count).toBe(all.count)
    expect(unread.results.every((r) => !r.isread && !r.flags.includes('\\Seen'))).toBe(true)
    expect(read.results.every((r) => r.isread)).toBe(true)
    const flagged = await list(token, { view: 'flagged', page_size: 100 })
    expect(flagged.count).toBeGreaterThan(0)
    expect(flagged.results.every((r) => r.flagged)).toBe(true)
    const attach = await list(token, { view: 'attach', page_size: 100 })
    expect(attach.results.every((r) => r.flags.includes('umail-attach'))).toBe(true)
  })

  test('search panel: sender, subject (and receivers in Sent)', async () => {
    const token = await tokenFor()
    const bySubject = await list(token, { subject: '周报', page_size: 100 })
    expect(bySubject.count).toBeGreaterThan(0)
    expect(bySubject.results.every((r) => r.subject.includes('周报'))).toBe(true)
    const bySender = await list(token, { sender: 'example.net', page_size: 100 })
    expect(bySender.results.every((r) => r.mfrom[0].includes('example.net'))).toBe(true)
    const sent = await list(token, { folder: 'Sent', sender: 'huayu', page_size: 100 })
    expect(sent.count).toBeGreaterThan(0)
    expect(sent.results.every((r) => r.to.some(([address]) => address.includes('huayu')))).toBe(
      true,
    )
  })

  test('every folder lists; the mail spans all three languages', async () => {
    const token = await tokenFor()
    const subjects: string[] = []
    for (const folder of ['INBOX', 'Sent', 'Drafts', 'Trash', 'Spam', 'Projects', 'Finance']) {
      const page = await list(token, { folder, page_size: 100 })
      expect(page.count, folder).toBeGreaterThan(0)
      subjects.push(...page.results.map((r) => r.subject))
    }
    expect(subjects.some((s) => /[週報銷]/.test(s))).toBe(true)
    expect(subjects.some((s) => /[周报销]/.test(s))).toBe(true)
    expect(subjects.some((s) => /^[A-Za-z]/.test(s))).toBe(true)
  })

  test('bad parameters and unknown folders are 400s', async () => {
    const token = await tokenFor()
    for (const query of [
      { page: 0 },
      { page_size: 'x' },
      { sort: 'colour' },
      { view: 'starred' },
    ]) {
      expect(
        (await apiFetch('/api/mail/messages/', { token, query })).status,
        JSON.stringify(query),
      ).toBe(400)
    }
    const missing = await apiFetch('/api/mail/messages/', { token, query: { folder: 'Nope' } })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { detail: string }).detail).toContain('不存在')
  })
})

describe('scenarios', () => {
  test('empty: the demo user has folders but no mail', async () => {
    await mockControl.reset({ scenario: 'empty' })
    const token = await tokenFor()
    expect(await list(token)).toEqual({ count: 0, unseen: 0, results: [] })
  })

  test('large: 100,000 INBOX messages, page 5000 is fast and the same every time', async () => {
    await mockControl.reset({ scenario: 'large' })
    const token = await tokenFor()
    const started = performance.now()
    const page = await list(token, { page: 5000, page_size: 20 })
    const elapsed = performance.now() - started
    expect(page.count).toBe(100_000)
    expect(page.results).toHaveLength(20)
    expect(elapsed).toBeLessThan(1000)
    expect(await list(token, { page: 5000, page_size: 20 })).toEqual(page)
    const first = await list(token, { page: 1, page_size: 20 })
    expect(first.results[0]!.internaldate > page.results[0]!.internaldate).toBe(true)
    const folders = (await (await apiFetch('/api/mail/folders/', { token })).json()) as FolderRow[]
    expect(folders.find((f) => f.raw_name === 'INBOX')!.unseen_count).toBe(page.unseen)
  })
})
