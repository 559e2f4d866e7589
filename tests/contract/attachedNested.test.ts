/**
 * Attached mails inside attached mails (issue 18, decision 133): getAttachedMessage opens a mail
 * at any level by a did path of part ids, lists its files with their whole path and the mails
 * around it, its files download byte for byte, and the walk stops at ATTACHED_MAIL_DEPTH_LIMIT.
 * Level 2 comes from a real corpus message (Ryan Finnie's MIME torture test), whose expected
 * bytes are read from the file's own base64 here; level 3 and the limit are built in the test.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { ATTACHED_MAIL_DEPTH_LIMIT } from '../../src/domain/mail/partPath.ts'
import { importEmlBytes } from '../support/emlImport.ts'
import { EML_CORPUS } from '../support/fixtures.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

type AttachedMessage = components['schemas']['AttachedMessage']
type Attachment = components['schemas']['Attachment']

beforeAll(() => mockControl.reset(), WARM_UP_MS)

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

let token: string
// Each test starts from a fresh database (tests/setup.ts), so the sign-in is per test.
beforeEach(async () => {
  token = await tokenFor()
})

async function importMail(bytes: Uint8Array, name: string) {
  const uid = await importEmlBytes(token, bytes, name)
  const response = await apiFetch(`/api/mail/messages/${uid}/`, {
    token,
    query: { folder: 'INBOX' },
  })
  const { attachments } = (await response.json()) as { attachments: Attachment[] }
  return { uid, attachments }
}

const openAt = (uid: number, sid: string, did?: string) =>
  apiFetch(`/api/mail/messages/${uid}/attached/`, {
    token,
    query: { folder: 'INBOX', sid, ...(did === undefined ? {} : { did }) },
  })

async function opened(uid: number, sid: string, did?: string): Promise<AttachedMessage> {
  const response = await openAt(uid, sid, did)
  expect(response.status).toBe(200)
  return (await response.json()) as AttachedMessage
}

async function download(uid: number, sid: string, did: string): Promise<Uint8Array> {
  const response = await apiFetch('/api/attachment/download/', {
    token,
    query: { folder: 'INBOX', uid, sid, did },
  })
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

const named = (files: readonly Attachment[], name: string) => {
  const file = files.find((f) => f.name === name)
  if (!file) throw new Error(`no ${name} in ${files.map((f) => f.name).join(', ')}`)
  return file
}

describe('a corpus mail nested two deep (mimetorture)', () => {
  const path = `${EML_CORPUS}/postal-mime__mimetorture.eml`
  const source = readFileSync(path)
  // foo.gz of "the original message", read from the file without any MIME parser.
  const fooGz = new Uint8Array(
    Buffer.from(
      /filename=foo\.gz[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n\r?\n/.exec(
        source.toString('latin1'),
      )![1]!,
      'base64',
    ),
  )

  test('level 2 opens by its did, with level 1 around it, and its file downloads', async () => {
    const { uid, attachments } = await importMail(new Uint8Array(source), 'mimetorture.eml')
    const level1 = attachments.find((a) => a.name.startsWith('messages inside messages'))!
    const outer = await opened(uid, level1.sid)
    expect(outer.subject).toBe('messages inside messages inside...')
    expect(outer.enclosing).toBeUndefined()
    const level2 = named(outer.attachments, 'the original message.eml')
    expect(level2.did).toMatch(/^[\w.]+$/)

    const inner = await opened(uid, level1.sid, level2.did)
    expect(inner.subject).toBe('the original message')
    expect(inner.plain_text).toContain('I should be the 3rd layer deep!')
    expect(inner.enclosing).toEqual([
      expect.objectContaining({ name: level1.name, sid: level1.sid }),
    ])
    expect(inner.enclosing![0]!.did).toBeUndefined()
    const foo = named(inner.attachments, 'foo.gz')
    expect(foo.did).toMatch(new RegExp(`^${level2.did!.replace('.', '\\.')}/[\\w.]+$`))
    expect(foo.size).toBe(fooGz.length)
    expect(sha256(await download(uid, level1.sid, foo.did!))).toBe(sha256(fooGz))
  })
})

/** A mail whose only file is `inner` (an attached mail) or `file`. */
function mailWith(subject: string, part: string[]): string {
  return [
    `From: Level <level@example.com>`,
    'To: reader@example.com',
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="b-${subject.replace(/\W/g, '')}"`,
    '',
    `--b-${subject.replace(/\W/g, '')}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Body of ${subject}.`,
    `--b-${subject.replace(/\W/g, '')}`,
    ...part,
    `--b-${subject.replace(/\W/g, '')}--`,
  ].join('\r\n')
}

const attachedMail = (mail: string) => ['Content-Type: message/rfc822', '', mail]

/** Level n (1 = attached to the stored mail) down to `depth`; the deepest carries `file`. */
function nested(depth: number, file: Uint8Array): string {
  let mail = mailWith(`Level ${depth}`, [
    'Content-Type: application/octet-stream; name="deep.bin"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(file).toString('base64'),
  ])
  for (let level = depth - 1; level >= 1; level--) {
    mail = mailWith(`Level ${level}`, attachedMail(mail))
  }
  return mailWith('Top', attachedMail(mail))
}

/** Opens levels 1..n one after the other, each by the did the level before lists. */
async function walk(uid: number, sid: string, levels: number) {
  const seen: AttachedMessage[] = []
  let did: string | undefined
  for (let level = 1; level <= levels; level++) {
    const mail = await opened(uid, sid, did)
    expect(mail.subject).toBe(`Level ${level}`)
    seen.push(mail)
    did = mail.attachments.find((a) => a.name.endsWith('.eml'))?.did
  }
  return seen
}

describe('a mail nested three deep and one nested beyond the limit', () => {
  const file = new Uint8Array(Array.from({ length: 300 }, (_, i) => (i * 37 + 11) % 256))

  test('level 3 lists levels 1 and 2 around it; its file downloads byte for byte', async () => {
    const { uid, attachments } = await importMail(
      new Uint8Array(Buffer.from(nested(3, file))),
      'three.eml',
    )
    const sid = named(attachments, 'Level 1.eml').sid
    const [level1, level2, level3] = await walk(uid, sid, 3)
    const level2File = named(level1!.attachments, 'Level 2.eml')
    const level3File = named(level2!.attachments, 'Level 3.eml')
    expect(level3File.did!.split('/')).toHaveLength(2)
    expect(level3!.enclosing!.map((m) => [m.name, m.did])).toEqual([
      ['Level 1.eml', undefined],
      ['Level 2.eml', level2File.did],
    ])
    const deep = named(level3!.attachments, 'deep.bin')
    expect(deep.did).toBe(`${level3File.did}/${deep.did!.split('/').at(-1)}`)
    expect(deep.size).toBe(file.length)
    expect(sha256(await download(uid, sid, deep.did!))).toBe(sha256(file))
    // The level-2 mail itself downloads whole, as the enclosing level lists it.
    const level2Bytes = await download(uid, sid, level2File.did!)
    expect(new TextDecoder().decode(level2Bytes)).toMatch(/^From: Level[^]*Subject: Level 2\r\n/)
    expect(level2Bytes.length).toBe(level2File.size)
  })

  test(`levels past ${ATTACHED_MAIL_DEPTH_LIMIT} do not open but still download`, async () => {
    const depth = ATTACHED_MAIL_DEPTH_LIMIT + 1
    const { uid, attachments } = await importMail(
      new Uint8Array(Buffer.from(nested(depth, file))),
      'deep.eml',
    )
    const sid = named(attachments, 'Level 1.eml').sid
    const levels = await walk(uid, sid, ATTACHED_MAIL_DEPTH_LIMIT)
    const beyond = named(levels.at(-1)!.attachments, `Level ${depth}.eml`)
    const refused = await openAt(uid, sid, beyond.did)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toHaveProperty('did')
    const bytes = await download(uid, sid, beyond.did!)
    expect(new TextDecoder().decode(bytes)).toContain(`Subject: Level ${depth}\r\n`)
  })

  test('a step that names no part is 404; one that names a file that is not a mail, 400', async () => {
    const { uid, attachments } = await importMail(
      new Uint8Array(Buffer.from(nested(2, file))),
      'two.eml',
    )
    const sid = named(attachments, 'Level 1.eml').sid
    const [, level2] = await walk(uid, sid, 2)
    const deep = named(level2!.attachments, 'deep.bin')
    expect((await openAt(uid, sid, deep.did)).status).toBe(400)
    expect((await openAt(uid, sid, '9/9')).status).toBe(404)
    expect((await openAt(uid, sid, '../1')).status).toBe(400)
  })
})
