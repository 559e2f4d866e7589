/**
 * The return path carried through /login (issue 10): this app's signed-in pages only, never an
 * open redirect, whatever the encoding.
 */
import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '../../../../src/domain/navigation/returnPath.ts'

describe('safeReturnPath', () => {
  it.each([
    ['/mailbox/innerbox/INBOX?init=composeMail&to=a%40x.cn%3Bb%40y.cn'],
    ['/mailbox/innerbox/INBOX?init=openMail&uid=42'],
    ['/mailbox/innerbox/Archive?init=openMail&uid=5&view=unread'],
    ['/mailbox/innerbox/%E5%AE%A2%E6%88%B7?page=2'],
    ['/mailbox/review'],
    ['/setting/user'],
    ['/contact/pab#top'],
    ['/messageInfo/12?folder=INBOX&view=2'],
  ])('keeps %s as it is', (path) => {
    expect(safeReturnPath(path)).toBe(path)
  })

  it('normalises dot segments and keeps the result only inside the app', () => {
    expect(safeReturnPath('/mailbox/./innerbox/../welcome')).toBe('/mailbox/welcome')
    expect(safeReturnPath('/mailbox/../login')).toBeNull()
  })

  it.each([
    // other origins, as such
    ['//evil.com'],
    ['//evil.com/mailbox/welcome'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['https://evil.com/mailbox/welcome'],
    ['http:evil.com'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)//mailbox'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailbox/welcome'],
    // other origins, hidden
    ['/%2F/evil.com'],
    ['/%2fevil.com'],
    ['/%5Cevil.com'],
    ['/%5cevil.com/mailbox'],
    ['/%252F%252Fevil.com'],
    ['/%09/evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    [' /mailbox/welcome'],
    ['/mailbox\\..\\..\\evil'],
    ['/mailbox/%5C%5Cevil.com'],
    ['/%E0%A4%A'],
    // not a signed-in page of the app
    ['/'],
    ['/login'],
    ['/login?redirect=/mailbox/welcome'],
    ['/lockscreen'],
    ['/twofactor_login'],
    ['/fileshare'],
    ['/mailboxes/x'],
    [''],
    [`/mailbox/${'a'.repeat(2000)}`],
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeNull()
  })

  it.each([[undefined], [null], [42], [['/mailbox/welcome']], [{ path: '/mailbox' }]])(
    'refuses a non-string %j',
    (value) => {
      expect(safeReturnPath(value)).toBeNull()
    },
  )
})
