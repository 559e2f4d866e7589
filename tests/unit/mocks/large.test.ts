import { beforeAll, describe, expect, test } from 'vitest'
import { mockControl } from '../../../mocks/control.ts'
import { db } from '../../../mocks/db/index.ts'
import { listFolderMessages, unseenCount } from '../../../mocks/mail/store.ts'
import {
  LARGE_INBOX_SIZE,
  largeFields,
  largeIndexOfUid,
  largeMessageAt,
  largeUid,
} from '../../../mocks/seed/large.ts'
import { DEMO_USER } from '../../../mocks/seed/org.ts'

const ANCHOR = Date.UTC(2024, 5, 3, 2, 0)
const page = (n: number, extra: Partial<Parameters<typeof listFolderMessages>[1]> = {}) =>
  listFolderMessages(DEMO_USER.username, {
    folder: 'INBOX',
    page: n,
    pageSize: 20,
    sort: 'date',
    order: 'desc',
    view: 'all',
    ...extra,
  })

describe('the large scenario', () => {
  beforeAll(async () => {
    await mockControl.reset({ scenario: 'large', anchorMs: ANCHOR })
  }, 30_000)

  test('stores none of the 100,000 INBOX messages', () => {
    const stored = db.messages
      .all()
      .filter((m) => m.owner === DEMO_USER.username && m.folder === 'INBOX')
    expect(stored).toEqual([])
    expect(page(1).count).toBe(LARGE_INBOX_SIZE)
  })

  test('starts fast: first page, a deep page and the unseen count in well under 200 ms', () => {
    page(1)
    const started = performance.now()
    const first = page(1)
    const deep = page(4321)
    const unseen = unseenCount(DEMO_USER.username, 'INBOX')
    const elapsed = performance.now() - started
    expect(first.rows).toHaveLength(20)
    expect(deep.rows).toHaveLength(20)
    expect(unseen).toBeGreaterThan(0)
    expect(elapsed).toBeLessThan(200)
  })

  test('page N is the same on every call and built from its index', () => {
    const once = page(5000)
    expect(page(5000)).toEqual(once)
    expect(once.rows[0]).toEqual(largeMessageAt(99_980, ANCHOR))
    expect(once.rows.at(-1)!.uid).toBe(largeUid(LARGE_INBOX_SIZE - 1))
  })

  test('newest first, and the oldest page in ascending order is the last one reversed', () => {
    const newest = page(1).rows.map((m) => m.internaldate)
    expect([...newest].sort().reverse()).toEqual(newest)
    const oldestAsc = page(1, { order: 'asc' }).rows.map((m) => m.uid)
    const lastDesc = page(5000).rows.map((m) => m.uid)
    expect(oldestAsc).toEqual([...lastDesc].reverse())
  })

  test('uids map back to their index', () => {
    for (const index of [0, 1, 4999, LARGE_INBOX_SIZE - 1]) {
      expect(largeIndexOfUid(largeUid(index))).toBe(index)
    }
    expect(largeIndexOfUid(42)).toBeNull()
  })

  test('the unread view counts what the folder says is unseen', () => {
    const unread = page(1, { view: 'unread' })
    expect(unread.count).toBe(unseenCount(DEMO_USER.username, 'INBOX'))
    expect(unread.rows.every((m) => !m.flags.includes('\\Seen'))).toBe(true)
  }, 20_000)

  test('other sorts and views scan cheap fields that agree with the built messages', () => {
    const bySubject = page(1, { sort: 'subject', order: 'asc' }).rows.map((m) => m.subject)
    const collator = new Intl.Collator('zh-Hans-CN', { sensitivity: 'base', numeric: true })
    expect([...bySubject].sort(collator.compare)).toEqual(bySubject)
    const attach = page(1, { view: 'attach', pageSize: 100 })
    expect(attach.rows.every((m) => m.attachments.length > 0)).toBe(true)
    let expected = 0
    for (let i = 0; i < LARGE_INBOX_SIZE; i++) if (largeFields.hasAttachments(i)) expected++
    expect(attach.count).toBe(expected)
    for (let i = 0; i < LARGE_INBOX_SIZE; i += 97) {
      const built = largeMessageAt(i, ANCHOR)
      expect(largeFields.hasAttachments(i)).toBe(built.attachments.length > 0)
      expect(largeFields.subject(i)).toBe(built.subject)
    }
  }, 30_000)
})
