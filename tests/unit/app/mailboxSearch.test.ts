import { describe, expect, it } from 'vitest'
import { hasSearch, parseMailboxSearch } from '../../../src/features/mailbox/mailboxSearch.ts'

describe('mailbox query parameters', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      parseMailboxSearch({
        view: 'unread',
        page: '3',
        init: 'openMail',
        uid: '42',
        bogus: 'x',
        date: '9',
        size: '2',
      }),
    ).toEqual({ view: 'unread', page: 3, init: 'openMail', uid: 42, size: 2 })
  })

  it.each([{ view: 'weird' }, { page: '0' }, { page: '-2' }, { page: 'abc' }, { init: 'hack' }])(
    'ignores %o',
    (raw) => {
      expect(parseMailboxSearch(raw)).toEqual({})
    },
  )

  it('carries init=composeMail with its recipient list untouched', () => {
    expect(parseMailboxSearch({ init: 'composeMail', to: 'a@x.cn；b@x.cn' })).toEqual({
      init: 'composeMail',
      to: 'a@x.cn；b@x.cn',
    })
  })

  it('knows a search when keyword, subject or attachment text is present', () => {
    expect(hasSearch(parseMailboxSearch({ subject: '周报' }))).toBe(true)
    expect(hasSearch(parseMailboxSearch({ sender: 'a@x.cn' }))).toBe(false)
  })
})
