/**
 * partBody cuts a leaf's body out of the raw message by IMAP part number (RFC 3501 §6.4.5
 * numbering, RFC 2046 §5.1.1 delimiters): CRLF and LF sources, nesting, a digest part without
 * headers, preamble and epilogue, and numbers that name no leaf.
 */
import { describe, expect, test } from 'vitest'
import { partBody } from '../../../mocks/mail/mimeRanges.ts'

const NESTED = [
  'Subject: n',
  'Content-Type: multipart/mixed; boundary="a"',
  '',
  'preamble text',
  '--a',
  'Content-Type: text/plain',
  '',
  'first',
  '--a',
  'Content-Type: multipart/alternative;',
  ' boundary=b',
  '',
  '--b',
  '',
  'plain\r\n\r\nwith a blank line',
  '--b',
  'Content-Type: text/html',
  '',
  '<p>html</p>',
  '--b--',
  '--a',
  'Content-Type: message/rfc822',
  '',
  'Subject: inner',
  '',
  'inner body',
  '--a-- ',
  'epilogue',
].join('\r\n')

const text = (raw: string, part: string, lf = false) => {
  const source = lf ? raw.replaceAll('\r\n', '\n') : raw
  const body = partBody(new TextEncoder().encode(source), part)
  return body && new TextDecoder().decode(body)
}

describe('partBody', () => {
  test.each([
    ['1', 'first'],
    ['2.1', 'plain\r\n\r\nwith a blank line'],
    ['2.2', '<p>html</p>'],
    ['3', 'Subject: inner\r\n\r\ninner body'],
  ])('CRLF source: part %s', (part, body) => {
    expect(text(NESTED, part)).toBe(body)
  })

  test.each([
    ['1', 'first'],
    ['2.1', 'plain\n\nwith a blank line'],
    ['3', 'Subject: inner\n\ninner body'],
  ])('LF source: part %s keeps its LF line breaks', (part, body) => {
    expect(text(NESTED, part, true)).toBe(body)
  })

  test('a single-part message is part 1', () => {
    expect(text('Subject: s\r\nContent-Type: text/plain\r\n\r\nhello\r\n', '1')).toBe('hello\r\n')
  })

  test.each(['2', '4', '1.1', '2.3', '0'])('part %s names no leaf', (part) => {
    expect(text(NESTED, part)).toBeUndefined()
  })
})
