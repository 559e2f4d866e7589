/**
 * Imported .eml: every MIME leaf that is not the body is an attachment with its decoded name,
 * true size and byte-identical download (issue 18). The messages are built here with a test-side
 * encoder (Node's Buffer, hand-written RFC 2231 sections), so the expected names and bytes come
 * from the RFCs' rules, not from the parser under test.
 */
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { addMessage } from '../../mocks/mail/addMessage.ts'
import { parseEml } from '../../mocks/mail/eml.ts'
import { apiFetch, DEMO_USER, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64').replace(/.{76}/g, '$&\r\n')

function mixed(...parts: string[][]): Uint8Array {
  const lines = [
    'From: Sender <sender@example.com>',
    'To: reader@example.com',
    'Subject: parts',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="=_b"',
    '',
    '--=_b',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'The body.',
    ...parts.flatMap((part) => ['--=_b', ...part]),
    '--=_b--',
    '',
  ]
  return new Uint8Array(Buffer.from(lines.join('\r\n'), 'latin1'))
}

/** RFC 2231 §3–4: a UTF-8 value as extended, numbered sections of at most `width` octets. */
function rfc2231(param: string, value: string, width = 30): string {
  const encoded = [...Buffer.from(value, 'utf8')].map((b) =>
    /[A-Za-z0-9._-]/.test(String.fromCharCode(b))
      ? String.fromCharCode(b)
      : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
  )
  const sections: string[] = []
  let current = ''
  for (const piece of encoded) {
    if (current.length + piece.length > width) {
      sections.push(current)
      current = ''
    }
    current += piece
  }
  sections.push(current)
  return sections.map((s, i) => ` ${param}*${i}*=${i === 0 ? "utf-8''" : ''}${s}`).join(';\r\n')
}

describe('attachments of an imported message', () => {
  test('a text part named only in Content-Type is a file, not part of the body', async () => {
    const mail = await parseEml(
      mixed(['Content-Type: text/plain; charset=us-ascii; name="notes.txt"', '', 'Line one.']),
    )
    expect(mail.plain_text).toContain('The body.')
    expect(mail.plain_text).not.toContain('Line one.')
    expect(mail.attachments?.map((a) => [a.name, a.size])).toEqual([['notes.txt', 9]])
  })

  test('a UTF-16LE text file keeps its bytes; the preview shows its text', async () => {
    const text = '日志：第一行\r\nLog line two ✔\r\n'
    const bytes = new Uint8Array(Buffer.from(`\ufeff${text}`, 'utf16le'))
    const mail = await parseEml(
      mixed([
        'Content-Type: text/plain; charset="UTF-16LE"; name="log.txt"',
        'Content-Transfer-Encoding: base64',
        '',
        b64(bytes),
      ]),
    )
    const [file] = mail.attachments!
    expect(file).toMatchObject({ name: 'log.txt', size: bytes.length, charset: 'utf-16le' })
    const stored = await addMessage({ ...mail, owner: DEMO_USER.username, folder: 'INBOX' })
    const token = await tokenFor()
    const sid = stored.attachments[0]!.sid
    const download = await apiFetch('/api/attachment/download/', {
      token,
      query: { uid: stored.uid, folder: 'INBOX', sid },
    })
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes))
    const preview = await apiFetch('/api/attachment/preview/', {
      token,
      query: { id: stored.uid, fid: 'INBOX', sid, type: 'attach' },
    })
    expect(preview.status).toBe(200)
    expect(await preview.text()).toBe(text)
  })

  test('a long RFC 2231 name in Content-Type (continuations, charset) is decoded', async () => {
    const name = `${'季度报告（最终版）'.repeat(4)} – Ünïcødé résumé.pdf`
    const pdf = new Uint8Array(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'))
    const mail = await parseEml(
      mixed([
        `Content-Type: application/pdf;\r\n${rfc2231('name', name)}`,
        'Content-Transfer-Encoding: base64',
        '',
        b64(pdf),
      ]),
    )
    expect(mail.attachments?.map((a) => [a.name, a.size, sha256(a.content as Uint8Array)])).toEqual(
      [[name, pdf.length, sha256(pdf)]],
    )
  })

  test('a file far above the old 64 KB cap keeps every byte', async () => {
    const big = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 31 + 7) % 256)
    const mail = await parseEml(
      mixed([
        'Content-Type: application/octet-stream',
        'Content-Disposition: attachment; filename="big.bin"',
        'Content-Transfer-Encoding: base64',
        '',
        b64(big),
      ]),
    )
    const stored = await addMessage({ ...mail, owner: DEMO_USER.username, folder: 'INBOX' })
    const download = await apiFetch('/api/attachment/download/', {
      token: await tokenFor(),
      query: { uid: stored.uid, folder: 'INBOX', sid: stored.attachments[0]!.sid },
    })
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect([bytes.length, sha256(bytes)]).toEqual([big.length, sha256(big)])
  })

  test('a calendar part downloads as sent, not re-encoded', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Caf\xe9\r\nEND:VCALENDAR\r\n\r\n'
    const mail = await parseEml(
      mixed([
        'Content-Type: text/calendar; charset=iso-8859-1; method=REQUEST',
        'Content-Disposition: attachment; filename="invite.ics"',
        '',
        ics,
      ]),
    )
    // The CRLF before the closing boundary belongs to the boundary (RFC 2046 §5.1.1); the
    // blank line the file ends with is the file's.
    const sent = new Uint8Array(Buffer.from(ics, 'latin1'))
    expect(sha256(mail.attachments![0]!.content as Uint8Array)).toBe(sha256(sent))
  })

  test('an attached message (no disposition) is a file named after its subject', async () => {
    const inner = [
      'From: Inner <inner@example.com>',
      'Subject: =?utf-8?B?5a2j5bqm5oql5ZGK?=',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Inner text.',
    ].join('\r\n')
    const mail = await parseEml(mixed(['Content-Type: message/rfc822', '', inner]))
    expect(mail.plain_text).not.toContain('Inner text.')
    const [file] = mail.attachments!
    expect(file).toMatchObject({ name: '季度报告.eml', content_type: 'message/rfc822' })
    expect(Buffer.from(file!.content as Uint8Array).toString('latin1')).toBe(inner)
  })

  test('a digest lists each of its messages (parts default to message/rfc822)', async () => {
    const digest = [
      'Content-Type: multipart/digest; boundary="d"',
      '',
      '--d',
      '',
      'Subject: first\r\n\r\nOne.',
      '--d',
      '',
      'Subject: second\r\n\r\nTwo.',
      '--d--',
    ]
    const mail = await parseEml(mixed(digest))
    expect(mail.attachments?.map((a) => [a.name, a.content_type, a.part])).toEqual([
      ['first.eml', 'message/rfc822', '2.1'],
      ['second.eml', 'message/rfc822', '2.2'],
    ])
  })

  test('a TNEF winmail.dat stays one attachment with its bytes', async () => {
    // The TNEF signature and a few bytes of an attribute stream.
    const tnef = Uint8Array.from([0x78, 0x9f, 0x3e, 0x22, 0x01, 0x00, 0x01, 0x06, 0x90, 0x08, 0x00])
    const mail = await parseEml(
      mixed([
        'Content-Type: application/ms-tnef; name="winmail.dat"',
        'Content-Transfer-Encoding: base64',
        '',
        b64(tnef),
      ]),
    )
    expect(
      mail.attachments?.map((a) => [a.name, a.content_type, sha256(a.content as Uint8Array)]),
    ).toEqual([['winmail.dat', 'application/ms-tnef', sha256(tnef)]])
  })

  test('a single-part mail named in Content-Type is still read as its body', async () => {
    const eml = 'Subject: s\r\nContent-Type: text/plain; name="body.txt"\r\n\r\nHello.\r\n'
    const mail = await parseEml(new Uint8Array(Buffer.from(eml)))
    expect(mail.plain_text?.trim()).toBe('Hello.')
    expect(mail.attachments).toEqual([])
  })
})

