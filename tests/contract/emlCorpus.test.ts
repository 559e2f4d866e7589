/**
 * Issue 18's proof over every real-world .eml we have (tests/fixtures/eml and the shared corpus):
 * each is imported through the fake backend's import path and read back through the API.
 * 1. Kept byte for byte: the download is the file, view 2 is the file and view 1 its header
 *    block as text, the list size is the file's length, a missing Date stays missing.
 * 2. What the reader shows agrees with a second, independent parser (mailparser) used as the
 *    oracle: subject, from, to, cc, date, and every attachment's name, size and sha256 of the
 *    bytes the download gives.
 * Everything is imported and read in one pass before the checks: the suite's per-test reset
 * would otherwise revert the mailbox 240 times.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser'
import { beforeAll, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { emlCorpus, importEmlBytes } from '../support/emlImport.ts'
import { apiFetch, tokenFor } from '../support/server.ts'

type Message = components['schemas']['Message']
type MailListItem = components['schemas']['MailListItem']
type Party = [string, string]

/** A folder with only a handful of seeded mails. */
const FOLDER = 'Virus'
const corpus = emlCorpus()

const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

interface ReadBack {
  bytes: Uint8Array
  uid: number
  download: Uint8Array
  header: string
  source: string
  message: Message
  files: { name: string; size: number; sha256: string }[]
  contents: Uint8Array[]
  oracle: ParsedMail
  row?: MailListItem
}

async function ok<T>(response: Promise<Response>, as: 'json'): Promise<T>
async function ok(response: Promise<Response>, as: 'bytes'): Promise<Uint8Array>
async function ok(response: Promise<Response>, as: 'json' | 'bytes'): Promise<unknown> {
  const answer = await response
  if (answer.status !== 200) throw new Error(`${answer.url}: ${answer.status}`)
  return as === 'json' ? answer.json() : new Uint8Array(await answer.arrayBuffer())
}

async function readBack(token: string, path: string): Promise<ReadBack> {
  const bytes = new Uint8Array(readFileSync(path))
  const uid = await importEmlBytes(token, bytes, path.slice(path.lastIndexOf('/') + 1), FOLDER)
  const folder = { folder: FOLDER }
  const view = (n: number) =>
    ok<{ content: string }>(
      apiFetch(`/api/mail/messages/${uid}/source/`, { token, query: { ...folder, view: n } }),
      'json',
    ).then((body) => body.content)
  const message = await ok<Message>(
    apiFetch(`/api/mail/messages/${uid}/`, { token, query: folder }),
    'json',
  )
  const files = []
  const contents = []
  for (const part of message.attachments) {
    const query = { ...folder, uid, sid: part.sid }
    const content = await ok(apiFetch('/api/attachment/download/', { token, query }), 'bytes')
    files.push({ name: part.name, size: part.size, sha256: sha256(content) })
    contents.push(content)
  }
  return {
    bytes,
    uid,
    download: await ok(
      apiFetch(`/api/mail/messages/${uid}/download/`, { token, query: folder }),
      'bytes',
    ),
    header: await view(1),
    source: await view(2),
    message,
    files,
    contents,
    oracle: await oracleParse(bytes),
  }
}

const oracleParse = (bytes: Uint8Array) =>
  simpleParser(Buffer.from(withObsFieldNames(bytes)), {
    skipHtmlToText: true,
    skipTextToHtml: true,
  })

/**
 * mailparser 3 does not read a field name followed by spaces before its colon (`From  :`), which
 * RFC 5322 §4.5 (obs-optional) still allows and postal-mime reads; the oracle gets the header
 * block with those spaces taken out, every other byte as it is.
 */
function withObsFieldNames(bytes: Uint8Array): Uint8Array {
  const end = headerLength(bytes)
  const head = Buffer.from(bytes.subarray(0, end)).toString('latin1')
  // …and an obs-domain with comments and spaces around its dots (`<a@b(c).  d>`, RFC 5322
  // §4.4) as the dot-atom it stands for: mailparser keeps only the part before the comment.
  const fixed = head
    .replace(/^([!-9;-~]+)[ \t]+:/gm, '$1:')
    .replace(/<([^<>()\s]+@[^<>()\s]+)\([^()<>]*\)\.\s*([^<>\s]+)>/g, '<$1.$2>')
  if (fixed === head) return bytes
  return Buffer.concat([Buffer.from(fixed, 'latin1'), bytes.subarray(end)])
}

