import { describe, expect, it } from 'vitest'
import {
  deepLinkOf,
  hasOneShotKeys,
  toAddressPair,
  withoutOneShotKeys,
} from '../../../src/features/mailbox/mailboxDeepLink.ts'
import { parseMailboxSearch } from '../../../src/features/mailbox/mailboxSearch.ts'

const link = (raw: Record<string, unknown>, boxId?: string) =>
  deepLinkOf(parseMailboxSearch(raw), boxId)

// R-ROUTE-9, R-ROUTE-10
describe('mailbox deep links', () => {
  it.each([
    [
      { init: 'openMail', uid: '42' },
      { kind: 'read', folder: 'INBOX', uid: 42 },
    ],
    [
      { init: 'openSentMail', uid: 9 },
      { kind: 'read', folder: 'Sent', uid: 9 },
    ],
    [{ init: 'openMail' }, null],
    [{ view: 'unread', page: 2 }, null],
  ])('%o opens %o', (raw, expected) => {
    expect(link(raw)).toEqual(expected)
  })

  it.each([
    ['INBOX', 'openMail', 'INBOX'],
    ['Archive', 'openMail', 'Archive'],
    ['Drafts', 'openMail', 'Drafts'],
    ['Archive', 'openSentMail', 'Sent'],
  ])('on /mailbox/innerbox/%s init=%s opens the mail in %s', (boxId, init, folder) => {
    expect(link({ init, uid: '7' }, boxId)).toEqual({ kind: 'read', folder, uid: 7 })
  })

  it('splits composeMail recipients on ASCII and full-width commas and semicolons', () => {
    expect(link({ init: 'composeMail', to: ' a@x.com;b@y.com，c@z.cn；；d@w.cn , ' })).toEqual({
      kind: 'compose',
      to: [
        ['a@x.com', ''],
        ['b@y.com', ''],
        ['c@z.cn', ''],
        ['d@w.cn', ''],
      ],
    })
    expect(link({ init: 'composeMail' })).toEqual({ kind: 'compose', to: [] })
  })

  it('keeps the name of a "Name <address>" recipient', () => {
    expect(toAddressPair('"Zhang San" <zs@corp.example>')).toEqual(['zs@corp.example', 'Zhang San'])
    expect(toAddressPair('李四 <ls@corp.example>')).toEqual(['ls@corp.example', '李四'])
  })

  it('turns a handed-over search into a search tab with trimmed text, and ignores one without text', () => {
    expect(link({ keyword: '  合同 ', folder: 'Sent', date: '3' })).toEqual({
      kind: 'search',
      params: { keyword: '合同', folder: 'Sent', date: 3 },
    })
    expect(link({ sender: 'a@x.cn' })).toBeNull()
  })

  it('removes every one-shot key from the URL and keeps the list view and page', () => {
    const search = parseMailboxSearch({
      init: 'composeMail',
      to: 'a@x.cn',
      keyword: 'k',
      sender: 's',
      view: 'unread',
      page: '2',
    })
    expect(hasOneShotKeys(search)).toBe(true)
    expect(withoutOneShotKeys(search)).toEqual({ view: 'unread', page: 2 })
    expect(hasOneShotKeys(withoutOneShotKeys(search))).toBe(false)
  })
})
