/** The computed 100,000-mail INBOX under changes, and page cost for every sort and view. */
import { beforeAll, describe, expect, test } from 'vitest'
import { mockControl } from '../../../mocks/control.ts'
import { db } from '../../../mocks/db/index.ts'
import {
  type MailViewFilter,
  type SortKey,
  changeMessage,
  expungeMessage,
  listFolderMessages,
  markAllSeen,
  messageCount,
  unseenCount,
} from '../../../mocks/mail/store.ts'
import { LARGE_INBOX_SIZE, largeUid } from '../../../mocks/seed/large.ts'
import { DEMO_USER } from '../../../mocks/seed/org.ts'

const OWNER = DEMO_USER.username
const page = (n: number, sort: SortKey = 'date', view: MailViewFilter = 'all') =>
  listFolderMessages(OWNER, { folder: 'INBOX', page: n, pageSize: 20, sort, order: 'desc', view })

const cpuMs = (run: () => unknown) => {
  const before = process.cpuUsage()
  run()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}

describe('the large INBOX under changes', () => {
  beforeAll(() => mockControl.reset({ scenario: 'large' }), 60_000)

  test('every sort and view: once built, a deep page costs a few ms (CPU)', () => {
    const sorts: SortKey[] = ['date', 'size', 'from', 'subject']
    const views: MailViewFilter[] = ['all', 'unread', 'read', 'flagged', 'attach']
    const costs: number[] = []
    for (const sort of sorts) {
      for (const view of views) {
        page(1, sort, view)
        costs.push(cpuMs(() => page(1234, sort, view)))
      }
    }
    console.info(
      `large INBOX page: max ${Math.max(...costs).toFixed(2)} ms CPU over ${costs.length}`,
    )
    expect(Math.max(...costs)).toBeLessThan(20)
  }, 120_000)

  test('flags change in memory, counters follow, nothing is stored', async () => {
    const unread = page(1, 'date', 'unread').rows[0]!
    const before = unseenCount(OWNER, 'INBOX')
    await changeMessage(OWNER, unread.uid, (m) => {
      m.flags.push('\\Seen')
    })
    expect(unseenCount(OWNER, 'INBOX')).toBe(before - 1)
    expect(page(1, 'date', 'unread').rows.map((m) => m.uid)).not.toContain(unread.uid)
    expect(db.messages.all().some((m) => m.uid === unread.uid)).toBe(false)
  })

  test('a mail moved out of the INBOX is stored in its new folder; expunge removes it', async () => {
    const uid = largeUid(7)
    const trash = messageCount(OWNER, 'Trash')
    await changeMessage(OWNER, uid, (m) => {
      m.folder = 'Trash'
    })
    expect(messageCount(OWNER, 'INBOX')).toBe(LARGE_INBOX_SIZE - 1)
    expect(messageCount(OWNER, 'Trash')).toBe(trash + 1)
    const stored = db.messages.all().find((m) => m.uid === uid)!
    expect(stored.folder).toBe('Trash')
    expect(stored.plain_text).not.toBe('')
    await expungeMessage(OWNER, uid)
    expect(messageCount(OWNER, 'Trash')).toBe(trash)
    expect(db.messages.all().some((m) => m.uid === uid)).toBe(false)
  })

  test('mark all read turns every row read without storing them', async () => {
    await markAllSeen(OWNER, 'INBOX')
    expect(unseenCount(OWNER, 'INBOX')).toBe(0)
    expect(page(1, 'date', 'unread').count).toBe(0)
    expect(page(3).rows.every((m) => m.flags.includes('\\Seen'))).toBe(true)
    expect(db.messages.all().filter((m) => m.folder === 'INBOX' && m.owner === OWNER)).toEqual([])
  }, 60_000)
})
