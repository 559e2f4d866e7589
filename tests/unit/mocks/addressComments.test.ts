/**
 * Address headers with RFC 5322 comments and obsolete routes (RFC 5322 appendix A.5, A.6.3),
 * read as postal-mime's addressParser reads them after withoutAddressComments.
 */
import { addressParser } from 'postal-mime'
import { describe, expect, test } from 'vitest'
import { withoutAddressComments } from '../../../mocks/mail/addressComments.ts'

const read = (value: string) =>
  addressParser(withoutAddressComments(value), { flatten: true }).map((m) => [m.address, m.name])

describe('address comments and routes', () => {
  test('comments inside <…> are whitespace, not part of the address', () => {
    expect(read('Pete(A wonderful \\) chap) <pete(his account)@silly.test(his host)>')).toEqual([
      ['pete@silly.test', 'Pete'],
    ])
    expect(read('John Doe <jdoe@machine(comment).  example>')).toEqual([
      ['jdoe@machine.example', 'John Doe'],
    ])
  })

  test('a source route is dropped, the mailbox kept', () => {
    expect(read('Mary Smith <@machine.tld:mary@example.net>, <@a,@b:x@y.test>')).toEqual([
      ['mary@example.net', 'Mary Smith'],
      ['x@y.test', ''],
    ])
  })

  test('a comment that is the only name stays the name; quoted strings are untouched', () => {
    expect(read('jdoe@example.org (John (the) Doe)')).toEqual([
      ['jdoe@example.org', 'John the Doe'],
    ])
    expect(read('"a (not a comment) <b>" <c@d.test>')).toEqual([
      ['c@d.test', 'a (not a comment) <b>'],
    ])
  })
})