type File = ReadBack['files'][number]

const fileOf = (name: string, content: Uint8Array): File => ({
  name,
  size: content.length,
  sha256: sha256(content),
})

/**
 * Decision 118: an attached mail is one file (.eml) for us, while mailparser pastes an inline
 * one into the outer text and lists its files with the outer ones. An .eml of ours the oracle
 * does not list stands for what the oracle finds inside our bytes of it, so every byte of those
 * files is still compared.
 */
async function withAttachedMailsOpened(files: File[], contents: Uint8Array[], oracle: ParsedMail) {
  const listed = new Set(oracle.attachments.map((a) => sha256(a.content)))
  const out: File[] = []
  for (const [i, file] of files.entries()) {
    if (!file.name.endsWith('.eml') || listed.has(file.sha256)) out.push(file)
    else {
      const inner = await oracleParse(contents[i]!)
      out.push(...inner.attachments.map((a) => fileOf(a.filename ?? '', a.content)))
    }
  }
  return out
}

/** Text as mailparser's body shows it: UTF-8 if the bytes are UTF-8, else ISO-8859-1. */
function asText(bytes: Uint8Array) {
  const utf8 = Buffer.from(bytes).toString('utf8')
  return words(utf8.includes('\ufffd') ? Buffer.from(bytes).toString('latin1') : utf8)
}

const results = new Map<string, ReadBack>()

beforeAll(async () => {
  const token = await tokenFor()
  for (const [name, path] of corpus) results.set(name, await readBack(token, path))
  const rows = new Map<number, MailListItem>()
  for (let page = 1; rows.size < results.size; page++) {
    const query = { folder: FOLDER, page, page_size: 100 }
    const list = await ok<{ results: MailListItem[] }>(
      apiFetch('/api/mail/messages/', { token, query }),
      'json',
    )
    if (list.results.length === 0) break
    for (const row of list.results) rows.set(row.uid, row)
  }
  for (const result of results.values()) result.row = rows.get(result.uid)
}, 120_000)

const got = (name: string) => results.get(name)!

/** The file as the JSON source views must give it: UTF-8 text if it is UTF-8, else byte = char. */
function asSourceText(bytes: Uint8Array): { text: string; encoding: 'utf8' | 'latin1' } {
  const buffer = Buffer.from(bytes)
  const utf8 = buffer.toString('utf8')
  return Buffer.from(utf8, 'utf8').equals(buffer)
    ? { text: utf8, encoding: 'utf8' }
    : { text: buffer.toString('latin1'), encoding: 'latin1' }
}

/** Bytes up to the blank line that ends the header block (all of them if there is none). */
function headerLength(bytes: Uint8Array): number {
  const text = Buffer.from(bytes).toString('latin1')
  if (text.startsWith('\n') || text.startsWith('\r\n')) return 0
  const blank = /\n\r?\n/.exec(text)
  return blank ? blank.index + 1 : bytes.length
}

describe('imported mail is kept byte for byte', () => {
  test.each(corpus)('%s', (name) => {
    const { bytes, download, header, source, row } = got(name)
    expect(sha256(download)).toBe(sha256(bytes))
    expect(download.length).toBe(bytes.length)
    const expected = asSourceText(bytes)
    expect(source).toBe(expected.text)
    expect(expected.text.startsWith(header)).toBe(true)
    expect(Buffer.byteLength(header, expected.encoding)).toBe(headerLength(bytes))
    expect(row?.size).toBe(bytes.length)
  })
})

function parties(field: AddressObject | AddressObject[] | undefined): Party[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field]
  return (
    objects
      .flatMap((o) => o.value)
      // Decision 129: a group member without an address (a comment, junk after a stray ':') is
      // not a recipient; mailparser lists it.
      .flatMap((a) => (a.group ? a.group.filter((m) => m.address) : [a]))
      .map((a): Party => [a.address ?? '', words(a.name)])
  )
}

