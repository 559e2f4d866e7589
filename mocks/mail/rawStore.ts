/**
 * Original message bytes (issue 18): an imported .eml and every internally delivered mail keep
 * the bytes they arrived as, and view source, view header and the .eml download serve those,
 * unchanged. Only seed mail, which never had bytes, is rebuilt from its record (source.ts).
 * The bytes live once in db.rawMessages under their SHA-256, so the copies of one delivery share
 * them and the demo's saved snapshot holds each message's bytes one time (decision 111).
 */
import { type MessageRecord, db } from '../db/index.ts'
import { base64ToBytes, bytesToBase64, utf8 } from './bytes.ts'
import { rfc822 } from './source.ts'

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

const rawRecord = (id: string) => db.rawMessages.findFirst((q) => q.where({ id }))

/** Stores `bytes` (once) and returns the key a message record keeps as raw_id. */
export async function keepRaw(bytes: Uint8Array): Promise<string> {
  const id = await sha256Hex(bytes)
  if (!rawRecord(id)) await db.rawMessages.create({ id, content: bytesToBase64(bytes) })
  return id
}

/** Forgets bytes no message refers to any more (after a message is deleted for good). */
export async function releaseRaw(id: string | undefined): Promise<void> {
  if (id === undefined) return
  if (db.messages.findFirst((q) => q.where({ raw_id: id }))) return
  const record = rawRecord(id)
  if (record) await db.rawMessages.delete(record)
}

/** The bytes a message arrived as, or undefined for seed mail (which has none). */
export function rawBytes(m: Pick<MessageRecord, 'raw_id'>): Uint8Array | undefined {
  if (m.raw_id === undefined) return undefined
  const record = rawRecord(m.raw_id)
  return record ? base64ToBytes(record.content) : undefined
}

/** What "download mail" and "forward as attachment" carry: the original, else a rebuild. */
export function sourceBytes(m: MessageRecord): Uint8Array {
  return rawBytes(m) ?? utf8.encode(rfc822(m))
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes)
    return true
  } catch {
    return false
  }
}

/** One character per byte (TextDecoder's "latin1" is windows-1252, which is not one to one). */
function byteChars(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return text
}

/**
 * Bytes as text for the JSON source views (decision 111): UTF-8 when the whole message is valid
 * UTF-8 (all 7-bit mail, and 8-bit UTF-8 headers read right), else one character per byte. Either
 * way every byte can be recovered from the text and nothing is converted to another charset; the
 * header view decodes like the whole, so it is always a prefix of view 2.
 */
function asText(part: Uint8Array, whole: Uint8Array): string {
  return isUtf8(whole) ? strictUtf8.decode(part) : byteChars(part)
}

/** Where the header block ends: after the last header line's line break, before the blank line. */
export function headerEnd(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0x0a) continue
    if (bytes[i + 1] === 0x0a) return i + 1
    if (bytes[i + 1] === 0x0d && bytes[i + 2] === 0x0a) return i + 1
  }
  return bytes.length
}

/** View 2: the whole message as text. */
export function sourceText(m: MessageRecord): string {
  const raw = rawBytes(m)
  return raw ? asText(raw, raw) : rfc822(m)
}

/** View 1: the original header block, up to (not including) the blank line. */
export function headerText(m: MessageRecord): string {
  const raw = rawBytes(m)
  if (!raw) {
    const source = rfc822(m)
    return source.slice(0, source.indexOf('\r\n\r\n') + 2)
  }
  // A message that starts with the blank line has no header block at all.
  if (raw[0] === 0x0a || (raw[0] === 0x0d && raw[1] === 0x0a)) return ''
  return asText(raw.subarray(0, headerEnd(raw)), raw)
}