describe('an attached mail opens with its own headers, body and files', () => {
  const file = new Uint8Array(Buffer.from('col1,col2\r\n1,2\r\n'))
  const inner = [
    'From: =?utf-8?B?5byg5LiJ?= <zhang@example.com>',
    'To: li@example.com',
    'Cc: wang@example.com',
    'Subject: Inner report',
    'Date: Tue, 03 Mar 2026 09:15:00 +0800',
    'Content-Type: multipart/mixed; boundary="in"',
    '',
    '--in',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Inner <b>body</b></p>',
    '--in',
    'Content-Type: text/csv; name="data.csv"',
    'Content-Transfer-Encoding: base64',
    '',
    b64(file),
    '--in--',
  ].join('\r\n')

  test('getAttachedMessage parses it; its file downloads by did, byte for byte', async () => {
    const outer = await parseEml(
      mixed(['Content-Type: message/rfc822', 'Content-Disposition: attachment', '', inner]),
    )
    const stored = await addMessage({ ...outer, owner: DEMO_USER.username, folder: 'INBOX' })
    const token = await tokenFor()
    const sid = stored.attachments[0]!.sid
    const response = await apiFetch(`/api/mail/messages/${stored.uid}/attached/`, {
      token,
      query: { folder: 'INBOX', sid },
    })
    expect(response.status).toBe(200)
    const opened = (await response.json()) as {
      subject: string
      mfrom: [string, string]
      cc: [string, string][]
      date: string
      html_text: string
      attachments: { name: string; size: number; sid: string; did: string }[]
    }
    expect(opened).toMatchObject({
      subject: 'Inner report',
      mfrom: ['zhang@example.com', '张三'],
      cc: [['wang@example.com', '']],
      date: '2026-03-03T01:15:00.000Z',
    })
    expect(opened.html_text).toContain('<b>body</b>')
    expect(opened.attachments).toEqual([
      expect.objectContaining({ name: 'data.csv', size: file.length, sid, did: '2' }),
    ])
    const download = await apiFetch('/api/attachment/download/', {
      token,
      query: { uid: stored.uid, folder: 'INBOX', sid, did: '2' },
    })
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(file))
  })

  test('a file that is not a mail is refused', async () => {
    const outer = await parseEml(
      mixed(['Content-Type: application/pdf; name="a.pdf"', '', '%PDF-1.4']),
    )
    const stored = await addMessage({ ...outer, owner: DEMO_USER.username, folder: 'INBOX' })
    const response = await apiFetch(`/api/mail/messages/${stored.uid}/attached/`, {
      token: await tokenFor(),
      query: { folder: 'INBOX', sid: stored.attachments[0]!.sid },
    })
    expect(response.status).toBe(400)
  })
})
