/** Quoted-printable decoded with the part's own line breaks (RFC 2045 §6.7). */
import { describe, expect, test } from 'vitest'
import { decodeQuotedPrintable } from '../../../mocks/mail/quotedPrintable.ts'

const decode = (text: string) =>
  new TextDecoder('latin1').decode(decodeQuotedPrintable(new TextEncoder().encode(text)))

describe('decodeQuotedPrintable', () => {
  test('CRLF and LF breaks stay as sent; soft breaks and trailing blanks go', () => {
    expect(decode('BEGIN:VCALENDAR\r\nA=3Db \r\nlong=\r\nline\r\n')).toBe(
      'BEGIN:VCALENDAR\r\nA=b\r\nlongline\r\n',
    )
    expect(decode('one\ntwo\n')).toBe('one\ntwo\n')
    expect(decode('no break at the end')).toBe('no break at the end')
  })

  test('escapes decode to bytes; a broken escape stays as written', () => {
    expect(decode('Fr=F6sche =ZZ =4')).toBe('Frösche =ZZ =4')
  })
})
