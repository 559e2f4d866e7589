import { describe, expect, it } from 'vitest'
import {
  composeMailTo,
  isValidEmail,
  makeRecipient,
  parseRecipients,
  partialSendList,
  validateRecipientEdit,
} from '../../../src/domain/compose/index.ts'

const pairs = (text: string) => parseRecipients(text).map((r) => [r.email, r.name, r.valid])

describe('recipient entry (R-VALID-14, R-DATA-9)', () => {
  it.each([
    [
      'a@x.cn,b@x.cn',
      [
        ['a@x.cn', '', true],
        ['b@x.cn', '', true],
      ],
    ],
    [
      'a@x.cn;b@x.cn',
      [
        ['a@x.cn', '', true],
        ['b@x.cn', '', true],
      ],
    ],
    [
      'a@x.cn，b@x.cn；c@x.cn',
      [
        ['a@x.cn', '', true],
        ['b@x.cn', '', true],
        ['c@x.cn', '', true],
      ],
    ],
    [
      'a@x.cn  b@x.cn\nc@x.cn',
      [
        ['a@x.cn', '', true],
        ['b@x.cn', '', true],
        ['c@x.cn', '', true],
      ],
    ],
    ['Zhang San <zs@x.cn>', [['zs@x.cn', 'Zhang San', true]]],
    [
      '"Li, Si" <ls@x.cn>; w@x.cn',
      [
        ['ls@x.cn', 'Li, Si', true],
        ['w@x.cn', '', true],
      ],
    ],
    [
      'a@x.cn Zhang San <zs@x.cn>',
      [
        ['a@x.cn', '', true],
        ['zs@x.cn', 'Zhang San', true],
      ],
    ],
    ['<bare@x.cn>', [['bare@x.cn', '', true]]],
    ['A@X.cn, a@x.cn, Other <a@X.CN>', [['A@X.cn', '', true]]],
    [
      'not-an-address, ok@x.cn',
      [
        ['not-an-address', '', false],
        ['ok@x.cn', '', true],
      ],
    ],
    ['张三 <张三@例子.中国>', [['张三@例子.中国', '张三', true]]],
    [' , ;; ', []],
  ])('%j', (text, expected) => {
    expect(pairs(text)).toEqual(expected)
  })

  it.each([
    ['a@b.cn', true],
    ['first.last+tag@sub.corp.example', true],
    ['a@b', false],
    ['.a@b.cn', false],
    ['a..b@b.cn', false],
    ['a@-b.cn', false],
    ['a b@b.cn', false],
    ['', false],
  ])('isValidEmail(%j) = %s', (text, valid) => {
    expect(isValidEmail(text)).toBe(valid)
  })

  it('edit a recipient: email required and valid, name optional', () => {
    expect(validateRecipientEdit('  ', 'N')).toEqual({ ok: false, error: 'emailRequired' })
    expect(validateRecipientEdit('nope', '')).toEqual({ ok: false, error: 'emailInvalid' })
    expect(validateRecipientEdit(' a@x.cn ', '')).toEqual({
      ok: true,
      recipient: { email: 'a@x.cn', name: '', valid: true },
    })
  })

  // R-SEND-8
  it('partial send: to, then cc not in to, then bcc in neither; invalid ones left out', () => {
    const r = (e: string) => makeRecipient(e)
    const list = partialSendList(
      [r('a@x.cn'), r('b@x.cn')],
      [r('B@x.cn'), r('c@x.cn'), r('bad')],
      [r('a@x.cn'), r('c@x.cn'), r('d@x.cn')],
    )
    expect(list.map((x) => x.email)).toEqual(['a@x.cn', 'b@x.cn', 'c@x.cn', 'd@x.cn'])
  })

  it('init=composeMail splits the to list on , ; ，； and keeps invalid entries', () => {
    expect(composeMailTo('a@x.cn；b@x.cn，oops').map((x) => [x.email, x.valid])).toEqual([
      ['a@x.cn', true],
      ['b@x.cn', true],
      ['oops', false],
    ])
    expect(composeMailTo(undefined)).toEqual([])
  })
})
