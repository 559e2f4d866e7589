import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mockControl } from '../../../mocks/control.ts'
import { db } from '../../../mocks/db/index.ts'
import { listFolderMessages, recordOf, unseenCount } from '../../../mocks/mail/store.ts'
import { mailboxIndex } from '../../../mocks/mail/mailboxIndex.ts'
import { DEMO_USER } from '../../../mocks/seed/org.ts'
import { raceInbox, raceSource } from '../../../mocks/seed/race.ts'

const ANCHOR = Date.UTC(2026, 10, 1, 18, 0)
const DAY = 86_400_000
const share = (size: number, test: (index: number) => boolean) => {
  let hits = 0
  for (let i = 0; i < size; i++) if (test(i)) hits++
  return hits / size
}

describe('the race mailbox generator (fill-mailbox.py mix)', () => {
  const size = 100_000
  const source = raceSource(size)

  test('is deterministic: the same index gives the same mail, body included', () => {
    for (const index of [0, 1, 777, size - 1]) {
      const again = raceSource(size).messageAt(index, ANCHOR, true)
      expect(source.messageAt(index, ANCHOR, true)).toEqual(again)
      expect(source.indexOfUid(source.uid(index))).toBe(index)
    }
    expect(source.indexOfUid(42)).toBeNull()
  })

  test('cheap fields agree with the built message', () => {
    for (let index = 0; index < size; index += 997) {
      const mail = source.messageAt(index, ANCHOR, true)
      expect(source.subject(index)).toBe(mail.subject)
      expect(source.hasAttachments(index)).toBe(mail.attachments.length > 0)
      expect(source.attachmentNames(index)).toEqual(mail.attachments.map((a) => a.name))
      expect(source.messageSize(index)).toBe(mail.size)
      expect(mail.mfrom).toEqual([source.sender(index).address, source.sender(index).name])
    }
  })

  test('has the mix: ~12% attachments, ~20% replies, ~5% plain text, Chinese and English', () => {
    expect(share(size, source.hasAttachments)).toBeCloseTo(0.12, 1)
    // 20% replies, plus the mixed template that already starts with "Re:" (1 in 9 of 20%).
    const replies = share(size, (i) => source.subject(i).startsWith('Re: '))
    expect(replies).toBeGreaterThan(0.19)
    expect(replies).toBeLessThan(0.24)
    const plain = share(1000, (i) => !source.messageAt(i, ANCHOR).is_html)
    expect(plain).toBeGreaterThan(0.03)
    expect(plain).toBeLessThan(0.07)
    const chinese = share(size, (i) => /[\u4e00-\u9fff]/.test(source.sender(i).name))
    expect(chinese).toBeGreaterThan(0.4)
    expect(chinese).toBeLessThan(0.5)
    const chineseSubjects = share(size, (i) => /[\u4e00-\u9fff]/.test(source.subject(i)))
    expect(chineseSubjects).toBeGreaterThan(0.5)
    expect(chineseSubjects).toBeLessThan(0.7)
    expect(share(size, source.flagged)).toBeCloseTo(0.03, 2)
  })

  test('dates: newest first, strictly, spread over 365 days', () => {
    let previous = Infinity
    let outOfOrder = 0
    for (let i = 0; i < size; i++) {
      const ms = source.datedMs(ANCHOR, i)
      if (ms >= previous) outOfOrder++
      previous = ms
    }
    expect(outOfOrder).toBe(0)
    expect(ANCHOR - source.datedMs(ANCHOR, 0)).toBeLessThan(DAY)
    expect((ANCHOR - previous) / DAY).toBeCloseTo(365, 0)
  })

  test('older mail is read; about half of the newest 5% is unread', () => {
    const newest = size * 0.05
    expect(share(newest, (i) => !source.seen(i))).toBeCloseTo(0.5, 1)
    for (let i = newest; i < size; i += 101) expect(source.seen(i)).toBe(true)
  })
})

describe('the race scenario', () => {
  beforeAll(async () => {
    raceInbox.size = 100_000
    await mockControl.reset({ scenario: 'race', anchorMs: ANCHOR })
  }, 30_000)
  afterAll(async () => {
    raceInbox.size = 1500
    await mockControl.reset({ scenario: 'default' })
  }, 30_000)

  const list = (folder: string) =>
    listFolderMessages(DEMO_USER.username, {
      folder,
      page: 1,
      pageSize: 20,
      sort: 'date',
      order: 'desc',
      view: 'all',
    })

  test('holds N computed mails in INBOX (none stored) and 40 in Sent, like Roundcube', () => {
    const storedInbox = db.messages
      .all()
      .filter((m) => m.owner === DEMO_USER.username && m.folder === 'INBOX')
    expect(storedInbox).toEqual([])
    const inbox = list('INBOX')
    expect(inbox.count).toBe(100_000)
    expect(inbox.rows[0]).toEqual(raceSource(100_000).messageAt(0, ANCHOR))
    expect(list('Sent').count).toBe(40)
    expect(unseenCount(DEMO_USER.username, 'INBOX')).toBeGreaterThan(0)
  })

  test('opens a computed mail with its body', () => {
    const row = mailboxIndex(DEMO_USER.username).byUid.get(raceSource(100_000).uid(3))!
    const mail = recordOf(row, true)
    expect(mail.plain_text.length).toBeGreaterThan(0)
  })
})