const shown = (list: readonly Party[]) =>
  list.map(([address, name]): Party => [address, words(name)])

/** mailparser stands in the time of parsing for a Date it cannot read. */
const unreadable = (date: Date | undefined) =>
  date === undefined ||
  Number.isNaN(date.getTime()) ||
  Math.abs(date.getTime() - Date.now()) < 600_000

const BODY_RENDERINGS = new Set(['text/enriched', 'text/watch-html'])

describe('what the reader shows agrees with mailparser', () => {
  test.each(corpus)('%s', async (name) => {
    const { oracle, message, row, files, contents } = got(name)
    expect.soft(words(message.subject), 'subject').toBe(words(oracle.subject))
    expect.soft(shown([message.mfrom]), 'from').toEqual(
      parties(oracle.from)
        .slice(0, 1)
        .concat(parties(oracle.from).length === 0 ? [['', '']] : []),
    )
    expect.soft(shown(message.to), 'to').toEqual(parties(oracle.to))
    expect.soft(shown(message.cc), 'cc').toEqual(parties(oracle.cc))
    if (!oracle.headers.has('date') || unreadable(oracle.date)) {
      expect.soft(message.date_missing, 'no readable Date').toBe(true)
      expect.soft(row?.date_missing, 'no readable Date in the list').toBe(true)
      expect.soft(message.date).toBe(message.internaldate)
    } else {
      expect.soft(message.date_missing, 'a readable Date').toBeUndefined()
      expect.soft(Date.parse(message.date), 'date').toBe(oracle.date!.getTime())
    }
    const expected = oracle.attachments
      // Decision 116: an unnamed text/enriched or text/watch-html part (another rendering inside
      // multipart/alternative) is a form of the body for us, a nameless file for mailparser.
      .filter((a) => a.filename || a.contentDisposition || !BODY_RENDERINGS.has(a.contentType))
      // Decision 132: a nameless text/calendar that another listed file repeats byte for byte
      // (Google's invite.ics) is one invitation, listed once.
      .filter(
        (a, _, all) =>
          a.filename ||
          a.contentType !== 'text/calendar' ||
          !all.some((b) => b !== a && sha256(b.content) === sha256(a.content)),
      )
      .map((a) => fileOf(a.filename ?? '', a.content))
    const listed = new Set(expected.map((e) => e.sha256))
    const body = words(oracle.text)
    // Decision 116: a named text part, a delivery-status or feedback-report is a file for us;
    // mailparser pastes it into the text. It is left out only if its bytes are in that text.
    const pasted = (file: File, i: number) => {
      if (listed.has(file.sha256) || file.name.endsWith('.eml')) return false
      const text = asText(contents[i]!)
      return text !== '' && body.includes(text)
    }
    const kept = files.flatMap((f, i) => (pasted(f, i) ? [] : [i]))
    const opened = await withAttachedMailsOpened(
      kept.map((i) => files[i]!),
      kept.map((i) => contents[i]!),
      oracle,
    )
    // Decision 116 names unnamed parts; mailparser leaves them "". Our name stands for "" only
    // where the oracle has a nameless file with those bytes that no same-named file of ours takes.
    // Decision 130: a byte a name's charset cannot decode is U+FFFD for us (WHATWG TextDecoder);
    // mailparser's iconv drops it. Names are compared without it, every other character kept.
    const ours = opened.map((f) => ({ ...f, name: f.name.replaceAll('\ufffd', '') }))
    const unmatched = expected.map((e) => `${e.sha256} ${e.name}`)
    const exact = ours.map((f) => {
      const at = unmatched.indexOf(`${f.sha256} ${f.name}`)
      if (at >= 0) unmatched.splice(at, 1)
      return at >= 0
    })
    const compared = ours.map((f, i) => {
      const at = exact[i] ? -1 : unmatched.indexOf(`${f.sha256} `)
      if (at < 0) return f
      unmatched.splice(at, 1)
      return { ...f, name: '' }
    })
    const order = (a: File, b: File) =>
      a.sha256.localeCompare(b.sha256) || a.name.localeCompare(b.name)
    expect
      .soft(compared.sort(order), 'attachments (name, size, sha256)')
      .toEqual(expected.sort(order))
  })
})
