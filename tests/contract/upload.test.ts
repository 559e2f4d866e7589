/**
 * The chunked upload family against the fake backend: every .eml of the shared corpus goes
 * through test → chunks → state → finish and becomes a real message; the refusals answer with the
 * spec's texts.
 */
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { afterEach, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { resetUploads } from '../../mocks/handlers/upload.ts'
import { parseEml } from '../../mocks/mail/eml.ts'
import { findMessage } from '../../mocks/mail/store.ts'
import { DEMO_USER, absoluteUrl, apiFetch, tokenFor } from '../support/server.ts'
import { EML_CORPUS } from '../support/fixtures.ts'

const CORPUS = `${EML_CORPUS}/`
const corpusFiles = readdirSync(CORPUS).filter((f) => f.endsWith('.eml'))
const OVER_CAPACITY_EN =
  'Upload failed! Uploading files has exceeded the capacity of personal mailbox!'

// Held chunks outlive the per-test reseed; each test starts with none.
afterEach(() => resetUploads())

interface Finished {
  status: number
  body: { uid?: number; non_field_errors?: string[]; detail?: string }
}

async function sendChunk(
  token: string,
  md5: string,
  n: number,
  total: number,
  chunk: Uint8Array,
  size: number,
) {
  const form = new FormData()
  form.set('fileMd5', md5)
  form.set('chunkNumber', String(n))
  form.set('totalChunks', String(total))
  form.set('chunkSize', String(size))
  form.set('chunkFile', new Blob([new Uint8Array(chunk)]), 'blob')
  const response = await fetch(absoluteUrl('/api/netdisk/uploadnew/'), {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ chunkNumber: n, uploaded: true })
}

/** The client's sequence; chunks go out last-first so the join has to order them. */
async function importEml(
  token: string,
  bytes: Uint8Array,
  name: string,
  options: { folder?: string; chunkSize?: number; headers?: Record<string, string> } = {},
): Promise<Finished> {
  const md5 = createHash('md5').update(bytes).digest('hex')
  const chunkSize = options.chunkSize ?? 2_097_152
  const total = Math.max(1, Math.ceil(bytes.length / chunkSize))
  const probe = await apiFetch('/api/netdisk/uploadnew/', {
    token,
    query: { fileMd5: md5, chunkNumber: 1, totalChunks: total, chunkSize },
  })
  expect(await probe.json()).toEqual({ chunkNumber: 1, uploaded: false })
  for (let n = total; n >= 1; n--) {
    const chunk = bytes.subarray((n - 1) * chunkSize, n * chunkSize)
    await sendChunk(token, md5, n, total, chunk, chunkSize)
  }
  const state = await apiFetch('/api/netdisk/uploadnew/state/', { token, query: { fileMd5: md5 } })
  expect(await state.json()).toEqual({
    state: 2,
    chunks: Array.from({ length: total }, (_, i) => i + 1),
  })
  const response = await apiFetch('/api/netdisk/uploadnew/finish/', {
    token,
    headers: options.headers,
    json: {
      fileMd5: md5,
      upload_type: 'eml',
      file_name: name,
      file_type: 'message/rfc822',
      file_size: bytes.length,
      folder: options.folder ?? 'INBOX',
    },
  })
  return { status: response.status, body: (await response.json()) as Finished['body'] }
}

async function imported(name: string, options?: Parameters<typeof importEml>[3]) {
  const token = await tokenFor()
  const bytes = new Uint8Array(readFileSync(CORPUS + name))
  const result = await importEml(token, bytes, name, options)
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  const message = findMessage(DEMO_USER.username, result.body.uid!)
  if (!message) throw new Error(`${name} was not stored`)
  return message
}

// The first import pays for loading the parser and seeding; on two busy cores that can pass 5 s.
describe('eml corpus import', { timeout: 20_000 }, () => {
  test.each(corpusFiles)('%s imports as a message', async (name) => {
    const message = await imported(name)
    expect(message.folder).toBe('INBOX')
    // Something to read: a body, or (attachment-only mail) the attachments. Subject and sender
    // may be absent (postal-mime__mixed has neither); the list shows its placeholders then.
    const body = message.plain_text.trim().length + message.html_text.trim().length
    expect(body + message.attachments.length).toBeGreaterThan(0)
    expect(Number.isNaN(Date.parse(message.date))).toBe(false)
    for (const attachment of message.attachments) expect(attachment.name).not.toBe('')
  })

  test('headers and bodies decode: ISO-2022-JP, ks_c_5601-1987, UTF-8 words', async () => {
    const japanese = await imported('mail-rb__japanese_iso_2022.eml')
    expect(japanese.subject).toBe('まみむめも')
    expect(japanese.mfrom).toEqual(['raasdnil@gmail.com', 'Mikel Lindsaar'])
    expect(japanese.to).toEqual([['raasdnil@gmail.com', 'みける']])
    expect(japanese.plain_text).toContain('すみません。')

    const korean = await imported('mail-rb__ks_c_5601-1987.eml')
    expect(korean.subject).toBe('test')
    expect(korean.plain_text.trim()).toMatch(/^[\uAC00-\uD7A3]+$/)
    expect(korean.message_id).toBe('<from@example.com>')
    expect(korean.date).toMatch(/^2014-05-28T16:18:19/)
  })

  test('non-ASCII and encoded attachment names, kept with their bytes', async () => {
    const latin = await imported('mail-rb__attachment_nonascii_filename.eml')
    expect(latin.attachments.map((a) => [a.name, a.size])).toEqual([['ciële.txt', 11]])
    const long = await imported('mail-rb__japanese_attachment_long_name.eml')
    expect(long.subject).toBe('まみむめも'.repeat(10))
    expect(long.attachments.map((a) => a.name)).toEqual([`${'かきくけこ'.repeat(5)}.txt`])
    const nodemailer = await imported('mailparser__nodemailer.eml')
    expect(nodemailer.subject).toBe('Nodemailer is unicode friendly ✔ (1476358788189)')
    expect(nodemailer.mfrom).toEqual(['andris@kreata.ee', 'Andris Kreata'])
    expect(nodemailer.attachments.map((a) => a.name)).toEqual([
      'image.png',
      'nyan cat ✔.gif',
      'notes.txt',
    ])
  })

  test('reports and invitations name their unnamed parts', async () => {
    const bounce = await imported('postal-mime__bounce.eml')
    expect(bounce.subject).toBe('Undelivered Mail Returned to Sender')
    // The returned message is named after its subject, as Outlook saves an attached mail.
    expect(bounce.attachments.map((a) => a.name)).toEqual(['delivery-status.txt', 'Proovikiri.eml'])
    const invite = await imported('postal-mime__calendar-event.eml')
    expect(invite.attachments.map((a) => a.name)).toEqual(['invite.ics'])
    const torture = await imported('postal-mime__mimetorture.eml')
    expect(torture.subject).toBe("Ryan Finnie's MIME Torture Test v1.0")
    // Its ten attached messages stay attachments (their own files open with them).
    expect(torture.attachments.map((a) => a.content_type)).toEqual(Array(10).fill('message/rfc822'))
    expect(torture.attachments.map((a) => a.name)).toEqual(
      expect.arrayContaining(['plain jane message.eml', 'smiley!.eml']),
    )
  })

  test('the 570 KB html mail imports in small chunks without a stack overflow', async () => {
    const message = await imported('mailparser__htmllargecallstack.eml', { chunkSize: 65_536 })
    expect(message.subject).toBe('Kill the HTML parser')
    expect(message.is_html).toBe(true)
    expect(message.html_text.length).toBeGreaterThan(500_000)
  })

  test('a malformed encoded subject falls back to its text; a missing sender stays empty', async () => {
    const message = await imported('mail-rb__bad_encoded_subject.eml')
    expect(message.subject).toBe('TEST')
    expect(message.mfrom).toEqual(['', ''])
    expect(message.plain_text.trim()).toBe('TEST')
  })

  test('gb2312 labels decode as GB18030 (vectors from the corpus notes)', async () => {
    const vectors = JSON.parse(
      readFileSync(`${CORPUS}charset-encoded-word-vectors.json`, 'utf8'),
    ) as { ew: string; decoded_by_node_TextDecoder: string }[]
    for (const vector of vectors) {
      const parsed = await parseEml(new TextEncoder().encode(`Subject: ${vector.ew}\r\n\r\nx\r\n`))
      expect(parsed.subject).toBe(vector.decoded_by_node_TextDecoder)
    }
    // 開 is outside GB2312 proper: only a GBK/GB18030 reading of the body gets it right.
    const head = 'Subject: body\r\nContent-Type: text/plain; charset=gb2312\r\n\r\n'
    const bytes = new Uint8Array([...new TextEncoder().encode(head), 0xe9, 0x5f, 0x0d, 0x0a])
    expect((await parseEml(bytes)).plain_text?.trim()).toBe('開')
  })
})

describe('upload refusals', () => {
  const small = new TextEncoder().encode('Subject: hi\r\nFrom: a@example.com\r\n\r\nhello\r\n')

  test('zero-byte file', async () => {
    const token = await tokenFor()
    const response = await apiFetch('/api/netdisk/uploadnew/finish/', {
      token,
      json: {
        fileMd5: 'x',
        upload_type: 'eml',
        file_name: 'e.eml',
        file_type: '',
        file_size: 0,
        folder: 'INBOX',
      },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ non_field_errors: ['不能上传空文件'] })
  })

  test('over the remaining capacity, in Chinese and in English', async () => {
    const token = await tokenFor()
    await db.accounts.update((q) => q.where({ username: DEMO_USER.username }), {
      data(draft) {
        draft.capacity_used_mb = draft.capacity_total_mb - 0.00001
      },
    })
    const zh = await importEml(token, small, 'a.eml')
    expect(zh).toEqual({
      status: 400,
      body: { non_field_errors: ['上传失败！上传的文件已超出个人邮箱容量！'] },
    })
    const en = await apiFetch('/api/netdisk/uploadnew/finish/', {
      token,
      headers: { Cookie: 'language=en' },
      json: {
        fileMd5: createHash('md5').update(small).digest('hex'),
        upload_type: 'eml',
        file_name: 'a.eml',
        file_type: '',
        file_size: small.length,
        folder: 'INBOX',
      },
    })
    expect(await en.json()).toEqual({ non_field_errors: [OVER_CAPACITY_EN] })
  })

  test('Drafts is not a target', async () => {
    const token = await tokenFor()
    expect(await importEml(token, small, 'a.eml', { folder: 'Drafts' })).toEqual({
      status: 400,
      body: { non_field_errors: ['不能导入到草稿箱'] },
    })
  })

  test('a file whose chunks do not match its hash is refused', async () => {
    const token = await tokenFor()
    const fake = createHash('md5').update('something else').digest('hex')
    await sendChunk(token, fake, 1, 1, small, 2_097_152)
    const response = await apiFetch('/api/netdisk/uploadnew/finish/', {
      token,
      json: {
        fileMd5: fake,
        upload_type: 'eml',
        file_name: 'a.eml',
        file_type: '',
        file_size: small.length,
        folder: 'INBOX',
      },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ non_field_errors: ['文件校验失败，请重新上传'] })
  })
})
