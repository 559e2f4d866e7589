/**
 * Imported .eml: uuencoded files come out decoded (a transfer-encoded part, an empty one, and a
 * block pasted into the text body), and the mail's size is the file's, formatted as the list
 * shows it: the real corpus imports with the size of its bytes, not an estimate twice as big.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { beforeEach, describe, expect, test } from 'vitest'
import { formatSize } from '../../src/domain/format/size.ts'
import { toListItem } from '../../mocks/handlers/mailCommon.ts'
import { addMessage } from '../../mocks/mail/addMessage.ts'
import { parseEml } from '../../mocks/mail/eml.ts'
import { DEMO_USER, mockControl } from '../support/server.ts'
import { EML_CORPUS } from '../support/fixtures.ts'

const utf8 = new TextEncoder()
const text = (bytes: Uint8Array | string | undefined) =>
  typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes)

/** A test-side encoder (independent of the decoder under test): 45 bytes a line. */
function uuencode(name: string, bytes: Uint8Array): string {
  const char = (n: number) => (n === 0 ? '`' : String.fromCharCode(n + 32))
  const lines = [`begin 644 ${name}`]
  for (let at = 0; at < bytes.length; at += 45) {
    const chunk = bytes.subarray(at, at + 45)
    let line = char(chunk.length)
    for (let i = 0; i < chunk.length; i += 3) {
      const [a = 0, b = 0, c = 0] = [chunk[i], chunk[i + 1], chunk[i + 2]]
      line += char(a >> 2) + char(((a & 3) << 4) | (b >> 4))
      line += char(((b & 15) << 2) | (c >> 6)) + char(c & 63)
    }
    lines.push(line)
  }
  lines.push('`', 'end')
  return lines.join('\r\n')
}

const mixed = (part: string) =>
  [
    'From: Old Mac <mac@example.com>',
    'Subject: uu',
    'Content-Type: multipart/mixed; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain',
    '',
    'See attached.',
    '--b',
    part,
    '--b--',
    '',
  ].join('\r\n')

describe('uuencoded attachments', () => {
  // Every byte value, over several lines, with a short last line.
  const payload = Uint8Array.from({ length: 300 }, (_, i) => (i * 7 + 3) % 256)

  test('a part sent with Content-Transfer-Encoding x-uuencode is decoded', async () => {
    const eml = mixed(
      [
        'Content-Type: application/octet-stream; name="data.bin"',
        'Content-Disposition: attachment; filename="data.bin"',
        'Content-Transfer-Encoding: x-uuencode',
        '',
        uuencode('data.bin', payload),
      ].join('\r\n'),
    )
    const parsed = await parseEml(utf8.encode(eml))
    const [file] = parsed.attachments!
    expect(file!.name).toBe('data.bin')
    expect(file!.size).toBe(payload.length)
    expect([...(file!.content as Uint8Array)]).toEqual([...payload])
  })

  test('the classic vector: "Cat" is #0V%T', async () => {
    const eml = mixed(
      ['Content-Type: text/plain; name="cat.txt"', 'Content-Transfer-Encoding: uuencode', '']
        .concat(['begin 644 cat.txt', '#0V%T', '`', 'end'])
        .join('\r\n'),
    )
    const [file] = (await parseEml(utf8.encode(eml))).attachments!
    expect([file!.size, text(file!.content)]).toEqual([3, 'Cat'])
  })

  test('an empty x-uuencode part is an empty file, not a 1-byte one', async () => {
    const eml = mixed(
      [
        'Content-Type: application/msword; name="comments.doc"',
        'Content-Disposition: attachment; filename="comments.doc"',
        'Content-Transfer-Encoding: x-uuencode',
        '',
        '',
      ].join('\r\n'),
    )
    const [file] = (await parseEml(utf8.encode(eml))).attachments!
    expect([file!.name, file!.size]).toEqual(['comments.doc', 0])
  })

  test('a block pasted into the text body becomes an attachment', async () => {
    const report = utf8.encode('quarterly figures\n')
    const eml = [
      'From: a@example.com',
      'Subject: pasted',
      '',
      'Here is the report:',
      '',
      uuencode('report.txt', report),
      '',
      'Regards',
      '',
    ].join('\r\n')
    const parsed = await parseEml(utf8.encode(eml))
    expect(parsed.attachments!.map((a) => [a.name, a.size, text(a.content)])).toEqual([
      ['report.txt', report.length, 'quarterly figures\n'],
    ])
    expect(parsed.plain_text).toContain('Here is the report:')
    expect(parsed.plain_text).toContain('Regards')
    expect(parsed.plain_text).not.toContain('begin 644')
  })
})

describe('imported mail size', () => {
  beforeEach(() => mockControl.reset({ scenario: 'default' }))
  const files = readdirSync(EML_CORPUS).filter((f) => f.endsWith('.eml'))

  /** Stored as the import stores it, then listed as the folder list lists it. */
  async function listedSize(name: string) {
    const bytes = new Uint8Array(readFileSync(`${EML_CORPUS}/${name}`))
    const record = await addMessage({ ...(await parseEml(bytes)), owner: DEMO_USER.username })
    const item = toListItem(record, new Map())
    return { bytes: bytes.length, listed: item.size }
  }

  test.each(files)('%s is listed as big as its bytes', async (name) => {
    const { bytes, listed } = await listedSize(name)
    expect(listed).toBe(bytes)
  })

  test('the 570 KB html mail is listed as 557.02 KB, not twice that', async () => {
    const { listed } = await listedSize('mailparser__htmllargecallstack.eml')
    expect(formatSize(listed)).toBe('557.02 KB')
  })
})
